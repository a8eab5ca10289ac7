import type { UserDetails } from '../../model/entities';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface ProfileEndpoints {
  /** GET /crm/profile/{id}: own id, admins any (docs/contracts.md). */
  get(userId: string): Promise<UserDetails>;
}

export function profileEndpoints(request: RequestFn): ProfileEndpoints {
  return {
    async get(userId) {
      return (await request<DataEnvelope<UserDetails>>('GET', `/crm/profile/${segment(userId)}`)).data;
    },
  };
}
