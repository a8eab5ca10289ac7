import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAdmin, mediaViewUrl } from '@homeport/sdk';
import { useServices } from '../services/services';
import { gatewayAtom, userAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';

type MultimediaView = 'live' | 'events' | 'settings';

/** A token is asked for again when 90 % of its life has passed. */
const TOKEN_LIFE_USED = 0.9;

export interface MediaLinks {
  links: Record<MultimediaView, string> | null;
  failed: boolean;
  /** spec 2 §6: admins cannot open camera streams; no token is asked for. */
  denied: boolean;
}

/**
 * The external views of one camera of the current gateway (spec 2 §2
 * "external links for cameras"). The access token is server state: one
 * query shared by every camera on the page, fresh for most of its life.
 */
export function useMediaLinks(deviceId: number): MediaLinks {
  const { rest } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const denied = !!user && isAdmin(user);
  const serial = gateway?.serialNumber;
  const access = useQuery({
    queryKey: queryKeys.mediaAccess(),
    queryFn: () => rest.multimedia.accessToken(),
    enabled: !denied && !!serial,
    staleTime: (query) => (query.state.data ? query.state.data.expiresIn * 1000 * TOKEN_LIFE_USED : 0),
  });

  const links =
    access.data && serial
      ? {
          live: mediaViewUrl(access.data, serial, deviceId, 'live'),
          events: mediaViewUrl(access.data, serial, deviceId, 'events'),
          settings: mediaViewUrl(access.data, serial, deviceId, 'settings'),
        }
      : null;
  return { links, failed: access.isError, denied };
}
