import { useState } from 'react';
import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { options } from '../../../i18n/zh-CN/enums';
import { DynamicForm, type FieldSpec } from '../../../ui/dynamic-form';
import { validateShareRate } from '../../../validation/share-rate';

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
    <>
      <DynamicForm
        label={t.sections.form}
        fields={formFields}
        onSubmit={(v) => setSubmitted(JSON.stringify(v))}
        onReset={() => setSubmitted('')}
      />
      <p role="status">{submitted && t.submitted(submitted)}</p>
    </>
  );
}
