import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { FormAlert } from '../../FormAlert';
import { SubmitButton } from './SubmitButton';

export interface ConfirmDialogProps {
  /** The button that opens the dialog; it gets the focus back when the dialog closes. */
  trigger: ReactElement;
  title: string;
  body: ReactNode;
  /** The confirming button's text, a verb ("Unassign", "Delete"). */
  confirmLabel: string;
  /** What the confirming button says while the act runs; default "Saving…". */
  busyLabel?: string;
  /** A destructive act: the confirming button is red and Cancel has the focus. */
  destructive?: boolean;
  /**
   * The act, typically a mutation's `mutateAsync`. The dialog stays open
   * and busy until it settles: it closes on success and shows the error
   * (from the catalogue) on failure, so the person can try again or cancel.
   */
  onConfirm: () => Promise<unknown> | void;
  /** More content between the text and the buttons (TypedNameConfirm's field). */
  children?: ReactNode;
  /** The confirming button is disabled (a condition in `children` is not met). */
  confirmDisabled?: boolean;
  /** Told when the dialog opens or closes (to reset what `children` hold). */
  onOpenChange?: (open: boolean) => void;
  /** The words for a failure that is not a REST call's (a gateway command's); default the REST error text. */
  describeError?: (caught: unknown) => string | null;
}

/**
 * Confirmation before an act (spec 1 §2.6 "confirm dialogs"), as a Radix
 * alert dialog: Escape and Cancel close it without acting; the act's busy
 * state and error show inside it.
 */
export function ConfirmDialog({
  trigger,
  title,
  body,
  confirmLabel,
  busyLabel,
  destructive = false,
  onConfirm,
  children,
  confirmDisabled = false,
  onOpenChange,
  describeError,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    // A running act is not abandoned half-way by Escape.
    if (busy) return;
    setError(null);
    setOpen(next);
    onOpenChange?.(next);
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      change(false);
    } catch (caught) {
      setBusy(false);
      setError(describeError ? describeError(caught) : errorText(caught));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content
          className="hp-dialog"
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            // A destructive act must not be one Enter away: Cancel takes the focus, unless `children` asks for input first.
            if (!destructive || children) return;
            event.preventDefault();
            cancelButton.current?.focus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{body}</div>
          </Dialog.Description>
          {children}
          <FormAlert text={error} />
          <div className="hp-dialog__actions">
            <Dialog.Close ref={cancelButton} className="hp-button hp-button--ghost" disabled={busy}>
              {t('APP.CANCEL')}
            </Dialog.Close>
            <SubmitButton type="button" variant={destructive ? 'danger' : 'primary'} busy={busy} busyLabel={busyLabel} disabled={confirmDisabled} onClick={() => void confirm()}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
