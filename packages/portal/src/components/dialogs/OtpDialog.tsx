import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, UserAccessErrorCode } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../FormAlert';
import { Field } from '../ui/form/Field';
import { SubmitButton } from '../ui/form/SubmitButton';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

interface OtpDialogProps {
  open: boolean;
  /** The session is authorized until `Date.now() + expiresIn * 1000`. */
  onAuthorized?: (expiresInSeconds: number) => void;
  /**
   * Instead of authorizing the session: the act itself takes the code (an
   * `otp` header, e.g. an export task's start) and the server checks it
   * there. A failure (a wrong code) shows in the dialog; success closes it.
   */
  onCode?: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

type Sending = { state: 'sending' } | { state: 'sent'; to: string } | { state: 'failed'; text: string };

/**
 * The OTP authorization dialog (spec 1 §2.6, §5): a code goes to the
 * account's e-mail when it opens; Continue is enabled only when the code is
 * exactly 6 characters; the user may ask for a new code or cancel.
 */
export function OtpDialog({ open, onAuthorized, onCode, onCancel }: OtpDialogProps) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const length = config.constants.otpLength;
  const [sending, setSending] = useState<Sending>({ state: 'sending' });
  const [code, setCode] = useState('');

  const errorText = useApiErrorText();
  const describe = useCallback(
    (caught: unknown) => {
      // 000400 from /verify; OTP_WRONG from an act that took the code in its otp header.
      if (caught instanceof ApiError && (caught.errorCode === '000400' || caught.errorCode === UserAccessErrorCode.wrongOtp))
        return caught.message === 'Wrong code' ? t('OTP.WRONG') : t('OTP.EXPIRED');
      return errorText(caught);
    },
    [t, errorText],
  );
  const verify = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async (entered: string) => (onCode ? (await onCode(entered), null) : rest.otp.verify(entered)),
    onSuccess: (answer) => {
      if (answer) onAuthorized?.(answer.expiresIn);
    },
  });
  const { reset: resetVerify } = verify;
  const busy = verify.isPending;
  const error = verify.error ? describe(verify.error) : null;

  const send = useCallback(() => {
    setSending({ state: 'sending' });
    resetVerify();
    rest.otp
      .send()
      .then((sent) => setSending({ state: 'sent', to: sent.to }))
      .catch((caught: unknown) => setSending({ state: 'failed', text: describe(caught) }));
  }, [rest, describe, resetVerify]);

  useEffect(() => {
    if (!open) return;
    setCode('');
    send();
  }, [open, send]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length === length) verify.mutate(code);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" aria-describedby="otp-dialog-description">
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('OTP.TITLE')}</Dialog.Title>
            <Dialog.Description id="otp-dialog-description" className="hp-muted">
              {sending.state === 'sent' ? t('OTP.SENT', { to: sending.to }) : sending.state === 'sending' ? t('OTP.SENDING') : t('OTP.BODY')}
            </Dialog.Description>
            <FormAlert text={sending.state === 'failed' ? sending.text : null} />
            <Field label={t('OTP.CODE', { length })} error={error}>
              {(control) => (
                <input
                  {...control}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\s/g, '').slice(0, length))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={length}
                  autoFocus
                />
              )}
            </Field>
            <div className="hp-dialog__actions">
              <button type="button" className="hp-button hp-button--ghost" onClick={send} disabled={sending.state === 'sending'}>
                {t('OTP.RESEND')}
              </button>
              <Dialog.Close className="hp-button hp-button--ghost">{t('APP.CANCEL')}</Dialog.Close>
              <SubmitButton busy={busy} busyLabel={t('FORM.CHECKING')} disabled={code.length !== length}>
                {t('OTP.CONTINUE')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
