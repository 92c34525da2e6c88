export interface DialogFooterProps {
  /** The text of the button that leaves without doing anything (取消, 关闭). */
  cancelText: string;
  onCancel: () => void;
  /** The confirm button's text; without it the footer holds the cancel button alone. @default undefined */
  confirmText?: string;
  /** Id of the form the confirm button submits; without it a click calls `onConfirm`. @default undefined */
  form?: string;
  /** @default undefined */
  onConfirm?: () => void;
  /** The dialog's call is on its way (`useSubmit`'s busy): confirm is disabled. @default false */
  busy?: boolean;
  /** Confirm is disabled until the dialog holds what it needs. @default false */
  disabled?: boolean;
  /** The confirm button's `data-action`. @default undefined */
  action?: string;
  /** The cancel button is the primary one, in a footer without confirm whose leaving is the way on (a secret read, then closed). @default false */
  cancelPrimary?: boolean;
}

/** The buttons under a dialog's body: cancel, then the primary confirm, disabled while the dialog's call runs. */
export function DialogFooter({
  cancelText,
  onCancel,
  confirmText,
  form,
  onConfirm,
  busy = false,
  disabled = false,
  action,
  cancelPrimary = false,
}: DialogFooterProps) {
  return (
    <>
      <button type="button" className="irr-button" data-primary={cancelPrimary ? '' : undefined} onClick={onCancel}>
        {cancelText}
      </button>
      {confirmText !== undefined && (
        <button
          type={form ? 'submit' : 'button'}
          form={form}
          className="irr-button"
          data-primary=""
          data-action={action}
          disabled={busy || disabled}
          onClick={form ? undefined : onConfirm}
        >
          {confirmText}
        </button>
      )}
    </>
  );
}
