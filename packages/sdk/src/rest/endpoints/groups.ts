import type {
  AddUsersToGroupAnswer,
  AddUsersToGroupRequest,
  Group,
  GroupCreateRequest,
  GroupRemoved,
  GroupSearchRequest,
  GroupsPaged,
  GroupUpdateRequest,
  GroupUserRemoved,
  GroupUserRow,
  GroupUsersRequest,
  UsersByGroupNamesAnswer,
  UsersByGroupNamesRequest,
} from '../../wire/groups';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * The admin user group calls (spec 3 §7 "Groups"; docs/contracts.md
 * "Groups"). Every call is for admins only; changes need the write subrole.
 */
export interface GroupEndpoints {
  /** POST /crm/group/create: the new group (409 GROUP_NAME_TAKEN when the name is in use). */
  create(body: GroupCreateRequest): Promise<Group>;
  /** POST /crm/group/update: the group as it now is. */
  update(body: GroupUpdateRequest): Promise<Group>;
  /** POST /crm/group/addUsersToGroup: by usernames and/or gateway serials (a serial adds its owner); unknown entries are reported. */
  addUsers(body: AddUsersToGroupRequest): Promise<AddUsersToGroupAnswer>;
  /** POST /crm/group/getUsersByGroupNames: the users of the named groups, each once. */
  usersByGroupNames(body: UsersByGroupNamesRequest): Promise<UsersByGroupNamesAnswer>;
  /** GET /crm/group/getGroupsForOwner: every group, by name. */
  list(): Promise<GroupsPaged<Group>>;
  /** GET /crm/group/getUsersForGroup: a page of the group's users (10 by default), by username. */
  users(q: GroupUsersRequest): Promise<GroupsPaged<GroupUserRow>>;
  /** GET /crm/groups/search: a page of groups whose name, description or tag holds the text. */
  search(q?: GroupSearchRequest): Promise<GroupsPaged<Group>>;
  /** DELETE /crm/group/{id}. */
  remove(id: string): Promise<GroupRemoved>;
  /** DELETE /crm/group/{id}/user/{userId}: the user leaves the group. */
  removeUser(id: string, userId: string): Promise<GroupUserRemoved>;
}

export function groupEndpoints(request: RequestFn): GroupEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    create: (body) => data(request<DataEnvelope<Group>>('POST', '/crm/group/create', { body })),
    update: (body) => data(request<DataEnvelope<Group>>('POST', '/crm/group/update', { body })),
    addUsers: (body) => data(request<DataEnvelope<AddUsersToGroupAnswer>>('POST', '/crm/group/addUsersToGroup', { body })),
    usersByGroupNames: (body) => request<UsersByGroupNamesAnswer>('POST', '/crm/group/getUsersByGroupNames', { body }),
    list: () => request<GroupsPaged<Group>>('GET', '/crm/group/getGroupsForOwner'),
    users: (q) => request<GroupsPaged<GroupUserRow>>('GET', '/crm/group/getUsersForGroup', { query: { ...q } }),
    search: (q = {}) => request<GroupsPaged<Group>>('GET', '/crm/groups/search', { query: { ...q } }),
    remove: (id) => data(request<DataEnvelope<GroupRemoved>>('DELETE', `/crm/group/${segment(id)}`)),
    removeUser: (id, userId) => data(request<DataEnvelope<GroupUserRemoved>>('DELETE', `/crm/group/${segment(id)}/user/${segment(userId)}`)),
  };
}
