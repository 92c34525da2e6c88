import { useEffect, useRef } from 'react';
import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import { uiTexts } from '../../../i18n/zh-CN/ui';
import type { ScreenProps } from '../../../router';
import { useSession } from '../../../session';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { FigureSection } from './figure-section';
import { homeFigures } from './home-figures';
import { homeStyles } from './home.styles';
import { useHomeSummary } from './use-home-summary';

/**
 * /fertigation/home (首页): machines by running state and the online rate, today's runs, open
 * faults and the merchant's places, areas and valves, as lists of cards. The figures load again
 * with 刷新 and whenever the tab is shown again.
 */
export function FertigationHomePage({ title, active }: ScreenProps) {
  useStyles(formStyles, homeStyles);
  const placeLabel = useSession((s) => s.labels.place);
  const { data, error, isLoading, isValidating, mutate } = useHomeSummary();
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void mutate();
    wasActive.current = active;
  }, [active, mutate]);
  const figures = data ? homeFigures(data, placeLabel) : null;
  return (
    // The tab's page around this is already a region named by the title: no second landmark here.
    <div className="irr-home" aria-busy={isLoading || isValidating}>
      <div className="irr-home-head">
        <h1>{title}</h1>
        <button type="button" className="irr-button" onClick={() => void mutate()}>{t.refresh}</button>
      </div>
      {error && (
        <div className="irr-home-state" role="alert">
          {uiTexts.loadFailed(error.message)}{' '}
          <button type="button" className="irr-button" onClick={() => void mutate()}>{uiTexts.retry}</button>
        </div>
      )}
      {!figures && !error && <p className="irr-home-state" role="status">{uiTexts.loading}</p>}
      {figures && data && (
        <>
          <FigureSection title={t.equipSection} figures={figures.equip} />
          <FigureSection title={t.todaySection(data.today.date)} figures={figures.today} />
          <FigureSection title={t.baseSection} figures={figures.base} />
        </>
      )}
    </div>
  );
}
