/** The network diagnostics feature's TanStack Query keys; each starts with 'netdiag'. */
export const netdiagKeys = {
  all: () => ['netdiag'] as const,
  topology: (serial: string) => ['netdiag', serial, 'topology'] as const,
  history: (serial: string) => ['netdiag', serial, 'history'] as const,
  spans: (serial: string, page: number) => ['netdiag', serial, 'history', 'spans', page] as const,
  image: (serial: string, params: object) => ['netdiag', serial, 'history', 'image', params] as const,
};
