import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidAddress, type UserAddress, type UserDetails } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { SettingsCard } from './SettingsCard';
import { useProfileWrite } from './useUserSettings';

type AddressForm = Omit<UserAddress, '_id'>;
const EMPTY: AddressForm = { line1: '', line2: '', city: '', zip: '', country: '' };
const REQUIRED: (keyof AddressForm)[] = ['line1', 'city', 'country'];
const OPTIONAL_OK = /^[\p{L}\p{M}\p{N}\s]*$/u;

const oneLine = (a: AddressForm) => [a.line1, a.line2, a.zip, a.city, a.country].filter((p) => p.trim() !== '').join(', ');

/** The user's address list (spec 2 §3 User "address list"; spec 1 §5: letters, digits and whitespace). */
export function AddressesSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const addresses = user.addresses ?? [];
  const [form, setForm] = useState<AddressForm>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<keyof AddressForm, string>>>({});
  const [open, setOpen] = useState(false);
  const save = useProfileWrite((id, list: Array<AddressForm & { _id?: string }>) => rest.profile.update(id, { addresses: list }), {
    done: t('USER_SETTINGS.ADDRESS_SAVED'),
    words: 'server',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof AddressForm, string>> = {};
    for (const key of Object.keys(EMPTY) as (keyof AddressForm)[]) {
      const value = form[key].trim();
      if (REQUIRED.includes(key) ? !isValidAddress(value) : !OPTIONAL_OK.test(value)) found[key] = t(value === '' ? 'USER_SETTINGS.REQUIRED' : 'USER_SETTINGS.ADDRESS_INVALID');
    }
    setInvalid(found);
    if (Object.keys(found).length > 0) return;
    const next = { line1: form.line1.trim(), line2: form.line2.trim(), city: form.city.trim(), zip: form.zip.trim(), country: form.country.trim() };
    save.mutate([...addresses, next], {
      onSuccess: () => {
        setForm(EMPTY);
        setOpen(false);
      },
    });
  }

  const input = (key: keyof AddressForm, label: string, autoComplete: string) => (
    <Field label={label} error={invalid[key]} hint={key === 'line1' ? t('USER_SETTINGS.ADDRESS_RULE') : undefined}>
      {(control) => <input {...control} autoComplete={autoComplete} value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} />}
    </Field>
  );

  return (
    <SettingsCard id="addresses" title={t('USER_SETTINGS.ADDRESSES')}>
      {addresses.length === 0 ? (
        <p className="hp-muted">{t('USER_SETTINGS.NO_ADDRESSES')}</p>
      ) : (
        <ul className="hp-user-settings__contacts" aria-labelledby="addresses-title">
          {addresses.map((address) => (
            <li key={address._id} className="hp-user-settings__contact hp-user-settings__contact--row">
              <span className="hp-user-settings__break">{oneLine(address)}</span>
              <button
                type="button"
                className="hp-button hp-button--ghost"
                aria-label={t('USER_SETTINGS.REMOVE_ADDRESS_OF', { address: oneLine(address) })}
                disabled={save.isPending}
                onClick={() => save.mutate(addresses.filter((a) => a._id !== address._id))}
              >
                {t('USER_SETTINGS.REMOVE')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <form onSubmit={submit} noValidate className="hp-user-settings__form" aria-label={t('USER_SETTINGS.ADD_ADDRESS')}>
          {input('line1', t('USER_SETTINGS.LINE1'), 'address-line1')}
          {input('line2', t('USER_SETTINGS.LINE2'), 'address-line2')}
          {input('city', t('USER_SETTINGS.CITY'), 'address-level2')}
          {input('zip', t('USER_SETTINGS.ZIP'), 'postal-code')}
          {input('country', t('USER_SETTINGS.COUNTRY'), 'country-name')}
          <div className="hp-user-settings__actions">
            <SubmitButton busy={save.isPending}>{t('USER_SETTINGS.ADD')}</SubmitButton>
            <button type="button" className="hp-button hp-button--ghost" onClick={() => setOpen(false)}>
              {t('USER_SETTINGS.CANCEL')}
            </button>
          </div>
        </form>
      ) : (
        addresses.length < 5 && (
          <button type="button" className="hp-button" onClick={() => setOpen(true)}>
            {t('USER_SETTINGS.ADD_ADDRESS')}
          </button>
        )
      )}
    </SettingsCard>
  );
}
