/**
 * The fleet feature's TanStack Query keys, one factory per resource, so a
 * read and the live events' invalidation name it alike. Every key starts
 * with 'fleet'; an operation event invalidates the operations prefix.
 */
export const fleetKeys = {
  all: () => ['fleet'] as const,
  /** Every read about operations (lists, one operation, its tasks). */
  operations: () => ['fleet', 'operations'] as const,
  operationList: (params: object) => ['fleet', 'operations', 'list', params] as const,
  operation: (id: string) => ['fleet', 'operations', 'one', id] as const,
  tasks: (id: string, params: object) => ['fleet', 'operations', 'tasks', id, params] as const,
  /** The unassigned gateways that may take a failed gateway's home. */
  candidates: (serial: string) => ['fleet', 'candidates', serial] as const,
  /** The failed gateway's backups (its restore points). */
  restorePoints: (serial: string) => ['fleet', 'restorePoints', serial] as const,
  hardware: () => ['fleet', 'hardware'] as const,
};
