import type { FirmwareCampaign, FirmwareModel, FirmwareSoftware, FirmwareTableInfo, ZotaConfirmAnswer, ZotaConfirmRequest } from '../../wire/zota';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * Gateway firmware campaigns (spec 2 §7 "Firmware: /zota list, table/info,
 * table/refresh, modellist, software/{id}; confirm upgrade carries
 * gatewayID, campaignID"; docs/contracts.md "Gateway firmware campaigns").
 */
export interface ZotaEndpoints {
  /** GET /zota/list?model=…: the campaigns of a model (every model's without one). */
  campaigns(model?: string): Promise<FirmwareCampaign[]>;
  /** GET /zota/table/info?serialNumber=…: the gateway's firmware and the campaign offered to it. */
  tableInfo(serial: string): Promise<FirmwareTableInfo>;
  /** POST /zota/table/refresh: the gateway checks for an upgrade now (it must be online). */
  refresh(serial: string): Promise<FirmwareTableInfo>;
  /** GET /zota/modellist. */
  models(): Promise<FirmwareModel[]>;
  /** GET /zota/software/{id}. */
  software(softwareId: string): Promise<FirmwareSoftware>;
  /** POST /zota/confirm {gatewayID, campaignID}: starts the installation. */
  confirm(body: ZotaConfirmRequest): Promise<ZotaConfirmAnswer>;
}

export function zotaEndpoints(request: RequestFn): ZotaEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    campaigns: (model) => data(request<DataEnvelope<FirmwareCampaign[]>>('GET', '/zota/list', { query: model === undefined ? {} : { model } })),
    tableInfo: (serial) => data(request<DataEnvelope<FirmwareTableInfo>>('GET', '/zota/table/info', { query: { serialNumber: serial } })),
    refresh: (serial) => data(request<DataEnvelope<FirmwareTableInfo>>('POST', '/zota/table/refresh', { body: { serialNumber: serial } })),
    models: () => data(request<DataEnvelope<FirmwareModel[]>>('GET', '/zota/modellist')),
    software: (softwareId) => data(request<DataEnvelope<FirmwareSoftware>>('GET', `/zota/software/${segment(softwareId)}`)),
    confirm: (body) => data(request<DataEnvelope<ZotaConfirmAnswer>>('POST', '/zota/confirm', { body })),
  };
}
