import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session/public/session';
import { FigureSection } from '../../business/home/figure-section';
import { HomeFrame } from '../../business/home/home-frame';
import { AttentionEquips } from './attention-equips';
import { homeFigures } from './home-figures';
import { HomeTrend } from './home-trend';
import { useHomeSummary } from './use-home-summary';

/**
 * /fertigation/home (首页): today's runs, water and amount against the same hours of yesterday and
 * of the same day last month, the last 30 days' water and amount, the machines that ask for
 * attention, machines by running state and the online rate, open faults and the merchant's places,
 * areas and valves. The figures load again with 刷新 and whenever the tab is shown again.
 */
export function FertigationHomePage({ title, active }: ScreenProps) {
  const placeLabel = useSession((s) => s.labels.place);
  return (
    <HomeFrame title={title} active={active} summary={useHomeSummary()}>
      {(data) => {
        const figures = homeFigures(data, placeLabel);
        return (
          <>
            <FigureSection title={t.todaySection(data.today.date)} figures={figures.today} />
            <HomeTrend days={data.days} />
            <AttentionEquips attention={data.attention} />
            <FigureSection title={t.equipSection} figures={figures.equip} />
            <FigureSection title={t.baseSection} figures={figures.base} />
          </>
        );
      }}
    </HomeFrame>
  );
}
