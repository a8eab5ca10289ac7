import { describe, expect, it } from 'vitest';
import { parseWire } from './parseWire';
import { GatewayListQuery, RenameGatewayBody } from './gateways';
import { RegisterBody } from './auth';
import { GatewayRequestSchema } from './mqtt';
import { GatewayPatchBody } from './simControl';

const registration = {
  identity: ' Asha.Rao@Example.com ',
  secret: 'Asha-Pass-2026!',
  firstName: 'Asha',
  lastName: "D'Souza-Rao",
  agreeRegister: true,
};

describe('parseWire', () => {
  it('gives the value as the schema shapes it: trimmed, lower-cased, defaults filled in', () => {
    expect(parseWire(RegisterBody, registration)).toEqual({
      ok: true,
      value: { ...registration, identity: 'asha.rao@example.com', gender: '', preferredLanguage: 'en_EN', contacts: [], userOnBoardingSource: 'SELFCARE' },
    });
    expect(parseWire(GatewayListQuery, { limit: '25' })).toEqual({ ok: true, value: { page: 1, limit: 25, orderBy: 'serialNumber' } });
    expect(parseWire(GatewayPatchBody, { privilegedBy: null, replacementPeer: 'hp2', replacementInProgress: true })).toEqual({
      ok: true,
      value: { privilegedBy: null, replacementPeer: 'HP2', replacementInProgress: true },
    });
  });

  it('names the top-level field, and the whole path in the message', () => {
    const contacts = [{ contact: 'x@y.zz', isDefault: 1, contactType: 'email' }];
    expect(parseWire(RegisterBody, { ...registration, contacts })).toEqual({ ok: false, field: 'contacts', message: 'contacts.0.isDefault must be true or false' });
    expect(parseWire(RegisterBody, { ...registration, firstName: 'R2D2' })).toEqual({
      ok: false,
      field: 'firstName',
      message: 'firstName may hold letters, apostrophes, hyphens and spaces only',
    });
  });

  it('says which field is missing and which one the call does not know', () => {
    expect(parseWire(RenameGatewayBody, {})).toEqual({ ok: false, field: 'name', message: 'name is required' });
    expect(parseWire(RenameGatewayBody, { name: 'a', sn: 'b' })).toEqual({ ok: false, field: 'sn', message: 'sn is not a field of this call' });
  });

  it('refuses a repeated query value and an array where an object belongs', () => {
    expect(parseWire(GatewayListQuery, { page: ['1', '2'] })).toMatchObject({ ok: false, field: 'page', message: 'page must be given once, as a plain value' });
    expect(parseWire(GatewayRequestSchema, { uid: 'u', sender: 's', name: 'ping', type: 'command', params: [] })).toMatchObject({ ok: false, field: 'params' });
  });

  it('names a lone value by the name it is given', () => {
    expect(parseWire(GatewayPatchBody, 'x', 'body')).toMatchObject({ ok: false, field: 'body' });
  });
});
