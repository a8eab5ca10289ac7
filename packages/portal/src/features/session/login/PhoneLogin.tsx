import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorCode, isValidOtp, type LoginRequest } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useLoginOutcome } from '../../../binding/useLoginOutcome';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** A phone number as typed: digits, spaces, dashes, dots, parentheses and a leading +; the server normalises it. */
const PHONE = /^\+?[\d\s\-.()]{8,20}$/;

/**
 * Phone login (spec 1 §4.1): enter the phone and send a code; the verify
 * step appears only when the server answers that the code was sent. "I
 * already have a code" skips sending; Back returns to the phone; Resend asks again.
 */
export function PhoneLogin() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const settle = useLoginOutcome();
  const errorText = useApiErrorText();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const phoneOk = PHONE.test(phone.trim());
  const sendCode = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (number: string) => rest.auth.sendOtp(number),
    onSuccess: (answer, number) => {
      if (!answer.otpSent) return;
      setStep('code');
      setCode('');
      setNotice(t('LOGIN.CODE_SENT', { phone: number, minutes: Math.round(answer.expiresIn / 60) }));
    },
  });
  const signIn = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: async (request: LoginRequest) => settle(await rest.auth.signIn(request), request) });
  // Busy from a sign-in until this page is left: a success navigates away.
  const busy = sendCode.isPending || signIn.isPending || signIn.isSuccess;
  const failure = sendCode.error ?? signIn.error;
  // A malformed phone or code is shown at its field; what the server answered under the form.
  // The server refuses a wrong or used-up phone code as wrong credentials; say it is the code.
  const wrongCode = signIn.error instanceof ApiError && signIn.error.errorCode === ErrorCode.wrongCredentials;
  const error = wrongCode ? t('LOGIN.CODE_WRONG') : failure ? errorText(failure) : null;
  const clearErrors = () => {
    setInvalid(null);
    sendCode.reset();
    signIn.reset();
  };

  function send(event?: FormEvent) {
    event?.preventDefault();
    clearErrors();
    if (!phoneOk) return setInvalid(t('LOGIN.PHONE_INVALID', { code: config.constants.defaultCountryCode }));
    sendCode.mutate(phone.trim());
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    clearErrors();
    if (!isValidOtp(code, config)) return setInvalid(t('LOGIN.CODE_INVALID', { length: config.constants.otpLength }));
    signIn.mutate({ identity: phone.trim(), secret: code, loginType: 'OTP' });
  }

  if (step === 'phone') {
    return (
      <form onSubmit={send} noValidate>
        <Field label={t('LOGIN.PHONE')} error={invalid}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder={t('LOGIN.PHONE_PLACEHOLDER', { code: config.constants.defaultCountryCode })}
              autoFocus
            />
          )}
        </Field>
        <FormAlert text={error} />
        <SubmitButton variant="block" busy={busy} busyLabel={t('FORM.SENDING')}>
          {t('LOGIN.SEND_CODE')}
        </SubmitButton>
        <button
          type="button"
          className="hp-button hp-button--ghost hp-button--block"
          onClick={() => {
            clearErrors();
            if (!phoneOk) return setInvalid(t('LOGIN.PHONE_INVALID', { code: config.constants.defaultCountryCode }));
            setNotice(null);
            setStep('code');
          }}
        >
          {t('LOGIN.HAVE_CODE')}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={verify} noValidate>
      {notice && (
        <p role="status" className="hp-muted">
          {notice}
        </p>
      )}
      <Field label={t('LOGIN.CODE', { length: config.constants.otpLength })} error={invalid}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={config.constants.otpLength}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            autoFocus
          />
        )}
      </Field>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy} busyLabel={t('LOGIN.SUBMITTING')}>
        {t('LOGIN.VERIFY')}
      </SubmitButton>
      <div className="hp-auth__row">
        <button
          type="button"
          className="hp-button hp-button--ghost"
          onClick={() => {
            setStep('phone');
            clearErrors();
          }}
        >
          {t('LOGIN.BACK')}
        </button>
        <button type="button" className="hp-button hp-button--ghost" onClick={() => send()} disabled={busy}>
          {t('LOGIN.RESEND')}
        </button>
      </div>
    </form>
  );
}
