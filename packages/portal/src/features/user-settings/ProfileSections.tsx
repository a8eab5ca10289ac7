import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementChoices, isValidName, mayEditProfile, onboardingTypeOf, profileView, type AnnouncementOptIn, type UserDetails } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { Field } from '../../components/ui/form/Field';
import { SaveSwitch } from '../../components/ui/form/SaveSwitch';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { SettingsCard } from './SettingsCard';
import { useProfileWrite } from './useUserSettings';

/**
 * Profile (spec 2 §2, §6): names editable when PROFILE_EDIT is on or the
 * onboarding type is neither uid nor phoneNumber; HIDE_SENSITIVE_DATA shows
 * the default e-mail instead of names and hides the last name.
 */
export function ProfileSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { config, rest } = useServices();
  const view = profileView(user, config);
  // HIDE_SENSITIVE_DATA hides the names, and with them their editing.
  const editable = mayEditProfile(user, config) && (view.showFirstName || view.showLastName);
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [invalid, setInvalid] = useState<{ firstName?: string; lastName?: string }>({});
  const save = useProfileWrite((id, value: { firstName?: string; lastName?: string }) => rest.profile.update(id, value), {
    done: t('USER_SETTINGS.PROFILE_SAVED'),
    words: 'server',
  });
  const type = onboardingTypeOf(user);
  const typeKey = ['email', 'uid', 'phoneNumber'].includes(type) ? `USER_SETTINGS.ONBOARDING_${type}` : 'USER_SETTINGS.ONBOARDING_other';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      firstName: view.showFirstName && !isValidName(names.firstName.trim()) ? t('USER_SETTINGS.NAME_INVALID') : undefined,
      lastName: view.showLastName && !isValidName(names.lastName.trim()) ? t('USER_SETTINGS.NAME_INVALID') : undefined,
    };
    setInvalid(found);
    if (found.firstName || found.lastName) return;
    const body = { ...(view.showFirstName ? { firstName: names.firstName.trim() } : {}), ...(view.showLastName ? { lastName: names.lastName.trim() } : {}) };
    save.mutate(body, { onSuccess: () => setEditing(false) });
  }

  return (
    <SettingsCard id="profile" title={t('USER_SETTINGS.PROFILE')}>
      <p className="hp-user-settings__heading" data-testid="profile-heading">
        {view.heading}
      </p>
      {!editing ? (
        <>
          <dl className="hp-user-settings__facts">
            {view.showFirstName && (
              <>
                <dt>{t('USER_SETTINGS.FIRST_NAME')}</dt>
                <dd>{user.firstName}</dd>
              </>
            )}
            {view.showLastName && (
              <>
                <dt>{t('USER_SETTINGS.LAST_NAME')}</dt>
                <dd>{user.lastName}</dd>
              </>
            )}
            <dt>{t('USER_SETTINGS.USERNAME')}</dt>
            <dd className="hp-user-settings__break">{user.username}</dd>
            <dt>{t('USER_SETTINGS.ONBOARDING')}</dt>
            <dd>{t(typeKey, { type })}</dd>
          </dl>
          {editable ? (
            <button
              type="button"
              className="hp-button"
              onClick={() => {
                setNames({ firstName: user.firstName, lastName: user.lastName });
                setInvalid({});
                setEditing(true);
              }}
            >
              {t('USER_SETTINGS.EDIT_PROFILE')}
            </button>
          ) : (
            <p className="hp-muted">{t('USER_SETTINGS.PROFILE_LOCKED')}</p>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="hp-user-settings__form">
          {view.showFirstName && (
            <Field label={t('USER_SETTINGS.FIRST_NAME')} hint={t('USER_SETTINGS.NAME_RULE')} error={invalid.firstName}>
              {(control) => <input {...control} autoComplete="given-name" value={names.firstName} onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))} />}
            </Field>
          )}
          {view.showLastName && (
            <Field label={t('USER_SETTINGS.LAST_NAME')} hint={t('USER_SETTINGS.NAME_RULE')} error={invalid.lastName}>
              {(control) => <input {...control} autoComplete="family-name" value={names.lastName} onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))} />}
            </Field>
          )}
          <div className="hp-user-settings__actions">
            <SubmitButton busy={save.isPending}>{t('USER_SETTINGS.SAVE')}</SubmitButton>
            <button type="button" className="hp-button hp-button--ghost" onClick={() => setEditing(false)}>
              {t('USER_SETTINGS.CANCEL')}
            </button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}

/** Language (spec 2 §2, §7 setLangUser): saved on the profile, then the portal switches to it. */
export function LanguageSection({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation();
  const { config, rest } = useServices();
  const [language, setLanguage] = useState(user.preferredLanguage || config.constants.defaultLanguage);
  const save = useProfileWrite((id, chosen: string) => rest.profile.setLanguage(id, chosen), { done: t('USER_SETTINGS.LANGUAGE_SAVED') });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(language, {
      onSuccess: async (answer) => {
        await i18n.changeLanguage(answer.preferredLanguage);
        document.documentElement.lang = answer.preferredLanguage.slice(0, 2);
      },
    });
  }

  return (
    <SettingsCard id="language" title={t('USER_SETTINGS.LANGUAGE')}>
      <form onSubmit={submit} noValidate className="hp-user-settings__inline">
        <Field label={t('USER_SETTINGS.LANGUAGE_LABEL')}>
          {(control) => (
            <select {...control} value={language} onChange={(event) => setLanguage(event.currentTarget.value)}>
              {config.constants.supportedLanguages.map((code) => (
                <option key={code} value={code}>
                  {t(`USER_SETTINGS.LANGUAGE_${code}`, { defaultValue: code })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton busy={save.isPending}>{t('USER_SETTINGS.LANGUAGE_APPLY')}</SubmitButton>
      </form>
    </SettingsCard>
  );
}

/** Announcement opt-in by e-mail, pushMobile and WhatsApp (spec 2 §2, §3 receiveAnnouncementsBy). */
export function AnnouncementsSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const save = useProfileWrite((id, choice: AnnouncementOptIn) => rest.profile.update(id, { receiveAnnouncementsBy: [choice] }), {
    done: (_user, choice) =>
      t(choice.sendAnnouncements ? 'USER_SETTINGS.ANNOUNCEMENT_ON' : 'USER_SETTINGS.ANNOUNCEMENT_OFF', { channel: t(`USER_SETTINGS.CHANNEL_${choice.contactType}`) }),
  });
  return (
    <SettingsCard id="announcements" title={t('USER_SETTINGS.ANNOUNCEMENTS')}>
      <fieldset className="hp-user-settings__toggles">
        <legend>{t('USER_SETTINGS.ANNOUNCEMENTS_INTRO')}</legend>
        {announcementChoices(user).map((choice) => (
          <SaveSwitch
            key={choice.contactType}
            className="hp-user-settings__toggle"
            checked={choice.sendAnnouncements}
            onSave={(next) => save.mutateAsync({ contactType: choice.contactType, sendAnnouncements: next })}
          >
            <span>{t(`USER_SETTINGS.CHANNEL_${choice.contactType}`)}</span>
          </SaveSwitch>
        ))}
      </fieldset>
    </SettingsCard>
  );
}
