import { useEffect, useRef, type ReactNode } from 'react';
import { businessHomeTexts as t } from '../../../i18n/zh-CN/business-home';
import { uiTexts } from '../../../i18n/zh-CN/ui';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { homeStyles } from './home.styles';
import type { SummaryState } from './use-summary';

export interface HomeFrameProps<T> {
  /** The page's title (its menu name), its heading. */
  title: string;
  /** False while the tab is kept behind another: showing it again loads the figures again. */
  active: boolean;
  /** The figures (useSummary). */
  summary: SummaryState<T>;
  /** The page's sections once the figures are there. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of a business line's home page: heading, 刷新, the loading and failure states, and
 * a reload whenever the tab is shown again.
 */
export function HomeFrame<T>({ title, active, summary, children }: HomeFrameProps<T>) {
  useStyles(formStyles, homeStyles);
  const { data, error, isLoading, isValidating, reload } = summary;
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) reload();
    wasActive.current = active;
  }, [active, reload]);
  return (
    // The tab's page around this is already a region named by the title: no second landmark here.
    <div className="irr-home" aria-busy={isLoading || isValidating}>
      <div className="irr-home-head">
        <h1>{title}</h1>
        <button type="button" className="irr-button" onClick={reload}>
          {t.refresh}
        </button>
      </div>
      {error && (
        <div className="irr-home-state" role="alert">
          {uiTexts.loadFailed(error.message)}{' '}
          <button type="button" className="irr-button" onClick={reload}>
            {uiTexts.retry}
          </button>
        </div>
      )}
      {data === undefined && !error && (
        <p className="irr-home-state" role="status">
          {uiTexts.loading}
        </p>
      )}
      {data !== undefined && children(data)}
    </div>
  );
}
