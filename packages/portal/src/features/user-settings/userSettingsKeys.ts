/** Server-state keys of user settings (TanStack Query). The profile itself is state/queryKeys `user`, shared with the frame. */
export const userSettingsKeys = {
  /** Where the external portal is (GET /auth/getExtenalPortalEndpoint). */
  externalPortal: () => ['userSettings', 'externalPortal'] as const,
};
