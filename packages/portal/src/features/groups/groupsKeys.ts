/**
 * The groups feature's TanStack Query keys; every key starts with 'groups',
 * so a change to a group invalidates the prefix.
 */
export const groupsKeys = {
  all: () => ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  usersOf: (groupId: string) => ['groups', 'users', groupId] as const,
  users: (groupId: string, params: object) => ['groups', 'users', groupId, params] as const,
};
