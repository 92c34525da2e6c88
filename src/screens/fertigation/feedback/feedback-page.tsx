import { useState } from 'react';
import { findPage, type FeedbackRow } from '../../../api/contract/fertigation/feedback';
import { callApi } from '../../../api/transport';
import { feedbackScreenTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { options } from '../../../i18n/zh-CN/enums';
import { emitSessionEvent } from '../../../session/events';
import { TablePage, type PageQuery } from '../../../ui/table-page';
import { feedbackColumns } from './feedback-columns';
import { ProcessDialog } from './process-dialog';

const filters = [
  { name: 'processed', label: t.processed, type: 'select' as const, options: [{ value: 'N', label: t.no }, { value: 'Y', label: t.yes }] },
  { name: 'faultType', label: t.faultType, type: 'select' as const, options: options('faultType') },
];

const fetcher = (q: PageQuery) => callApi(findPage, q as Parameters<typeof callApi<typeof findPage>>[1]);

/** /fertigation/feedback: fault reports by processed state and fault type; process one with a result. */
export function FeedbackPage() {
  const [processing, setProcessing] = useState<FeedbackRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <TablePage cacheKey="fertigation/feedback/findPage" fetcher={fetcher} label={t.table}
        columns={feedbackColumns(setProcessing)} filters={filters} refreshKey={refreshKey} />
      {/* keyed by the fault: closing forgets a half-typed result, which must not follow to another fault */}
      <ProcessDialog key={processing?.id ?? 0} feedback={processing} onClose={() => setProcessing(null)} onDone={() => {
        setProcessing(null);
        setRefreshKey((k) => k + 1);
        emitSessionEvent({ type: 'message', level: 'success', text: t.processedOk });
      }} />
    </>
  );
}
