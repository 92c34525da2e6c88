import { useId, type FormEvent } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { FieldControl } from '../form/field-control';
import type { FieldSpec, FieldValue, FieldValues } from '../form/field-spec';

export interface FilterBarProps {
  fields: readonly FieldSpec[];
  values: FieldValues;
  onChange: (name: string, value: FieldValue) => void;
  /** Enter in a field or the search button. */
  onSearch: () => void;
  onReset: () => void;
  /** Accessible name of the search landmark. @default '筛选条件' */
  label?: string;
}

/** The filters above a table page: a search form, so Enter in any input searches. Part: `filters`. */
export function FilterBar({ fields, values, onChange, onSearch, onReset, label = uiTexts.filters }: FilterBarProps) {
  const idBase = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={label} className="irr-filter" onSubmit={submit} part="filters">
      {fields.map((field) => {
        const id = `${idBase}-${field.name}`;
        return (
          <div key={field.name} className="irr-filter-item">
            <label htmlFor={id}>{field.label}</label>
            <FieldControl field={field} id={id} value={values[field.name]} onChange={(v) => onChange(field.name, v)} />
          </div>
        );
      })}
      <button type="submit" className="irr-button" data-primary="">
        {uiTexts.search}
      </button>
      <button type="button" className="irr-button" onClick={onReset}>
        {uiTexts.reset}
      </button>
    </form>
  );
}
