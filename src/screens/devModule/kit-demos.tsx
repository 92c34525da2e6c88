import { useState } from 'react';
import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import { options } from '../../i18n/zh-CN/enums';
import { Dialog } from '../../ui/dialog';
import { DropdownSearchTable } from '../../ui/dropdown-search-table';
import { DynamicForm, type FieldSpec } from '../../ui/dynamic-form';
import { Popover } from '../../ui/popover';
import { SignalStrength } from '../../ui/signal';
import { validateShareRate } from '../../validation/share-rate';
import { sampleEquips } from './gallery-samples';

/** Two dialogs, so that minimised bars can be seen lining up. */
export function DialogDemo() {
  const [open, setOpen] = useState([false, false]);
  const set = (i: number, value: boolean) => setOpen((o) => o.map((v, j) => (j === i ? value : v)));
  return (
    <section aria-labelledby="demo-dialog">
      <h2 id="demo-dialog">{t.sections.dialog}</h2>
      <div className="demo-row">
        {[0, 1].map((i) => (
          <span key={i}>
            <button type="button" className="irr-button" onClick={() => set(i, true)}>{t.openDialog(i + 1)}</button>
            <Dialog open={open[i]} title={t.dialogTitle(i + 1)} onClose={() => set(i, false)}
              footer={<button type="button" className="irr-button" data-primary="" onClick={() => set(i, false)}>{t.save}</button>}>
              <p>{t.dialogBody}</p>
              <DynamicForm label={t.dialogTitle(i + 1)} fields={[{ name: 'name', label: t.formFields.name, type: 'text', required: true }]} onSubmit={() => set(i, false)} />
            </Dialog>
          </span>
        ))}
      </div>
    </section>
  );
}

export function DropdownDemo() {
  const [chosen, setChosen] = useState('');
  return (
    <section aria-labelledby="demo-dropdown">
      <h2 id="demo-dropdown">{t.sections.dropdown}</h2>
      <DropdownSearchTable label={t.equipName} columns={[{ key: 'code', title: t.equipCode }, { key: 'name', title: t.equipName }, { key: 'place', title: t.place }]}
        search={(keyword) => sampleEquips.filter((e) => e.name.includes(keyword) || e.code.includes(keyword)).slice(0, 50)}
        display={(e) => e.name} onSelect={(e) => setChosen(e.name)} />
      <p role="status">{chosen && t.chosen(chosen)}</p>
    </section>
  );
}

export function SignalDemo() {
  return (
    <section aria-labelledby="demo-signal">
      <h2 id="demo-signal">{t.sections.signal}</h2>
      <div className="demo-row">
        <SignalStrength sig={0} sigIntensity="ZERO" />
        <SignalStrength sig={8.25} sigIntensity="LOW" />
        <SignalStrength sig={17.04} sigIntensity="MEDIUM" />
        <SignalStrength sig={28.96} sigIntensity="HIGH" />
        <SignalStrength isOnline={false} sig={12} sigIntensity="HIGH" />
      </div>
    </section>
  );
}

const formFields: FieldSpec[] = [
  { name: 'name', label: t.formFields.name, type: 'text', required: true },
  { name: 'ratio', label: t.formFields.ratio, type: 'number', required: true, rules: [validateShareRate] },
  { name: 'kind', label: t.formFields.kind, type: 'select', options: options('equipmentKind') },
  { name: 'day', label: t.formFields.day, type: 'date' },
  { name: 'remark', label: t.formFields.remark, type: 'textarea' },
  { name: 'enabled', label: t.formFields.enabled, type: 'switch', defaultValue: true },
];

export function FormDemo() {
  const [submitted, setSubmitted] = useState('');
  return (
    <section aria-labelledby="demo-form">
      <h2 id="demo-form">{t.sections.form}</h2>
      <DynamicForm label={t.sections.form} fields={formFields} onSubmit={(v) => setSubmitted(JSON.stringify(v))} onReset={() => setSubmitted('')} />
      <p role="status">{submitted && t.submitted(submitted)}</p>
    </section>
  );
}

export function PopoverDemo() {
  return (
    <section aria-labelledby="demo-popover">
      <h2 id="demo-popover">{t.sections.popover}</h2>
      <Popover label={t.popoverLabel} trigger={(p) => <button type="button" className="irr-button" {...p}>{t.popoverTrigger}</button>}>
        <p>{t.popoverNote}</p>
        <button type="button" className="irr-button">{t.save}</button>
      </Popover>
    </section>
  );
}
