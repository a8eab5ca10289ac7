import { useTranslation } from 'react-i18next';
import { validatePassword, type PasswordRule } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { mdiCheck, mdiCircleSmall } from '@mdi/js';
import { Icon } from '@homeport/widgets';

const RULES: PasswordRule[] = ['tooShort', 'lowercase', 'uppercase', 'digit', 'special'];

/** The customer password rules (spec 1 §5), each ticked live as the person types. */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const { failed } = validatePassword(value, config);
  const rules = config.constants.password;
  return (
    <ul className="hp-rules" id={id} aria-label={t('PASSWORD_RULES.LABEL')}>
      {RULES.filter((rule) => rule !== 'special' || rules.requireSpecial).map((rule) => {
        const ok = value !== '' && !failed.includes(rule) && !(rule === 'tooShort' && failed.includes('tooLong'));
        return (
          <li key={rule} className={ok ? 'hp-rules__ok' : undefined}>
            <Icon path={ok ? mdiCheck : mdiCircleSmall} /> {t(`PASSWORD_RULES.${rule}`, { min: rules.minLength, max: rules.maxLength })}
            <span className="hp-visually-hidden">{ok ? t('PASSWORD_RULES.MET') : t('PASSWORD_RULES.NOT_MET')}</span>
          </li>
        );
      })}
    </ul>
  );
}
