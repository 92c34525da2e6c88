import { useState } from 'react';
import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { ImportErrorDialog, type ImportErrorResult } from '../../../ui/import-error';
import { RefundDialog } from '../../../features/refund-dialog';
import { sampleImportErrors } from '../gallery-samples';

/** The import-error dialog and the refund quantity dialog, each behind a button. */
export function ResultDialogsDemo() {
  const [importErrors, setImportErrors] = useState<ImportErrorResult | null>(null);
  const [refunding, setRefunding] = useState(false);
  return (
    <>
      <div className="demo-row">
        <button type="button" className="irr-button" onClick={() => setImportErrors(sampleImportErrors)}>
          {t.showImportErrors}
        </button>
        <button type="button" className="irr-button" onClick={() => setRefunding(true)}>
          {t.showRefund}
        </button>
      </div>
      <ImportErrorDialog result={importErrors} onClose={() => setImportErrors(null)} />
      <RefundDialog
        order={refunding ? { id: 1, amount: 120, count: 4 } : null}
        submit={async () => undefined}
        onClose={() => setRefunding(false)}
      />
    </>
  );
}
