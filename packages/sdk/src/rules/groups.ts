/**
 * The rules of admin user groups (spec 3 §2 "Groups", §4 "Group creation",
 * §5 "Group", §9), shared by the portal (what it offers) and the simulator
 * (what it refuses), so both say the same. Wire shapes: wire/groups.ts.
 */

/** spec 3 §9: the group's user list shows 10 users a page. */
export const GROUP_USERS_PAGE_SIZE = 10;

/** The group search and dropdown page size (the project's; spec 3 names none). */
export const GROUPS_PAGE_SIZE = 10;

/** The most rows one paged group call answers. */
export const GROUPS_MAX_LIMIT = 100;

/** spec 3 §4 "Group creation": the page goes back to the groups after 1200 ms. */
export const GROUP_REDIRECT_AFTER_SAVE_MS = 1200;

/** The project's limits (docs/contracts.md "Groups"), counted after trimming. */
export const GROUP_LIMITS = {
  name: 64,
  description: 500,
  tag: 32,
  /** The most usernames or serials one addUsersToGroup call takes (after splitting). */
  addEntries: 200,
  /** The most group names one getUsersByGroupNames call takes. */
  groupNames: 50,
  /** The longest search text. */
  searchText: 100,
} as const;

/**
 * spec 3 §5: names or serials are split on commas. Each entry is trimmed,
 * blanks are dropped and repeats are kept once (first spelling wins;
 * compared as written; the server compares usernames and serials without
 * regard to case). An array is taken as already split, each item split again.
 */
export function splitList(input: string | readonly string[] | null | undefined): string[] {
  const items = input == null ? [] : typeof input === 'string' ? [input] : input;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    for (const part of item.split(',')) {
      const entry = part.trim();
      if (entry === '' || seen.has(entry)) continue;
      seen.add(entry);
      out.push(entry);
    }
  }
  return out;
}

/** The fields the create/edit form checks. */
export interface GroupDraft {
  groupName: string;
  description: string;
}

/** spec 3 §5: create and update are disabled when the trimmed name or description is empty (or over the limits). */
export function canSaveGroup(draft: GroupDraft): boolean {
  const name = draft.groupName.trim();
  const description = draft.description.trim();
  return name !== '' && description !== '' && name.length <= GROUP_LIMITS.name && description.length <= GROUP_LIMITS.description;
}

/** Group names are unique without regard to case or surrounding spaces: the key both sides compare. */
export const groupNameKey = (name: string): string => name.trim().toLowerCase();
