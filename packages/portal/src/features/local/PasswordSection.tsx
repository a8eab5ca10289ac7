import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isValidLocalPassword } from '@homeport/sdk';
import { Section } from './localParts';
import { localErrorText, useLocal } from './localContext';

type Field = 'current' | 'next' | 'confirm';

/** spec 2 §7 change-password: checked here (8 to 64, repeated), then sent hashed. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { client, toast } = useLocal();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      current: values.current ? undefined : t('PASSWORD.MISSING_CURRENT'),
      next: isValidLocalPassword(values.next) ? undefined : t('PASSWORD.RULE'),
      confirm: values.confirm === values.next ? undefined : t('PASSWORD.MISMATCH'),
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    setBusy(true);
    try {
      await client.changePassword(values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      toast(t('PASSWORD.SAVED'));
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const field = apiError?.entries[0]?.field;
      const text = localErrorText(apiError, t);
      setErrors(field === 'currentPassword' ? { current: text } : { form: text });
    } finally {
      setBusy(false);
    }
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
