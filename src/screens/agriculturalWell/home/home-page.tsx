import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { useStyles } from '../../../ui/styles/use-styles';
import { FigureSection } from '../../business/home/figure-section';
import { HomeFrame } from '../../business/home/home-frame';
import { wellHomeFigures } from './home-figures';
import { LatestNotices } from './latest-notices';
import { noticeListStyles } from './notice-list.styles';
import { useWellHome } from './use-well-home';

/**
 * /agriculturalWell/home (首页): wells by device status and running state, the online rate,
 * today's water, power, orders and amount, open faults and the latest notices. The figures load
 * again with 刷新 and whenever the tab is shown again.
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
            <FigureSection title={t.statusSection(labels.equipment)} figures={figures.status} />
            <FigureSection title={t.runningSection} figures={figures.running} />
            <FigureSection title={t.todaySection(summary.today.date)} figures={figures.today} />
            <LatestNotices notices={notices} />
          </>
        );
      }}
    </HomeFrame>
  );
}
