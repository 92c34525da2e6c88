import { useState } from 'react';
import { importTexts as t } from '../../../i18n/zh-CN/fertigation-import';
import { notify } from '../../../session/public/notify';
import { Permission } from '../../../ui/permission';
import { CsvImportDialog } from './csv-import-dialog';
import { importTargets, type ImportTargetName } from './import-targets';

export interface CsvImportButtonProps {
  /** Which rows the file holds. */
  target: ImportTargetName;
  /** Rows were written: refresh the table. */
  onImported: () => void;
}

/** 导入 on a screen's toolbar, for holders of the resource's add permission; opens the CSV import dialog. */
export function CsvImportButton({ target, onImported }: CsvImportButtonProps) {
  const [open, setOpen] = useState(false);
  const config = importTargets[target];
  const imported = (count: number) => {
    setOpen(false);
    notify(t.imported(count), 'success');
    onImported();
  };
  return (
    <Permission anyOf={[config.permission]}>
      <button type="button" className="irr-button" data-action="import" onClick={() => setOpen(true)}>
        {t.button}
      </button>
      {open && <CsvImportDialog target={config} onImported={imported} onClose={() => setOpen(false)} />}
    </Permission>
  );
}
