import type { AnnouncementFilter, AnnouncementType } from '@homeport/sdk';
import type { UserRecord } from '../../store/cloudState';
import type { GroupStore } from '../groups/groupStore';

const key = (name: string) => name.trim().toLowerCase();

/**
 * The recipients of one run of a campaign (docs/contracts.md
 * "Announcements"): home users (role `users`, active, not marked for
 * deletion) who opted in for the campaign's channel (spec 2 §3
 * receiveAnnouncementsBy), narrowed by the filter: Cities, any of whose
 * addresses is in a chosen city (without regard to case); Groups, members
 * of a chosen group (a group gone since is skipped); All, everyone. Each
 * user once, by user id.
 */
export function audienceOf(users: readonly UserRecord[], groups: GroupStore, type: AnnouncementType, filter: AnnouncementFilter): UserRecord[] {
  let inFilter: (user: UserRecord) => boolean = () => true;
  if (filter.filterType === 'Cities') {
    const cities = new Set(filter.selected.map(key));
    inFilter = (user) => (user.addresses ?? []).some((address) => cities.has(key(address.city)));
  } else if (filter.filterType === 'Groups') {
    const members = new Set(filter.selected.flatMap((name) => groups.findByName(name)?.members ?? []));
    inFilter = (user) => members.has(user.id);
  }
  return users
    .filter((user) => user.groups[0] === 'users' && user.active !== false && user.isProfileMarkedForDeletion !== true)
    .filter((user) => optedIn(user, type))
    .filter(inFilter)
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** spec 2 §3: the user asked for announcements on this channel. */
export function optedIn(user: UserRecord, type: AnnouncementType): boolean {
  return (user.receiveAnnouncementsBy ?? []).some((choice) => choice.contactType === type && choice.sendAnnouncements);
}

/** Where a task goes: the default (else first) e-mail, the default (else first) phone for WhatsApp, the username for push; '' when none. */
export function recipientOf(user: UserRecord, type: AnnouncementType): string {
  if (type === 'pushMobile') return user.username;
  const kind = type === 'email' ? 'email' : 'phone';
  const contacts = user.contacts.filter((c) => c.contactType === kind);
  return (contacts.find((c) => c.isDefault) ?? contacts[0])?.contact ?? '';
}
