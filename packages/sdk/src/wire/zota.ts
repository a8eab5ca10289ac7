import * as v from 'valibot';
import { recordId, serialNumber, text } from './fields';

/**
 * Wire shapes of gateway firmware campaigns (spec 2 §3 "Firmware campaign",
 * §7 "/zota list, table/info, table/refresh, modellist, software/{id};
 * confirm upgrade carries gatewayID, campaignID"; docs/contracts.md
 * "Gateway firmware campaigns"). The rules that read them (which campaign
 * is an upgrade for a gateway) are in rules/firmwareCampaigns.ts.
 */

/** A firmware version as campaigns carry it: 2 to 4 dotted numbers ("4.1.0"). */
export const firmwareVersion = () => v.pipe(v.string('must be a version like 4.1.0'), v.regex(/^\d{1,4}(?:\.\d{1,4}){1,3}$/, 'must be a version like 4.1.0'));

/** A gateway model name (spec 2 §9 "Gateway types and models"), upper-cased. */
export const gatewayModel = () =>
  v.pipe(v.string('must be 2 to 32 letters, digits or -'), v.regex(/^[A-Za-z0-9-]{2,32}$/, 'must be 2 to 32 letters, digits or -'), v.toUpperCase());

/** A software id (`fw-doc400-4.1.0`): letters, digits, dot, _ and -. */
export const softwareId = () => v.pipe(v.string('is not a valid software id'), v.regex(/^[A-Za-z0-9._-]{1,128}$/, 'is not a valid software id'));

/** spec 2 §3: a firmware campaign offers one software version to every gateway of one model. */
export interface FirmwareCampaign {
  campaignID: string;
  model: string;
  /** The installation's softwareId once confirmed (`fw-{model}-{version}`). */
  softwareId: string;
  softwareVersion: string;
  /** The new features, one a line (the confirmation lists them). */
  softwareDescription: string[];
  /** The ohm (middleware) version the firmware brings; null: unchanged. */
  ohmVersion: string | null;
  publishedAt: number;
}

/** A gateway's current installation as table/info answers it (spec 1 §4.2). */
export interface FirmwareInstallationView {
  softwareId: string;
  /** The last history status. */
  status: string;
  history: Array<{ status: string; ts?: number }>;
  /** The campaign that started it, null for one the simulator did not start (QA's PATCH). */
  campaignID: string | null;
}

/** GET /zota/table/info?serialNumber=…: the gateway's firmware and the upgrade offered to it. */
export interface FirmwareTableInfo {
  serialNumber: string;
  model: string;
  currentFWVersion: string;
  ohmVersion: string;
  /** The newest campaign of the gateway's model newer than its firmware; null: "There is no firmware upgrade available." */
  campaign: FirmwareCampaign | null;
  installation: FirmwareInstallationView | null;
  /** When the gateway last checked for an upgrade (table/refresh); null: never. */
  checkedAt: number | null;
}

/** A row of GET /zota/modellist. */
export interface FirmwareModel {
  model: string;
  /** Campaigns published for it. */
  campaigns: number;
  /** The newest version offered, null when none. */
  latestVersion: string | null;
}

/** GET /zota/software/{id}. */
export interface FirmwareSoftware {
  softwareId: string;
  model: string;
  softwareVersion: string;
  softwareDescription: string[];
  campaignID: string;
}

/** GET /zota/list?model=…: the campaigns of one model (all models when absent). */
export const ZotaListQuery = v.object({ model: v.optional(gatewayModel()) });

/** GET /zota/table/info?serialNumber=…. */
export const ZotaTableQuery = v.object({ serialNumber: serialNumber() });

/** POST /zota/table/refresh {serialNumber}: the gateway checks for an upgrade now. */
export const ZotaRefreshBody = v.strictObject({ serialNumber: serialNumber() }, 'is not a field of this call (serialNumber)');

/** GET /zota/software/{id}. */
export const SoftwareIdParam = softwareId();

/** A campaign id in a path (control API: DELETE /api/__sim/zota/campaigns/{campaignID}). */
export const CampaignIdParam = recordId();

/** POST /zota/confirm (spec 2 §7: "confirm upgrade carries gatewayID, campaignID"). */
export const ZotaConfirmBody = v.strictObject({ gatewayID: serialNumber(), campaignID: recordId() }, 'is not a field of this call (gatewayID, campaignID)');
export type ZotaConfirmRequest = v.InferInput<typeof ZotaConfirmBody>;

/** What POST /zota/confirm answers: the installation it started. */
export interface ZotaConfirmAnswer {
  serialNumber: string;
  campaignID: string;
  softwareId: string;
  status: string;
}

/** Control API: POST /api/__sim/zota/campaigns publishes a campaign for a model. */
export const SimCampaignBody = v.strictObject(
  {
    model: gatewayModel(),
    softwareVersion: firmwareVersion(),
    softwareDescription: v.pipe(
      v.array(text(200), 'must be a list of 1 to 20 lines of at most 200 characters'),
      v.minLength(1, 'must be a list of 1 to 20 lines of at most 200 characters'),
      v.maxLength(20, 'must be a list of 1 to 20 lines of at most 200 characters'),
    ),
    ohmVersion: v.optional(firmwareVersion()),
  },
  'is not a field of this call (model, softwareVersion, softwareDescription, ohmVersion)',
);
export type SimCampaignRequest = v.InferInput<typeof SimCampaignBody>;

export const FIRMWARE_INSTALLATION_ACTIONS = ['cancel', 'fail'] as const;
/** Control API: POST /api/__sim/gateways/{serial}/firmware-installation {action}: ends the running installation as canceled. */
export const SimFirmwareInstallationBody = v.strictObject(
  { action: v.picklist(FIRMWARE_INSTALLATION_ACTIONS, `must be one of ${FIRMWARE_INSTALLATION_ACTIONS.join(', ')}`) },
  'is not a field of this call (action)',
);

/** `fw_installation_changed` on the gateway's evt topic (docs/contracts.md "Gateway state events"). */
export const FwInstallationChangedData = v.object({ softwareId: text(128), status: text(64) });
export type FwInstallationChanged = v.InferOutput<typeof FwInstallationChangedData>;
export const FW_INSTALLATION_CHANGED = 'fw_installation_changed';

/** Refusals of the /zota calls (docs/contracts.md "Gateway firmware campaigns"), besides 000400, 000403, 000503 and UDM_NOT_YOUR_DEVICE. */
export const ZotaErrorCode = {
  /** 404: no campaign with this id. */
  unknownCampaign: 'ZOTA_UNKNOWN_CAMPAIGN',
  /** 409: the campaign is for another model than the gateway's. */
  wrongModel: 'ZOTA_WRONG_MODEL',
  /** 409: the gateway already runs this version or a newer one. */
  notNewer: 'ZOTA_NOT_NEWER',
  /** 409: an installation is already running on the gateway. */
  installationRunning: 'ZOTA_INSTALLATION_RUNNING',
  /** 409 (control API): no installation is running to cancel. */
  noInstallation: 'ZOTA_NO_INSTALLATION',
} as const;
