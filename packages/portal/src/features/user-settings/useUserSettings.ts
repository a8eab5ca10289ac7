import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { ApiError, type UserDetails } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { useToast } from '../../binding/useToast';
import { sessionAtom } from '../../state/atoms';
import { queryKeys } from '../../state/queryKeys';
import { userSettingsKeys } from './userSettingsKeys';

/** The signed-in user's id (the page sits behind RequireSession). */
export function useUserId(): string {
  return useAtomValue(sessionAtom)?.userId ?? '';
}

/** The signed-in user's profile: the same cache entry the header and the guards read (state/queryKeys user). */
export function useProfile() {
  const { rest } = useServices();
  const userId = useUserId();
  return useQuery({ queryKey: queryKeys.user(userId), queryFn: () => rest.profile.get(userId), enabled: userId !== '' });
}

/** The toast of a settled write, in the configured delay. */
export function useSettingsToast() {
  const { config } = useServices();
  return useToast(config.constants.toastHideDelayMs);
}

/**
 * spec 2 §8 "Profile update: shows the first server error message": the
 * server's own words when it sent some, else the catalogue's text.
 */
export function useServerWords() {
  const errorText = useApiErrorText();
  return useCallback((caught: unknown) => (caught instanceof ApiError && caught.status !== 0 && caught.message ? caught.message : errorText(caught)), [errorText]);
}

/**
 * A write of the profile: every user-settings call answers the whole
 * profile, which replaces the cached one (so the header's name follows).
 * Success toasts `done` (when given); failure toasts the error.
 */
export function useProfileWrite<V>(
  write: (userId: string, value: V) => Promise<UserDetails>,
  options: { done?: string | ((user: UserDetails, value: V) => string); words?: 'server' | 'catalogue' } = {},
) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const toast = useSettingsToast();
  const catalogue = useApiErrorText();
  const server = useServerWords();
  const describe = options.words === 'server' ? server : catalogue;
  return useMutation({
    meta: { describeError: describe },
    mutationFn: (value: V) => write(userId, value),
    onSuccess: (user, value) => {
      queryClient.setQueryData(queryKeys.user(userId), user);
      const done = typeof options.done === 'function' ? options.done(user, value) : options.done;
      if (done) toast(done);
    },
  });
}

/** GET /auth/getExtenalPortalEndpoint, when EXTERNAL_PORTAL is on. */
export function useExternalPortal(enabled: boolean) {
  const { rest } = useServices();
  return useQuery({ queryKey: userSettingsKeys.externalPortal(), queryFn: () => rest.profile.externalPortal(), enabled, staleTime: Infinity });
}
