import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { useStyles } from '../../../ui/styles/use-styles';
import { FigureSection } from '../../business/home/figure-section';
import { HomeFrame } from '../../business/home/home-frame';
import { wellHomeFigures } from './home-figures';
import { AttentionWells } from './attention-wells';
import { HomeTrend } from './home-trend';
import { LatestNotices } from './latest-notices';
import { noticeListStyles } from './notice-list.styles';
import { useWellHome } from './use-well-home';

/**
 * /agriculturalWell/home (首页): today's orders, water, power and amount against the same hours of
 * yesterday and of the same day last month, the last 30 days' water and revenue, the wells that ask
 * for attention, wells by device status and running state, the online rate, open faults and the
 * latest notices. The figures load again with 刷新 and whenever the tab is shown again.
 */
export function WellHomePage({ title, active }: ScreenProps) {
  useStyles(noticeListStyles);
  const labels = useSession((s) => s.labels);
  return (
    <HomeFrame title={title} active={active} summary={useWellHome()}>
      {({ summary, notices }) => {
        const figures = wellHomeFigures(summary, labels);
        return (
          <>
            <FigureSection title={t.todaySection(summary.today.date)} figures={figures.today} />
            <HomeTrend days={summary.days} />
            <AttentionWells attention={summary.attention} equipment={labels.equipment} />
            <FigureSection title={t.statusSection(labels.equipment)} figures={figures.status} />
            <FigureSection title={t.runningSection} figures={figures.running} />
            <LatestNotices notices={notices} />
          </>
        );
      }}
    </HomeFrame>
  );
}
