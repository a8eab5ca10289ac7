import * as v from 'valibot';
import { GROUP_LIMITS, GROUP_USERS_PAGE_SIZE, GROUPS_MAX_LIMIT, GROUPS_PAGE_SIZE, splitList } from '../rules/groups';
import { queryInteger, queryText, recordId } from './fields';

/**
 * Wire shapes of the admin user groups (spec 3 §2 "Groups", §3 "Group",
 * §4 "Group creation", §5 "Group", §7 "Groups"; docs/contracts.md
 * "Groups"). Every call is for admins only; changes need the write
 * subrole. The rules (splitting, page sizes, limits) are in rules/groups.ts.
 */

/** spec 3 §3 "Group": _id, groupName, description, tag; plus how many users it holds and when it changed. */
export interface Group {
  _id: string;
  groupName: string;
  description: string;
  /** Empty when none. */
  tag: string;
  /** How many users are in the group. */
  userCount: number;
  /** Simulator clock, ms. */
  createdAt: number;
  updatedAt: number;
}

/** A user as the group calls show it. */
export interface GroupUserRow {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** Serials of the gateways the user owns. */
  devices: string[];
}

/** A trimmed text of 1 to `max` characters (counted after trimming). */
const trimmedText = (max: number, min = 1) => {
  const message = min === 0 ? `must be a string of at most ${max} characters` : `must be a string of ${min} to ${max} characters (not only spaces)`;
  return v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));
};

const groupFields = {
  groupName: trimmedText(GROUP_LIMITS.name),
  description: trimmedText(GROUP_LIMITS.description),
  tag: v.optional(trimmedText(GROUP_LIMITS.tag, 0), ''),
};

/** POST /crm/group/create: name and description trimmed and required, tag optional. Names are unique without regard to case. */
export const GroupCreateBody = v.strictObject(groupFields, 'is not a field of this call');
export type GroupCreateRequest = v.InferInput<typeof GroupCreateBody>;

/** POST /crm/group/update: the group's `_id` and its new name, description and tag (all three are set; tag absent means empty). */
export const GroupUpdateBody = v.strictObject({ _id: recordId(), ...groupFields }, 'is not a field of this call');
export type GroupUpdateRequest = v.InferInput<typeof GroupUpdateBody>;

/**
 * A list of names or serials: a comma-separated string or an array of
 * strings (each split on commas too), trimmed, blanks dropped, repeats
 * kept once (rules/groups.ts splitList). At most `max` entries of at most
 * `entryMax` characters each; may end up empty (the caller checks).
 */
const entryList = (max: number, entryMax: number) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())], 'must be a comma-separated string or an array of strings'),
    v.transform((input) => splitList(input)),
    v.maxLength(max, `must hold at most ${max} entries`),
    v.check((list) => list.every((entry) => entry.length <= entryMax), `entries must be at most ${entryMax} characters`),
  );

/**
 * POST /crm/group/addUsersToGroup (spec 3 §2, §5). `usernames` and/or
 * `deviceSN` (a serial adds the gateway's owner); together at least one
 * entry. Known users are added, unknown names and serials are reported
 * back; a bad body changes nothing.
 */
export const AddUsersToGroupBody = v.pipe(
  v.strictObject(
    {
      groupId: recordId(),
      usernames: v.optional(entryList(GROUP_LIMITS.addEntries, 254), []),
      deviceSN: v.optional(entryList(GROUP_LIMITS.addEntries, 32), []),
    },
    'is not a field of this call',
  ),
  v.forward(
    v.check((body) => body.usernames.length + body.deviceSN.length > 0, 'must name at least one user (or deviceSN a serial)'),
    ['usernames'],
  ),
  v.check(
    (body) => body.usernames.length + body.deviceSN.length <= GROUP_LIMITS.addEntries,
    `usernames and deviceSN together must hold at most ${GROUP_LIMITS.addEntries} entries`,
  ),
);
export type AddUsersToGroupRequest = { groupId: string; usernames?: string | string[]; deviceSN?: string | string[] };

/** The answer of addUsersToGroup. */
export interface AddUsersToGroupAnswer {
  group: Group;
  /** Users newly in the group. */
  added: GroupUserRow[];
  /** Usernames of users who were in it already (asked by name or through a serial). */
  alreadyMembers: string[];
  /** Names no account has, as sent. */
  unknownUsernames: string[];
  /** Serials no gateway has, as sent. */
  unknownSerials: string[];
  /** Serials of gateways without an owner, as sent. */
  unassignedSerials: string[];
}

/** POST /crm/group/getUsersByGroupNames: `groupNames` as a comma-separated string or an array (compared without regard to case). */
export const UsersByGroupNamesBody = v.pipe(
  v.strictObject({ groupNames: entryList(GROUP_LIMITS.groupNames, GROUP_LIMITS.name) }, 'is not a field of this call'),
  v.forward(
    v.check((body) => body.groupNames.length > 0, 'must name at least one group'),
    ['groupNames'],
  ),
);
export type UsersByGroupNamesRequest = { groupNames: string | string[] };

/** The answer of getUsersByGroupNames: each user once, by username; names no group has are reported. */
export interface UsersByGroupNamesAnswer {
  data: GroupUserRow[];
  count: number;
  unknownGroupNames: string[];
}

/** GET /crm/group/getUsersForGroup: `groupId`, `page` (1-based), `limit` (default 10). Users by username. */
export const GroupUsersQuery = v.object({
  groupId: recordId(),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, GROUPS_MAX_LIMIT, GROUP_USERS_PAGE_SIZE),
});
export type GroupUsersRequest = { groupId: string; page?: number; limit?: number };

/** GET /crm/groups/search: `searchText` (in name, description or tag, any case; empty finds all), `page` (1-based), `limit` (default 10). Groups by name. */
export const GroupSearchQuery = v.object({
  searchText: queryText(GROUP_LIMITS.searchText),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, GROUPS_MAX_LIMIT, GROUPS_PAGE_SIZE),
});
export type GroupSearchRequest = { searchText?: string; page?: number; limit?: number };

/** Ids in paths: DELETE /crm/group/{id} and /crm/group/{id}/user/{userId}. */
export const GroupIdParam = recordId();
export const GroupUserIdParam = recordId();

/** A paged answer: the page's rows and how many there are in all. */
export interface GroupsPaged<T> {
  data: T[];
  count: number;
}

/** DELETE /crm/group/{id}: the removed group. */
export interface GroupRemoved {
  _id: string;
}

/** DELETE /crm/group/{id}/user/{userId}: the group as it now is. */
export interface GroupUserRemoved {
  group: Group;
  userId: string;
}

/**
 * The refusals of the group calls, beside the shared 000400 (bad body),
 * 000403 (not an admin, or no write subrole). The portal translates each
 * (spec 3 §8: the create/edit alert shows the translated code).
 */
export const GroupErrorCode = {
  /** 409: another group has this name (without regard to case). */
  nameTaken: 'GROUP_NAME_TAKEN',
  /** 404: no group has this id. */
  notFound: 'GROUP_NOT_FOUND',
  /** 404: the user is not in the group. */
  userNotInGroup: 'GROUP_USER_NOT_MEMBER',
} as const;
export type GroupErrorCodeValue = (typeof GroupErrorCode)[keyof typeof GroupErrorCode];
