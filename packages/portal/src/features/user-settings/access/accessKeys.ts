/** Server-state keys of the access sections (TanStack Query). */
export const accessKeys = {
  linkedAll: () => ['linkedAccounts'] as const,
  mine: (userId: string, page: number, limit: number) => ['linkedAccounts', 'mine', userId, page, limit] as const,
  where: (userId: string, page: number, limit: number) => ['linkedAccounts', 'where', userId, page, limit] as const,
  sessions: () => ['loggedSessions'] as const,
  clients: (userId: string) => ['clientTokens', userId] as const,
  exports: (userId: string) => ['privacyExports', userId] as const,
};
