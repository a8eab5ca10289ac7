/** The export tasks feature's TanStack Query keys; all start with 'exportTasks', so a change invalidates the prefix. */
export const exportTaskKeys = {
  all: () => ['exportTasks'] as const,
  list: (request: object) => ['exportTasks', 'list', request] as const,
  one: (id: string) => ['exportTasks', 'one', id] as const,
};
