import mqtt, { type MqttClient } from 'mqtt';
import type { GatewayEvent, GatewayRequest, RequestType } from '../model/messages';
import { topics, type GatewayChannel, type TopicScope } from '../model/topics';
import { buildConnectOptions, mqttConstants } from './connectOptions';
import { createUid } from './createUid';
import { gatewayCommands, type GatewayCommandAnswer, type GatewayCommandName, type GatewayCommandParams, type GatewayCommands } from '../wire/gatewayCommands';
import { parseWire } from '../wire/parseWire';
import { GatewayAnswerError, GatewayLinkClosedError, GatewayTimeoutError } from './errors';
import type { GatewayLinkOptions } from './gatewayLinkOptions';
import { BackoffPolicy, DEFAULT_BACKOFF } from './backoffPolicy';
import { isTerminalState, type LinkRetry, type LinkState } from './linkState';
import { createMessageRouter } from './messageRouter';
import { PendingRequests } from './pendingRequests';
import { responseOutcome } from './responseOutcome';
import { ResponseSubscriptions } from './responseSubscriptions';
import { ReconnectTimer } from './reconnectTimer';
import { connackRefusal, isAuthRefusal, RefusalLimit } from './refusalLimit';
import { setNoDelay } from './setNoDelay';
import { TypedEmitter } from './typedEmitter';
import { WatchRegistry } from './watchRegistry';

export interface GatewayRef {
  owner: string;
  serial: string;
}

export interface RequestOptions {
  type?: RequestType;
  channel?: GatewayChannel;
  timeoutMs?: number;
}

/** A typed command's options: its channel is the command map's. */
export type CommandOptions = Omit<RequestOptions, 'channel'>;

type LinkEvents = {
  event: [serial: string, event: GatewayEvent];
  userEvent: [event: GatewayEvent];
  adminEvent: [event: GatewayEvent];
  state: [state: LinkState];
};

const DEFAULT_REQUEST_TIMEOUT_MS = 15_000; // spec 1 §9

/**
 * The real-time link to the gateways a session may reach (DESIGN.md "Gateway
 * messaging contract"). It composes small parts: connect options, the
 * reconnect back-off, its timer and the refusal limit, one message router, a
 * map of pending requests, ref-counted watches and the response
 * subscriptions it keeps; this class only wires mqtt.js events to them.
 *
 * What ends it (docs/decisions.md "Reconnecting"): end(), CONNACK 4 or 5
 * ('unauthorized'), five refused CONNECTs in a row, or any loss with
 * reconnecting turned off ('closed'). An unreachable broker or a lost
 * connection never does: the link retries after reconnectPeriodMs, doubling
 * up to a cap, for as long as it lives.
 */
export class GatewayLink {
  readonly #client: MqttClient;
  readonly #options: GatewayLinkOptions;
  readonly #emitter = new TypedEmitter<LinkEvents>();
  readonly #pending = new PendingRequests();
  readonly #watches: WatchRegistry;
  readonly #responses: ResponseSubscriptions;
  readonly #refusals: RefusalLimit;
  /** null when reconnecting is off (reconnectPeriodMs 0). */
  readonly #backoff: BackoffPolicy | null;
  readonly #timer = new ReconnectTimer(() => this.#attempt());
  readonly #qos: 0 | 1 | 2;
  #state: LinkState = 'connecting';
  #retry: LinkRetry | null = null;
  /**
   * Whether a network attempt, or the connection it made, is open. Exactly one
   * 'close' ends it; a second one for the same attempt schedules nothing.
   */
  #attemptOpen = true;

  /** Starts connecting at once; see ready() and on('state'). */
  static connect(options: GatewayLinkOptions): GatewayLink {
    return new GatewayLink(options, mqtt.connect(options.url, buildConnectOptions(options)));
  }

  private constructor(options: GatewayLinkOptions, client: MqttClient) {
    this.#options = options;
    this.#client = client;
    const constants = mqttConstants(options);
    this.#refusals = new RefusalLimit(constants.maxRetries);
    this.#backoff = constants.reconnectPeriodMs > 0 ? new BackoffPolicy({ ...DEFAULT_BACKOFF, ...options.backoff, baseMs: constants.reconnectPeriodMs }) : null;
    this.#qos = constants.qos;
    this.#watches = new WatchRegistry({
      subscribe: async (list) => {
        await client.subscribeAsync(list, { qos: constants.qos });
      },
      unsubscribe: async (list) => {
        if (!isTerminalState(this.#state)) await client.unsubscribeAsync(list);
      },
    });
    this.#responses = new ResponseSubscriptions(this.#watches);
    this.#wire(client);
  }

  get state(): LinkState {
    return this.#state;
  }

  /**
   * The retry under way or waiting while the link is down ('offline',
   * 'reconnecting' after a failure); null otherwise. Read it on each 'state'
   * event: every new retry changes the state.
   */
  get retry(): LinkRetry | null {
    return this.#retry;
  }

  /**
   * Runs the waiting retry now instead of at the end of its back-off, e.g.
   * when the page learns the network is back (the sdk has no DOM: the portal
   * calls this from its `online` and `visibilitychange` listeners and its
   * "Try now" button). Does nothing unless the link is 'offline': an attempt
   * already under way is not doubled. A failed early try moves on to the next
   * back-off step. Returns whether an attempt started.
   */
  reconnectNow(): boolean {
    if (this.#state !== 'offline') return false;
    return this.#timer.fireNow();
  }

  /** Requests still waiting for a response (0 after every settle). */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** Resolves when connected; rejects if the link ends first (unauthorized, closed). */
  ready(): Promise<void> {
    if (this.#state === 'connected') return Promise.resolve();
    if (isTerminalState(this.#state)) return Promise.reject(new GatewayLinkClosedError(this.#state));
    return new Promise<void>((resolve, reject) => {
      const off = this.on('state', (state) => {
        if (state === 'connected') {
          off();
          resolve();
        } else if (isTerminalState(state)) {
          off();
          reject(new GatewayLinkClosedError(state));
        }
      });
    });
  }

  /**
   * Subscribes to one gateway's events; returns unwatch. Reference-counted:
   * two watchers share one subscription, and the last unwatch unsubscribes.
   * Its response topics are subscribed at the same time, so that the first
   * request does not wait for them, and kept like those of any gateway
   * asked (see request()).
   */
  watchGateway(gateway: GatewayRef): () => void {
    const scope = this.#scope(gateway);
    this.#responses.keep(gatewayKey(scope), () => responseTopics(scope));
    return this.#watches.acquire(`evt:${gatewayKey(scope)}`, [topics.events(scope)]).release;
  }

  /** Gateways whose response topics the link keeps subscribed: every gateway asked or watched. */
  get respondingGatewayCount(): number {
    return this.#responses.size;
  }

  /**
   * Subscribes to the session user's own event topic (session, account and
   * gateway-list events, spec 1 §4.1, §4.2); events arrive as 'userEvent'.
   */
  watchUser(): () => void {
    const { product, userId } = this.#options;
    return this.#watches.acquire(`usr/${userId}`, [topics.userEvents(product, userId)]).release;
  }

  /** Admins' fleet events (spec 1 §4.4: admins use a different topic set); they arrive as 'adminEvent'. */
  watchAdmin(): () => void {
    return this.#watches.acquire('admin', [topics.adminEvents(this.#options.product)]).release;
  }

  /**
   * Publishes a request and awaits the response with the same uid. Rejects
   * with GatewayTimeoutError after 15 s (or options.timeoutMs),
   * PrivilegedModeError for code -1 "Privileged mode is active",
   * GatewayRequestError for any other nonzero code, GatewayLinkClosedError
   * when the link ends first. The gateway need not be watched: the first
   * request to a gateway subscribes to its response topics and the link keeps
   * them until it ends (docs/sdk-api.md "Requests"). A refused subscription
   * fails the request and is tried again by the next one; a timeout renews it.
   */
  request<D = unknown>(gateway: GatewayRef, name: string, params: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<D> {
    const uid = createUid();
    const timeoutMs = options.timeoutMs ?? this.#options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    // Registered synchronously, so pendingCount counts it as soon as request() returns.
    const scope = this.#scope(gateway);
    const key = gatewayKey(scope);
    const answer = this.#pending.add<D>(uid, timeoutMs, () => {
      // The broker may have dropped the response subscription (an access change): the next request must not wait for nothing.
      this.#responses.renew(key);
      return new GatewayTimeoutError(name, timeoutMs);
    });
    if (isTerminalState(this.#state)) {
      this.#pending.reject(uid, new GatewayLinkClosedError(this.#state));
      return answer;
    }
    const message: GatewayRequest = {
      uid,
      sender: this.#options.sender ?? this.#options.userId,
      name,
      params,
      type: options.type ?? 'command',
    };
    const topic = topics.request(scope, options.channel ?? 'ohm');
    // Publish only once the response topic is subscribed, or a fast gateway
    // could answer before the broker routes res to us.
    if (this.#responses.isConfirmed(key)) this.#publish(uid, topic, message);
    else
      this.#responses
        .ready(key, () => responseTopics(scope))
        .then(
          () => this.#publish(uid, topic, message),
          (error: unknown) => this.#pending.reject(uid, toError(error)),
        );
    return answer;
  }

  /**
   * One command of the command map (wire/gatewayCommands.ts), typed by its
   * name: the params are checked at compile time, the request goes on the
   * command's channel, and the answer is read with its answer schema. A
   * malformed answer rejects with GatewayAnswerError naming the field; every
   * other failure is request()'s.
   */
  command<N extends GatewayCommandName>(gateway: GatewayRef, name: N, params: GatewayCommandParams<N>, options: CommandOptions = {}): Promise<GatewayCommandAnswer<N>> {
    const spec = gatewayCommands[name];
    return this.request(gateway, name, params, { ...options, channel: spec.channel }).then((data) => readAnswer(name, spec.answer, data));
  }

  on(type: 'event', listener: (serial: string, event: GatewayEvent) => void): () => void;
  on(type: 'userEvent' | 'adminEvent', listener: (event: GatewayEvent) => void): () => void;
  on(type: 'state', listener: (state: LinkState) => void): () => void;
  on(type: keyof LinkEvents, listener: (...args: never[]) => void): () => void {
    // The overloads above are the typed surface; this body only forwards.
    return this.#emitter.on(type, listener as unknown as (...args: LinkEvents[typeof type]) => void);
  }

  /** Ends the link: rejects every pending request, clears timers, disconnects. */
  async end(): Promise<void> {
    if (!isTerminalState(this.#state)) this.#terminate('closed');
    await new Promise<void>((resolve) => this.#client.end(false, {}, () => resolve()));
  }

  #scope(gateway: GatewayRef): TopicScope {
    return { product: this.#options.product, owner: gateway.owner, serial: gateway.serial };
  }

  #publish(uid: string, topic: string, message: GatewayRequest): void {
    // Ended while the request waited for its SUBACK: end() has rejected it already.
    if (isTerminalState(this.#state)) return;
    this.#client.publish(topic, JSON.stringify(message), { qos: this.#qos }, (error) => {
      if (error) this.#pending.reject(uid, toError(error));
    });
  }

  #wire(client: MqttClient): void {
    client.on(
      'message',
      createMessageRouter({
        response: (_serial, response) => {
          const outcome = responseOutcome(response);
          if (outcome.ok) this.#pending.resolve(response.uid, outcome.data);
          else this.#pending.reject(response.uid, outcome.error);
        },
        event: (serial, event) => this.#emitter.emit('event', serial, event),
        userEvent: (userId, event) => {
          if (userId === this.#options.userId) this.#emitter.emit('userEvent', event);
        },
        adminEvent: (event) => this.#emitter.emit('adminEvent', event),
      }),
    );
    client.on('connect', () => {
      if (isTerminalState(this.#state)) return;
      // Before the first SUBSCRIBE or request is written on this connection's socket.
      setNoDelay(client.stream);
      this.#refusals.connected();
      this.#backoff?.reset();
      this.#retry = null;
      // Before 'connected' is told, so a request sent from a state listener awaits the new SUBSCRIBEs.
      this.#watches.online();
      this.#responses.online();
      this.#setState('connected');
    });
    client.on('close', () => this.#onClose());
    client.on('error', (error) => this.#onError(error));
  }

  #onError(error: unknown): void {
    if (isTerminalState(this.#state)) return;
    // spec 1 §4.4: not authorized or bad credentials → destroy credentials and end.
    if (isAuthRefusal(error)) return this.#terminate('unauthorized');
    // spec 1 §4.4 "Repeated errors (5 retries) end the client": refused CONNECTs only (RefusalLimit).
    if (connackRefusal(error) !== null && this.#refusals.refused() === 'give-up') return this.#terminate('closed');
    // Everything else (refused socket, time-outs, keepalive) is followed by 'close', which schedules the retry.
  }

  #onClose(): void {
    if (isTerminalState(this.#state) || !this.#attemptOpen) return;
    this.#attemptOpen = false;
    this.#watches.offline();
    if (!this.#backoff) return this.#terminate('closed');
    const { attempt, delayMs } = this.#backoff.next();
    this.#timer.schedule(delayMs);
    this.#retry = { attempt, nextAttemptAt: this.#timer.dueAt };
    this.#setState('offline');
  }

  /** The ReconnectTimer's callback: one more network attempt. */
  #attempt(): void {
    if (isTerminalState(this.#state)) return;
    this.#attemptOpen = true;
    this.#retry = { attempt: this.#backoff?.attempt ?? 0, nextAttemptAt: null };
    this.#setState('reconnecting');
    // A state listener may have ended the link.
    if (isTerminalState(this.#state)) return;
    // mqtt.js's own reconnect path: a new stream and CONNECT on the same client and handlers.
    this.#client.reconnect();
  }

  #terminate(state: 'closed' | 'unauthorized'): void {
    this.#timer.cancel();
    this.#retry = null;
    this.#setState(state);
    this.#pending.rejectAll(new GatewayLinkClosedError(state));
    this.#watches.clear();
    this.#responses.clear();
    // Forced: no DISCONNECT handshake to wait for on a refused or dead connection.
    if (state === 'unauthorized' || this.#client.connected === false) this.#client.end(true);
  }

  #setState(state: LinkState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#emitter.emit('state', state);
  }
}

const gatewayKey = (scope: TopicScope): string => `${scope.owner}/${scope.serial}`;

const responseTopics = (scope: TopicScope): string[] => [topics.response(scope, 'ohm'), topics.response(scope, 'osm')];

function readAnswer<N extends GatewayCommandName>(name: N, schema: GatewayCommands[N]['answer'], data: unknown): GatewayCommandAnswer<N> {
  const read = parseWire(schema, data, 'data');
  if (!read.ok) throw new GatewayAnswerError(name, read.field, read.message);
  return read.value as GatewayCommandAnswer<N>;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
