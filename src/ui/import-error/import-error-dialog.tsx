import { importErrorTexts } from '../../i18n/zh-CN/import-error';
import { useStyles } from '../styles/use-styles';
import { css } from '../styles/css';
import { tokens } from '../theme/tokens';
import { Dialog } from '../dialog/dialog';

/** One failed line of an import (spec section 3). */
export interface ImportErrorLine {
  line: number;
  tips: string;
}

/** What a failed import answers (spec section 3, import error result). */
export interface ImportErrorResult {
  message: string;
  data: ImportErrorLine[];
}

export interface ImportErrorDialogProps {
  /** The failures to list; null closes the dialog. @default null */
  result?: ImportErrorResult | null;
  /** The user closed it. */
  onClose: () => void;
  /** @default '导入失败' */
  title?: string;
}

const styles = css`
  .irr-import-error table { width: 100%; border-collapse: collapse; }
  .irr-import-error th, .irr-import-error td { padding: 6px 8px; border: 1px solid ${tokens.border}; text-align: left; }
  .irr-import-error th { background: ${tokens.bg}; }
  .irr-import-error td:first-child { width: 80px; }
  .irr-import-error p { margin: 0 0 10px; color: ${tokens.danger}; }
`;

/** Lists each line of an import that failed with its reason, in the kit's dialog (minimise, maximise, close). */
export function ImportErrorDialog({ result = null, onClose, title = importErrorTexts.title }: ImportErrorDialogProps) {
  useStyles(styles);
  return (
    <Dialog open={result !== null} onClose={onClose} title={title}>
      {result && (
        <div className="irr-import-error">
          {result.message && <p>{result.message}</p>}
          <table>
            <thead>
              <tr>
                <th scope="col">{importErrorTexts.line}</th>
                <th scope="col">{importErrorTexts.reason}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((row, i) => (
                <tr key={`${row.line}-${i}`}>
                  <td>{row.line}</td>
                  <td>{row.tips}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
