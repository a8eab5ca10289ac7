/**
 * The statistics feature's TanStack Query keys; every key starts with
 * 'statistics', so the feature can drop all it holds with one prefix.
 */
export const statisticsKeys = {
  all: () => ['statistics'] as const,
  report: () => ['statistics', 'report'] as const,
  analyticsAll: () => ['statistics', 'analytics'] as const,
  analytics: (params: object) => ['statistics', 'analytics', params] as const,
  spansAll: () => ['statistics', 'spans'] as const,
  spans: (engine: string) => ['statistics', 'spans', engine] as const,
  gateway: (serial: string) => ['statistics', 'gateway', serial] as const,
  timestamps: (serial: string, params: object) => ['statistics', 'gateway', serial, 'timestamps', params] as const,
  snapshot: (serial: string, timestamp: number) => ['statistics', 'gateway', serial, 'snapshot', timestamp] as const,
  reportsOf: (serial: string) => ['statistics', 'gateway', serial, 'reports'] as const,
  reports: (serial: string, params: object) => ['statistics', 'gateway', serial, 'reports', params] as const,
};
