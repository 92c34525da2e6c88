import { useState } from 'react';
import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { DynamicForm } from '../../../ui/dynamic-form';

/** Two dialogs, so that minimised bars can be seen lining up. */
export function DialogDemo() {
  const [open, setOpen] = useState([false, false]);
  const set = (i: number, value: boolean) => setOpen((o) => o.map((v, j) => (j === i ? value : v)));
  return (
    <div className="demo-row">
      {[0, 1].map((i) => (
        <span key={i}>
          <button type="button" className="irr-button" onClick={() => set(i, true)}>
            {t.openDialog(i + 1)}
          </button>
          <Dialog
            open={open[i]}
            title={t.dialogTitle(i + 1)}
            onClose={() => set(i, false)}
            footer={<DialogFooter cancelText={t.save} onCancel={() => set(i, false)} cancelPrimary />}
          >
            <p>{t.dialogBody}</p>
            <DynamicForm
              label={t.dialogTitle(i + 1)}
              fields={[{ name: 'name', label: t.formFields.name, type: 'text', required: true }]}
              onSubmit={() => set(i, false)}
            />
          </Dialog>
        </span>
      ))}
    </div>
  );
}
