import type { BulkCentre, BulkCentreDetails, BulkFilteringRequest, BulkGatewayRow, BulkImportResult, BulkPage, BulkRegion, BulkRegionCode, BulkState } from '../../wire/bulk';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** The location calls bulk operations use (spec 3 §7; docs/contracts.md "Bulk operations"). Admins only. */
export interface LocationEndpoints {
  /** GET /location/regions: S, N, E, W with their names. */
  regions(): Promise<BulkRegion[]>;
  /** POST /location/countriesInRegion {region}: the states of the region. */
  countriesInRegion(region: BulkRegionCode): Promise<BulkState[]>;
  /** POST /location/jCenterInState {state}: the centres of the state. */
  jCenterInState(state: string): Promise<BulkCentre[]>;
  /** POST /location/jDetailsInCenter {listRegions, jc}: the centre and its points. */
  jDetailsInCenter(jc: string, listRegions?: BulkRegionCode[]): Promise<BulkCentreDetails>;
  /** POST /location/filtering: gateway rows matching the filter lists, paged. */
  filtering(body: BulkFilteringRequest): Promise<BulkPage<BulkGatewayRow>>;
  /**
   * POST /location/importDet: multipart with the files `centres` and
   * `gateways` (CSV). All or nothing: a bad row refuses the whole import
   * (400 BULK_IMPORT_INVALID with the rows at fault).
   */
  importDet(files: { centres: Blob; gateways: Blob }): Promise<BulkImportResult>;
}

export function locationEndpoints(request: RequestFn): LocationEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    regions: () => data(request<DataEnvelope<BulkRegion[]>>('GET', '/location/regions')),
    countriesInRegion: (region) => data(request<DataEnvelope<BulkState[]>>('POST', '/location/countriesInRegion', { body: { region } })),
    jCenterInState: (state) => data(request<DataEnvelope<BulkCentre[]>>('POST', '/location/jCenterInState', { body: { state } })),
    jDetailsInCenter: (jc, listRegions = []) => data(request<DataEnvelope<BulkCentreDetails>>('POST', '/location/jDetailsInCenter', { body: { listRegions, jc } })),
    filtering: (body) => data(request<DataEnvelope<BulkPage<BulkGatewayRow>>>('POST', '/location/filtering', { body })),
    importDet: (files) => {
      const form = new FormData();
      form.append('centres', files.centres, 'centres.csv');
      form.append('gateways', files.gateways, 'gateways.csv');
      return data(request<DataEnvelope<BulkImportResult>>('POST', '/location/importDet', { body: form }));
    },
  };
}
