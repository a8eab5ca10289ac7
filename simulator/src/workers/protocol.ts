import * as v from 'valibot';
import { MAX_PAYLOAD_BYTES, parseUntrusted } from '@homeport/sdk';
import { SetAsideEntrySchema } from '@homeport/sdk/sim';

/**
 * The messages between the cloud and its fleet workers (docs/simulator.md
 * "Fleet workers"), JSON on two topics a worker on the external broker:
 * one each way, so each direction keeps its order (one connection, qos 0).
 * Both sides read what comes in through these schemas and drop (and log)
 * anything else: the topics are on a broker other clients may reach, which
 * the ACL in "Locking Mosquitto down" closes.
 */
export const fleetTopics = {
  /** Cloud to worker `shard`: operations, clock moves, resets, answers to its questions. */
  toWorker: (product: string, shard: number) => `__homeport_fleet/${product}/worker/${shard}`,
  /** Worker `shard` to the cloud: its questions, answers, and what its gateways send the cloud. */
  toCloud: (product: string, shard: number) => `__homeport_fleet/${product}/cloud/${shard}`,
  toCloudAll: (product: string) => `__homeport_fleet/${product}/cloud/+`,
};

const Id = v.pipe(v.number(), v.integer(), v.minValue(0));
const Serial = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const Json = v.unknown();
const Owner = v.nullable(v.object({ userId: v.string(), username: v.string() }));

/**
 * What a worker keeps of a gateway's cloud record, sent with every answer
 * and operation about it: the record (from which a generated gateway is
 * derived, seed/derivedGateway.ts) and its owner (rules' notifications).
 */
export const GatewayCard = v.object({ record: v.nullable(v.looseObject({ serialNumber: Serial })), owner: Owner });
export type GatewayCard = v.InferOutput<typeof GatewayCard>;

const Fault = v.nullable(
  v.object({
    drop: v.nullable(v.picklist(['request', 'response'])),
    error: v.nullable(v.looseObject({ code: v.number() })),
    delayMs: v.number(),
  }),
);

export const ToWorker = v.variant('t', [
  v.object({ t: v.literal('op'), id: Id, serial: Serial, card: GatewayCard, op: v.string(), args: v.optional(Json) }),
  v.object({
    t: v.literal('admitted'),
    id: Id,
    admission: v.nullable(v.object({ online: v.boolean(), mayWrite: v.boolean(), fault: Fault })),
    card: v.nullable(GatewayCard),
  }),
  v.object({ t: v.literal('clock'), now: v.number(), rate: v.number() }),
  v.object({ t: v.literal('reset') }),
  v.object({ t: v.literal('loadTimed') }),
  v.object({ t: v.literal('add'), id: Id, contents: v.looseObject({ serialNumber: Serial }) }),
  v.object({ t: v.literal('remove'), serial: Serial }),
  v.object({ t: v.literal('ping'), id: Id }),
]);
export type ToWorker = v.InferOutput<typeof ToWorker>;

const Events = v.array(v.object({ name: v.string(), data: Json }));

export const ToCloud = v.variant('t', [
  v.object({ t: v.literal('hello'), shard: v.number(), pid: v.number() }),
  v.object({ t: v.literal('admit'), id: Id, serial: Serial, owner: v.string(), request: v.nullable(v.object({ name: v.string(), sender: v.string() })) }),
  v.object({
    t: v.literal('reply'),
    id: Id,
    ok: v.boolean(),
    value: v.optional(Json),
    error: v.optional(v.object({ status: v.number(), errorCode: v.string(), message: v.string(), field: v.optional(v.string()), noGateway: v.boolean() })),
  }),
  v.object({ t: v.literal('pong'), id: Id, nextDue: v.nullable(v.number()) }),
  v.object({ t: v.literal('events'), serial: Serial, events: Events }),
  v.object({ t: v.literal('message'), topic: v.string(), message: Json }),
  v.object({ t: v.literal('userEvent'), userId: v.string(), name: v.string(), data: Json }),
  v.object({ t: v.literal('raise'), serial: Serial, code: v.number(), options: v.looseObject({ source: v.looseObject({ kind: v.string() }), id: v.optional(v.string()) }) }),
  v.object({ t: v.literal('send'), message: v.looseObject({ kind: v.string() }) }),
  v.object({ t: v.literal('log'), message: v.string() }),
  v.object({ t: v.literal('report'), serial: Serial, report: v.looseObject({}) }),
  v.object({ t: v.literal('timed'), serial: Serial, timed: v.boolean() }),
  /** A gateway file or time trigger the worker set aside (gateway/emulatorRegistry.ts): the cloud marks the record. */
  v.object({ t: v.literal('setAside'), entry: SetAsideEntrySchema }),
]);
export type ToCloud = v.InferOutput<typeof ToCloud>;

/**
 * The largest message either side reads: four times a user's largest
 * payload (sdk MAX_PAYLOAD_BYTES, sized for a 1,000-device list), room for
 * a gateway's contents in an operation or a relayed request in its
 * envelope. A bigger one is dropped unparsed, like any malformed message.
 */
export const FLEET_MESSAGE_MAX_BYTES = 4 * MAX_PAYLOAD_BYTES;

/** A message read through its schema; a string saying what is wrong otherwise. */
export function readFleetMessage<S extends typeof ToWorker | typeof ToCloud>(schema: S, payload: Buffer): v.InferOutput<S> | string {
  // The one guard for untrusted JSON (sdk parseUntrusted); deeper than a request, for the gateway contents an operation carries.
  const parsed = parseUntrusted(payload, { maxDepth: 64, maxBytes: FLEET_MESSAGE_MAX_BYTES });
  if (!parsed.ok) return parsed.message;
  const read = v.safeParse(schema, parsed.value);
  return read.success ? read.output : v.summarize(read.issues).slice(0, 300);
}
