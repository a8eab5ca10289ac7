import type { UserDetails } from '../../model/entities';
import type { ContactCreateRequest, ContactUpdateRequest, ExternalPortal, ProfileUpdateRequest } from '../../wire/userSettings';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface ChangePasswordRequest {
  checkSecret: string;
  secret: string;
  confirmation: string;
  logoutOtherClients: boolean;
}

/** The profile and user-settings calls (spec 2 §7 "Profile"; docs/contracts.md "User settings"). Each write answers the whole profile. */
export interface ProfileEndpoints {
  /** GET /crm/profile/{id}: own id, admins any (docs/contracts.md). */
  get(userId: string): Promise<UserDetails>;
  /** PUT /crm/profile/{id}: names, announcement opt-in, addresses, deletion request. */
  update(userId: string, body: ProfileUpdateRequest): Promise<UserDetails>;
  /** POST /crm/profile/{id}/contact. */
  addContact(userId: string, body: ContactCreateRequest): Promise<UserDetails>;
  /** PUT /crm/profile/{id}/contact/{contactId}. */
  updateContact(userId: string, contactId: string, body: ContactUpdateRequest): Promise<UserDetails>;
  /** DELETE /crm/profile/{id}/contact/{contactId}. */
  deleteContact(userId: string, contactId: string): Promise<UserDetails>;
  /** POST /crm/profile/{id}/contact/notificationSettings. */
  setContactNotification(userId: string, contactId: string, sendNotification: boolean): Promise<UserDetails>;
  /** POST /crm/profile/setLangUser. */
  setLanguage(userId: string, language: string): Promise<UserDetails>;
  /** POST /auth/changePass (spec 1 §7.1). */
  changePassword(body: ChangePasswordRequest): Promise<void>;
  /** GET /auth/getExtenalPortalEndpoint (the spec's spelling). */
  externalPortal(): Promise<ExternalPortal>;
}

export function profileEndpoints(request: RequestFn): ProfileEndpoints {
  const profile = (userId: string) => `/crm/profile/${segment(userId)}`;
  const data = async (answer: Promise<DataEnvelope<UserDetails>>) => (await answer).data;
  return {
    async get(userId) {
      return data(request<DataEnvelope<UserDetails>>('GET', profile(userId)));
    },
    update(userId, body) {
      return data(request<DataEnvelope<UserDetails>>('PUT', profile(userId), { body }));
    },
    addContact(userId, body) {
      return data(request<DataEnvelope<UserDetails>>('POST', `${profile(userId)}/contact`, { body }));
    },
    updateContact(userId, contactId, body) {
      return data(request<DataEnvelope<UserDetails>>('PUT', `${profile(userId)}/contact/${segment(contactId)}`, { body }));
    },
    deleteContact(userId, contactId) {
      return data(request<DataEnvelope<UserDetails>>('DELETE', `${profile(userId)}/contact/${segment(contactId)}`));
    },
    setContactNotification(userId, contactId, sendNotification) {
      return data(request<DataEnvelope<UserDetails>>('POST', `${profile(userId)}/contact/notificationSettings`, { body: { contactId, sendNotification } }));
    },
    setLanguage(userId, language) {
      return data(request<DataEnvelope<UserDetails>>('POST', '/crm/profile/setLangUser', { body: { userId, language } }));
    },
    async changePassword(body) {
      await request('POST', '/auth/changePass', { body });
    },
    async externalPortal() {
      return (await request<DataEnvelope<ExternalPortal>>('GET', '/auth/getExtenalPortalEndpoint')).data;
    },
  };
}
