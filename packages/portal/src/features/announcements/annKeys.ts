/** Server-state keys of announcements (TanStack Query); the asm_* events invalidate `all()`. */
export const annKeys = {
  all: () => ['announcements'] as const,
  campaigns: (request: object) => ['announcements', 'campaigns', request] as const,
  campaign: (id: string) => ['announcements', 'campaign', id] as const,
  tasks: (id: string, request: object) => ['announcements', 'tasks', id, request] as const,
  /** Templates change only by the templates page: not under `all()`, so live progress does not read them again. */
  templatesAll: () => ['announcement-templates'] as const,
  templates: (request: object) => ['announcement-templates', request] as const,
};
