import { useState } from 'react';
import { printTexts as t } from '../../i18n/zh-CN/print';
import type { PrintDocument } from '../../print/print-document';
import { usePermissions } from '../../session/public/permissions';
import { notify } from '../../session/public/notify';
import { formStyles } from '../form/form.styles';
import { loadOnce } from '../lazy/load-once';
import { Permission } from '../permission/permission';
import { useRoot } from '../styles/root-context';
import { useStyles } from '../styles/use-styles';
import { useSubmit } from '../submit/use-submit';
import type { TableColumn } from '../table/table-column';
import { printTableOf } from './print-table-of';
import { printStyles } from './print.styles';
import { PrintMissingNotice } from './print-missing-notice';

export interface PrintButtonProps<Row> {
  /** Permission strings; the button shows only to a user holding one (e.g. agriculturalWell:report:print). */
  anyOf: readonly string[];
  /** Heading of the printout and name of the print job. */
  title: string;
  /** A line under the heading, e.g. the rows' time range. @default undefined */
  note?: string;
  /** The table's columns: those the user sees are printed, less `print: false` ones. */
  columns: readonly TableColumn<Row>[];
  /** The rows to print: the table's current page. With none the button is disabled. */
  rows: readonly Row[];
  /** Landscape paper, for wide tables. @default false */
  landscape?: boolean;
}

/** The printing code: its own chunk, fetched on the first click. */
const loadPrint = () => import('../../print');

function PrintControl<Row>({ title, note, columns, rows, landscape = false }: PrintButtonProps<Row>) {
  useStyles(formStyles, printStyles);
  const root = useRoot();
  const held = usePermissions();
  /** C-Lodop's download page while its service is missing (from the printing code, which is loaded by then). */
  const [missing, setMissing] = useState<string | null>(null);
  const printout = (): PrintDocument => ({ title, note, landscape, ...printTableOf(columns, rows, held) });
  const printing = useSubmit(
    async (print: (module: Awaited<ReturnType<typeof loadPrint>>) => Promise<void>) => print(await loadOnce('print', loadPrint)),
    {
      onFail: (error) => notify(t.failed((error as Error).message), 'error'),
    },
  );
  const busy = printing.busy;
  const viaCLodop = () => printing.run(async (m) => setMissing((await m.printThroughCLodop(printout())) ? null : m.CLODOP_DOWNLOAD_URL));
  const viaBrowser = () =>
    printing.run(async (m) => {
      setMissing(null);
      await m.printInBrowser(printout(), root);
    });
  return (
    <>
      <button
        type="button"
        className="irr-button"
        data-action="print"
        disabled={busy || rows.length === 0}
        aria-busy={busy}
        onClick={() => void viaCLodop()}
      >
        {busy ? t.printing : t.print}
      </button>
      {missing !== null && (
        <PrintMissingNotice downloadUrl={missing} onBrowserPrint={() => void viaBrowser()} onClose={() => setMissing(null)} />
      )}
    </>
  );
}

/**
 * 打印 for a table page or a report (spec section 2): prints the rows shown, with the titles of the
 * columns the user sees, through the C-Lodop service on the merchant's computer; when it does not
 * answer, says so with its download link and offers the browser's print of the printout alone. The
 * printing code loads on the first click. Hidden from a user holding none of `anyOf`.
 */
export function PrintButton<Row>(props: PrintButtonProps<Row>) {
  return (
    <Permission anyOf={props.anyOf}>
      <PrintControl {...props} />
    </Permission>
  );
}
