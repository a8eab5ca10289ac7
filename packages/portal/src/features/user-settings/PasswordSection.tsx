import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ChangePasswordBody, validatePassword, type CustomerConfig } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm, type FormWords } from '../../components/ui/form/useForm';
import { SettingsCard } from './SettingsCard';
import { useServerWords, useSettingsToast } from './useUserSettings';

/**
 * The change's body (the sdk's ChangePasswordBody) as the server checks it:
 * the current password given, the new one meeting the customer's rule, the
 * confirmation the same as the new one.
 */
const passwordForm = (config: Pick<CustomerConfig, 'constants'>) =>
  v.pipe(
    v.object({
      ...ChangePasswordBody.entries,
      secret: v.pipe(
        ChangePasswordBody.entries.secret,
        v.check((secret) => validatePassword(secret, config).valid),
      ),
      confirmation: v.string(),
    }),
    v.forward(
      v.partialCheck([['secret'], ['confirmation']], ({ secret, confirmation }) => secret === confirmation, 'mismatch'),
      ['confirmation'],
    ),
  );

type PasswordValues = v.InferInput<ReturnType<typeof passwordForm>>;
const EMPTY = { checkSecret: '', secret: '', confirmation: '' };

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
  const { minLength: min, maxLength: max } = config.constants.password;
  const change = useMutation({
    meta: { describeError: serverWords },
    mutationFn: (body: v.InferOutput<ReturnType<typeof passwordForm>>) => rest.profile.changePassword(body),
    onSuccess: (_none, body) => {
      form.reset({ ...EMPTY, logoutOtherClients: body.logoutOtherClients });
      toast(t('USER_SETTINGS.PASSWORD_CHANGED'));
    },
  });
  const broken = (issue: { input: unknown }) =>
    t('USER_SETTINGS.PASSWORD_BROKEN', {
      rules: validatePassword(String(issue.input), config)
        .failed.map((rule) => t(`USER_SETTINGS.RULE_${rule}`, { min, max }))
        .join(', '),
    });
  const words: FormWords<PasswordValues> = {
    checkSecret: { min_length: 'USER_SETTINGS.PASSWORD_MISSING_CURRENT' },
    secret: { min_length: broken, max_length: broken, check: broken },
    confirmation: { mismatch: 'PASSWORD_CONFIRM_NO_MATCH' },
  };
  const form = useForm({
    schema: passwordForm(config),
    initial: { ...EMPTY, logoutOtherClients: true } as PasswordValues,
    words,
    mutation: change,
    onSubmit: (body) => change.mutate(body),
  });

  const input = (field: 'checkSecret' | 'secret' | 'confirmation', label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} {...form.field(field)}>
      {(control) => <input {...control} {...form.input(field)} type="password" autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <SettingsCard id="password" title={t('USER_SETTINGS.CHANGE_PASSWORD')}>
      <form {...form.form} className="hp-user-settings__form">
        {input('checkSecret', t('USER_SETTINGS.CURRENT_PASSWORD'), 'current-password')}
        {input('secret', t('USER_SETTINGS.NEW_PASSWORD'), 'new-password', t('USER_SETTINGS.PASSWORD_RULE', { min, max }))}
        {input('confirmation', t('USER_SETTINGS.CONFIRM_PASSWORD'), 'new-password')}
        <label className="hp-user-settings__toggle">
          <input type="checkbox" checked={form.values.logoutOtherClients ?? false} onChange={(e) => form.set('logoutOtherClients', e.currentTarget.checked)} />
          <span>{t('USER_SETTINGS.LOGOUT_OTHERS')}</span>
        </label>
        <FormAlert text={change.error ? serverWords(change.error) : null} />
        <SubmitButton {...form.submitButton}>{t('USER_SETTINGS.CHANGE_PASSWORD')}</SubmitButton>
      </form>
    </SettingsCard>
  );
}
