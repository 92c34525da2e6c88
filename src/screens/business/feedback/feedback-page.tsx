import { useMemo, useState } from 'react';
import type { FeedbackRow } from '../../../api/contract/business/feedback';
import { titleWith } from '../../../api/contract/export-columns';
import { callApi, type CallInput } from '../../../api/transport';
import { businessFeedbackTexts as t } from '../../../i18n/zh-CN/business-record';
import { options } from '../../../i18n/zh-CN/enums';
import { useSession } from '../../../session/public/session';
import { notify } from '../../../session/public/notify';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import { TablePage } from '../../../features/table-page';
import { type PageQuery, type TableExport } from '../../../ui/table-page';
import { useLinePlaces } from '../use-place-options';
import { feedbackColumns } from './feedback-columns';
import type { FeedbackFilterKey, FeedbackLine } from './feedback-line';
import { ProcessDialog } from './process-dialog';

function filterSpec(key: FeedbackFilterKey, places: FieldOption[], placeTitle: string): FieldSpec {
  switch (key) {
    case 'keyword':
      return { name: key, label: t.keyword, type: 'text' };
    case 'placeId':
      return { name: key, label: placeTitle, type: 'select', options: places };
    case 'processed':
      return {
        name: key,
        label: t.processed,
        type: 'select',
        options: [
          { value: 'N', label: t.no },
          { value: 'Y', label: t.yes },
        ],
      };
    case 'faultType':
      return { name: key, label: t.faultType, type: 'select', options: options('faultType') };
    case 'reporterIdentity':
      return { name: key, label: t.reporter, type: 'select', options: options('reporterIdentity') };
  }
}

/** The filters as findPage (and the export) take them. */
const feedbackInput = ({ placeId, ...q }: Readonly<FieldValues>) => ({ ...q, placeId: placeId ? Number(placeId) : undefined });

export interface BusinessFeedbackPageProps {
  line: FeedbackLine;
}

/** A line's fault reports by the line's filters; process one with a result and pictures; export them (CSV, XLSX). */
export function BusinessFeedbackPage({ line }: BusinessFeedbackPageProps) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(line.filters.includes('placeId') ? line.placeList : undefined);
  const [processing, setProcessing] = useState<FeedbackRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const placeTitle = titleWith(line.columns.place, labels);
  const filters = useMemo(() => line.filters.map((key) => filterSpec(key, places, placeTitle)), [line, places, placeTitle]);
  const fetcher = ({ page, size, ...q }: PageQuery) =>
    callApi(line.calls.findPage, { page, size, ...feedbackInput(q as FieldValues) } as CallInput<FeedbackLine['calls']['findPage']>);
  const exportAs = useMemo<TableExport>(() => ({ call: line.calls.findPage.path, filters: feedbackInput }), [line]);
  return (
    <>
      <TablePage
        cacheKey={line.cacheKey}
        fetcher={fetcher}
        label={line.table(labels)}
        exportAs={exportAs}
        columns={feedbackColumns(line, labels, setProcessing)}
        filters={filters}
        refreshKey={refreshKey}
      />
      {/* keyed by the fault: closing forgets a half-typed result, which must not follow to another fault */}
      <ProcessDialog
        key={processing?.id ?? 0}
        process={line.calls.process}
        feedback={processing}
        onClose={() => setProcessing(null)}
        onDone={() => {
          setProcessing(null);
          setRefreshKey((k) => k + 1);
          notify(t.processedOk, 'success');
        }}
      />
    </>
  );
}
