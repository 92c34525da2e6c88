import { useState } from 'react';
import { REPORT_DIMENSIONS } from '../../../api/contract/money/report';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import type { ScreenProps } from '../../../router';
import { businessNow } from '../../../ui/date-range';
import { formStyles } from '../../../ui/form/form.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { tablePageStyles } from '../../../ui/table-page/table-page.styles';
import { CompletenessPanel } from './completeness-panel';
import { ExtractionPanel } from './extraction-panel';
import { LevelPanel } from './level-panel';
import { QuotaPanel } from './quota-panel';
import { ReportFilters } from './report-filters';
import { initialFilters, type ReportFilterValues, type ReportTab } from './report-query';
import { reportStyles } from './report.styles';
import { SummaryPanel } from './summary-panel';

const TABS: readonly ReportTab[] = [...REPORT_DIMENSIONS, 'quota', 'level', 'extraction', 'completeness'];
const tabText = (tab: ReportTab) =>
  tab === 'quota' ? t.quotaTab : tab === 'level' || tab === 'extraction' || tab === 'completeness' ? t.history[tab] : t.dimensions[tab];

/** A tab's panel: the money's summary by its dimension, the quota, or a report of the history. */
function panelOf(tab: ReportTab, filters: ReportFilterValues) {
  switch (tab) {
    case 'quota':
      return <QuotaPanel filters={filters} />;
    case 'level':
      return <LevelPanel filters={filters} />;
    case 'extraction':
      return <ExtractionPanel filters={filters} />;
    case 'completeness':
      return <CompletenessPanel filters={filters} />;
    default:
      return <SummaryPanel key={tab} dimension={tab} filters={filters} />;
  }
}

/**
 * /agriculturalWell/report (统计报表): the merchant's water, power and money by day, month, place,
 * well or farmer over a range (this month by default; 按月 this year's months, 按用户 one month),
 * each farmer's use of the year's quota, and from the field's history the month's groundwater
 * level, the year's water against the permits and quotas, and how completely the devices report.
 * The filters are kept while the tabs change; each tab shows the totals, the table (the money's
 * a chart too: its code loaded with the first one), export and print.
 */
export function ReportScreen(_props: ScreenProps) {
  useStyles(formStyles, tablePageStyles, reportStyles);
  const [tab, setTab] = useState<ReportTab>('day');
  const [filters, setFilters] = useState<ReportFilterValues>(() => initialFilters(businessNow()));
  return (
    <div className="irr-report" part="base">
      <div role="tablist" aria-label={t.tabs} className="irr-report-tabs">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="irr-button"
            aria-selected={tab === key}
            data-primary={tab === key ? '' : undefined}
            data-tab={key}
            onClick={() => setTab(key)}
          >
            {tabText(key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabText(tab)}>
        <ReportFilters tab={tab} value={filters} onChange={setFilters} />
        {panelOf(tab, filters)}
      </div>
    </div>
  );
}
