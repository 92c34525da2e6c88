import { useId, useState } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportFailure } from '../../../api/contract/fertigation/import';
import { callApi, isApiError } from '../../../api/transport';
import { importTexts as t } from '../../../i18n/zh-CN/fertigation-import';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { ImportErrorDialog, type ImportErrorResult } from '../../../ui/import-error';
import { css } from '../../../ui/styles/css';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { tokens } from '../../../ui/theme/tokens';
import { csvTemplate } from './csv-template';
import { fileToBase64 } from './file-to-base64';
import type { ImportTarget } from './import-targets';
import { useObjectUrl } from './use-object-url';

export interface CsvImportDialogProps {
  target: ImportTarget;
  /** Every row was written. */
  onImported: (count: number) => void;
  onClose: () => void;
}

const styles = css`
  .irr-import-rules { margin: 0 0 16px; color: ${tokens.textMuted}; line-height: 1.6; }
  .irr-import-template { grid-column: 2; color: ${tokens.primary}; }
`;

/** The import call can take longer than an ordinary call's 5 s on a full file. */
const IMPORT_TIMEOUT_MS = 30_000;

/**
 * Picks a CSV file and imports it. A file with bad rows is answered by the import-error dialog
 * (line and reason of each); closing it comes back here with the file cleared, to pick the fixed one.
 */
export function CsvImportDialog({ target, onImported, onClose }: CsvImportDialogProps) {
  useStyles(formStyles, styles);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [picker, setPicker] = useState(0);
  const [failure, setFailure] = useState('');
  const [errors, setErrors] = useState<ImportErrorResult | null>(null);
  const templateUrl = useObjectUrl(() => csvTemplate(target.columns.map((c) => c.title)), target);

  const importing = useSubmit(
    async (chosen: File) =>
      callApi(target.call, { content: await fileToBase64(chosen) }, { hideError: true, timeoutMs: IMPORT_TIMEOUT_MS }),
    {
      onDone: ({ count }) => onImported(count),
      onFail: (error) => {
        if (!isApiError(error) || error.kind === 'cancelled') return;
        const lines = Array.isArray(error.data) ? (error.data as ImportFailure[]) : [];
        if (lines.length === 0) return setFailure(error.serverMessage ?? error.message);
        setFile(null);
        setPicker((n) => n + 1);
        setErrors({ message: error.serverMessage ?? '', data: lines });
      },
    },
  );
  const submit = () => {
    if (!file) return setFailure(t.pickFirst);
    if (!/\.csv$/i.test(file.name)) return setFailure(t.notCsv);
    if (file.size > IMPORT_MAX_BYTES) return setFailure(t.tooLarge(IMPORT_MAX_BYTES / 1024));
    setFailure('');
    void importing.run(file);
  };

  if (errors) return <ImportErrorDialog result={errors} onClose={() => setErrors(null)} />;
  return (
    <Dialog
      open
      title={target.title}
      onClose={onClose}
      width={560}
      footer={
        <DialogFooter
          cancelText={t.cancel}
          onCancel={onClose}
          confirmText={t.submit}
          action="submit-import"
          busy={importing.busy}
          onConfirm={submit}
        />
      }
    >
      <p className="irr-import-rules">{`${t.rules(IMPORT_MAX_ROWS)}${target.rules}`}</p>
      <div className="irr-field" data-required="">
        <label htmlFor={inputId}>{t.file}</label>
        <input
          key={picker}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.currentTarget.files?.[0] ?? null);
            setFailure('');
          }}
        />
        <a className="irr-import-template" href={templateUrl} download={target.templateName}>
          {t.download}
        </a>
        {failure && (
          <p className="irr-field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
