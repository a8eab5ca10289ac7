import { Router } from 'express';
import {
  addressProblems,
  CitySearchQuery,
  defaultCustomerConfig,
  ErrorCode,
  GatewayAddressBody,
  GatewaySettingsEvent,
  GeolocateBody,
  normaliseAddress,
  SerialParam,
  topics,
  type AddressProblem,
  type GatewayAddress,
} from '@homeport/sdk';
import { Geocoder } from '../../cloud/geocoder';
import { ownerSegment } from '../../cloud/ownerSegment';
import type { SimContext } from '../../context';
import type { AddressRecord, GatewayRecord, UserRecord } from '../../store/cloudState';
import { ApiError, badInput, notFound, notYourDevice } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';

const { flags } = defaultCustomerConfig;

const PROBLEM_WORDS: Record<AddressProblem, string> = {
  required: 'is required',
  characters: 'may hold letters, digits and spaces only',
  tooLong: 'is too long',
};

/** spec 2 §8: an address that cannot be located is HTTP 404 RES_COMMAND_LOCATION_INVALID. */
const locationInvalid = (city: string) => new ApiError(404, ErrorCode.locationInvalid, `The address could not be located: no city ${city} in that country`, 'city');

const addressView = ({ id: _id, ...address }: AddressRecord): GatewayAddress => address;

/**
 * spec 2 §7 "Location: geolocation get, create, getAssignedAddress,
 * removeGwAddress, searchByCityName" (docs/contracts.md "Gateway
 * settings"). Reading the address is for anyone who reaches the gateway;
 * spec 1 §6, spec 2 §5: only the owner changes it (UDM_NOT_YOUR_DEVICE).
 */
export function geolocationRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  let geocoder: Geocoder | null = null;
  const places = () => (geocoder ??= new Geocoder(new Map(ctx.cloud.state.countries.map((c) => [c.alpha2Code, c.name]))));

  const ownedGateway = (user: UserRecord, sn: string | undefined): GatewayRecord => {
    const serial = readInput(SerialParam, sn, 'sn');
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    if (gateway.userId === null || gateway.userId !== user.id) throw notYourDevice(serial);
    return gateway;
  };
  const announce = async (gateway: GatewayRecord) =>
    ctx.bus.publishEvent(topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber }), GatewaySettingsEvent.address, {
      serialNumber: gateway.serialNumber,
    });

  router.get(
    '/getAssignedAddress/:sn',
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf(res).user, readInput(SerialParam, req.params.sn, 'sn'));
      const record = ctx.cloud.state.addresses.find((a) => a.id === gateway.serialNumber);
      res.json({ data: record ? addressView(record) : null });
    }),
  );

  router.post(
    '/create',
    handle(async (req, res) => {
      const body = readBody(req, GatewayAddressBody);
      const gateway = ownedGateway(callerOf(res).user, body.serial_number);
      const fields = normaliseAddress({ line1: body.address.line1, line2: body.address.line2, city: body.city, zip: body.zip, alpha2Code: body.alpha2Code });
      const problems = Object.entries(addressProblems(fields, { required: flags.ADDRESS_REQUIRED }));
      if (problems.length > 0) {
        const [field, problem] = problems[0]!;
        throw badInput(
          field === 'line1' || field === 'line2' ? 'address' : field,
          `${field === 'line1' || field === 'line2' ? `address.${field}` : field} ${PROBLEM_WORDS[problem]}`,
        );
      }
      const country = ctx.cloud.state.countries.find((c) => c.alpha2Code === fields.alpha2Code);
      if (fields.alpha2Code !== '' && !country) throw badInput('alpha2Code', 'alpha2Code must be a country of GET /crm/countries/list');
      let location = null;
      if (flags.GEOLOCATION && fields.city !== '') {
        const place = places().locate(fields.city, fields.alpha2Code);
        if (!place) throw locationInvalid(fields.city);
        location = place.location;
      }
      const record: AddressRecord = {
        id: gateway.serialNumber,
        serial_number: gateway.serialNumber,
        address: { line1: fields.line1, line2: fields.line2 },
        city: fields.city,
        zip: fields.zip,
        country: country?.name ?? '',
        alpha2Code: fields.alpha2Code,
        location,
        updatedAt: ctx.now(),
      };
      ctx.cloud.state.addresses = [...ctx.cloud.state.addresses.filter((a) => a.id !== record.id), record];
      ctx.cloud.commit();
      await announce(gateway);
      res.json({ data: addressView(record) });
    }),
  );

  router.delete(
    '/removeGwAddress/:sn',
    handle(async (req, res) => {
      const gateway = ownedGateway(callerOf(res).user, req.params.sn);
      const before = ctx.cloud.state.addresses.length;
      ctx.cloud.state.addresses = ctx.cloud.state.addresses.filter((a) => a.id !== gateway.serialNumber);
      const removed = ctx.cloud.state.addresses.length !== before;
      if (removed) {
        ctx.cloud.commit();
        await announce(gateway);
      }
      res.json({ data: { removed } });
    }),
  );

  router.get(
    '/searchByCityName',
    handle((req, res) => {
      const { name, alpha2Code } = readQuery(req, CitySearchQuery);
      res.json({ data: places().search(name, alpha2Code) });
    }),
  );

  router.post(
    '/get',
    handle((req, res) => {
      const { city, alpha2Code } = readBody(req, GeolocateBody);
      const place = places().locate(city, alpha2Code);
      if (!place) throw locationInvalid(city);
      res.json({ data: place.location });
    }),
  );

  return router;
}
