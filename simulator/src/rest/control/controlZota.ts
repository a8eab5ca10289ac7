import { Router } from 'express';
import { CampaignIdParam, SimCampaignBody, SimFirmwareInstallationBody, ZotaErrorCode } from '@homeport/sdk';
import { endInstallation } from '../../cloud/firmwareInstallation';
import type { SimContext } from '../../context';
import { softwareIdOf } from '../../seed/campaigns';
import type { CampaignRecord } from '../../store/cloudState';
import { ApiError, notFound } from '../../errors/apiError';
import { gatewayOf } from './controlGateway';
import { handle } from '../shared/handle';
import { readBody, readInput } from '../shared/readInput';
import { campaignView, tableInfo } from '../zota/zota';

/**
 * QA's side of gateway firmware campaigns (docs/contracts.md "Simulator
 * control API", docs/simulator.md "Firmware campaigns"): publish a campaign
 * for a model, withdraw one, and end a running installation as canceled
 * (the gateway gave up) or failed.
 */
export function controlZotaRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/zota/campaigns',
    handle((req, res) => {
      const body = readBody(req, SimCampaignBody);
      let n = ctx.cloud.state.campaigns.length + 1;
      while (ctx.cloud.state.campaigns.some((c) => c.campaignID === `fwc-${n}`)) n += 1;
      const campaign: CampaignRecord = {
        id: `fwc-${n}`,
        campaignID: `fwc-${n}`,
        model: body.model,
        softwareId: softwareIdOf(body.model, body.softwareVersion),
        softwareVersion: body.softwareVersion,
        softwareDescription: body.softwareDescription,
        ohmVersion: body.ohmVersion ?? null,
        publishedAt: ctx.now(),
      };
      ctx.cloud.state.campaigns.push(campaign);
      ctx.cloud.commit();
      ctx.log(`control: campaign ${campaign.campaignID} ${campaign.model} ${campaign.softwareVersion}`);
      res.status(201).json({ data: campaignView(campaign) });
    }),
  );

  router.delete(
    '/zota/campaigns/:id',
    handle((req, res) => {
      const id = readInput(CampaignIdParam, req.params.id, 'id');
      const index = ctx.cloud.state.campaigns.findIndex((c) => c.campaignID === id);
      if (index < 0) throw notFound(`No firmware campaign ${id}`);
      const [removed] = ctx.cloud.state.campaigns.splice(index, 1);
      ctx.cloud.commit();
      res.json({ data: campaignView(removed!) });
    }),
  );

  router.post(
    '/gateways/:serial/firmware-installation',
    handle(async (req, res) => {
      const gateway = gatewayOf(ctx, req.params.serial);
      const { action } = readBody(req, SimFirmwareInstallationBody);
      const ended = await endInstallation(ctx, gateway, action);
      if (!ended) throw new ApiError(409, ZotaErrorCode.noInstallation, `${gateway.serialNumber} has no firmware installation in progress`);
      res.json({ data: tableInfo(ctx, gateway) });
    }),
  );

  return router;
}
