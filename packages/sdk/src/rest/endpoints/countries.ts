import type { Country } from '../../model/entities';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface CountryEndpoints {
  /** GET /crm/countries/list, loaded at start (spec 1 §3). */
  list(): Promise<Country[]>;
}

export function countryEndpoints(request: RequestFn): CountryEndpoints {
  return {
    async list() {
      return (await request<DataEnvelope<Country[]>>('GET', '/crm/countries/list')).data;
    },
  };
}
