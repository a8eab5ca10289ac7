import { Router } from 'express';
import {
  campaignForGateway,
  compareVersions,
  defaultCustomerConfig,
  ErrorCode,
  FIRMWARE_INSTALLING_STATUSES,
  isNewerFirmware,
  sameModel,
  SoftwareIdParam,
  ZotaConfirmBody,
  ZotaErrorCode,
  ZotaListQuery,
  ZotaRefreshBody,
  ZotaTableQuery,
  type FirmwareCampaign,
  type FirmwareModel,
  type FirmwareTableInfo,
  type ZotaConfirmAnswer,
} from '@homeport/sdk';
import { firmwareStateOf, startInstallation } from '../../cloud/firmwareInstallation';
import { currentInstallation } from '../../cloud/gatewayStateEvents';
import type { SimContext } from '../../context';
import type { CampaignRecord, FirmwareStateRecord, GatewayRecord } from '../../store/cloudState';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { requireGatewayWrite } from '../shared/writeAccess';

const { flags } = defaultCustomerConfig;

export const campaignView = ({ id: _id, ...campaign }: CampaignRecord): FirmwareCampaign => ({ ...campaign, softwareDescription: [...campaign.softwareDescription] });

/** Newest version first, then the latest published. */
const newestFirst = (a: FirmwareCampaign, b: FirmwareCampaign) => compareVersions(b.softwareVersion, a.softwareVersion) || b.publishedAt - a.publishedAt;

/** table/info: the gateway's firmware, the campaign offered to it and its current installation. */
export function tableInfo(ctx: SimContext, gateway: GatewayRecord): FirmwareTableInfo {
  const state = firmwareStateOf(ctx, gateway.serialNumber);
  const campaign = campaignForGateway(ctx.cloud.state.campaigns, gateway);
  const current = currentInstallation(gateway);
  const record = current ? gateway.installations.find((i) => i.softwareId === current.softwareId) : undefined;
  return {
    serialNumber: gateway.serialNumber,
    model: gateway.model,
    currentFWVersion: gateway.currentFWVersion,
    ohmVersion: gateway.swVersions.ohmVersion,
    campaign: campaign ? campaignView(campaign) : null,
    installation:
      current && record
        ? {
            softwareId: current.softwareId,
            status: current.status,
            history: record.history.map((h) => ({ ...h })),
            campaignID: campaignIdOf(ctx, state, current.softwareId),
          }
        : null,
    checkedAt: state?.checkedAt ?? null,
  };
}

/** The campaign behind an installation: the running one's, else a campaign of that software; null for one QA set by PATCH. */
function campaignIdOf(ctx: SimContext, state: FirmwareStateRecord | undefined, softwareId: string): string | null {
  if (state?.running?.softwareId === softwareId) return state.running.campaignID;
  return ctx.cloud.state.campaigns.filter((c) => c.softwareId === softwareId).sort(newestFirst)[0]?.campaignID ?? null;
}

/**
 * spec 2 §7 "Firmware: /zota list, table/info, table/refresh, modellist,
 * software/{id}; confirm upgrade carries gatewayID, campaignID"
 * (docs/contracts.md "Gateway firmware campaigns"). Campaigns are product
 * information any signed-in user reads; table/info and table/refresh are
 * per gateway (whoever reaches it); confirm is a write on the gateway
 * (its users and admin-support), refused with nothing changed when the
 * campaign is unknown, for another model, not newer, the gateway offline
 * or an installation already running.
 */
export function zotaRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  router.use((_req, _res, next) => next(flags.ZOTA ? undefined : forbidden('Gateway firmware campaigns are not part of this build')));

  router.get(
    '/list',
    handle((req, res) => {
      const { model } = readQuery(req, ZotaListQuery);
      const campaigns = ctx.cloud.state.campaigns.filter((c) => model === undefined || sameModel(c.model, model)).map(campaignView);
      res.json({ data: campaigns.sort((a, b) => a.model.localeCompare(b.model) || newestFirst(a, b)) });
    }),
  );

  router.get(
    '/table/info',
    handle((req, res) => {
      const { serialNumber } = readQuery(req, ZotaTableQuery);
      res.json({ data: tableInfo(ctx, reachableGateway(ctx, callerOf(res).user, serialNumber)) });
    }),
  );

  router.post(
    '/table/refresh',
    handle((req, res) => {
      const { serialNumber } = readBody(req, ZotaRefreshBody);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      // The gateway is asked (fwCheckForUpgrade): it must be online.
      if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
      const existing = firmwareStateOf(ctx, gateway.serialNumber);
      if (existing) existing.checkedAt = ctx.now();
      else ctx.cloud.state.firmwareStates.push({ id: gateway.serialNumber, checkedAt: ctx.now(), running: null });
      ctx.cloud.commit();
      res.json({ data: tableInfo(ctx, gateway) });
    }),
  );

  router.get(
    '/modellist',
    handle((_req, res) => {
      const models = new Map<string, FirmwareModel>();
      for (const g of ctx.cloud.state.gateways) models.set(g.model.toUpperCase(), { model: g.model.toUpperCase(), campaigns: 0, latestVersion: null });
      for (const c of ctx.cloud.state.campaigns) {
        const key = c.model.toUpperCase();
        const row = models.get(key) ?? { model: key, campaigns: 0, latestVersion: null };
        row.campaigns += 1;
        if (row.latestVersion === null || isNewerFirmware(c.softwareVersion, row.latestVersion)) row.latestVersion = c.softwareVersion;
        models.set(key, row);
      }
      res.json({ data: [...models.values()].sort((a, b) => a.model.localeCompare(b.model)) });
    }),
  );

  router.get(
    '/software/:id',
    handle((req, res) => {
      const id = readInput(SoftwareIdParam, req.params.id, 'id');
      const campaign = ctx.cloud.state.campaigns.filter((c) => c.softwareId === id).sort(newestFirst)[0];
      if (!campaign) throw notFound(`No software ${id}`);
      const { softwareId, model, softwareVersion, softwareDescription, campaignID } = campaign;
      res.json({ data: { softwareId, model, softwareVersion, softwareDescription: [...softwareDescription], campaignID } });
    }),
  );

  router.post(
    '/confirm',
    handle(async (req, res) => {
      const { gatewayID, campaignID } = readBody(req, ZotaConfirmBody);
      const { user } = callerOf(res);
      const gateway = reachableGateway(ctx, user, gatewayID);
      requireGatewayWrite(user, gateway);
      const campaign = ctx.cloud.state.campaigns.find((c) => c.campaignID === campaignID);
      if (!campaign) throw new ApiError(404, ZotaErrorCode.unknownCampaign, `No firmware campaign ${campaignID}`, 'campaignID');
      if (!sameModel(campaign.model, gateway.model)) {
        throw new ApiError(409, ZotaErrorCode.wrongModel, `Campaign ${campaignID} is for ${campaign.model} gateways; ${gateway.serialNumber} is a ${gateway.model}`, 'campaignID');
      }
      if (!isNewerFirmware(campaign.softwareVersion, gateway.currentFWVersion)) {
        throw new ApiError(
          409,
          ZotaErrorCode.notNewer,
          `${gateway.serialNumber} already runs ${gateway.currentFWVersion}, not older than ${campaign.softwareVersion}`,
          'campaignID',
        );
      }
      const current = currentInstallation(gateway);
      if (current && FIRMWARE_INSTALLING_STATUSES.includes(current.status)) {
        throw new ApiError(409, ZotaErrorCode.installationRunning, `${gateway.serialNumber} is already installing ${current.softwareId} (${current.status})`);
      }
      // The gateway accepts the software itself: it must be online.
      if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
      await startInstallation(ctx, gateway, campaign);
      const answer: ZotaConfirmAnswer = { serialNumber: gateway.serialNumber, campaignID, softwareId: campaign.softwareId, status: 'accepted' };
      res.json({ data: answer });
    }),
  );

  return router;
}
