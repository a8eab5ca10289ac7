import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isAdmin, mediaViewUrl, type MediaAccess, type RestClient } from '@homeport/sdk';
import { useServices } from '../app/services';
import { gatewayAtom, userAtom } from '../state/atoms';

type MultimediaView = 'live' | 'events' | 'settings';

/** One access token per client at a time, shared by every camera on the page; a failure is asked again next time. */
const tokens = new WeakMap<RestClient, { promise: Promise<MediaAccess>; until: number }>();

function mediaAccess(rest: RestClient): Promise<MediaAccess> {
  const cached = tokens.get(rest);
  if (cached && cached.until > Date.now()) return cached.promise;
  const promise = rest.multimedia.accessToken();
  tokens.set(rest, { promise, until: Date.now() + 5 * 60 * 1000 });
  promise.then(
    (access) => tokens.set(rest, { promise, until: Date.now() + access.expiresIn * 1000 * 0.9 }),
    () => tokens.delete(rest),
  );
  return promise;
}

export interface MediaLinks {
  links: Record<MultimediaView, string> | null;
  failed: boolean;
  /** spec 2 §6: admins cannot open camera streams; no token is asked for. */
  denied: boolean;
}

/** The external views of one camera of the current gateway (spec 2 §2 "external links for cameras"). */
export function useMediaLinks(deviceId: number): MediaLinks {
  const { rest } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const denied = !!user && isAdmin(user);
  const serial = gateway?.serialNumber;
  const [state, setState] = useState<{ access: MediaAccess | null; failed: boolean }>({ access: null, failed: false });

  useEffect(() => {
    if (denied || !serial) return;
    let live = true;
    mediaAccess(rest).then(
      (access) => live && setState({ access, failed: false }),
      () => live && setState({ access: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [rest, denied, serial]);

  const links =
    state.access && serial
      ? {
          live: mediaViewUrl(state.access, serial, deviceId, 'live'),
          events: mediaViewUrl(state.access, serial, deviceId, 'events'),
          settings: mediaViewUrl(state.access, serial, deviceId, 'settings'),
        }
      : null;
  return { links, failed: state.failed, denied };
}
