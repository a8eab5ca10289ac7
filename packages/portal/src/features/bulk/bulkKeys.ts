/** Server-state keys of bulk operations (TanStack Query); the bom_* events invalidate `all()`. */
export const bulkKeys = {
  all: () => ['bulk'] as const,
  campaigns: (request: object) => ['bulk', 'campaigns', request] as const,
  campaign: (id: string) => ['bulk', 'campaign', id] as const,
  tasks: (id: string, request: object) => ['bulk', 'tasks', id, request] as const,
  contents: (request: object) => ['bulk', 'contents', request] as const,
  /** Locations change only by an import: not under `all()`, so live progress does not read them again. */
  regions: () => ['location', 'regions'] as const,
  states: (region: string) => ['location', 'states', region] as const,
  centres: (state: string) => ['location', 'centres', state] as const,
  gateways: (request: object) => ['location', 'gateways', request] as const,
  locations: () => ['location'] as const,
};
