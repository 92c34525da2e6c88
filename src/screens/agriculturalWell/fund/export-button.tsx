import { useState } from 'react';
import { exportCsv } from '../../../api/contract/money/fund';
import type { CallRequest } from '../../../api/contract/define-call';
import { callFile } from '../../../api/transport';
import { wellFundTexts as t } from '../../../i18n/zh-CN/well-fund';
import { businessNow, formatDate } from '../../../ui/date-range';
import { downloadFile } from './download-file';

export interface ExportButtonProps {
  /** The filters of the rows shown. */
  query: CallRequest<typeof exportCsv>;
}

/** 导出: the filtered flows as the server's CSV (UTF-8 with a BOM), saved as 资金流水-yyyyMMdd.csv. */
export function ExportButton({ query }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await callFile(exportCsv, query);
      downloadFile(blob, t.fileName(formatDate(businessNow()).replace(/-/g, '')));
    } catch {
      // the transport already showed the failure
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="irr-button" data-action="export" disabled={busy} onClick={() => void run()}>{t.export}</button>
  );
}
