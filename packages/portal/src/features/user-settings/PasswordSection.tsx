import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordProblem } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { SettingsCard } from './SettingsCard';
import { useServerWords, useSettingsToast } from './useUserSettings';

type PasswordField = 'current' | 'secret' | 'confirmation';
const EMPTY: Record<PasswordField, string> = { current: '', secret: '', confirmation: '' };

/**
 * Change password (spec 1 §5, §7.1; spec 2 §5, §8): checked here first —
 * a mismatch shows PASSWORD_CONFIRM_NO_MATCH and nothing is sent; the
 * customer rule names what is missing. The server's refusal shows as its
 * own words; success toasts "Password changed". Optionally signs out the
 * account's other clients.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useSettingsToast();
  const serverWords = useServerWords();
  const [values, setValues] = useState(EMPTY);
  const [logoutOthers, setLogoutOthers] = useState(true);
  const [invalid, setInvalid] = useState<Partial<Record<PasswordField, string>>>({});
  const { minLength: min, maxLength: max } = config.constants.password;
  const change = useMutation({
    meta: { describeError: serverWords },
    mutationFn: () => rest.profile.changePassword({ checkSecret: values.current, secret: values.secret, confirmation: values.confirmation, logoutOtherClients: logoutOthers }),
    onSuccess: () => {
      setValues(EMPTY);
      toast(t('USER_SETTINGS.PASSWORD_CHANGED'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    change.reset();
    const problem = changePasswordProblem({ current: values.current, secret: values.secret, confirmation: values.confirmation }, config);
    if (!problem) {
      setInvalid({});
      change.mutate();
      return;
    }
    if (problem.kind === 'missingCurrent') setInvalid({ current: t('USER_SETTINGS.PASSWORD_MISSING_CURRENT') });
    else if (problem.kind === 'PASSWORD_CONFIRM_NO_MATCH') setInvalid({ confirmation: t('PASSWORD_CONFIRM_NO_MATCH') });
    else setInvalid({ secret: t('USER_SETTINGS.PASSWORD_BROKEN', { rules: problem.failed.map((rule) => t(`USER_SETTINGS.RULE_${rule}`, { min, max })).join(', ') }) });
  }

  const input = (field: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={invalid[field]}>
      {(control) => (
        <input {...control} type="password" autoComplete={autoComplete} value={values[field]} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} />
      )}
    </Field>
  );

  return (
    <SettingsCard id="password" title={t('USER_SETTINGS.CHANGE_PASSWORD')}>
      <form onSubmit={submit} noValidate className="hp-user-settings__form">
        {input('current', t('USER_SETTINGS.CURRENT_PASSWORD'), 'current-password')}
        {input('secret', t('USER_SETTINGS.NEW_PASSWORD'), 'new-password', t('USER_SETTINGS.PASSWORD_RULE', { min, max }))}
        {input('confirmation', t('USER_SETTINGS.CONFIRM_PASSWORD'), 'new-password')}
        <label className="hp-user-settings__toggle">
          <input type="checkbox" checked={logoutOthers} onChange={(e) => setLogoutOthers(e.currentTarget.checked)} />
          <span>{t('USER_SETTINGS.LOGOUT_OTHERS')}</span>
        </label>
        <FormAlert text={change.error ? serverWords(change.error) : null} />
        <SubmitButton busy={change.isPending}>{t('USER_SETTINGS.CHANGE_PASSWORD')}</SubmitButton>
      </form>
    </SettingsCard>
  );
}
