import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isValidLocalPassword } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { Section } from './localParts';
import { useLocal } from './localContext';

type PasswordField = 'current' | 'next' | 'confirm';

/** spec 2 §7 change-password: checked here (8 to 64, repeated), then sent hashed. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { client, toast } = useLocal();
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', confirm: '' });
  const [invalid, setInvalid] = useState<Partial<Record<PasswordField, string>>>({});
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
  const errors: Partial<Record<PasswordField | 'form', string>> = { ...invalid, ...(refusal ? (onCurrent ? { current: refusal } : { form: refusal }) : {}) };

  function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<PasswordField, string>> = {
      current: values.current ? undefined : t('PASSWORD.MISSING_CURRENT'),
      next: isValidLocalPassword(values.next) ? undefined : t('PASSWORD.RULE'),
      confirm: values.confirm === values.next ? undefined : t('PASSWORD.MISMATCH'),
    };
    setInvalid(found);
    change.reset();
    if (found.current || found.next || found.confirm) return;
    change.mutate({ current: values.current, next: values.next });
  }

  const input = (field: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <input {...control} type="password" autoComplete={autoComplete} value={values[field]} onChange={(e) => setValues((all) => ({ ...all, [field]: e.target.value }))} />
      )}
    </Field>
  );

  return (
    <Section id="password" title={t('PASSWORD.HEADING')}>
      <form onSubmit={save} noValidate>
        {input('current', t('PASSWORD.CURRENT'), 'current-password')}
        {input('next', t('PASSWORD.NEW'), 'new-password', t('PASSWORD.RULE'))}
        {input('confirm', t('PASSWORD.CONFIRM'), 'new-password')}
        <FormAlert text={errors.form ?? null} />
        <SubmitButton busy={busy}>{t('PASSWORD.SAVE')}</SubmitButton>
      </form>
    </Section>
  );
}
