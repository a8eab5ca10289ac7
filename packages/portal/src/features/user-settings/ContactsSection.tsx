import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  ApiError,
  ContactCreateBody,
  contactExists,
  contactGetsNotifications,
  contactsOfType,
  mayAddEmailContact,
  normalizeContact,
  type Contact,
  type UserDetails,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { Field } from '../../components/ui/form/Field';
import { SaveSwitch } from '../../components/ui/form/SaveSwitch';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm } from '../../components/ui/form/useForm';
import { SettingsCard } from './SettingsCard';
import { useProfileWrite } from './useUserSettings';

type ContactType = Contact['contactType'];

/**
 * The e-mail and phone lists (spec 2 §2, §5): default first, label,
 * notification toggle, make default, remove; add with the exists check
 * (a duplicate is refused here, before anything is sent). Adding e-mails
 * needs USER_CAN_ADD_EMAIL_ADDRESS.
 */
export function ContactsSection({ user, contactType }: { user: UserDetails; contactType: ContactType }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const list = contactsOfType(user.contacts, contactType);
  const canAdd = contactType === 'phone' || mayAddEmailContact(config);
  const id = contactType === 'email' ? 'emails' : 'phones';
  return (
    <SettingsCard id={id} title={t(contactType === 'email' ? 'USER_SETTINGS.EMAILS' : 'USER_SETTINGS.PHONES')}>
      {list.length === 0 ? (
        <p className="hp-muted">{t('USER_SETTINGS.NO_CONTACTS')}</p>
      ) : (
        <ul className="hp-user-settings__contacts" aria-labelledby={`${id}-title`}>
          {list.map((contact) => (
            <ContactItem key={contact._id ?? contact.contact} contact={contact} />
          ))}
        </ul>
      )}
      {canAdd ? <AddContact user={user} contactType={contactType} /> : <p className="hp-muted">{t('USER_SETTINGS.EMAIL_ADD_OFF')}</p>}
    </SettingsCard>
  );
}

function ContactItem({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const contactId = contact._id ?? '';
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(contact.label ?? '');
  const notify = useProfileWrite((userId, on: boolean) => rest.profile.setContactNotification(userId, contactId, on), { done: t('USER_SETTINGS.CONTACT_SAVED') });
  const update = useProfileWrite((userId, body: { label?: string; isDefault?: true }) => rest.profile.updateContact(userId, contactId, body), {
    done: t('USER_SETTINGS.CONTACT_SAVED'),
  });
  const remove = useProfileWrite((userId, _none: null) => rest.profile.deleteContact(userId, contactId), { done: t('USER_SETTINGS.CONTACT_REMOVED') });
  const on = contactGetsNotifications(contact);

  function saveLabel(event: FormEvent) {
    event.preventDefault();
    update.mutate({ label: label.trim() }, { onSuccess: () => setEditing(false) });
  }

  return (
    <li className="hp-user-settings__contact">
      <div className="hp-user-settings__contact-head">
        <span className="hp-user-settings__break">{contact.contact}</span>
        {contact.label ? <span className="hp-muted">{contact.label}</span> : null}
        {contact.isDefault && <span className="hp-badge">{t('USER_SETTINGS.DEFAULT')}</span>}
      </div>
      <SaveSwitch
        className="hp-user-settings__toggle"
        aria-label={t('USER_SETTINGS.NOTIFICATIONS_FOR', { contact: contact.contact })}
        checked={on}
        onSave={(next) => notify.mutateAsync(next)}
      >
        <span aria-hidden="true">{t('USER_SETTINGS.NOTIFY')}</span>
      </SaveSwitch>
      {editing ? (
        <form onSubmit={saveLabel} noValidate className="hp-user-settings__inline">
          <Field label={t('USER_SETTINGS.LABEL')}>{(control) => <input {...control} maxLength={32} value={label} onChange={(e) => setLabel(e.target.value)} />}</Field>
          <SubmitButton busy={update.isPending}>{t('USER_SETTINGS.SAVE')}</SubmitButton>
          <button type="button" className="hp-button hp-button--ghost" onClick={() => setEditing(false)}>
            {t('USER_SETTINGS.CANCEL')}
          </button>
        </form>
      ) : (
        <div className="hp-user-settings__actions">
          <button
            type="button"
            className="hp-button hp-button--ghost"
            aria-label={t('USER_SETTINGS.EDIT_LABEL_OF', { contact: contact.contact })}
            onClick={() => {
              setLabel(contact.label ?? '');
              setEditing(true);
            }}
          >
            {t('USER_SETTINGS.EDIT_LABEL')}
          </button>
          {!contact.isDefault && (
            <button
              type="button"
              className="hp-button hp-button--ghost"
              aria-label={t('USER_SETTINGS.MAKE_DEFAULT_OF', { contact: contact.contact })}
              disabled={update.isPending}
              onClick={() => update.mutate({ isDefault: true })}
            >
              {t('USER_SETTINGS.MAKE_DEFAULT')}
            </button>
          )}
          {!contact.isDefault && (
            <ConfirmDialog
              trigger={
                <button type="button" className="hp-button hp-button--ghost" aria-label={t('USER_SETTINGS.REMOVE_OF', { contact: contact.contact })}>
                  {t('USER_SETTINGS.REMOVE')}
                </button>
              }
              title={t('USER_SETTINGS.REMOVE_TITLE')}
              body={t('USER_SETTINGS.REMOVE_BODY', { contact: contact.contact })}
              confirmLabel={t('USER_SETTINGS.REMOVE')}
              destructive
              onConfirm={() => remove.mutateAsync(null)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A new contact as the server takes it (the sdk's ContactCreateBody), the
 * address normalised first (an e-mail lower-cased, a phone number with its
 * country code; '' when it is neither) and not already in the list (spec 2
 * §5 "exists flag").
 */
const contactForm = (contactType: ContactType, contacts: readonly Contact[]) =>
  v.object({
    contact: v.pipe(
      v.string(),
      v.transform((text) => normalizeContact(contactType, text) ?? ''),
      ContactCreateBody.entries.contact,
      v.check((contact) => !contactExists(contacts, contactType, contact), 'exists'),
    ),
    label: ContactCreateBody.entries.label.wrapped,
  });

function AddContact({ user, contactType }: { user: UserDetails; contactType: ContactType }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const add = useProfileWrite((userId, body: { contact: string; label: string }) => rest.profile.addContact(userId, { contactType, ...body }), {
    done: t('USER_SETTINGS.CONTACT_ADDED'),
  });
  const email = contactType === 'email';
  const form = useForm({
    schema: contactForm(contactType, user.contacts),
    initial: { contact: '', label: '' },
    words: { contact: { exists: email ? 'USER_SETTINGS.EMAIL_EXISTS' : 'USER_SETTINGS.PHONE_EXISTS', '*': email ? 'USER_SETTINGS.EMAIL_INVALID' : 'USER_SETTINGS.PHONE_INVALID' } },
    mutation: add,
    onSubmit: (body) => add.mutate(body, { onSuccess: () => form.reset() }),
    // The server's refusal of the address, in the catalogue's words where it has them.
    serverError: { field: 'contact', text: (error) => (error instanceof ApiError && error.errorCode ? t(`ERRORS.${error.errorCode}`, { defaultValue: error.message }) : null) },
  });

  return (
    <form {...form.form} className="hp-user-settings__add" aria-label={t(email ? 'USER_SETTINGS.ADD_EMAIL' : 'USER_SETTINGS.ADD_PHONE')}>
      <Field
        label={t(email ? 'USER_SETTINGS.EMAIL' : 'USER_SETTINGS.PHONE')}
        hint={email ? undefined : t('USER_SETTINGS.PHONE_HINT', { code: config.constants.defaultCountryCode })}
        {...form.field('contact')}
      >
        {(control) => <input {...control} {...form.input('contact')} type={email ? 'email' : 'tel'} autoComplete={email ? 'email' : 'tel'} />}
      </Field>
      <Field label={t('USER_SETTINGS.LABEL')} hint={t('USER_SETTINGS.LABEL_HINT')}>
        {(control) => <input {...control} {...form.input('label')} maxLength={32} />}
      </Field>
      <SubmitButton {...form.submitButton}>{t(email ? 'USER_SETTINGS.ADD_EMAIL' : 'USER_SETTINGS.ADD_PHONE')}</SubmitButton>
    </form>
  );
}
