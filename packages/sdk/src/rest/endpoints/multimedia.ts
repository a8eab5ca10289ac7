import type { DataEnvelope, RequestFn } from '../requestTypes';

/** A token for the external camera views (spec 2 §7), and where they are. */
export interface MediaAccess {
  accessToken: string;
  /** Seconds the token lives. */
  expiresIn: number;
  /** Base address of the camera views: `{mediaBase}/{serial}/{deviceId}/{live|events|settings}?token=…`. */
  mediaBase: string;
}

export interface MultimediaEndpoints {
  /** GET /multimedia/user/getAccessToken; admins get 403 ACCESS_DENIED_CAMERA. */
  accessToken(): Promise<MediaAccess>;
}

export function multimediaEndpoints(request: RequestFn): MultimediaEndpoints {
  return {
    async accessToken() {
      return (await request<DataEnvelope<MediaAccess>>('GET', '/multimedia/user/getAccessToken')).data;
    },
  };
}

/** The address of one camera view. */
export function mediaViewUrl(access: MediaAccess, serial: string, deviceId: number, view: 'live' | 'events' | 'settings'): string {
  return `${access.mediaBase}/${encodeURIComponent(serial)}/${deviceId}/${view}?token=${encodeURIComponent(access.accessToken)}`;
}
