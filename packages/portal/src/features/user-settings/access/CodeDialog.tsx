import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { useAccessErrorText } from './useAccessErrorText';

interface CodeDialogProps {
  open: boolean;
  title: string;
  /** What was sent where; null while sending. */
  body: (sentTo: string | null) => ReactNode;
  /** Sends a code when the dialog opens (and on "send a new code"); answers where it went. Absent: the code was sent before. */
  send?: () => Promise<string>;
  /** Sends a new code; hidden when absent (HIDE_RESEND_OTP_OPTION). */
  resend?: () => Promise<string>;
  /** Sent before the dialog opened (a new link's code). */
  sentTo?: string | null;
  /** Uses the code; a failure shows in the dialog. */
  onCode: (code: string) => Promise<unknown>;
  onClose: () => void;
}

/** A 6-digit code from the outbox (e-mail) for one act: verify a link, start or stop an export (spec 1 §5: exactly 6). */
export function CodeDialog({ open, title, body, send, resend, sentTo = null, onCode, onClose }: CodeDialogProps) {
  const { t } = useTranslation();
  const errorText = useAccessErrorText();
  const [code, setCode] = useState('');
  const [to, setTo] = useState<string | null>(sentTo);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const run = useCallback(
    (how: (() => Promise<string>) | undefined) => {
      if (!how) return;
      setSending(true);
      setError(null);
      how()
        .then((where) => setTo(where))
        .catch((caught: unknown) => setError(errorText(caught)))
        .finally(() => setSending(false));
    },
    [errorText],
  );

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
    setTo(sentTo);
    run(send);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: a new `send` each render must not send again
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) return;
    setBusy(true);
    setError(null);
    try {
      await onCode(code);
      setBusy(false);
      onClose();
    } catch (caught) {
      setBusy(false);
      setError(errorText(caught));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" aria-describedby={undefined}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Dialog.Title>{title}</Dialog.Title>
            <div className="hp-muted" role="status">
              {sending ? t('USER_ACCESS.CODE_DIALOG.SENDING') : body(to)}
            </div>
            <Field label={t('USER_ACCESS.CODE_DIALOG.CODE')} error={error}>
              {(control) => (
                <input
                  {...control}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                />
              )}
            </Field>
            <div className="hp-dialog__actions">
              {(resend ?? send) && (
                <button type="button" className="hp-button hp-button--ghost" onClick={() => run(resend ?? send)} disabled={sending || busy}>
                  {t('USER_ACCESS.CODE_DIALOG.RESEND')}
                </button>
              )}
              <Dialog.Close className="hp-button hp-button--ghost" disabled={busy}>
                {t('APP.CANCEL')}
              </Dialog.Close>
              <SubmitButton busy={busy} busyLabel={t('USER_ACCESS.CODE_DIALOG.CHECKING')} disabled={code.length !== 6 || sending}>
                {t('USER_ACCESS.CODE_DIALOG.CONFIRM')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
