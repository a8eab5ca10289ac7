import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { SimCampaignBody, ZotaConfirmBody } from '../wire/zota';
import { campaignForGateway, isNewerFirmware, mayConfirmUpgrade, nextInstallationStep, FIRMWARE_INSTALLATION_STEPS } from './firmwareCampaigns';
import { makeGateway } from './testFixtures';

const campaign = (model: string, softwareVersion: string, publishedAt = 0) => ({ campaignID: `${model}-${softwareVersion}-${publishedAt}`, model, softwareVersion, publishedAt });

describe('isNewerFirmware (spec 2 §3)', () => {
  it('compares dotted versions number by number', () => {
    expect(isNewerFirmware('4.1.0', '3.6.2')).toBe(true);
    expect(isNewerFirmware('3.10.0', '3.9.9')).toBe(true);
    expect(isNewerFirmware('3.6.2', '3.6.2')).toBe(false);
    expect(isNewerFirmware('3.6', '3.6.0')).toBe(false);
    expect(isNewerFirmware('3.2.1', '4.0.1')).toBe(false);
  });
});

describe('campaignForGateway (spec 2 §3, §8 "There is no firmware upgrade available.")', () => {
  const gateway = { model: 'DOC400', currentFWVersion: '3.6.2' };
  it('offers the newest campaign of the gateway model that is newer than its firmware', () => {
    const list = [campaign('DOC400', '4.0.1'), campaign('DOC400', '4.1.0'), campaign('HA101', '9.0.0'), campaign('DOC400', '3.2.1')];
    expect(campaignForGateway(list, gateway)?.softwareVersion).toBe('4.1.0');
  });
  it('matches the model without regard to case', () => {
    expect(campaignForGateway([campaign('doc400', '4.1.0')], gateway)?.softwareVersion).toBe('4.1.0');
  });
  it('answers null for another model only, or versions not newer', () => {
    expect(campaignForGateway([campaign('HA101', '9.0.0')], gateway)).toBeNull();
    expect(campaignForGateway([campaign('DOC400', '3.6.2'), campaign('DOC400', '3.4.0')], gateway)).toBeNull();
    expect(campaignForGateway([], gateway)).toBeNull();
  });
  it('takes the latest published of two campaigns with the same version', () => {
    expect(campaignForGateway([campaign('DOC400', '4.1.0', 5), campaign('DOC400', '4.1.0', 9), campaign('DOC400', '4.1.0', 7)], gateway)?.publishedAt).toBe(9);
  });
});

describe('mayConfirmUpgrade (spec 1 §4.2: enabled only with a campaign id)', () => {
  const online = makeGateway({ connectionStatus: 'online', installations: [{ softwareId: 'a', history: [{ status: 'installed' }] }], installationSoftwareId: 'a' });
  it('needs a campaign id, write access, an online gateway and no running installation', () => {
    expect(mayConfirmUpgrade({ campaignID: 'c1', canWrite: true, gateway: online })).toBe(true);
    expect(mayConfirmUpgrade({ campaignID: null, canWrite: true, gateway: online })).toBe(false);
    expect(mayConfirmUpgrade({ campaignID: '', canWrite: true, gateway: online })).toBe(false);
    expect(mayConfirmUpgrade({ campaignID: 'c1', canWrite: false, gateway: online })).toBe(false);
    expect(mayConfirmUpgrade({ campaignID: 'c1', canWrite: true, gateway: { ...online, connectionStatus: 'offline' } })).toBe(false);
    const running = { ...online, installations: [...online.installations, { softwareId: 'b', history: [{ status: 'downloading' }] }], installationSoftwareId: 'b' };
    expect(mayConfirmUpgrade({ campaignID: 'c1', canWrite: true, gateway: running })).toBe(false);
  });
});

describe('installation steps (spec 1 §4.2)', () => {
  it('runs accepted, delivering, delivered, downloading, installing, installed', () => {
    expect(FIRMWARE_INSTALLATION_STEPS).toEqual(['accepted', 'delivering', 'delivered', 'downloading', 'installing', 'installed']);
    expect(nextInstallationStep('accepted')).toBe('delivering');
    expect(nextInstallationStep('installing')).toBe('installed');
    expect(nextInstallationStep('installed')).toBeNull();
    expect(nextInstallationStep('canceled')).toBeNull();
  });
});

describe('zota wire shapes', () => {
  it('confirm carries gatewayID and campaignID only, the serial upper-cased', () => {
    expect(parseWire(ZotaConfirmBody, { gatewayID: 'hp1000000001', campaignID: 'fwc-1' })).toEqual({ ok: true, value: { gatewayID: 'HP1000000001', campaignID: 'fwc-1' } });
    expect(parseWire(ZotaConfirmBody, { gatewayID: 'HP1000000001' })).toMatchObject({ ok: false, field: 'campaignID' });
    expect(parseWire(ZotaConfirmBody, { gatewayID: 'HP1000000001', campaignID: 'c', extra: 1 })).toMatchObject({ ok: false, field: 'extra' });
  });
  it('a campaign needs a version and 1 to 20 lines of new features', () => {
    expect(parseWire(SimCampaignBody, { model: 'shh800', softwareVersion: '4.2.0', softwareDescription: ['Faster pairing'] })).toMatchObject({
      ok: true,
      value: { model: 'SHH800' },
    });
    expect(parseWire(SimCampaignBody, { model: 'SHH800', softwareVersion: 'latest', softwareDescription: ['x'] })).toMatchObject({ ok: false, field: 'softwareVersion' });
    expect(parseWire(SimCampaignBody, { model: 'SHH800', softwareVersion: '4.2.0', softwareDescription: [] })).toMatchObject({ ok: false, field: 'softwareDescription' });
  });
});
