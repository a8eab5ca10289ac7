import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isValidLocalPassword } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { Section } from './localParts';
import { useLocal } from './localContext';

type Field = 'current' | 'next' | 'confirm';

/** spec 2 §7 change-password: checked here (8 to 64, repeated), then sent hashed. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { client, toast } = useLocal();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const errorText = useApiErrorText({ serverWords: true });
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => client.changePassword(current, next),
    onSuccess: () => {
      setValues({ current: '', next: '', confirm: '' });
      toast(t('PASSWORD.SAVED'));
    },
  });
  const busy = change.isPending;
  // A refusal naming the current password is shown at that field, any other under the form.
  const refusal = change.error ? errorText(change.error) : undefined;
  const onCurrent = change.error instanceof ApiError && change.error.entries[0]?.field === 'currentPassword';
  const errors: Partial<Record<Field | 'form', string>> = { ...invalid, ...(refusal ? (onCurrent ? { current: refusal } : { form: refusal }) : {}) };

  function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      current: values.current ? undefined : t('PASSWORD.MISSING_CURRENT'),
      next: isValidLocalPassword(values.next) ? undefined : t('PASSWORD.RULE'),
      confirm: values.confirm === values.next ? undefined : t('PASSWORD.MISMATCH'),
    };
    setInvalid(found);
    change.reset();
    if (found.current || found.next || found.confirm) return;
    change.mutate({ current: values.current, next: values.next });
  }

  const input = (field: Field, label: string, autoComplete: string) => (
    <div className="hp-field-group">
      <label className="hp-field">
        <span>{label}</span>
        <input
          type="password"
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => setValues((all) => ({ ...all, [field]: e.target.value }))}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `password-${field}-error` : undefined}
        />
      </label>
      {errors[field] && (
        <span id={`password-${field}-error`} className="hp-field__error">
          {errors[field]}
        </span>
      )}
    </div>
  );

  return (
    <Section id="password" title={t('PASSWORD.HEADING')}>
      <form onSubmit={save} noValidate>
        {input('current', t('PASSWORD.CURRENT'), 'current-password')}
        {input('next', t('PASSWORD.NEW'), 'new-password')}
        {input('confirm', t('PASSWORD.CONFIRM'), 'new-password')}
        <p className="hp-muted">{t('PASSWORD.RULE')}</p>
        {errors.form && (
          <p role="alert" className="hp-alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="hp-button hp-button--primary" disabled={busy}>
          {t('PASSWORD.SAVE')}
        </button>
      </form>
    </Section>
  );
}
