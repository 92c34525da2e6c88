import { TablePageView, type RenderTableExport, type TablePageProps } from '../../ui/table-page';
import { ExportButtons } from './export-buttons';

const exportButtons: RenderTableExport = (spec, applied, label) => <ExportButtons spec={spec} applied={applied} label={label} />;

/** The screens' table page: the widget kit's TablePageView, its `exportAs` drawn as 导出 buttons that call common/export. */
export function TablePage<Row>(props: TablePageProps<Row>) {
  return <TablePageView {...props} renderExport={exportButtons} />;
}
