import { css } from '../styles/css';
import { tokens } from '../theme/tokens';

/** Inputs, buttons and field rows shared by the dynamic form, the filter bar and the dropdown search table. */
export const formStyles = css`
  .irr-field {
    position: relative; display: grid; grid-template-columns: 120px minmax(0, 1fr); gap: 4px 12px; align-items: start;
    margin-bottom: 22px;
  }
  .irr-field > label { padding-top: 5px; text-align: right; color: ${tokens.text}; }
  .irr-field[data-required] > label::before { content: '*'; margin-right: 4px; color: ${tokens.danger}; }
  .irr-field-error { grid-column: 2; margin: 0; color: ${tokens.danger}; font-size: 12px; }
  /* a note under the fields: what a choice means */
  .irr-form-hint { margin: -8px 0 16px 132px; color: ${tokens.textMuted}; font-size: 12px; }
  /* A field's message sits in the gap below it, so it appearing on blur moves nothing: a click on
     the next control, which is what blurs the field, still lands where the user aimed. */
  .irr-field > .irr-field-error { position: absolute; top: 100%; left: 132px; right: 0; padding-top: 2px; line-height: 18px; }
  .irr-input, .irr-field input, .irr-field select, .irr-field textarea, .irr-filter input, .irr-filter select {
    box-sizing: border-box; min-width: 0; width: 100%; padding: 4px 8px; font: inherit; color: ${tokens.text};
    background: ${tokens.surface}; border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-form-actions { display: flex; gap: 8px; margin-left: 132px; }
  .irr-field [aria-invalid='true'] { border-color: ${tokens.danger}; }
  .irr-button {
    padding: 4px 15px; font: inherit; cursor: pointer; color: ${tokens.text}; background: ${tokens.surface};
    border: 1px solid ${tokens.border}; border-radius: ${tokens.radius};
  }
  .irr-button[data-primary] { color: #fff; background: ${tokens.primary}; border-color: ${tokens.primary}; }
  .irr-button:disabled { cursor: not-allowed; opacity: 0.6; }
  .irr-switch {
    display: inline-flex; align-items: center; gap: 6px; padding: 2px 8px 2px 2px; font: inherit; cursor: pointer;
    border: 1px solid ${tokens.border}; border-radius: 12px; background: ${tokens.bg}; color: ${tokens.text};
  }
  .irr-switch-knob { width: 18px; height: 18px; border-radius: 50%; background: ${tokens.textMuted}; }
  .irr-switch[aria-checked='true'] { background: ${tokens.primarySoft}; border-color: ${tokens.primary}; }
  .irr-switch[aria-checked='true'] .irr-switch-knob { background: ${tokens.primary}; }
`;
