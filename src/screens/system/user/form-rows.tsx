import type { ReactNode } from 'react';
import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';

/** Rows of the system dialogs' forms: the dynamic form's field layout (formStyles), plus groups of choices. */
export const systemFormStyles = css`
  .irr-field > .irr-field-legend { padding-top: 5px; text-align: right; color: ${tokens.text}; }
  .irr-field[data-required] > .irr-field-legend::before { content: '*'; margin-right: 4px; color: ${tokens.danger}; }
  .irr-choices { display: flex; flex-wrap: wrap; gap: 4px 16px; padding-top: 5px; }
  .irr-choices label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
  .irr-choices input { width: auto; }
  .irr-role-tree {
    flex: 1 1 100%; box-sizing: border-box; max-height: 360px; overflow: auto; padding: 4px;
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-role-tree [data-grants-all] { margin: 0 0 4px; color: ${tokens.textMuted}; }
  .irr-form-failure { margin: 0 0 12px 132px; color: ${tokens.danger}; }
`;

export interface FieldRowProps {
  /** Id of the control (a single control) or of the group's legend. */
  id: string;
  label: string;
  required?: boolean;
  /** @default undefined */
  error?: string;
  /** A group of choices (role="group" named by its legend) instead of one labelled control. @default false */
  group?: boolean;
  children: ReactNode;
}

/** One labelled row with its message under it; a message's id is `${id}-error` (the control's aria-describedby). */
export function FieldRow({ id, label, required = false, error, group = false, children }: FieldRowProps) {
  const message = error ? (
    <p id={`${id}-error`} className="irr-field-error" role="alert">
      {error}
    </p>
  ) : null;
  if (group) {
    return (
      <div className="irr-field" role="group" aria-labelledby={id} data-required={required || undefined}>
        <span id={id} className="irr-field-legend">
          {label}
        </span>
        <div className="irr-choices">{children}</div>
        {message}
      </div>
    );
  }
  return (
    <div className="irr-field" data-required={required || undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {message}
    </div>
  );
}

/** aria attributes of a control with `error` under it. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
