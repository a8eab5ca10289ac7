var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// simulator/src/seed/ids.ts
function userIdOf(n) {
  return `64a0${n.toString(16).padStart(20, "0")}`;
}
function serialOf(n) {
  return `HP${(1e9 + n).toString()}`;
}
var SEED_EPOCH, DAY_MS;
var init_ids = __esm({
  "simulator/src/seed/ids.ts"() {
    "use strict";
    SEED_EPOCH = Date.UTC(2026, 0, 1);
    DAY_MS = 864e5;
  }
});

// simulator/src/seed/accounts.ts
var DEMO_ONLINE_SERIAL, DEMO_OFFLINE_SERIAL, OTHER_SERIALS, NAMED_GATEWAY_COUNT, demoAccount, adminAccount, otherAccount, familyAccount, termsAccount, viewerAccount, FIRST_CUSTOMER_NUMBER;
var init_accounts = __esm({
  "simulator/src/seed/accounts.ts"() {
    "use strict";
    init_ids();
    DEMO_ONLINE_SERIAL = serialOf(1);
    DEMO_OFFLINE_SERIAL = serialOf(2);
    OTHER_SERIALS = [serialOf(3), serialOf(4), serialOf(5)];
    NAMED_GATEWAY_COUNT = 5;
    demoAccount = {
      userId: userIdOf(1),
      username: "demo@homeport.test",
      password: "Demo-Pass-2026!",
      firstName: "Dana",
      lastName: "Demo",
      groups: ["users"],
      owns: [DEMO_ONLINE_SERIAL, DEMO_OFFLINE_SERIAL],
      phone: "+919876500001"
    };
    adminAccount = {
      userId: userIdOf(2),
      username: "admin@homeport.test",
      password: "Admin-Pass-2026!",
      firstName: "Arun",
      lastName: "Admin",
      // spec 1 §6: groups[0] is the role, groups[1] the subrole with write access.
      groups: ["admin", "admin-support"],
      owns: []
    };
    otherAccount = {
      userId: userIdOf(3),
      username: "other@homeport.test",
      password: "Other-Pass-2026!",
      firstName: "Omar",
      lastName: "Other",
      groups: ["users"],
      owns: OTHER_SERIALS,
      phone: "+919876500003"
    };
    familyAccount = {
      userId: userIdOf(4),
      username: "family@homeport.test",
      password: "Family-Pass-2026!",
      firstName: "Farah",
      lastName: "Family",
      groups: ["users"],
      owns: [],
      linkedTo: { master: demoAccount.userId, isSupport: false },
      phone: "+919876500004"
    };
    termsAccount = {
      userId: userIdOf(5),
      username: "terms@homeport.test",
      password: "Terms-Pass-2026!",
      firstName: "Tara",
      lastName: "Terms",
      groups: ["users"],
      owns: [],
      phone: "+919876500005",
      accepted: false
    };
    viewerAccount = {
      userId: userIdOf(6),
      username: "viewer@homeport.test",
      password: "Viewer-Pass-2026!",
      firstName: "Vera",
      lastName: "Viewer",
      groups: ["admin"],
      owns: []
    };
    FIRST_CUSTOMER_NUMBER = 100;
  }
});

// simulator/src/broker/externalBroker.ts
function parseExternalBroker(text3) {
  let url;
  try {
    url = new URL(text3);
  } catch {
    throw new Error(`--broker must be a URL like mqtt://host:1883 or mqtt://user:pass@host:1883, not "${redact(text3)}"`);
  }
  if (url.protocol !== "mqtt:" && url.protocol !== "mqtts:") throw new Error(`--broker must use mqtt:// or mqtts://, not ${url.protocol}//`);
  if (url.hostname === "") throw new Error("--broker needs a host");
  if (url.pathname !== "" && url.pathname !== "/" || url.search !== "" || url.hash !== "") throw new Error("--broker takes no path, query or fragment");
  const port = url.port === "" ? url.protocol === "mqtt:" ? 1883 : 8883 : Number(url.port);
  const base = `${url.protocol}//${url.hostname}:${port}`;
  const username = url.username === "" ? void 0 : decodeURIComponent(url.username);
  const password = url.password === "" ? void 0 : decodeURIComponent(url.password);
  if (password !== void 0 && username === void 0) throw new Error("--broker has a password without a user");
  const display = username === void 0 ? base : `${url.protocol}//${encodeURIComponent(username)}${password === void 0 ? "" : ":***"}@${url.hostname}:${port}`;
  return { url: base, username, password, display };
}
function redact(text3) {
  return text3.replace(/\/\/([^/@:]*):[^/@]*@/, "//$1:***@");
}
var init_externalBroker = __esm({
  "simulator/src/broker/externalBroker.ts"() {
    "use strict";
  }
});

// simulator/src/auth/digest.ts
import { createHash, randomBytes } from "node:crypto";
function sha256Hex(text3) {
  return createHash("sha256").update(text3).digest("hex");
}
function randomToken(bytes = 24) {
  return randomBytes(bytes).toString("base64url");
}
var init_digest = __esm({
  "simulator/src/auth/digest.ts"() {
    "use strict";
  }
});

// simulator/src/http/controlToken.ts
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
function controlTokenProblem(token) {
  return TOKEN.test(token) ? null : "the control token must be 16 to 512 characters of A-Z a-z 0-9 . _ ~ + / - (optionally ending in =)";
}
function readToken(file) {
  try {
    const token = readFileSync(file, "utf8").trim();
    return controlTokenProblem(token) === null ? token : null;
  } catch {
    return null;
  }
}
function resolveControlToken(file, given) {
  if (given !== void 0) {
    const problem = controlTokenProblem(given);
    if (problem) throw new Error(problem);
    return given;
  }
  const kept = readToken(file);
  if (kept) {
    chmodSync(file, 384);
    return kept;
  }
  const token = randomToken(24);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}
`, { mode: 384 });
  chmodSync(file, 384);
  return token;
}
var TOKEN;
var init_controlToken = __esm({
  "simulator/src/http/controlToken.ts"() {
    "use strict";
    init_digest();
    TOKEN = /^[A-Za-z0-9._~+/-]{16,512}=*$/;
  }
});

// simulator/src/options.ts
var DEFAULTS;
var init_options = __esm({
  "simulator/src/options.ts"() {
    "use strict";
    DEFAULTS = { port: 8080, mqttPort: 1883, host: "127.0.0.1", seed: 1, gateways: 50 };
  }
});

// simulator/src/broker/rateLimit.ts
function clientLimitOf(options2, names = { rate: "clientRate", burst: "clientBurst" }) {
  const { clientRate, clientBurst } = options2;
  if (clientBurst !== void 0 && (!Number.isInteger(clientBurst) || clientBurst < 1 || clientBurst > MAX)) {
    throw new RangeError(`${names.burst} must be an integer from 1 to ${MAX} (publishes at once), not ${shown(clientBurst)}`);
  }
  if (clientRate === "off") return null;
  if (clientRate !== void 0 && (typeof clientRate !== "number" || !Number.isFinite(clientRate) || clientRate <= 0 || clientRate > MAX)) {
    throw new RangeError(`${names.rate} must be a number above 0 and at most ${MAX} (publishes a second), or "off", not ${shown(clientRate)}`);
  }
  return { rate: clientRate ?? DEFAULT_CLIENT_LIMIT.rate, burst: clientBurst ?? DEFAULT_CLIENT_LIMIT.burst };
}
var DEFAULT_CLIENT_LIMIT, MAX, shown, PublishLimiter;
var init_rateLimit = __esm({
  "simulator/src/broker/rateLimit.ts"() {
    "use strict";
    DEFAULT_CLIENT_LIMIT = { rate: 100, burst: 200 };
    MAX = 1e6;
    shown = (value) => typeof value === "string" ? JSON.stringify(value) : String(value);
    PublishLimiter = class {
      constructor(limit, log2, now = () => performance.now()) {
        this.limit = limit;
        this.log = log2;
        this.now = now;
      }
      limit;
      log;
      now;
      buckets = /* @__PURE__ */ new Map();
      bucketOf = /* @__PURE__ */ new WeakMap();
      waiting = /* @__PURE__ */ new Set();
      /**
       * Runs `go` now if the user has a token and nothing held before it, else
       * once a token is free, after everything the user's connections hold
       * before it. `userId` is the connection's user, null when it has none (its
       * own bucket then). A client that has closed is not limited (its will,
       * published at close) and its held publishes are dropped, as if still in
       * its socket.
       */
      hold(client, userId, go) {
        if (client.closed) {
          go();
          return;
        }
        const bucket = this.bucketFor(client, userId);
        this.refill(bucket);
        if (bucket.head === bucket.held.length && bucket.tokens >= 1) {
          bucket.tokens -= 1;
          go();
          return;
        }
        bucket.held.push({ client, go });
        if (!bucket.warned) {
          bucket.warned = true;
          const { rate, burst } = this.limit;
          const who = userId === null ? "unidentified" : `user ${userId}`;
          this.log(
            `mqtt: client ${client.id} (${who}) publishes faster than ${rate}/s (burst ${burst}): its publishes are held to that rate, shared by the user's connections (logged once while the user stays connected)`
          );
        }
        this.schedule(bucket);
      }
      /** A client gone: its held publishes go with it; the user's bucket stays while another connection has it. */
      forget(client) {
        const bucket = this.bucketOf.get(client);
        if (!bucket) return;
        this.bucketOf.delete(client);
        bucket.clients.delete(client);
        const rest = bucket.held.slice(bucket.head).filter((entry) => entry.client !== client);
        bucket.held = rest;
        bucket.head = 0;
        if (rest.length === 0) {
          if (bucket.timer) clearTimeout(bucket.timer);
          bucket.timer = null;
          this.waiting.delete(bucket);
        }
        if (bucket.clients.size > 0) return;
        bucket.warned = false;
        this.refill(bucket);
        const fullInMs = Math.ceil((this.limit.burst - bucket.tokens) * 1e3 / this.limit.rate);
        bucket.dropTimer = setTimeout(() => {
          if (bucket.clients.size === 0 && this.buckets.get(bucket.key) === bucket) this.buckets.delete(bucket.key);
        }, fullInMs);
        bucket.dropTimer.unref();
      }
      /** The broker closed: no timer outlives it. */
      close() {
        for (const bucket of this.buckets.values()) {
          if (bucket.timer) clearTimeout(bucket.timer);
          if (bucket.dropTimer) clearTimeout(bucket.dropTimer);
        }
        this.buckets.clear();
        this.waiting.clear();
      }
      bucketFor(client, userId) {
        const known3 = this.bucketOf.get(client);
        if (known3) return known3;
        const key3 = userId === null ? `client:${client.id}` : `user:${userId}`;
        let bucket = this.buckets.get(key3);
        if (!bucket) {
          bucket = { key: key3, tokens: this.limit.burst, at: this.now(), held: [], head: 0, timer: null, clients: /* @__PURE__ */ new Set(), dropTimer: null, warned: false };
          this.buckets.set(key3, bucket);
        }
        if (bucket.dropTimer) clearTimeout(bucket.dropTimer);
        bucket.dropTimer = null;
        bucket.clients.add(client);
        this.bucketOf.set(client, bucket);
        return bucket;
      }
      refill(bucket) {
        const now = this.now();
        bucket.tokens = Math.min(this.limit.burst, bucket.tokens + (now - bucket.at) * this.limit.rate / 1e3);
        bucket.at = now;
      }
      schedule(bucket) {
        if (bucket.timer) return;
        const waitMs = Math.max(1, Math.ceil((1 - bucket.tokens) * 1e3 / this.limit.rate));
        this.waiting.add(bucket);
        bucket.timer = setTimeout(() => this.release(bucket), waitMs);
      }
      release(bucket) {
        bucket.timer = null;
        this.waiting.delete(bucket);
        this.refill(bucket);
        while (bucket.head < bucket.held.length && bucket.tokens >= 1) {
          const entry = bucket.held[bucket.head];
          bucket.head += 1;
          if (entry.client.closed) continue;
          bucket.tokens -= 1;
          entry.go();
        }
        if (bucket.head === bucket.held.length) {
          bucket.held = [];
          bucket.head = 0;
          return;
        }
        this.schedule(bucket);
      }
    };
  }
});

// simulator/src/store/cloudIndex.ts
function bumpCloudGeneration() {
  generation += 1;
}
function cached(cache, array2, make) {
  let index = cache.get(array2);
  if (!index) {
    index = make(array2);
    cache.set(array2, index);
  }
  return index;
}
function gatewayBySerial(state, serial) {
  return cached(gatewaysBySerialCache, state.gateways, (a) => new KeyIndex(a, (g) => g.serialNumber)).get(serial);
}
function hasGateway(state, serial) {
  return gatewayBySerial(state, serial) !== void 0;
}
function gatewaysOwnedBy(state, userId) {
  return cached(gatewaysByOwnerCache, state.gateways, (a) => new GroupIndex(a, (g) => g.userId)).get(userId);
}
function gatewaysSortedBySerial(state) {
  return cached(gatewaysSortedCache, state.gateways, (a) => new SortedIndex(a, (x, y) => x.serialNumber.localeCompare(y.serialNumber))).get();
}
function userByIdIndexed(state, id) {
  return cached(usersByIdCache, state.users, (a) => new KeyIndex(a, (u) => u.id)).get(id);
}
function userByUsernameIndexed(state, username) {
  return cached(usersByNameCache, state.users, (a) => new KeyIndex(a, (u) => u.username.toLowerCase())).get(username.toLowerCase());
}
function sessionByRef(state, ref) {
  return cached(sessionsByIdCache, state.sessions, (a) => new KeyIndex(a, (s) => s.id)).get(ref);
}
function searchGatewaysIndexed(list, users, needle) {
  return searchIndex.search(list, users, needle);
}
var generation, KeyIndex, GroupIndex, SortedIndex, gatewaysBySerialCache, gatewaysByOwnerCache, gatewaysSortedCache, usersByIdCache, usersByNameCache, sessionsByIdCache, SearchIndex, searchIndex;
var init_cloudIndex = __esm({
  "simulator/src/store/cloudIndex.ts"() {
    "use strict";
    generation = 0;
    KeyIndex = class {
      constructor(array2, keyOf2) {
        this.array = array2;
        this.keyOf = keyOf2;
      }
      array;
      keyOf;
      length = -1;
      builtAt = -1;
      map = /* @__PURE__ */ new Map();
      fresh() {
        return this.length === this.array.length && this.builtAt === generation;
      }
      build() {
        this.map.clear();
        this.array.forEach((record, position) => {
          const key3 = this.keyOf(record);
          if (!this.map.has(key3)) this.map.set(key3, { record, position });
        });
        this.length = this.array.length;
        this.builtAt = generation;
      }
      get(key3) {
        const hit = this.map.get(key3);
        if (hit && this.array[hit.position] === hit.record && this.keyOf(hit.record) === key3) return hit.record;
        if (!hit && this.fresh()) return void 0;
        this.build();
        return this.map.get(key3)?.record;
      }
    };
    GroupIndex = class {
      constructor(array2, keyOf2) {
        this.array = array2;
        this.keyOf = keyOf2;
      }
      array;
      keyOf;
      length = -1;
      builtAt = -1;
      map = /* @__PURE__ */ new Map();
      get(key3) {
        if (this.length !== this.array.length || this.builtAt !== generation) {
          this.map.clear();
          for (const record of this.array) {
            const k = this.keyOf(record);
            if (k === null) continue;
            const list = this.map.get(k);
            if (list) list.push(record);
            else this.map.set(k, [record]);
          }
          this.length = this.array.length;
          this.builtAt = generation;
        }
        return (this.map.get(key3) ?? []).filter((record) => this.keyOf(record) === key3);
      }
    };
    SortedIndex = class {
      constructor(array2, compare) {
        this.array = array2;
        this.compare = compare;
      }
      array;
      compare;
      length = -1;
      builtAt = -1;
      sorted = [];
      get() {
        if (this.length !== this.array.length || this.builtAt !== generation) {
          this.sorted = [...this.array].sort(this.compare);
          this.length = this.array.length;
          this.builtAt = generation;
        }
        return this.sorted;
      }
    };
    gatewaysBySerialCache = /* @__PURE__ */ new WeakMap();
    gatewaysByOwnerCache = /* @__PURE__ */ new WeakMap();
    gatewaysSortedCache = /* @__PURE__ */ new WeakMap();
    usersByIdCache = /* @__PURE__ */ new WeakMap();
    usersByNameCache = /* @__PURE__ */ new WeakMap();
    sessionsByIdCache = /* @__PURE__ */ new WeakMap();
    SearchIndex = class {
      builtAt = -1;
      fields = /* @__PURE__ */ new WeakMap();
      /** The last answer for each list searched (the admin list and its count search different lists). */
      last = /* @__PURE__ */ new WeakMap();
      search(list, users, needle) {
        if (this.builtAt !== generation) {
          this.fields = /* @__PURE__ */ new WeakMap();
          this.last = /* @__PURE__ */ new WeakMap();
          this.builtAt = generation;
        }
        const last = this.last.get(list);
        const usable = last?.length === list.length ? last : void 0;
        if (usable?.needle === needle) return usable.found;
        const from = usable && needle.includes(usable.needle) ? usable.found : list;
        const found = from.filter((gateway) => this.fieldsOf(gateway, users).some((field) => field.includes(needle)));
        this.last.set(list, { needle, length: list.length, found });
        return found;
      }
      fieldsOf(gateway, users) {
        let fields = this.fields.get(gateway);
        if (!fields) {
          const username = gateway.userId === null ? "" : userByIdIndexed({ users }, gateway.userId)?.username ?? "";
          fields = [gateway.serialNumber.toLowerCase(), gateway.name.toLowerCase(), username.toLowerCase()];
          this.fields.set(gateway, fields);
        }
        return fields;
      }
    };
    searchIndex = new SearchIndex();
  }
});

// simulator/src/rest/views.ts
function gatewayView(record) {
  const { id: _id, restart: _restart, wifiSettleAt: _wifiSettleAt, ...gateway } = record;
  return gateway;
}
function userView(record) {
  const { id, _id, username, firstName, lastName, contacts, groups, preferredLanguage, devices, parentsIds } = record;
  const { onBoardingType, receiveAnnouncementsBy, isProfileMarkedForDeletion, addresses } = record;
  return {
    id,
    _id,
    username,
    firstName,
    lastName,
    contacts,
    groups,
    preferredLanguage,
    devices,
    parentsIds,
    // User settings (docs/contracts.md "User settings"): absent ones are their defaults.
    onBoardingType: onBoardingType ?? "email",
    receiveAnnouncementsBy: receiveAnnouncementsBy ?? [],
    isProfileMarkedForDeletion: isProfileMarkedForDeletion ?? false,
    addresses: addresses ?? []
  };
}
function countryView(record) {
  const { id: _id, ...country } = record;
  return country;
}
function adminRowView(record, users) {
  const owner = record.userId === null ? void 0 : userByIdIndexed({ users }, record.userId);
  return { ...gatewayView(record), ownerUsername: owner?.username ?? null };
}
var init_views = __esm({
  "simulator/src/rest/views.ts"() {
    "use strict";
    init_cloudIndex();
  }
});

// simulator/src/cloud/userNotices.ts
import { AccountEvent, LOGGED_OUT_BY_OTHER_USER, topics } from "@homeport/sdk";
async function notifyUser(ctx, notice) {
  await ctx.bus.publishEvent(topics.userEvents(ctx.product, notice.userId), notice.name, notice.data);
}
async function endSessions(ctx, sessions, reason, notices = [], write = "cloud") {
  ctx.sessions.revokeMany(sessions, reason, write === "sessions");
  if (write === "cloud") ctx.cloud.commit();
  for (const notice of notices) await notifyUser(ctx, notice);
  const disconnect = () => {
    for (const session of sessions) ctx.clients.disconnectSession(session.id);
  };
  if (notices.length === 0) {
    disconnect();
    return;
  }
  setTimeout(disconnect, DISCONNECT_GRACE_MS).unref();
}
function loggedOutByOther(sessions) {
  return sessions.map((s) => ({ userId: s.userId, name: UserEvent.logout, data: { userId: s.userId, sessionRef: s.id, reason: LOGGED_OUT_BY_OTHER_USER } }));
}
function expiredNotices(sessions) {
  return sessions.map((s) => ({ userId: s.userId, name: UserEvent.expired, data: { userId: s.userId, sessionRef: s.id } }));
}
var DISCONNECT_GRACE_MS, UserEvent;
var init_userNotices = __esm({
  "simulator/src/cloud/userNotices.ts"() {
    "use strict";
    DISCONNECT_GRACE_MS = 250;
    UserEvent = AccountEvent;
  }
});

// simulator/src/cloud/exportTasks.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { AdminExportTaskEvent, ExportTaskEvent, topics as topics2, UserAccessErrorCode } from "@homeport/sdk";
function exportView(record) {
  const started = record.status !== "pending" && record.startedAt !== null;
  return {
    _id: record.id,
    userId: record.userId,
    taskState: {
      status: record.status,
      startedAt: started ? record.startedAt : null,
      completedAt: record.status === "completed" ? record.completedAt : null,
      canceledAt: record.status === "canceled" ? record.canceledAt : null,
      failedAt: record.status === "failed" ? record.failedAt : null
    },
    requestedAt: record.createdAt,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
    failure: record.failure,
    fileName: record.fileName,
    size: record.content === null ? null : Buffer.byteLength(record.content)
  };
}
function adminExportView(ctx, record) {
  const user = userByIdIndexed(ctx.cloud.state, record.userId);
  return {
    ...exportView(record),
    userProfile: user ? { _id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName } : null
  };
}
function newExportRecord(ctx, userId) {
  const now = ctx.now();
  return {
    id: `exp-${randomBytes2(6).toString("hex")}`,
    userId,
    status: "pending",
    createdAt: now,
    startedAt: now + EXPORT_QUEUE_MS,
    completedAt: now + EXPORT_DELAY_MS,
    canceledAt: null,
    failedAt: null,
    failure: null,
    run: 1,
    fileName: null,
    content: null
  };
}
function personalData(ctx, userId) {
  const state = ctx.cloud.state;
  const user = userByIdIndexed(state, userId);
  if (!user) return { userId };
  return {
    exportedAt: new Date(ctx.now()).toISOString(),
    profile: { ...userView(user), gender: user.gender ?? null, createdAt: user.createdAt },
    gateways: state.gateways.filter((g) => user.devices.includes(g.serialNumber)).map((g) => ({ serialNumber: g.serialNumber, name: g.name, owner: g.userId === user.id })),
    linkedAccounts: state.linkedAccounts.filter((l) => l.masterAccountId === user.id || l.secondaryAccountId === user.id).map(({ id, masterAccountId, secondaryAccountId, isSupport, verified }) => ({
      id,
      masterAccountId,
      secondaryAccountId: verified || secondaryAccountId === user.id ? secondaryAccountId : "",
      isSupport,
      verified
    })),
    sessions: state.sessions.filter((s) => s.userId === user.id).map((s) => ({ createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, revokedAt: s.revokedAt, clientType: s.clientType ?? "api", deviceModel: s.deviceModel ?? null })),
    connectedClients: state.oauthGrants.filter((g) => g.userId === user.id).map((g) => ({ clientId: g.clientId, serial_number: g.serialNumber, scope: g.scope, createdAt: g.createdAt })),
    messages: state.outbox.filter((m) => m.userId === user.id).map((m) => ({ at: m.at, channel: m.channel, to: m.to, subject: m.subject }))
  };
}
async function announceExport(ctx, record, userEvent) {
  if (userEvent !== null) await notifyUser(ctx, { userId: record.userId, name: userEvent, data: exportView(record) });
  await ctx.bus.publishEvent(topics2.adminEvents(ctx.product), AdminExportTaskEvent.updated, adminExportView(ctx, record));
}
function fail(ctx, record, failure2) {
  record.status = "failed";
  record.failedAt = ctx.now();
  record.failure = failure2;
  record.completedAt = null;
  record.fileName = null;
  record.content = null;
  ctx.cloud.commit();
  announceLater(ctx, record, ExportTaskEvent.failed);
}
function armExport(ctx, record) {
  const run = record.run;
  const current2 = (status) => {
    const found = ctx.cloud.state.exportTasks.find((t) => t.id === record.id);
    return found && found.run === run && found.status === status ? found : null;
  };
  const userExists = (task) => ctx.cloud.state.users.some((u) => u.id === task.userId);
  if (record.status === "pending" && record.startedAt !== null) {
    ctx.clock.setTimeoutAt(() => {
      const task = current2("pending");
      if (!task) return;
      if (!userExists(task)) return fail(ctx, task, UserAccessErrorCode.exportUserGone);
      task.status = "in_progress";
      task.startedAt = ctx.now();
      task.completedAt = task.startedAt + EXPORT_BUILD_MS;
      ctx.cloud.commit();
      announceLater(ctx, task, ExportTaskEvent.started);
      armExport(ctx, task);
    }, record.startedAt);
    return;
  }
  if (record.status === "in_progress" && record.completedAt !== null) {
    ctx.clock.setTimeoutAt(() => {
      const task = current2("in_progress");
      if (!task) return;
      if (!userExists(task)) return fail(ctx, task, UserAccessErrorCode.exportUserGone);
      let content;
      try {
        content = `${JSON.stringify(personalData(ctx, task.userId), null, 2)}
`;
      } catch (error) {
        ctx.log(`privacy: export ${task.id} not built: ${String(error)}`);
        return fail(ctx, task, UserAccessErrorCode.exportBuildFailed);
      }
      task.status = "completed";
      task.completedAt = ctx.now();
      task.fileName = `personal-data-${task.userId}-${task.id}.json`;
      task.content = content;
      ctx.cloud.commit();
      announceLater(ctx, task, ExportTaskEvent.completed);
    }, record.completedAt);
  }
}
function runExportNow(ctx, record) {
  const now = ctx.now();
  record.status = "in_progress";
  record.run += 1;
  record.startedAt = now;
  record.completedAt = now + EXPORT_BUILD_MS;
  record.canceledAt = null;
  record.failedAt = null;
  record.failure = null;
  record.fileName = null;
  record.content = null;
  ctx.cloud.commit();
  armExport(ctx, record);
}
function cancelExport(ctx, record) {
  if (record.status === "pending") record.startedAt = null;
  record.status = "canceled";
  record.canceledAt = ctx.now();
  record.completedAt = null;
  ctx.cloud.commit();
}
function resumeExports(ctx) {
  const live = ctx.cloud.state.exportTasks.filter((t) => t.status === "pending" || t.status === "in_progress");
  for (const record of live) armExport(ctx, record);
  return live.length;
}
function upgradeExportTasks(state) {
  let changed = false;
  for (const task of state.exportTasks) {
    const old = task;
    if (typeof old.run === "number") continue;
    changed = true;
    if (old.status === "stopped") {
      task.status = "canceled";
      task.canceledAt = task.createdAt;
    } else task.canceledAt = null;
    task.startedAt = task.completedAt === null ? null : task.completedAt - EXPORT_BUILD_MS;
    task.failedAt = null;
    task.failure = null;
    task.run = 1;
  }
  return changed;
}
var EXPORT_QUEUE_MS, EXPORT_BUILD_MS, EXPORT_DELAY_MS, announceLater;
var init_exportTasks = __esm({
  "simulator/src/cloud/exportTasks.ts"() {
    "use strict";
    init_views();
    init_userNotices();
    init_cloudIndex();
    EXPORT_QUEUE_MS = 1e4;
    EXPORT_BUILD_MS = 2e4;
    EXPORT_DELAY_MS = EXPORT_QUEUE_MS + EXPORT_BUILD_MS;
    announceLater = (ctx, record, userEvent) => void announceExport(ctx, record, userEvent).catch((error) => ctx.log(`privacy: ${userEvent ?? AdminExportTaskEvent.updated} not published: ${String(error)}`));
  }
});

// simulator/src/cloud/fleetFlags.ts
import { defaultCustomerConfig } from "@homeport/sdk";
function fleetFlags(ctx) {
  let flags5 = flagsByCtx.get(ctx);
  if (!flags5) flagsByCtx.set(ctx, flags5 = defaults());
  return flags5;
}
function setFleetFlags(ctx, changes) {
  const flags5 = fleetFlags(ctx);
  for (const name of FLEET_FLAG_NAMES) if (changes[name] !== void 0) flags5[name] = changes[name];
  return flags5;
}
function resetFleetFlags(ctx) {
  flagsByCtx.set(ctx, defaults());
}
var FLEET_FLAG_NAMES, defaults, flagsByCtx;
var init_fleetFlags = __esm({
  "simulator/src/cloud/fleetFlags.ts"() {
    "use strict";
    FLEET_FLAG_NAMES = ["RPL_GTW", "VIRTUAL_GTW", "SECURE_IMPORTANT_ROUTES_WITH_OTP"];
    defaults = () => ({
      RPL_GTW: defaultCustomerConfig.flags.RPL_GTW,
      VIRTUAL_GTW: defaultCustomerConfig.flags.VIRTUAL_GTW,
      SECURE_IMPORTANT_ROUTES_WITH_OTP: defaultCustomerConfig.flags.SECURE_IMPORTANT_ROUTES_WITH_OTP
    });
    flagsByCtx = /* @__PURE__ */ new WeakMap();
  }
});

// simulator/src/auth/password.ts
import { randomBytes as randomBytes3, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
function hashPasswordSync(password, salt = randomBytes3(16)) {
  const hash2 = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), hash2.toString("base64")].join("$");
}
async function hashPassword(password, salt = randomBytes3(16)) {
  const hash2 = await new Promise((resolve4, reject) => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key3) => error ? reject(error) : resolve4(key3)));
  return ["scrypt", N, R, P, salt.toString("base64"), hash2.toString("base64")].join("$");
}
function parseHash(stored) {
  const parts = stored.split("$");
  const [scheme, n, r, p, saltText, hashText] = parts;
  if (parts.length !== 6 || scheme !== "scrypt" || !saltText || !hashText) return null;
  return { salt: Buffer.from(saltText, "base64"), expected: Buffer.from(hashText, "base64"), params: { N: Number(n), r: Number(r), p: Number(p) } };
}
async function verifyPassword(password, stored) {
  const parsed = parseHash(stored ?? DECOY);
  if (!parsed) return false;
  const actual = await new Promise(
    (resolve4, reject) => scrypt(password, parsed.salt, parsed.expected.length, parsed.params, (error, key3) => error ? reject(error) : resolve4(key3))
  );
  return stored !== null && actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}
function verifyPasswordSync(password, stored) {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.expected.length, parsed.params);
  return actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}
var N, R, P, KEY_LENGTH, DECOY;
var init_password = __esm({
  "simulator/src/auth/password.ts"() {
    "use strict";
    N = 16384;
    R = 8;
    P = 1;
    KEY_LENGTH = 32;
    DECOY = hashPasswordSync("decoy", Buffer.alloc(16));
  }
});

// simulator/src/local/localPassword.ts
function passwordDigest(password) {
  return DIGEST.test(password) ? password.toLowerCase() : sha256Hex(password);
}
function isDigest(password) {
  return DIGEST.test(password);
}
var DIGEST;
var init_localPassword = __esm({
  "simulator/src/local/localPassword.ts"() {
    "use strict";
    init_digest();
    DIGEST = /^[0-9a-fA-F]{64}$/;
  }
});

// simulator/src/local/timezones.ts
var TIMEZONES, DEFAULT_TIMEZONE;
var init_timezones = __esm({
  "simulator/src/local/timezones.ts"() {
    "use strict";
    TIMEZONES = [
      "Africa/Nairobi",
      "America/New_York",
      "America/Sao_Paulo",
      "America/Toronto",
      "Asia/Dhaka",
      "Asia/Dubai",
      "Asia/Jakarta",
      "Asia/Kolkata",
      "Asia/Singapore",
      "Asia/Tokyo",
      "Australia/Sydney",
      "Europe/Berlin",
      "Europe/London",
      "Europe/Paris",
      "Europe/Rome",
      "UTC"
    ];
    DEFAULT_TIMEZONE = "Asia/Kolkata";
  }
});

// simulator/src/local/localState.ts
function localStateOf(emulator) {
  let local = emulator.contents.local;
  if (!local) {
    local = {
      adminPasswordHash: hashPasswordSync(passwordDigest(emulator.contents.factory.localPassword)),
      sessions: [],
      wifi: null,
      timezone: DEFAULT_TIMEZONE
    };
    emulator.contents.local = local;
  }
  return local;
}
var LOCAL_IDLE_MS;
var init_localState = __esm({
  "simulator/src/local/localState.ts"() {
    "use strict";
    init_password();
    init_localPassword();
    init_timezones();
    LOCAL_IDLE_MS = 30 * 6e4;
  }
});

// simulator/src/seed/prng.ts
var Prng;
var init_prng = __esm({
  "simulator/src/seed/prng.ts"() {
    "use strict";
    Prng = class {
      state;
      constructor(seed) {
        this.state = seed >>> 0;
      }
      /** A float in [0, 1). */
      next() {
        this.state = this.state + 1831565813 >>> 0;
        let t = this.state;
        t = Math.imul(t ^ t >>> 15, t | 1);
        t ^= t + Math.imul(t ^ t >>> 7, t | 61);
        return ((t ^ t >>> 14) >>> 0) / 4294967296;
      }
      /** An integer in [min, max]. */
      int(min, max) {
        return min + Math.floor(this.next() * (max - min + 1));
      }
      chance(probability) {
        return this.next() < probability;
      }
      pick(items) {
        const item = items[Math.floor(this.next() * items.length)];
        if (item === void 0) throw new Error("pick from an empty list");
        return item;
      }
      hex(length) {
        let out = "";
        while (out.length < length) out += this.int(0, 15).toString(16);
        return out.toUpperCase();
      }
      bytes(length) {
        return Buffer.from(Array.from({ length }, () => this.int(0, 255)));
      }
    };
  }
});

// simulator/src/local/wifiScan.ts
import { createHash as createHash2 } from "node:crypto";
import { wifiPasswordProblem as passwordProblemOf } from "@homeport/sdk";
function prngOf(serial) {
  return new Prng(createHash2("sha256").update(serial).digest().readUInt32BE(0));
}
function scanWifi(serial) {
  const prng = prngOf(serial);
  const networks = [{ ssid: `Homeport-${serial.slice(-4)}`, encryption: "WPA2", quality: prng.int(80, 99) }];
  for (const [name, encryption] of NEIGHBOURS) networks.push({ ssid: `${name}${prng.hex(4)}`, encryption, quality: prng.int(10, 79) });
  return networks.sort((a, b) => b.quality - a.quality || a.ssid.localeCompare(b.ssid));
}
function wifiPasswordProblem(encryption, password) {
  const problem = passwordProblemOf(encryption, password);
  return problem && PASSWORD_MESSAGES[problem];
}
var NEIGHBOURS, PASSWORD_MESSAGES;
var init_wifiScan = __esm({
  "simulator/src/local/wifiScan.ts"() {
    "use strict";
    init_prng();
    NEIGHBOURS = [
      ["JioFiber-", "WPA2"],
      ["Airtel_Xstream_", "WPA2"],
      ["ACT-Home-", "WPA"],
      ["OldRouter-", "WEP"],
      ["Cafe Free WiFi ", "none"]
    ];
    PASSWORD_MESSAGES = {
      mustBeEmpty: "password must be empty for an open network",
      wepKey: "a WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits",
      wpaLength: "a WPA passphrase is 8 to 63 characters"
    };
  }
});

// simulator/src/local/wifiStatus.ts
function wifiView(emulator, local, now) {
  const scan = scanWifi(emulator.serial);
  if (!local.wifi) {
    const home = scan.find((n) => n.ssid.startsWith("Homeport-"));
    return emulator.contents.platform.networkType === "wifi" ? { ssid: home.ssid, encryption: home.encryption, state: "connected", quality: home.quality } : { ssid: null, encryption: null, state: "disconnected", quality: null };
  }
  const { ssid, encryption, setAt } = local.wifi;
  const seen = scan.find((n) => n.ssid === ssid && n.encryption === encryption);
  const state = local.wifi.state ?? (now - setAt < WIFI_CONNECT_MS ? "connecting" : seen ? "connected" : "failed");
  return { ssid, encryption, state, quality: state === "connected" && seen ? seen.quality : null };
}
var WIFI_CONNECT_MS;
var init_wifiStatus = __esm({
  "simulator/src/local/wifiStatus.ts"() {
    "use strict";
    init_wifiScan();
    WIFI_CONNECT_MS = 2e3;
  }
});

// simulator/src/gateway/backupSnapshot.ts
function takeSnapshot(contents) {
  return structuredClone({
    devices: contents.devices,
    floors: contents.floors,
    rules: contents.rules,
    scenarioStatuses: contents.scenarioStatuses,
    hardwareIds: contents.hardwareIds ?? {},
    failedNodes: contents.failedNodes ?? [],
    ruleSeq: contents.ruleSeq
  });
}
function snapshotParams(snapshot, bytes) {
  return {
    devices: snapshot.devices.length,
    floors: snapshot.floors.length,
    rooms: snapshot.floors.reduce((sum, floor) => sum + floor.rooms.length, 0),
    rules: snapshot.rules.length,
    bytes
  };
}
function homeOf(contents) {
  const { devices, floors, rules, scenarioStatuses, hardwareIds, failedNodes, ruleSeq } = contents;
  return { devices, floors, rules, scenarioStatuses, hardwareIds: hardwareIds ?? {}, failedNodes: failedNodes ?? [], ruleSeq };
}
function putHome(contents, home) {
  contents.devices = home.devices;
  contents.floors = home.floors;
  contents.rules = home.rules;
  contents.scenarioStatuses = home.scenarioStatuses;
  contents.hardwareIds = home.hardwareIds;
  contents.failedNodes = home.failedNodes;
}
function applySnapshot(emulator, snapshot) {
  const { contents } = emulator;
  const previous = homeOf(contents);
  const previousSeq = contents.ruleSeq;
  const upgradeFailAt = contents.upgradeFailAt;
  const copy = structuredClone(snapshot);
  emulator.closeRadio();
  const stopped = contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  try {
    putHome(contents, copy);
    contents.ruleSeq = Math.max(previousSeq, copy.ruleSeq);
    delete contents.upgradeFailAt;
    emulator.save();
    for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
  } catch (error) {
    for (const rule of contents.rules) emulator.rules.ruleDeleted(rule.id);
    putHome(contents, previous);
    contents.ruleSeq = previousSeq;
    if (upgradeFailAt !== void 0) contents.upgradeFailAt = upgradeFailAt;
    emulator.save();
    for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
    throw error;
  }
  for (const log2 of stopped) log2();
}
var init_backupSnapshot = __esm({
  "simulator/src/gateway/backupSnapshot.ts"() {
    "use strict";
  }
});

// simulator/src/seed/floors.ts
function layoutFloors(plans, devices) {
  const idsIn = (roomId) => devices.filter((d) => d.room_id === roomId).map((d) => d.id);
  const unsorted = {
    floor_id: 0,
    floor_name: "Unsorted",
    rooms: [{ room_id: UNSORTED_ROOM_ID, room_name: UNSORTED_ROOM_NAME, devices: idsIn(UNSORTED_ROOM_ID) }]
  };
  return [
    unsorted,
    ...plans.map((plan) => ({
      floor_id: plan.floor_id,
      floor_name: plan.floor_name,
      rooms: plan.rooms.map((room) => ({ ...room, devices: idsIn(room.room_id) }))
    }))
  ];
}
var UNSORTED_ROOM_ID, UNSORTED_ROOM_NAME;
var init_floors = __esm({
  "simulator/src/seed/floors.ts"() {
    "use strict";
    UNSORTED_ROOM_ID = 0;
    UNSORTED_ROOM_NAME = "Unsorted Devices";
  }
});

// simulator/src/gateway/gatewaySettings.ts
import { createHash as createHash3 } from "node:crypto";
function settingsOf(contents) {
  contents.settings ??= structuredClone(FACTORY_SETTINGS);
  return contents.settings;
}
function serialDigest(serial, salt) {
  return createHash3("sha256").update(`${salt}:${serial}`).digest();
}
var FACTORY_SETTINGS;
var init_gatewaySettings = __esm({
  "simulator/src/gateway/gatewaySettings.ts"() {
    "use strict";
    FACTORY_SETTINGS = {
      bridgeMode: "normal",
      // docs/decisions.md "Gateway settings": node firmware upgrades run at night by default.
      ota: { AutoUpdateStartTime: "02:00", AutoUpdateStopTime: "05:00" },
      alarms: { Notifications: true, StatusChangeNotifications: true }
    };
  }
});

// simulator/src/gateway/commands/types.ts
import { GatewayCode } from "@homeport/sdk";
var ResponseCode, CommandError;
var init_types = __esm({
  "simulator/src/gateway/commands/types.ts"() {
    "use strict";
    ResponseCode = GatewayCode;
    CommandError = class extends Error {
      constructor(code, message) {
        super(message);
        this.code = code;
      }
      code;
    };
  }
});

// simulator/src/gateway/rules/scenarioStatuses.ts
import { SCENARIO_STATUS_MIN_FIRMWARE, SCENARIO_STATUS_NAMES } from "@homeport/sdk";
function defaultScenarioStatuses(on = []) {
  return SCENARIO_STATUS_NAMES.map((name, resource_id) => ({ name, state: on.includes(name), resource_id }));
}
function versionAtLeast(version, minimum) {
  const have = versionParts(version);
  const want = versionParts(minimum);
  for (let i = 0; i < Math.max(have.length, want.length); i++) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
function setScenarioStatus(emulator, resourceId, state) {
  const status = emulator.contents.scenarioStatuses.find((s) => s.resource_id === resourceId);
  if (!status) throw new CommandError(ResponseCode.notFound, `No scenario status ${resourceId}`);
  if (status.state === state) return null;
  status.state = state;
  emulator.save();
  const data = { ...status };
  return { name: "scenario_status_changed", data };
}
var versionParts, hasStatusCollections;
var init_scenarioStatuses = __esm({
  "simulator/src/gateway/rules/scenarioStatuses.ts"() {
    "use strict";
    init_types();
    versionParts = (version) => version.split(".").map((p) => Number.parseInt(p, 10) || 0);
    hasStatusCollections = (ohmVersion) => versionAtLeast(ohmVersion, SCENARIO_STATUS_MIN_FIRMWARE);
  }
});

// simulator/src/gateway/factoryWipe.ts
import { UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID as UNSORTED_ROOM_ID2 } from "@homeport/sdk";
function wipeHome(contents) {
  contents.devices = [];
  contents.floors = [{ floor_id: UNSORTED_FLOOR_ID, floor_name: "Unsorted", rooms: [{ room_id: UNSORTED_ROOM_ID2, room_name: UNSORTED_ROOM_NAME, devices: [] }] }];
  contents.hardwareIds = {};
  contents.failedNodes = [];
  contents.rules = [];
  contents.scenarioStatuses = defaultScenarioStatuses();
  delete contents.upgradeFailAt;
}
function factorySettings(contents) {
  contents.settings = structuredClone(FACTORY_SETTINGS);
  delete contents.local;
}
var init_factoryWipe = __esm({
  "simulator/src/gateway/factoryWipe.ts"() {
    "use strict";
    init_floors();
    init_gatewaySettings();
    init_scenarioStatuses();
  }
});

// simulator/src/gateway/gatewayOps.ts
function gatewayOp(name, run) {
  if (known.has(name)) throw new Error(`gateway operation ${name} is defined twice`);
  const op = { name, run };
  known.set(name, op);
  return op;
}
function throughJson(value) {
  if (value === void 0) return value;
  return JSON.parse(JSON.stringify(value));
}
var known;
var init_gatewayOps = __esm({
  "simulator/src/gateway/gatewayOps.ts"() {
    "use strict";
    known = /* @__PURE__ */ new Map();
  }
});

// simulator/src/gateway/wifiJoin.ts
import { createHash as createHash4 } from "node:crypto";
import { WifiEvent } from "@homeport/sdk";
function wifiAddress(serial, ssid) {
  const bytes = createHash4("sha256").update(`${serial}/${ssid}`).digest();
  return `192.168.${1 + bytes[0] % 254}.${2 + bytes[1] % 252}`;
}
var wifiStatusEvent;
var init_wifiJoin = __esm({
  "simulator/src/gateway/wifiJoin.ts"() {
    "use strict";
    wifiStatusEvent = (status) => ({ name: WifiEvent.status, data: status });
  }
});

// simulator/src/gateway/ops/cloudChanges.ts
import { WifiEvent as WifiEvent2 } from "@homeport/sdk";
function factoryWipe(emulator) {
  const stopped = emulator.contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
  wipeHome(emulator.contents);
  for (const log2 of stopped) log2();
  factorySettings(emulator.contents);
}
var patchGatewayFields, restartGatewayState, wifiJoinConnecting, settleWifiJoin, readHomeSnapshot, restoreHomeSnapshot, noRestorePoint, done, replacementMoveDevices, replacementMoveFloorsRooms, replacementMoveRules, replacementFactoryReset, installOhmVersion;
var init_cloudChanges = __esm({
  "simulator/src/gateway/ops/cloudChanges.ts"() {
    "use strict";
    init_localState();
    init_wifiScan();
    init_wifiStatus();
    init_backupSnapshot();
    init_factoryWipe();
    init_gatewayOps();
    init_wifiJoin();
    patchGatewayFields = gatewayOp("patchGatewayFields", (emulator, { fields }) => {
      const changes = {};
      for (const [field, value] of Object.entries(fields)) {
        if (emulator.contents[field] === value) continue;
        emulator.contents[field] = value;
        changes[field] = value;
      }
      if (Object.keys(changes).length > 0) emulator.save();
      return changes;
    });
    restartGatewayState = gatewayOp("restartGatewayState", (emulator, { kind, backAt }) => {
      emulator.closeRadio();
      if (kind === "factory_reset") factoryWipe(emulator);
      emulator.contents.bootedAt = backAt;
      emulator.save();
      return { bootedAt: backAt };
    });
    wifiJoinConnecting = gatewayOp("wifiJoinConnecting", (emulator) => {
      const wifi = localStateOf(emulator).wifi;
      return wifi?.state === "connecting" ? { setAt: wifi.setAt } : null;
    });
    settleWifiJoin = gatewayOp("settleWifiJoin", async (emulator, { setAt }) => {
      const { platform } = emulator.contents;
      const local = localStateOf(emulator);
      const wifi = local.wifi;
      if (!wifi || wifi.setAt !== setAt || wifi.state !== "connecting") return { networkType: platform.networkType, logLine: null };
      const serial = emulator.serial;
      const before2 = wifiView(emulator, { ...local, wifi: null }, emulator.now());
      const seen = scanWifi(serial).some((n) => n.ssid === wifi.ssid && n.encryption === wifi.encryption);
      wifi.state = seen ? "connected" : "failed";
      const events = [];
      const previous = platform.networkType;
      const moved = seen && (previous !== "wifi" || before2.ssid !== wifi.ssid);
      if (moved) {
        platform.networkType = "wifi";
        platform.ip = wifiAddress(serial, wifi.ssid);
      }
      emulator.save();
      events.push(wifiStatusEvent(wifiView(emulator, local, emulator.now())));
      if (moved) {
        const change = { type: "wifi", previous, ssid: wifi.ssid, ip: platform.ip };
        events.push({ name: WifiEvent2.networkInterface, data: change });
      }
      const logLine = `wifi: ${serial} ${wifi.state} ${JSON.stringify(wifi.ssid)}${moved ? ` (was ${previous})` : ""}`;
      await emulator.emit(events);
      return { networkType: platform.networkType, logLine };
    });
    readHomeSnapshot = gatewayOp("readHomeSnapshot", (emulator) => takeSnapshot(emulator.contents));
    restoreHomeSnapshot = gatewayOp("restoreHomeSnapshot", (emulator, { snapshot }) => {
      applySnapshot(emulator, snapshot);
      return true;
    });
    noRestorePoint = { noRestorePoint: true };
    done = { noRestorePoint: false };
    replacementMoveDevices = gatewayOp("replacementMoveDevices", (emulator, { home }) => {
      if (!home) return noRestorePoint;
      emulator.closeRadio();
      emulator.contents.devices = home.devices;
      emulator.contents.hardwareIds = home.hardwareIds;
      emulator.contents.failedNodes = home.failedNodes;
      emulator.save();
      return done;
    });
    replacementMoveFloorsRooms = gatewayOp("replacementMoveFloorsRooms", (emulator, { home }) => {
      if (!home) return noRestorePoint;
      emulator.contents.floors = home.floors;
      emulator.save();
      return done;
    });
    replacementMoveRules = gatewayOp("replacementMoveRules", (emulator, { home }) => {
      if (!home) return noRestorePoint;
      const stopped = emulator.contents.rules.map((rule) => emulator.rules.ruleDeleted(rule.id));
      emulator.contents.rules = home.rules;
      emulator.contents.scenarioStatuses = home.scenarioStatuses;
      emulator.contents.ruleSeq = Math.max(emulator.contents.ruleSeq, home.ruleSeq);
      for (const log2 of stopped) log2();
      emulator.save();
      for (const rule of emulator.contents.rules) emulator.rules.ruleChanged(rule);
      return done;
    });
    replacementFactoryReset = gatewayOp("replacementFactoryReset", (emulator) => {
      factoryWipe(emulator);
      emulator.save();
      return done;
    });
    installOhmVersion = gatewayOp("installOhmVersion", (emulator, { ohmVersion }) => {
      emulator.contents.platform.ohmVersion = ohmVersion;
      emulator.save();
    });
  }
});

// simulator/src/gateway/commands/get-lock-status.ts
var PIN_LOCKED_STATUS, getLockStatus;
var init_get_lock_status = __esm({
  "simulator/src/gateway/commands/get-lock-status.ts"() {
    "use strict";
    init_types();
    PIN_LOCKED_STATUS = 128;
    getLockStatus = {
      name: "getLockStatus",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        return { code: ResponseCode.ok, data: { status: emulator.contents.pinLocked ? PIN_LOCKED_STATUS : 0 } };
      }
    };
  }
});

// simulator/src/cloud/gatewayStateEvents.ts
function currentInstallation(gateway) {
  const list = gateway.installations;
  const current2 = list.find((i) => gateway.installationSoftwareId !== null && i.softwareId === gateway.installationSoftwareId) ?? list.at(-1);
  const status = current2?.history.at(-1)?.status;
  return current2 && status !== void 0 ? { softwareId: current2.softwareId, status } : null;
}
function gatewayStateEvents(changes, context) {
  const events = [];
  const has = (field) => Object.hasOwn(changes, field);
  if (has("replacementInProgress")) {
    events.push(
      changes.replacementInProgress === true ? { name: GatewayStateEvent.replacementCreated, data: { ...context.replacement }, replacement: true } : { name: GatewayStateEvent.replacementFinished, data: { ...context.replacement, replacementFinished: true }, replacement: true }
    );
  }
  const { firmwareBefore: before2, firmwareAfter: after } = context;
  if (after && (before2?.softwareId !== after.softwareId || before2.status !== after.status)) {
    events.push({ name: GatewayStateEvent.firmware, data: after });
  }
  if (has("backupRestoreInProgress")) {
    const status = changes.backupRestoreInProgress === true ? "started" : context.directives.backupRestoreResult ?? "restoreCompleted";
    events.push({ name: GatewayStateEvent.backupRestore, data: { status } });
  }
  if (has("subscriptionLockMode")) events.push({ name: GatewayStateEvent.subscriptionLock, data: { subscriptionLockMode: changes.subscriptionLockMode } });
  if (has("operationMode")) events.push({ name: GatewayStateEvent.mode, data: { operationMode: changes.operationMode } });
  if (has("pinLocked")) events.push({ name: GatewayStateEvent.lockStatus, data: { status: changes.pinLocked === true ? PIN_LOCKED_STATUS : 0 } });
  if (has("privilegedBy")) {
    const owner = changes.privilegedBy ?? null;
    events.push({ name: GatewayStateEvent.privilegedMode, data: { active: owner !== null, owner } });
  }
  return events;
}
var GatewayStateEvent;
var init_gatewayStateEvents = __esm({
  "simulator/src/cloud/gatewayStateEvents.ts"() {
    "use strict";
    init_get_lock_status();
    GatewayStateEvent = {
      replacementCreated: "replacement_created",
      replacementFinished: "replacement_finished",
      firmware: "fw_installation_changed",
      backupRestore: "backup_restore",
      subscriptionLock: "subscription_lock_changed",
      mode: "gateway_mode_changed",
      lockStatus: "gateway_lock_status",
      privilegedMode: "privileged_mode"
    };
  }
});

// simulator/src/auth/gatewayAccess.ts
import { isAdmin } from "@homeport/sdk";
function canReachGateway(user, gateway) {
  return isAdmin(user) || gateway.userId === user.id || user.devices.includes(gateway.serialNumber);
}
var init_gatewayAccess = __esm({
  "simulator/src/auth/gatewayAccess.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/onlineOfflineNotices.ts
function noticeConnectionChange(ctx, gateway) {
  const wanted = ctx.cloud.state.onlineOfflineNotices.filter((r) => r.serialNumber === gateway.serialNumber && r.enabled);
  const sent = [];
  for (const record of wanted) {
    const user = userByIdIndexed(ctx.cloud.state, record.userId);
    if (!user || !canReachGateway(user, gateway)) continue;
    const online = gateway.connectionStatus === "online";
    const name = gateway.name || gateway.serialNumber;
    const message = ctx.outbox.send({
      kind: "push",
      channel: "push",
      to: user.username,
      userId: user.id,
      subject: online ? `${name} is back online` : `${name} is offline`,
      text: online ? `Your gateway ${name} (${gateway.serialNumber}) is connected again.` : `Your gateway ${name} (${gateway.serialNumber}) lost its connection.`
    });
    sent.push(message);
  }
  return sent;
}
var init_onlineOfflineNotices = __esm({
  "simulator/src/cloud/onlineOfflineNotices.ts"() {
    "use strict";
    init_gatewayAccess();
    init_cloudIndex();
  }
});

// simulator/src/cloud/ownerSegment.ts
import { UNASSIGNED_OWNER, topicOwner } from "@homeport/sdk";
var init_ownerSegment = __esm({
  "simulator/src/cloud/ownerSegment.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/applyGatewayPatch.ts
import { topics as topics3 } from "@homeport/sdk";
function setCloudFields(gateway, patch, changes) {
  for (const [field, value] of Object.entries(patch)) {
    if (same(gateway[field], value)) continue;
    gateway[field] = value;
    changes[field] = value;
  }
}
function replacementOf(gateway, starting, peer) {
  if (starting) return { oldSerialNumber: gateway.serialNumber, newSerialNumber: peer ?? null };
  if (gateway.replacementOf) return { oldSerialNumber: gateway.replacementOf, newSerialNumber: gateway.serialNumber };
  return { oldSerialNumber: gateway.serialNumber, newSerialNumber: gateway.replacedBy ?? null };
}
function linkReplacement(ctx, gateway, started, replacement, changes) {
  const peerSerial = replacement.oldSerialNumber === gateway.serialNumber ? replacement.newSerialNumber : replacement.oldSerialNumber;
  const peer = peerSerial === null ? null : gatewayBySerial(ctx.cloud.state, peerSerial) ?? null;
  const peerChanges = {};
  const oldOne = replacement.oldSerialNumber === gateway.serialNumber ? gateway : peer;
  const newOne = oldOne === gateway ? peer : gateway;
  if (started) {
    if (oldOne) oldOne.replacedBy = replacement.newSerialNumber;
    if (newOne) newOne.replacementOf = replacement.oldSerialNumber;
    for (const g of [gateway, peer]) if (g) g.replacementFinished = false;
  } else {
    for (const g of [gateway, peer]) {
      if (!g) continue;
      g.replacedBy = null;
      g.replacementOf = null;
      g.replacementFinished = true;
    }
    changes.replacementFinished = true;
  }
  if (peer) {
    if (peer.replacementInProgress !== started) {
      peer.replacementInProgress = started;
      peerChanges.replacementInProgress = started;
    }
    if (!started) peerChanges.replacementFinished = true;
  }
  return { peer, peerChanges };
}
async function applyGatewayPatch(ctx, gateway, patch, write = "cloud") {
  const directives = patch.directives ?? {};
  const changes = {};
  if (Object.keys(patch.emulator).length > 0) {
    Object.assign(changes, await ctx.emulators.runIfThere(gateway.serialNumber, patchGatewayFields, { fields: patch.emulator }));
  }
  const firmwareBefore = currentInstallation(gateway);
  const replacement = replacementOf(gateway, patch.cloud.replacementInProgress === true, directives.replacementPeer);
  setCloudFields(gateway, patch.cloud, changes);
  let peer = null;
  let peerChanges = {};
  if (Object.hasOwn(changes, "replacementInProgress")) {
    ({ peer, peerChanges } = linkReplacement(ctx, gateway, changes.replacementInProgress === true, replacement, changes));
  }
  if (Object.keys(changes).length === 0) return changes;
  const notices = Object.hasOwn(changes, "connectionStatus") ? noticeConnectionChange(ctx, gateway) : [];
  if (Object.hasOwn(changes, "connectionStatus")) ctx.history.recordGateway(gateway.serialNumber, gateway.connectionStatus === "online" ? "online" : "offline");
  if (write === "records") {
    if (notices.length > 0) ctx.cloud.commitPart("outbox");
    ctx.cloud.commitGateways(peer ? [gateway, peer] : [gateway]);
  } else {
    ctx.cloud.commit();
  }
  const admin = topics3.adminEvents(ctx.product);
  const evtOf = (g) => topics3.events({ product: ctx.product, owner: topicOwner(g), serial: g.serialNumber });
  const updated = async (g, c) => {
    const data = { serialNumber: g.serialNumber, changes: c };
    await ctx.bus.publishEvent(evtOf(g), "gateway_updated", data);
    await ctx.bus.publishEvent(admin, "gateway_updated", data);
  };
  await updated(gateway, changes);
  if (peer && Object.keys(peerChanges).length > 0) await updated(peer, peerChanges);
  const events = gatewayStateEvents(changes, { firmwareBefore, firmwareAfter: currentInstallation(gateway), replacement, directives });
  for (const event of events) {
    await ctx.bus.publishEvent(evtOf(gateway), event.name, event.data);
    if (!event.replacement) continue;
    if (peer) await ctx.bus.publishEvent(evtOf(peer), event.name, event.data);
    await ctx.bus.publishEvent(admin, event.name, event.data);
  }
  ctx.log(`control: ${gateway.serialNumber} ${JSON.stringify(changes)}${peer ? `; ${peer.serialNumber} ${JSON.stringify(peerChanges)}` : ""}`);
  return changes;
}
var same;
var init_applyGatewayPatch = __esm({
  "simulator/src/cloud/applyGatewayPatch.ts"() {
    "use strict";
    init_gatewayStateEvents();
    init_cloudChanges();
    init_onlineOfflineNotices();
    init_ownerSegment();
    init_cloudIndex();
    same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  }
});

// simulator/src/cloud/removeGatewayOwner.ts
import { topics as topics4 } from "@homeport/sdk";
function holdersOf(users, gateway) {
  return users.filter((u) => u.id === gateway.userId || u.devices.includes(gateway.serialNumber));
}
function detachGateways(product, state, gateways, except = null) {
  return gateways.map((gateway) => {
    const oldTopic = topics4.events({ product, owner: topicOwner(gateway), serial: gateway.serialNumber });
    const holders = holdersOf(state.users, gateway);
    for (const user of holders) user.devices = user.devices.filter((s) => s !== gateway.serialNumber);
    gateway.userId = null;
    return { oldTopic, serialNumber: gateway.serialNumber, holders: holders.map((u) => u.id).filter((id) => id !== except) };
  });
}
async function publishRemovals(ctx, removals) {
  const admin = topics4.adminEvents(ctx.product);
  for (const { oldTopic, serialNumber, holders } of removals) {
    const data = { serialNumber };
    await ctx.bus.publishEvent(oldTopic, UserEvent.gatewayRemoved, data);
    for (const userId of holders) await notifyUser(ctx, { userId, name: UserEvent.gatewayRemoved, data });
    await ctx.bus.publishEvent(admin, UserEvent.gatewayRemoved, data);
    await ctx.bus.publishEvent(admin, "gateway_updated", { serialNumber, changes: { userId: null } });
  }
  if (removals.length > 0) ctx.accessChanged();
}
async function unassignGateway(ctx, gateway) {
  const previousOwner = gateway.userId;
  const removals = detachGateways(ctx.product, ctx.cloud.state, [gateway]);
  ctx.cloud.commit();
  await publishRemovals(ctx, removals);
  return previousOwner;
}
var init_removeGatewayOwner = __esm({
  "simulator/src/cloud/removeGatewayOwner.ts"() {
    "use strict";
    init_ownerSegment();
    init_userNotices();
  }
});

// simulator/src/guard/untrustedJson.ts
import { parseUntrusted } from "@homeport/sdk";
function untrustedJson(input, limits = {}) {
  const read = parseUntrusted(input, { maxBytes: Number.MAX_SAFE_INTEGER, ...limits });
  if (!read.ok) throw new SyntaxError(read.message);
  return read.value;
}
var init_untrustedJson = __esm({
  "simulator/src/guard/untrustedJson.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/replacement.ts
import {
  BackupSnapshotSchema,
  FleetEvent,
  GatewaySettingsEvent,
  LATEST_RESTORE_POINT,
  parseWire,
  topics as topics5
} from "@homeport/sdk";
function taskNamesFor(kind, automaticFactoryReset) {
  return [
    "snapshot",
    "moveDevices",
    "moveFloorsRooms",
    "moveRules",
    "transferOwner",
    ...automaticFactoryReset ? ["factoryReset"] : [],
    kind === "replace" ? "retireFailed" : "returnToStock",
    "finish"
  ];
}
function operationsOf(ctx) {
  const state = ctx.cloud.state;
  state.operations ??= [];
  return state.operations;
}
function operationView(op) {
  const { id: _id, tasks: _tasks, snapshot: _snapshot, givenUp: _givenUp, ...operation } = op;
  return structuredClone(operation);
}
function isLive(op) {
  return !op.givenUp && op.status !== "Completed";
}
function liveOperationOf(ctx, serial) {
  for (const op of operationsOf(ctx)) {
    if (!isLive(op)) continue;
    if (op.failedGtwSN === serial) return { op, role: "failed" };
    if (op.newGtwSN === serial) return { op, role: "new" };
  }
  return null;
}
function refresh(ctx, op) {
  op.finishTaskCount = op.tasks.filter((t) => t.isFinished).length;
  op.failedTaskCount = op.tasks.filter((t) => t.isFailed).length;
  op.canceledTaskCount = op.tasks.filter((t) => t.isCanceled).length;
  const done2 = op.finishTaskCount + op.canceledTaskCount;
  op.campaignOptions = { progress: op.tasks.length === 0 ? 100 : Math.round(100 * done2 / op.tasks.length) };
  op.updatedAt = ctx.now();
}
function log(ctx, op, message) {
  op.taskLog.push({ ts: ctx.now(), message });
  if (op.taskLog.length > TASK_LOG_MAX) op.taskLog.splice(0, op.taskLog.length - TASK_LOG_MAX);
}
async function publish(ctx, name, op, task) {
  const data = task === void 0 ? { operation: operationView(op) } : { operation: operationView(op), task: task === null ? null : taskView(task) };
  await ctx.bus.publishEvent(topics5.adminEvents(ctx.product), name, data);
}
async function createReplacement(ctx, input) {
  const now = ctx.now();
  const id = nextId(ctx);
  const names = taskNamesFor(input.kind, input.automaticFactoryReset);
  const op = {
    id,
    _id: id,
    type: "rpl",
    kind: input.kind,
    status: "Pending",
    failedGtwSN: input.failed.serialNumber,
    newGtwSN: input.fresh.serialNumber,
    restorePoint: input.restorePoint,
    automaticFactoryReset: input.automaticFactoryReset,
    userId: input.adminId,
    ownerId: input.failed.userId,
    taskOptions: { numberOfTasks: names.length },
    taskList: names,
    taskLog: [],
    campaignOptions: { progress: 0 },
    finishTaskCount: 0,
    failedTaskCount: 0,
    canceledTaskCount: 0,
    timeOfOperationStart: now,
    timeOfOperationFinish: null,
    updatedAt: now,
    tasks: names.map((name, index) => ({
      _id: `${id}-t${index + 1}`,
      operationId: id,
      index,
      name,
      device: ON_FAILED.has(name) ? input.failed.serialNumber : input.fresh.serialNumber,
      isFailed: false,
      isFinished: false,
      isCanceled: false,
      taskOptions: { progress: 0, status: "pending" },
      timeOfTaskStart: null,
      taskFinishedTimestamp: null,
      triedCounter: 0,
      retryCounter: 0,
      errorFeedback: null
    })),
    snapshot: null,
    givenUp: false
  };
  log(ctx, op, `${input.kind} of ${op.failedGtwSN} by ${op.newGtwSN} created (restore point ${op.restorePoint})`);
  operationsOf(ctx).push(op);
  ctx.cloud.commit();
  await applyGatewayPatch(ctx, input.failed, { cloud: { replacementInProgress: true }, emulator: {}, directives: { replacementPeer: input.fresh.serialNumber } });
  await publish(ctx, FleetEvent.created, op);
  ctx.log(`replacement: ${id} ${input.kind} ${op.failedGtwSN} \u2192 ${op.newGtwSN} created`);
  schedule(ctx, op, 0);
  return op;
}
function nextId(ctx) {
  const taken = new Set(operationsOf(ctx).map((op) => op._id));
  let n = operationsOf(ctx).length + 1;
  while (taken.has(`op-${n}`)) n += 1;
  return `op-${n}`;
}
function schedule(ctx, op, ms) {
  const timers = timersOf(ctx);
  ctx.clock.clearTimeout(timers.get(op._id));
  const id = op._id;
  timers.set(
    id,
    ctx.clock.setTimeout(() => {
      timers.delete(id);
      advance(ctx, id).catch(report(ctx, `operation ${id} did not go on`));
    }, ms)
  );
}
function stop(ctx, id) {
  const timers = timersOf(ctx);
  ctx.clock.clearTimeout(timers.get(id));
  timers.delete(id);
}
async function advance(ctx, id) {
  const op = findOperation(ctx, id);
  if (!op || op.status !== "Pending" && op.status !== "InProgress") return;
  const running = op.tasks.find((t) => t.taskOptions.status === "running");
  if (running) {
    const dueAt = (running.timeOfTaskStart ?? ctx.now()) + TASK_MS;
    if (dueAt > ctx.now()) {
      schedule(ctx, op, dueAt - ctx.now());
      return;
    }
    await applyTask(ctx, op, running);
    return;
  }
  const next = op.tasks.find((t) => t.taskOptions.status === "pending");
  if (!next) {
    await complete(ctx, op);
    return;
  }
  op.status = "InProgress";
  next.taskOptions = { progress: 0, status: "running" };
  next.timeOfTaskStart = ctx.now();
  next.triedCounter += 1;
  log(ctx, op, `${next.name} on ${next.device} started`);
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, next);
  schedule(ctx, op, TASK_MS);
}
async function effectOf(ctx, op, task) {
  const gateway = gatewayOf(ctx, task.device);
  if (!gateway && task.name !== "retireFailed" && task.name !== "returnToStock" && task.name !== "finish") {
    throw new TaskFailure(`Gateway ${task.device} is no longer in the fleet`, "Cancel this operation; the gateway was removed.");
  }
  if (gateway && NEEDS_ONLINE.has(task.name) && gateway.connectionStatus !== "online") {
    throw new TaskFailure(
      `Gateway ${task.device} is offline`,
      `Bring gateway ${task.device} online, then retry the operation${task.name === "factoryReset" ? ", or cancel this task" : ""}.`
    );
  }
  const nothing = async () => void 0;
  const onGateway = async (serial, step, args) => {
    const answer2 = await ctx.emulators.runIfThere(serial, step, args);
    if (!answer2) throw new TaskFailure(`Gateway ${serial} does not answer`, "Check the gateway, then retry the operation.");
    if (answer2.noRestorePoint) throw new TaskFailure("The restore point was not read", "Retry the operation.");
    return nothing;
  };
  const home = { home: op.snapshot ?? null };
  switch (task.name) {
    case "snapshot":
      op.snapshot = await readRestorePoint(ctx, op);
      return nothing;
    case "moveDevices":
      return onGateway(op.newGtwSN, replacementMoveDevices, home);
    case "moveFloorsRooms":
      return onGateway(op.newGtwSN, replacementMoveFloorsRooms, home);
    case "moveRules":
      return onGateway(op.newGtwSN, replacementMoveRules, home);
    case "transferOwner":
      return transferOwner(ctx, op);
    case "factoryReset":
      return onGateway(op.failedGtwSN, replacementFactoryReset, void 0);
    case "retireFailed":
      return retire(ctx, op);
    case "returnToStock":
      return returnToStock(ctx, op);
    case "finish":
      return nothing;
  }
}
async function readRestorePoint(ctx, op) {
  if (op.restorePoint === LATEST_RESTORE_POINT) {
    const snapshot = await ctx.emulators.runIfThere(op.failedGtwSN, readHomeSnapshot, void 0);
    if (!snapshot) throw new TaskFailure(`Gateway ${op.failedGtwSN} has no home the cloud knows`, "Choose a backup as the restore point.");
    return snapshot;
  }
  const text3 = ctx.backups.snapshotText(op.restorePoint);
  const read = text3 === null ? null : parseWire(BackupSnapshotSchema, safeJson(text3), "snapshot");
  if (!read?.ok) throw new TaskFailure(`Backup ${op.restorePoint} cannot be read`, "Delete this operation and start again with another restore point.");
  return read.value;
}
function safeJson(text3) {
  try {
    return untrustedJson(text3);
  } catch {
    return void 0;
  }
}
function transferOwner(ctx, op) {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  const fresh = gatewayOf(ctx, op.newGtwSN);
  if (!fresh) throw new TaskFailure(`Gateway ${op.newGtwSN} is no longer in the fleet`, "Cancel this operation.");
  if (fresh.userId !== null && fresh.userId === op.ownerId) return async () => void 0;
  const ownerId = failed?.userId ?? null;
  if (!failed || ownerId === null) throw new TaskFailure(`Gateway ${op.failedGtwSN} has no owner any more`, "Cancel this task, or delete the operation.");
  const state = ctx.cloud.state;
  const [removal] = detachGateways(ctx.product, state, [failed]);
  fresh.userId = ownerId;
  fresh.name = failed.name;
  for (const user of state.users) {
    if ((user.id === ownerId || removal?.holders.includes(user.id)) && !user.devices.includes(fresh.serialNumber)) user.devices.push(fresh.serialNumber);
  }
  op.ownerId = ownerId;
  return async () => {
    if (removal) await publishRemovals(ctx, [removal]);
    const assigned = { serialNumber: fresh.serialNumber, userId: ownerId };
    for (const holder of state.users.filter((u) => u.devices.includes(fresh.serialNumber))) {
      await notifyUser(ctx, { userId: holder.id, name: GatewaySettingsEvent.assigned, data: assigned });
    }
    await ctx.bus.publishEvent(topics5.adminEvents(ctx.product), GatewaySettingsEvent.assigned, assigned);
    const changes = { serialNumber: fresh.serialNumber, changes: { userId: ownerId, name: fresh.name } };
    await ctx.bus.publishEvent(topics5.events({ product: ctx.product, owner: topicOwner(fresh), serial: fresh.serialNumber }), "gateway_updated", changes);
    await ctx.bus.publishEvent(topics5.adminEvents(ctx.product), "gateway_updated", changes);
    ctx.accessChanged();
  };
}
function retire(ctx, op) {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  if (!failed) return async () => void 0;
  const removals = failed.userId === null ? [] : detachGateways(ctx.product, ctx.cloud.state, [failed]);
  removeGatewayRecord(ctx, failed);
  return async () => {
    await publishRemovals(ctx, removals);
    await ctx.bus.publishEvent(topics5.adminEvents(ctx.product), UserEvent.gatewayRemoved, { serialNumber: op.failedGtwSN });
  };
}
function returnToStock(ctx, op) {
  const failed = gatewayOf(ctx, op.failedGtwSN);
  if (!failed) return async () => void 0;
  const removals = failed.userId === null ? [] : detachGateways(ctx.product, ctx.cloud.state, [failed]);
  failed.name = "Unassigned gateway";
  return async () => {
    await publishRemovals(ctx, removals);
    await ctx.bus.publishEvent(topics5.adminEvents(ctx.product), "gateway_updated", { serialNumber: failed.serialNumber, changes: { userId: null, name: failed.name } });
  };
}
function removeGatewayRecord(ctx, gateway) {
  const state = ctx.cloud.state;
  state.gateways = state.gateways.filter((g) => g !== gateway);
  for (const user of state.users) user.devices = user.devices.filter((s) => s !== gateway.serialNumber);
  ctx.emulators.remove(gateway.serialNumber);
}
async function applyTask(ctx, op, task) {
  let after;
  try {
    after = await effectOf(ctx, op, task);
  } catch (error) {
    if (!(error instanceof TaskFailure)) throw error;
    await failTask(ctx, op, task, error);
    return;
  }
  task.isFinished = true;
  task.taskOptions = { progress: 100, status: "finished" };
  task.taskFinishedTimestamp = ctx.now();
  log(ctx, op, `${task.name} on ${task.device} finished`);
  refresh(ctx, op);
  ctx.cloud.commit();
  await after();
  await publish(ctx, FleetEvent.updated, op, task);
  await advance(ctx, op._id);
}
async function failTask(ctx, op, task, failure2) {
  const feedback = { defaultMsg: failure2.feedback, customMsg: null, timeOfFail: ctx.now(), troubleshooting: failure2.troubleshooting };
  task.isFailed = true;
  task.taskOptions = { progress: 0, status: "failed" };
  task.errorFeedback = feedback;
  op.status = "Failed";
  op.timeOfOperationFinish = ctx.now();
  log(ctx, op, `${task.name} on ${task.device} failed: ${failure2.feedback}`);
  refresh(ctx, op);
  ctx.cloud.commit();
  ctx.log(`replacement: ${op._id} ${task.name} failed: ${failure2.feedback}`);
  await publish(ctx, FleetEvent.updated, op, task);
  await publish(ctx, FleetEvent.finished, op);
}
async function complete(ctx, op) {
  op.status = "Completed";
  op.timeOfOperationFinish = ctx.now();
  log(ctx, op, "completed");
  refresh(ctx, op);
  ctx.cloud.commit();
  await leaveReplacement(ctx, op);
  await publish(ctx, FleetEvent.finished, op);
  ctx.log(`replacement: ${op._id} completed`);
}
async function leaveReplacement(ctx, op) {
  const gateway = [gatewayOf(ctx, op.newGtwSN), gatewayOf(ctx, op.failedGtwSN)].find((g) => g?.replacementInProgress);
  if (gateway) await applyGatewayPatch(ctx, gateway, { cloud: { replacementInProgress: false }, emulator: {} });
}
async function retryOperation(ctx, op) {
  for (const task of op.tasks) {
    if (!task.isFailed) continue;
    task.isFailed = false;
    task.errorFeedback = null;
    task.taskOptions = { progress: 0, status: "pending" };
    task.retryCounter += 1;
  }
  op.status = "InProgress";
  op.timeOfOperationFinish = null;
  log(ctx, op, "retried");
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, null);
  schedule(ctx, op, 0);
}
async function cancelAllTasks(ctx, op) {
  stop(ctx, op._id);
  for (const task of op.tasks) {
    if (task.isFinished || task.isCanceled) continue;
    task.isFailed = false;
    task.isCanceled = true;
    task.taskOptions = { progress: 0, status: "canceled" };
  }
  op.status = "Failed";
  op.timeOfOperationFinish = ctx.now();
  op.givenUp = true;
  log(ctx, op, "every remaining task cancelled");
  refresh(ctx, op);
  ctx.cloud.commit();
  await leaveReplacement(ctx, op);
  await publish(ctx, FleetEvent.updated, op, null);
  await publish(ctx, FleetEvent.finished, op);
}
async function cancelOneTask(ctx, op, task) {
  task.isFailed = false;
  task.isCanceled = true;
  task.taskOptions = { progress: 0, status: "canceled" };
  log(ctx, op, `${task.name} on ${task.device} cancelled`);
  const resumes = op.status === "Failed" && !op.givenUp && op.tasks.every((t) => !t.isFailed);
  if (resumes) {
    op.status = "InProgress";
    op.timeOfOperationFinish = null;
  }
  refresh(ctx, op);
  ctx.cloud.commit();
  await publish(ctx, FleetEvent.updated, op, task);
  if (resumes) schedule(ctx, op, 0);
}
async function deleteOperation(ctx, op) {
  stop(ctx, op._id);
  const state = ctx.cloud.state;
  state.operations = operationsOf(ctx).filter((o) => o !== op);
  ctx.cloud.commit();
  if (op.status === "Failed" && !op.givenUp) await leaveReplacement(ctx, op);
  ctx.log(`replacement: ${op._id} deleted`);
}
function resumeOperations(ctx) {
  const live = operationsOf(ctx).filter((op) => op.status === "Pending" || op.status === "InProgress");
  for (const op of live) schedule(ctx, op, 0);
  return live.length;
}
var TASK_MS, TASK_LOG_MAX, NEEDS_ONLINE, ON_FAILED, timersByCtx, timersOf, findOperation, gatewayOf, taskView, report, TaskFailure;
var init_replacement = __esm({
  "simulator/src/cloud/replacement.ts"() {
    "use strict";
    init_cloudChanges();
    init_applyGatewayPatch();
    init_ownerSegment();
    init_removeGatewayOwner();
    init_userNotices();
    init_cloudIndex();
    init_untrustedJson();
    TASK_MS = 3e3;
    TASK_LOG_MAX = 200;
    NEEDS_ONLINE = /* @__PURE__ */ new Set(["moveDevices", "moveFloorsRooms", "moveRules", "transferOwner", "factoryReset"]);
    ON_FAILED = /* @__PURE__ */ new Set(["snapshot", "factoryReset", "retireFailed", "returnToStock"]);
    timersByCtx = /* @__PURE__ */ new WeakMap();
    timersOf = (ctx) => {
      let timers = timersByCtx.get(ctx);
      if (!timers) timersByCtx.set(ctx, timers = /* @__PURE__ */ new Map());
      return timers;
    };
    findOperation = (ctx, id) => operationsOf(ctx).find((op) => op._id === id) ?? null;
    gatewayOf = (ctx, serial) => gatewayBySerial(ctx.cloud.state, serial) ?? null;
    taskView = (task) => structuredClone(task);
    report = (ctx, what) => (error) => ctx.log(`replacement: ${what}: ${String(error)}`);
    TaskFailure = class extends Error {
      constructor(feedback, troubleshooting) {
        super(feedback);
        this.feedback = feedback;
        this.troubleshooting = troubleshooting;
      }
      feedback;
      troubleshooting;
    };
  }
});

// simulator/src/auth/guessLimits.ts
function lockMsFor(policy, level) {
  return Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.max(0, Math.min(level, 31) - 1));
}
var SECOND, MINUTE, HOUR, ONE_SECRET, GUESS_LIMITS, LOCK_MEMORY_MS, clearsOnSuccess;
var init_guessLimits = __esm({
  "simulator/src/auth/guessLimits.ts"() {
    "use strict";
    SECOND = 1e3;
    MINUTE = 60 * SECOND;
    HOUR = 60 * MINUTE;
    ONE_SECRET = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: MINUTE, maxLockMs: HOUR };
    GUESS_LIMITS = {
      account: ONE_SECRET,
      local: ONE_SECRET,
      pin: ONE_SECRET,
      secureId: ONE_SECRET,
      oauthClient: ONE_SECRET,
      // One client spraying many subjects: 20 failures in 15 minutes lock it for 15 minutes (then 30, 60, ... at most 4 hours).
      client: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 4 * HOUR }
    };
    LOCK_MEMORY_MS = 24 * HOUR;
    clearsOnSuccess = (kind) => kind !== "client";
  }
});

// simulator/src/auth/guessThrottle.ts
function remembered(record, now) {
  const kind = kindOf(record.id);
  if (!kind) return false;
  const lockedUntil = record.lockedUntil ?? 0;
  if (lockedUntil > now) return true;
  if (record.failures.some((t) => now - t < GUESS_LIMITS[kind].windowMs)) return true;
  return (record.locks ?? 0) > 0 && now - lockedUntil < LOCK_MEMORY_MS;
}
var IN_FLIGHT_WAIT_MS, guessKey, kindOf, GuessThrottle;
var init_guessThrottle = __esm({
  "simulator/src/auth/guessThrottle.ts"() {
    "use strict";
    init_guessLimits();
    IN_FLIGHT_WAIT_MS = 1e3;
    guessKey = (subject) => `${subject.kind}:${subject.id}`;
    kindOf = (key3) => {
      const colon = key3.indexOf(":");
      const kind = colon > 0 ? key3.slice(0, colon) : "";
      return Object.hasOwn(GUESS_LIMITS, kind) ? kind : null;
    };
    GuessThrottle = class {
      constructor(cloud, now = Date.now) {
        this.cloud = cloud;
        this.now = now;
      }
      cloud;
      now;
      inFlight = /* @__PURE__ */ new Map();
      /** Reserves one guess against every subject, or answers how long to wait; a refusal changes nothing. */
      begin(subjects) {
        const now = this.now();
        const unique = [...new Map(subjects.map((s) => [guessKey(s), s])).values()];
        const waitMs = Math.max(0, ...unique.map((s) => this.waitMs(s, now)));
        if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1e3)) };
        for (const subject of unique) this.inFlight.set(guessKey(subject), (this.inFlight.get(guessKey(subject)) ?? 0) + 1);
        let settled = false;
        const settle = (outcome) => {
          if (settled) return;
          settled = true;
          for (const subject of unique) {
            const key3 = guessKey(subject);
            const left = (this.inFlight.get(key3) ?? 1) - 1;
            if (left > 0) this.inFlight.set(key3, left);
            else this.inFlight.delete(key3);
          }
          outcome();
        };
        const attempt = {
          failed: () => settle(() => this.recordFailure(unique)),
          succeeded: () => settle(() => this.forget(unique.filter((s) => clearsOnSuccess(s.kind)))),
          release: () => settle(() => void 0),
          async verify(check) {
            let result;
            try {
              result = await check();
            } catch (error) {
              attempt.release();
              throw error;
            }
            if (result) attempt.succeeded();
            else attempt.failed();
            return result;
          }
        };
        return { ok: true, attempt };
      }
      /** Forgets a subject's failures and lock (a password reset lifts the account's lock). */
      clear(subject) {
        this.forget([subject]);
      }
      /** 0 when the subject may guess now; else how long until it may. */
      waitMs(subject, now) {
        const policy = GUESS_LIMITS[subject.kind];
        const record = this.find(guessKey(subject));
        if (record?.lockedUntil != null && record.lockedUntil > now) return record.lockedUntil - now;
        const recent = record ? record.failures.filter((t) => now - t < policy.windowMs).length : 0;
        if (recent + (this.inFlight.get(guessKey(subject)) ?? 0) < policy.maxFailures) return 0;
        return IN_FLIGHT_WAIT_MS;
      }
      recordFailure(subjects) {
        const now = this.now();
        const state = this.cloud.state;
        const touched = new Set(subjects.map(guessKey));
        state.loginAttempts = state.loginAttempts.filter((r) => touched.has(r.id) || remembered(r, now));
        for (const subject of subjects) {
          const policy = GUESS_LIMITS[subject.kind];
          const key3 = guessKey(subject);
          let record = this.find(key3);
          if (!record) {
            record = { id: key3, failures: [], lockedUntil: null, locks: 0 };
            state.loginAttempts.push(record);
          }
          record.failures = [...record.failures.filter((t) => now - t < policy.windowMs), now];
          if (record.failures.length >= policy.maxFailures) {
            record.locks = (record.locks ?? 0) + 1;
            record.lockedUntil = now + lockMsFor(policy, record.locks);
            record.failures = [];
          }
        }
        this.cloud.commitPart("loginAttempts");
        this.cloud.commitPart("tokens");
      }
      forget(subjects) {
        const keys = new Set(subjects.map(guessKey));
        if (keys.size === 0) return;
        const state = this.cloud.state;
        const before2 = state.loginAttempts.length;
        state.loginAttempts = state.loginAttempts.filter((r) => !keys.has(r.id));
        if (state.loginAttempts.length !== before2) this.cloud.commitPart("loginAttempts");
      }
      find(key3) {
        return this.cloud.state.loginAttempts.find((r) => r.id === key3);
      }
    };
  }
});

// simulator/src/auth/oneTimeTokens.ts
import { randomInt } from "node:crypto";
var isCode, KEEP_EXPIRED_MS, OneTimeTokens;
var init_oneTimeTokens = __esm({
  "simulator/src/auth/oneTimeTokens.ts"() {
    "use strict";
    init_digest();
    isCode = (purpose) => purpose === "otp" || purpose === "action_otp" || purpose === "link_otp";
    KEEP_EXPIRED_MS = 864e5;
    OneTimeTokens = class {
      constructor(cloud, now = Date.now) {
        this.cloud = cloud;
        this.now = now;
      }
      cloud;
      now;
      /**
       * Issues a token; `otp` and `action_otp` get 6 digits, the rest a random 32-character token.
       * `voidOthers` marks the user's earlier live tokens of that purpose used (only the newest link works).
       */
      issue(purpose, userId, ttlMs, data = {}, voidOthers = false) {
        const now = this.now();
        const state = this.cloud.state;
        state.tokens = state.tokens.filter((t) => now - t.expiresAt < KEEP_EXPIRED_MS);
        if (voidOthers) {
          for (const t of state.tokens) if (t.purpose === purpose && t.userId === userId && t.usedAt === null) t.usedAt = now;
        }
        const raw = isCode(purpose) ? String(randomInt(0, 1e6)).padStart(6, "0") : randomToken();
        const record = { id: this.idOf(purpose, raw, userId), purpose, userId, createdAt: now, expiresAt: now + ttlMs, usedAt: null, attempts: 0, data };
        state.tokens.push(record);
        return { raw, record };
      }
      /** The record of a raw token of that purpose, whatever its state; `userId` is needed for OTP codes. */
      find(purpose, raw, userId = "") {
        const id = this.idOf(purpose, raw, userId);
        return this.cloud.state.tokens.find((t) => t.id === id && t.purpose === purpose) ?? null;
      }
      /** The user's newest token of a purpose that is still live. */
      newestLive(purpose, userId) {
        const live = this.cloud.state.tokens.filter((t) => t.purpose === purpose && t.userId === userId && this.stateOf(t) === "live");
        return live.at(-1) ?? null;
      }
      /** How many tokens of a purpose the user was issued since `since`. */
      issuedSince(purpose, userId, since) {
        return this.cloud.state.tokens.filter((t) => t.purpose === purpose && t.userId === userId && t.createdAt >= since);
      }
      stateOf(record) {
        if (record.usedAt !== null) return "used";
        return this.now() >= record.expiresAt ? "expired" : "live";
      }
      use(record) {
        record.usedAt = this.now();
      }
      idOf(purpose, raw, userId) {
        return sha256Hex(isCode(purpose) ? `${purpose}:${userId}:${raw}` : `${purpose}:${raw}`);
      }
    };
  }
});

// simulator/src/auth/sessions.ts
import { timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { SESSION_REF_SEPARATOR, sessionRefOf, sessionSecretOf } from "@homeport/sdk";
var DEFAULT_SESSION_LIMITS, TOUCH_PERSIST_MS, sameHex, Sessions;
var init_sessions = __esm({
  "simulator/src/auth/sessions.ts"() {
    "use strict";
    init_digest();
    init_cloudIndex();
    DEFAULT_SESSION_LIMITS = { idleMs: 12 * 36e5, maxMs: 7 * 864e5 };
    TOUCH_PERSIST_MS = 6e4;
    sameHex = (a, b) => a.length === b.length && timingSafeEqual2(Buffer.from(a), Buffer.from(b));
    Sessions = class {
      constructor(cloud, limits, now = Date.now) {
        this.cloud = cloud;
        this.limits = limits;
        this.now = now;
      }
      cloud;
      limits;
      now;
      persistedAt = /* @__PURE__ */ new Map();
      /** A new session; its id is answered here once and never kept. */
      create(userId, client = {}) {
        const now = this.now();
        const ref = randomToken(12);
        const secret = randomToken(24);
        const session = { id: ref, userId, secretHash: sha256Hex(secret), createdAt: now, lastSeenAt: now, revokedAt: null, ...client };
        const state = this.cloud.state;
        const forgotten = state.sessions.filter((s) => now - s.createdAt >= this.limits.maxMs + 864e5).map((s) => s.id);
        if (forgotten.length > 0) state.sessions = state.sessions.filter((s) => now - s.createdAt < this.limits.maxMs + 864e5);
        state.sessions.push(session);
        this.cloud.commitRecords("sessions", [session], forgotten);
        return { session, sessionId: `${ref}${SESSION_REF_SEPARATOR}${secret}` };
      }
      /** The session a client presents its id for: unknown unless the secret matches. */
      check(sessionId) {
        const ref = sessionRefOf(sessionId);
        const secret = sessionSecretOf(sessionId);
        const session = ref === null ? void 0 : sessionByRef(this.cloud.state, ref);
        if (!session || secret === null || !sameHex(sha256Hex(secret), session.secretHash)) return { status: "unknown" };
        return this.status(session);
      }
      /** The session of a ref the simulator itself holds (its MQTT clients, QA's control API). */
      checkRef(ref) {
        const session = sessionByRef(this.cloud.state, ref);
        return session ? this.status(session) : { status: "unknown" };
      }
      status(session) {
        if (!this.isLive(session)) return { status: "ended", session };
        const user = userByIdIndexed(this.cloud.state, session.userId);
        return user ? { status: "live", session, user } : { status: "ended", session };
      }
      /** The user's live sessions, oldest first. */
      liveOf(userId) {
        return this.cloud.state.sessions.filter((s) => s.userId === userId && this.isLive(s));
      }
      /** Whether a session ended by its idle or absolute limit (not revoked). */
      /** The session was revoked at least `ms` ago. */
      revokedLongerThan(session, ms) {
        return session.revokedAt !== null && this.now() - session.revokedAt >= ms;
      }
      expiredByTime(session) {
        return session.revokedAt === null && !this.isLive(session);
      }
      isLive(session) {
        const now = this.now();
        return session.revokedAt === null && now - session.createdAt < this.limits.maxMs && now - session.lastSeenAt < this.limits.idleMs;
      }
      /**
       * Records activity for the idle limit. The record changes at once; the
       * disk only once a minute per session (or with the next other write), so
       * reads do not rewrite cloud.json. A restart may forget under a minute.
       */
      touch(session) {
        const now = this.now();
        session.lastSeenAt = now;
        const persisted = this.persistedAt.get(session.id) ?? session.createdAt;
        if (now - persisted < TOUCH_PERSIST_MS) return;
        this.persistedAt.set(session.id, now);
        this.cloud.commitRecords("sessions", [session]);
      }
      revoke(session, reason = "logout") {
        this.revokeMany([session], reason);
      }
      /** Ends several sessions with one write. */
      revokeMany(sessions, reason, commit = true) {
        const now = this.now();
        for (const session of sessions) {
          this.persistedAt.delete(session.id);
          session.revokedAt = now;
          session.revokeReason = reason;
        }
        if (commit) this.cloud.commitRecords("sessions", sessions);
      }
    };
  }
});

// simulator/src/broker/identity.ts
function setIdentity(client, identity) {
  identities.set(client, identity);
}
function identityOf(client) {
  return client ? identities.get(client) ?? null : null;
}
var identities;
var init_identity = __esm({
  "simulator/src/broker/identity.ts"() {
    "use strict";
    identities = /* @__PURE__ */ new WeakMap();
  }
});

// simulator/src/broker/clientRegistry.ts
var ClientRegistry;
var init_clientRegistry = __esm({
  "simulator/src/broker/clientRegistry.ts"() {
    "use strict";
    init_identity();
    ClientRegistry = class {
      bySession = /* @__PURE__ */ new Map();
      add(client, sessionRef) {
        let clients = this.bySession.get(sessionRef);
        if (!clients) {
          clients = /* @__PURE__ */ new Set();
          this.bySession.set(sessionRef, clients);
        }
        clients.add(client);
      }
      remove(client) {
        const identity = identityOf(client);
        if (identity?.kind !== "session") return;
        const clients = this.bySession.get(identity.sessionRef);
        clients?.delete(client);
        if (clients?.size === 0) this.bySession.delete(identity.sessionRef);
      }
      disconnectSession(sessionRef) {
        const clients = [...this.bySession.get(sessionRef) ?? []];
        this.bySession.delete(sessionRef);
        for (const client of clients) client.close();
        return clients.length;
      }
      /** Every user client (not the simulator's own); used by reset and close. */
      disconnectAll() {
        let count = 0;
        for (const sessionRef of [...this.bySession.keys()]) count += this.disconnectSession(sessionRef);
        return count;
      }
      /** How many MQTT clients a session has connected now. */
      countOf(sessionRef) {
        return this.bySession.get(sessionRef)?.size ?? 0;
      }
      /** Every connected user client. */
      *clients() {
        for (const clients of this.bySession.values()) yield* clients;
      }
      sessionRefs() {
        return [...this.bySession.keys()];
      }
    };
  }
});

// simulator/src/broker/stampSender.ts
import { parseUntrusted as parseUntrusted2 } from "@homeport/sdk";
function stampSender(payload, userId) {
  const read = parseUntrusted2(payload);
  if (!read.ok) return payload;
  const request = read.value;
  if (typeof request !== "object" || request === null || Array.isArray(request)) return payload;
  return Buffer.from(JSON.stringify({ ...request, sender: userId }));
}
var init_stampSender = __esm({
  "simulator/src/broker/stampSender.ts"() {
    "use strict";
  }
});

// simulator/src/broker/acl.ts
import { parseGatewayTopic } from "@homeport/sdk";
function liveUser(sessions, client) {
  const identity = identityOf(client);
  if (identity?.kind !== "session") return null;
  const check = sessions.checkRef(identity.sessionRef);
  return check.status === "live" ? check.user : null;
}
function createAuthorizePublish({ sessions, rules, limiter }) {
  return (client, packet, callback) => {
    const identity = identityOf(client);
    if (client === null || identity?.kind === "internal") {
      callback(null);
      return;
    }
    const authorize = () => {
      let refusal = null;
      try {
        const user = liveUser(sessions, client);
        if (!user || !rules.mayPublish(user, packet.topic)) {
          refusal = new Error(`publish to ${packet.topic} not authorized`);
        } else {
          packet.retain = false;
          packet.payload = stampSender(packet.payload, user.id);
        }
      } catch (error) {
        refusal = new Error(`publish to ${packet.topic} failed: ${String(error)}`);
      }
      callback(refusal);
    };
    if (limiter) limiter.hold(client, identity?.kind === "session" ? identity.userId : null, authorize);
    else authorize();
  };
}
function createAuthorizeSubscribe({ sessions, rules }) {
  return (client, subscription, callback) => {
    if (identityOf(client)?.kind === "internal") {
      callback(null, subscription);
      return;
    }
    const user = liveUser(sessions, client);
    callback(null, user && rules.maySubscribe(user, subscription.topic) ? subscription : null);
  };
}
function mayHave({ sessions, rules }, client, topicOrFilter) {
  const identity = identityOf(client);
  if (identity?.kind === "internal") return true;
  if (identity?.kind === "session" && rules.isAccountTopicOf(identity.userId, topicOrFilter)) return true;
  const user = liveUser(sessions, client);
  return user !== null && rules.maySubscribe(user, topicOrFilter);
}
function createAuthorizeForward(deps) {
  return (client, packet) => {
    if (identityOf(client)?.kind !== "internal" && parseGatewayTopic(packet.topic)?.kind === "req") return null;
    return mayHave(deps, client, packet.topic) ? packet : null;
  };
}
function createMayKeepSubscription(deps) {
  return (client, filter) => mayHave(deps, client, filter);
}
var init_acl = __esm({
  "simulator/src/broker/acl.ts"() {
    "use strict";
    init_identity();
    init_stampSender();
  }
});

// simulator/src/broker/authenticate.ts
import { timingSafeEqual as timingSafeEqual3 } from "node:crypto";
function sameSecret(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual3(x, y);
}
function createAuthenticate({ sessions, registry, internal, connectedWithId }) {
  function heldByAnother(client, identity) {
    const holder = client.id ? connectedWithId(client.id) : void 0;
    if (!holder || holder === client) return false;
    const held = identityOf(holder);
    if (held === null) return true;
    return held.kind !== identity.kind || held.kind === "session" && identity.kind === "session" && held.userId !== identity.userId;
  }
  function decide(client, username, password) {
    if (!username || password === void 0) {
      return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: "username and password are required" };
    }
    if (username === internal.username) {
      if (!sameSecret(password, internal.password)) return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: "bad internal credentials" };
      setIdentity(client, { kind: "internal" });
      return { ok: true };
    }
    const check = sessions.check(password);
    if (check.status === "unknown" || check.session.userId !== username) {
      return { ok: false, returnCode: BAD_USERNAME_OR_PASSWORD, message: "unknown session" };
    }
    if (check.status === "ended") return { ok: false, returnCode: NOT_AUTHORIZED, message: "session revoked or expired" };
    const identity = { kind: "session", userId: username, sessionRef: check.session.id };
    if (heldByAnother(client, identity)) return { ok: false, returnCode: IDENTIFIER_REJECTED, message: `client id ${client.id} is in use by another identity` };
    sessions.touch(check.session);
    setIdentity(client, identity);
    registry.add(client, check.session.id);
    return { ok: true };
  }
  return (client, username, password, done2) => {
    let decision;
    try {
      decision = decide(client, username, password?.toString("utf8"));
    } catch (error2) {
      decision = { ok: false, returnCode: 3, message: `server unavailable: ${String(error2)}` };
    }
    if (decision.ok) {
      done2(null, true);
      return;
    }
    const error = Object.assign(new Error(decision.message), { returnCode: decision.returnCode });
    done2(error, false);
  };
}
var IDENTIFIER_REJECTED, BAD_USERNAME_OR_PASSWORD, NOT_AUTHORIZED;
var init_authenticate = __esm({
  "simulator/src/broker/authenticate.ts"() {
    "use strict";
    init_identity();
    IDENTIFIER_REJECTED = 2;
    BAD_USERNAME_OR_PASSWORD = 4;
    NOT_AUTHORIZED = 5;
  }
});

// simulator/src/broker/createBroker.ts
import Aedes from "aedes";
function createBroker({ sessions, registry, internal, rules, log: log2, clientLimit }) {
  const byClientId = /* @__PURE__ */ new Map();
  const limiter = clientLimit ? new PublishLimiter(clientLimit, log2) : null;
  const authenticate = createAuthenticate({ sessions, registry, internal, connectedWithId: (id) => byClientId.get(id) });
  const authorizePublish = createAuthorizePublish({ sessions, rules, limiter });
  const authorizeSubscribe = createAuthorizeSubscribe({ sessions, rules });
  const authorizeForward = createAuthorizeForward({ sessions, rules });
  const failed = (hook, client, error) => {
    log2(`mqtt: ${hook} for client ${client?.id ?? "(none)"} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    return new Error(`${hook} failed`);
  };
  const broker = new Aedes({
    authenticate: (client, username, password, callback) => {
      try {
        authenticate(client, username, password, callback);
      } catch (error) {
        callback(Object.assign(failed("authenticate", client, error), { returnCode: 5 }), false);
      }
    },
    authorizePublish: (client, packet, callback) => {
      try {
        authorizePublish(client, packet, callback);
      } catch (error) {
        callback(failed("authorizePublish", client, error));
      }
    },
    authorizeSubscribe: (client, subscription, callback) => {
      try {
        authorizeSubscribe(client, subscription, callback);
      } catch (error) {
        failed("authorizeSubscribe", client, error);
        callback(null, null);
      }
    },
    authorizeForward: (client, packet) => {
      try {
        return authorizeForward(client, packet);
      } catch (error) {
        failed("authorizeForward", client, error);
        return null;
      }
    },
    // Browser clients may choose long client ids; the 23 of MQTT 3.1 is too tight.
    maxClientsIdLength: 256
  });
  broker.on("client", (client) => byClientId.set(client.id, client));
  broker.on("clientDisconnect", (client) => {
    registry.remove(client);
    limiter?.forget(client);
    if (byClientId.get(client.id) === client) byClientId.delete(client.id);
  });
  broker.on("clientError", (client, error) => log2(`mqtt: client ${client.id} error: ${error.message}`));
  broker.on("connectionError", (client, error) => log2(`mqtt: connection error (${client.id ?? "before CONNECT"}): ${error.message}`));
  broker.once("closed", () => limiter?.close());
  return broker;
}
var init_createBroker = __esm({
  "simulator/src/broker/createBroker.ts"() {
    "use strict";
    init_acl();
    init_authenticate();
    init_rateLimit();
  }
});

// simulator/src/broker/dropRevokedSubscriptions.ts
function dropRevokedSubscriptions(clients, mayKeep) {
  let dropped = 0;
  for (const client of clients) {
    const revoked = filtersOf(client).filter((filter) => !mayKeep(client, filter));
    if (revoked.length === 0) continue;
    dropped += revoked.length;
    client.unsubscribe({ cmd: "unsubscribe", messageId: void 0, unsubscriptions: revoked }, () => void 0);
  }
  return dropped;
}
var filtersOf;
var init_dropRevokedSubscriptions = __esm({
  "simulator/src/broker/dropRevokedSubscriptions.ts"() {
    "use strict";
    filtersOf = (client) => Object.keys(client.subscriptions ?? {});
  }
});

// simulator/src/guard/contained.ts
function contained(log2, what, handler, onError) {
  const failed = (error, args) => {
    log2(`${what(...args)} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    if (!onError) return;
    try {
      onError(error, ...args);
    } catch (again) {
      log2(`${what(...args)}: answering the failure failed too: ${String(again)}`);
    }
  };
  return (...args) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((error) => failed(error, args));
    } catch (error) {
      failed(error, args);
    }
  };
}
var init_contained = __esm({
  "simulator/src/guard/contained.ts"() {
    "use strict";
  }
});

// simulator/src/broker/bridge.ts
import { topics as topics6 } from "@homeport/sdk";
function bridgeTopics(product) {
  const every = { product, owner: "+", serial: "+" };
  return {
    toExternal: [topics6.request(every, "ohm"), topics6.request(every, "osm")],
    toEdge: [topics6.response(every, "ohm"), topics6.response(every, "osm"), topics6.events(every), topics6.userEvents(product, "+"), topics6.adminEvents(product)]
  };
}
var Bridge;
var init_bridge = __esm({
  "simulator/src/broker/bridge.ts"() {
    "use strict";
    init_contained();
    Bridge = class _Bridge {
      constructor(options2) {
        this.options = options2;
      }
      options;
      dropped = 0;
      static async start(options2) {
        const bridge = new _Bridge(options2);
        const { edge, external, product } = options2;
        const { toExternal, toEdge } = bridgeTopics(product);
        const { log: log2 } = options2;
        edge.on(
          "message",
          contained(
            log2,
            (topic) => `bridge: a request on ${topic}`,
            (topic, payload) => bridge.toExternal(topic, payload)
          )
        );
        external.on(
          "message",
          contained(
            log2,
            (topic) => `bridge: a message on ${topic}`,
            (topic, payload) => {
              edge.publish(topic, payload, { qos: 0, retain: false });
            }
          )
        );
        external.on("connect", () => bridge.reconnected());
        await edge.subscribeAsync(toExternal, { qos: 0 });
        await external.subscribeAsync(toEdge, { qos: 0 });
        return bridge;
      }
      toExternal(topic, payload) {
        const { external, log: log2 } = this.options;
        if (!external.connected) {
          this.dropped += 1;
          if (this.dropped === 1) log2(`bridge: the external broker is away, user requests are dropped until it is back (${topic})`);
          return;
        }
        external.publish(topic, payload, { qos: 0, retain: false });
      }
      reconnected() {
        if (this.dropped === 0) return;
        this.options.log(`bridge: the external broker is back; ${this.dropped} user requests were dropped while it was away`);
        this.dropped = 0;
      }
      async close() {
        await Promise.all([this.options.edge.endAsync(true), this.options.external.endAsync(true)]);
      }
    };
  }
});

// simulator/src/broker/internalCredentials.ts
import { randomBytes as randomBytes4 } from "node:crypto";
function createInternalCredentials() {
  return { username: "__homeport_internal__", password: randomBytes4(32).toString("base64url") };
}
var init_internalCredentials = __esm({
  "simulator/src/broker/internalCredentials.ts"() {
    "use strict";
  }
});

// simulator/src/broker/sessionSweep.ts
function startSessionSweep(sessions, registry, onExpired, intervalMs = SESSION_SWEEP_MS) {
  const timer = setInterval(() => {
    const expired = [];
    for (const ref of registry.sessionRefs()) {
      const check = sessions.checkRef(ref);
      if (check.status === "live") continue;
      if (check.status === "unknown") registry.disconnectSession(ref);
      else if (sessions.expiredByTime(check.session)) expired.push(check.session);
      else if (sessions.revokedLongerThan(check.session, DISCONNECT_GRACE_MS)) registry.disconnectSession(ref);
    }
    if (expired.length > 0) onExpired(expired);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
var SESSION_SWEEP_MS;
var init_sessionSweep = __esm({
  "simulator/src/broker/sessionSweep.ts"() {
    "use strict";
    init_userNotices();
    SESSION_SWEEP_MS = 3e4;
  }
});

// simulator/src/broker/packetSizeGuard.ts
import { Duplex, Transform } from "node:stream";
import { MAX_PAYLOAD_BYTES } from "@homeport/sdk";
function guardPacketSize(conn, max, onRefused) {
  const scanner = new PacketSizeScanner(max);
  let refused2 = false;
  const checked = new Transform({
    transform(chunk, _encoding, callback) {
      if (!refused2 && scanner.accept(chunk)) {
        callback(null, chunk);
        return;
      }
      if (!refused2) {
        refused2 = true;
        onRefused();
        conn.destroy();
      }
      callback();
    }
  });
  conn.pipe(checked);
  return Duplex.from({ readable: checked, writable: conn });
}
var MAX_PACKET_BYTES, FIXED_HEADER, LENGTH, BODY, PacketSizeScanner;
var init_packetSizeGuard = __esm({
  "simulator/src/broker/packetSizeGuard.ts"() {
    "use strict";
    MAX_PACKET_BYTES = MAX_PAYLOAD_BYTES + 2 + 65535 + 2;
    FIXED_HEADER = 0;
    LENGTH = 1;
    BODY = 2;
    PacketSizeScanner = class {
      constructor(max) {
        this.max = max;
      }
      max;
      state = FIXED_HEADER;
      length = 0;
      multiplier = 1;
      lengthBytes = 0;
      remaining = 0;
      /** False once a packet claims more than `max` bytes, or its length is malformed (a fifth length byte). */
      accept(chunk) {
        let i = 0;
        while (i < chunk.length) {
          if (this.state === BODY) {
            const taken = Math.min(this.remaining, chunk.length - i);
            i += taken;
            this.remaining -= taken;
            if (this.remaining === 0) this.state = FIXED_HEADER;
            continue;
          }
          const byte = chunk[i++];
          if (this.state === FIXED_HEADER) {
            this.state = LENGTH;
            this.length = 0;
            this.multiplier = 1;
            this.lengthBytes = 0;
            continue;
          }
          this.length += (byte & 127) * this.multiplier;
          this.multiplier *= 128;
          this.lengthBytes += 1;
          if (this.length > this.max) return false;
          if (byte & 128) {
            if (this.lengthBytes === 4) return false;
            continue;
          }
          this.remaining = this.length;
          this.state = this.remaining === 0 ? FIXED_HEADER : BODY;
        }
        return true;
      }
    };
  }
});

// simulator/src/broker/tcpListener.ts
import { createServer } from "node:net";
async function listenTcp(broker, port, host, log2, refused2 = () => false) {
  const sockets = /* @__PURE__ */ new Set();
  const server = createServer((socket) => {
    if (refused2()) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => void 0);
    const address = `${socket.remoteAddress ?? "?"}:${socket.remotePort ?? "?"}`;
    broker.handle(guardPacketSize(socket, MAX_PACKET_BYTES, () => log2(`mqtt/tcp: closed ${address}: a packet over ${MAX_PACKET_BYTES} bytes`)));
  });
  const listen2 = (on) => new Promise((resolve4, reject) => {
    server.once("error", reject);
    server.listen(on, host, () => {
      server.off("error", reject);
      resolve4();
    });
  });
  await listen2(port);
  const bound = server.address().port;
  let listening = true;
  let closed = false;
  return {
    port: bound,
    close: () => {
      closed = true;
      for (const socket of sockets) socket.destroy();
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise((resolve4) => server.close(() => resolve4()));
    },
    pause() {
      if (closed || !listening) return;
      listening = false;
      server.close();
    },
    async resume() {
      if (closed || listening) return false;
      listening = true;
      await listen2(bound);
      return true;
    }
  };
}
var init_tcpListener = __esm({
  "simulator/src/broker/tcpListener.ts"() {
    "use strict";
    init_packetSizeGuard();
  }
});

// simulator/src/broker/topicRules.ts
import { isAdmin as isAdmin2, parseGatewayTopic as parseGatewayTopic2, topics as topics7 } from "@homeport/sdk";
var hasWildcard, TopicRules;
var init_topicRules = __esm({
  "simulator/src/broker/topicRules.ts"() {
    "use strict";
    init_gatewayAccess();
    init_ownerSegment();
    init_cloudIndex();
    hasWildcard = (level) => level === void 0 || level.includes("+") || level.includes("#");
    TopicRules = class {
      constructor(cloud, product) {
        this.cloud = cloud;
        this.product = product;
      }
      cloud;
      product;
      reaches(user, owner, serial) {
        const gateway = gatewayBySerial(this.cloud.state, serial);
        return gateway !== void 0 && topicOwner(gateway) === owner && canReachGateway(user, gateway);
      }
      /** Users publish requests only; res and evt belong to the fleet, admin/evt and usr/evt to the cloud. */
      mayPublish(user, topic) {
        const address = parseGatewayTopic2(topic);
        return address !== null && address.kind === "req" && address.product === this.product && this.reaches(user, address.owner, address.serial);
      }
      /** The user's own account topic (`{product}/{userId}/usr/{userId}/evt`). */
      isAccountTopicOf(userId, topic) {
        return topic === topics7.userEvents(this.product, userId);
      }
      maySubscribe(user, filter) {
        if (this.isAccountTopicOf(user.id, filter)) return true;
        if (isAdmin2(user)) return filter.startsWith(`${this.product}/`);
        const [product, owner, gtw, serial, ...rest] = filter.split("/");
        if (product !== this.product || gtw !== "gtw" || hasWildcard(owner) || hasWildcard(serial)) return false;
        return rest.length > 0 && this.reaches(user, owner, serial);
      }
    };
  }
});

// simulator/src/broker/wsUpgrade.ts
import { createWebSocketStream, WebSocketServer } from "ws";
function attachMqttWebSocket(server, broker, log2, refused2 = () => false) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_PACKET_BYTES });
  server.on("upgrade", (request, socket, head) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== MQTT_WS_PATH) {
      socket.destroy();
      return;
    }
    if (refused2()) {
      socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      stream.on("error", (error) => log2(`mqtt/ws: ${error.message}`));
      const address = request.socket.remoteAddress ?? "?";
      broker.handle(
        guardPacketSize(stream, MAX_PACKET_BYTES, () => log2(`mqtt/ws: closed ${address}: a packet over ${MAX_PACKET_BYTES} bytes`)),
        request
      );
    });
  });
  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    }
  };
}
var MQTT_WS_PATH;
var init_wsUpgrade = __esm({
  "simulator/src/broker/wsUpgrade.ts"() {
    "use strict";
    init_packetSizeGuard();
    MQTT_WS_PATH = "/mqtt";
  }
});

// simulator/src/cloud/cloudBus.ts
var CloudBus;
var init_cloudBus = __esm({
  "simulator/src/cloud/cloudBus.ts"() {
    "use strict";
    CloudBus = class {
      constructor(client, now = Date.now) {
        this.client = client;
        this.now = now;
      }
      client;
      now;
      async publishEvent(topic, name, data) {
        const event = { name, data, ts: this.now() };
        await this.send(topic, JSON.stringify(event));
        return event;
      }
      /** Any message as it is (a gateway's response), on the same connection as the events so the order holds. */
      async publish(topic, message) {
        await this.send(topic, JSON.stringify(message));
      }
      /**
       * On an external broker that is away (docs/simulator.md "External broker"),
       * a qos 0 message is lost as on a network, and the write that caused it
       * stands: the caller is not failed for it. The embedded broker is never away.
       */
      async send(topic, text3) {
        try {
          await this.client.publishAsync(topic, text3, { qos: 0 });
        } catch (error) {
          if (this.client.connected) throw error;
        }
      }
      async close() {
        await this.client.endAsync(true);
      }
    };
  }
});

// simulator/src/gateway/wifiConnect.ts
function beginWifi(emulator, settings) {
  const local = localStateOf(emulator);
  local.wifi = { ssid: settings.ssid, encryption: settings.encryption, setAt: emulator.now(), state: "connecting" };
  emulator.save();
  return {
    answer: { ssid: settings.ssid, state: "connecting", connectMs: WIFI_CONNECT_MS },
    events: [wifiStatusEvent(wifiView(emulator, local, emulator.now()))]
  };
}
function armWifiSettle(ctx, emulator) {
  const wifi = localStateOf(emulator).wifi;
  if (wifi?.state === "connecting") armWifiSettleAt(ctx, emulator.serial, wifi.setAt);
}
async function armReportedWifiSettle(ctx, serial) {
  const joining = await ctx.emulators.runIfThere(serial, wifiJoinConnecting, void 0);
  if (joining) armWifiSettleAt(ctx, serial, joining.setAt);
}
function armWifiSettleAt(ctx, serial, setAt) {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) return;
  gateway.wifiSettleAt = setAt + WIFI_CONNECT_MS;
  ctx.cloud.commit();
  arm(ctx, serial, setAt);
}
function arm(ctx, serial, setAt) {
  ctx.clock.setTimeoutAt(() => {
    settleWifi(ctx, serial, setAt).catch((error) => ctx.log(`wifi: ${serial} could not settle: ${String(error)}`));
  }, setAt + WIFI_CONNECT_MS);
}
async function settleWifi(ctx, serial, setAt) {
  if (!gatewayBySerial(ctx.cloud.state, serial)) return;
  const settledOn = await ctx.emulators.runIfThere(serial, settleWifiJoin, { setAt });
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway || !settledOn) return;
  if (settledOn.logLine !== null) ctx.log(settledOn.logLine);
  if (gateway.wifiSettleAt !== void 0 && gateway.wifiSettleAt !== null && gateway.wifiSettleAt <= setAt + WIFI_CONNECT_MS) gateway.wifiSettleAt = null;
  if (settledOn.networkType !== gateway.connectionType) {
    await applyGatewayPatch(ctx, gateway, { cloud: { connectionType: settledOn.networkType }, emulator: {} });
    return;
  }
  ctx.cloud.commit();
}
function resumeWifi(ctx) {
  let count = 0;
  for (const gateway of ctx.cloud.state.gateways) {
    if (gateway.wifiSettleAt === void 0 || gateway.wifiSettleAt === null) continue;
    arm(ctx, gateway.serialNumber, gateway.wifiSettleAt - WIFI_CONNECT_MS);
    count++;
  }
  return count;
}
var init_wifiConnect = __esm({
  "simulator/src/gateway/wifiConnect.ts"() {
    "use strict";
    init_applyGatewayPatch();
    init_localState();
    init_wifiStatus();
    init_cloudChanges();
    init_wifiJoin();
    init_cloudIndex();
  }
});

// simulator/src/cloud/gatewayReports.ts
import { operationModeWith } from "@homeport/sdk";
async function applyGatewayReport(ctx, serial, report3) {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) return;
  if (report3.wifiConnecting) await armReportedWifiSettle(ctx, serial);
  if (report3.bridgeMode === void 0) return;
  await applyGatewayPatch(ctx, gateway, { cloud: { operationMode: operationModeWith(gateway.operationMode, report3.bridgeMode) }, emulator: {} }, "records");
}
var init_gatewayReports = __esm({
  "simulator/src/cloud/gatewayReports.ts"() {
    "use strict";
    init_wifiConnect();
    init_applyGatewayPatch();
    init_cloudIndex();
  }
});

// simulator/src/cloud/firmwareInstallation.ts
import { FIRMWARE_INSTALLING_STATUSES, nextInstallationStep } from "@homeport/sdk";
function ensureState(ctx, serial) {
  let state = firmwareStateOf(ctx, serial);
  if (!state) {
    state = { id: serial, checkedAt: null, running: null };
    ctx.cloud.state.firmwareStates.push(state);
  }
  return state;
}
function withInstallation(gateway, installation) {
  return [...gateway.installations.filter((i) => i.softwareId !== installation.softwareId), installation].slice(-KEPT_INSTALLATIONS);
}
function withStatus(gateway, softwareId, status, ts) {
  return gateway.installations.map((i) => i.softwareId === softwareId ? { softwareId, history: [...i.history, { status, ts }] } : i);
}
function enqueue(ctx, serial, work) {
  let map = chains.get(ctx);
  if (!map) chains.set(ctx, map = /* @__PURE__ */ new Map());
  const next = (map.get(serial) ?? Promise.resolve()).then(work).catch(logFailure(ctx, serial));
  map.set(serial, next);
}
async function startInstallation(ctx, gateway, campaign2) {
  const now = ctx.now();
  ensureState(ctx, gateway.serialNumber).running = {
    campaignID: campaign2.campaignID,
    softwareId: campaign2.softwareId,
    softwareVersion: campaign2.softwareVersion,
    ohmVersion: campaign2.ohmVersion,
    startedAt: now
  };
  const installations = withInstallation(gateway, { softwareId: campaign2.softwareId, history: [{ status: "accepted", ts: now }] });
  const accepted = applyGatewayPatch(ctx, gateway, { cloud: { installations, installationSoftwareId: campaign2.softwareId }, emulator: {} }).then(() => void 0);
  enqueue(ctx, gateway.serialNumber, () => accepted);
  scheduleStep(ctx, gateway.serialNumber, { softwareId: campaign2.softwareId, startedAt: now }, "accepted", now);
  await accepted;
}
function scheduleStep(ctx, serial, attempt, status, reachedAt) {
  const next = nextInstallationStep(status);
  if (!next) return;
  const due = reachedAt + (FIRMWARE_STEP_MS[status] ?? 0);
  ctx.clock.setTimeoutAt(() => {
    if (!stillRunning(ctx, serial, attempt)) return;
    enqueue(ctx, serial, () => moveOn(ctx, serial, attempt, status, next, due));
    scheduleStep(ctx, serial, attempt, next, due);
  }, due);
}
async function moveOn(ctx, serial, attempt, was, next, at) {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  const state = firmwareStateOf(ctx, serial);
  const current2 = gateway ? currentInstallation(gateway) : null;
  if (!gateway || !state?.running || !stillRunning(ctx, serial, attempt) || current2?.softwareId !== attempt.softwareId || current2.status !== was) return;
  const installations = withStatus(gateway, attempt.softwareId, next, at);
  if (next !== "installed") {
    await applyGatewayPatch(ctx, gateway, { cloud: { installations }, emulator: {} }, "records");
    return;
  }
  const { softwareVersion, ohmVersion } = state.running;
  state.running = null;
  if (ohmVersion) await ctx.emulators.runIfThere(serial, installOhmVersion, { ohmVersion });
  await applyGatewayPatch(ctx, gateway, {
    cloud: { installations, currentFWVersion: softwareVersion, ...ohmVersion ? { swVersions: { ...gateway.swVersions, ohmVersion } } : {} },
    emulator: {}
  });
  ctx.log(`firmware: ${serial} installed ${softwareVersion}`);
}
async function endInstallation(ctx, gateway, action) {
  const current2 = currentInstallation(gateway);
  if (!current2 || !FIRMWARE_INSTALLING_STATUSES.includes(current2.status)) return null;
  const status = action === "cancel" ? "canceled" : "failed";
  const state = firmwareStateOf(ctx, gateway.serialNumber);
  if (state) state.running = null;
  await applyGatewayPatch(ctx, gateway, { cloud: { installations: withStatus(gateway, current2.softwareId, status, ctx.now()) }, emulator: {} });
  return { softwareId: current2.softwareId, status };
}
function resumeInstallations(ctx) {
  let resumed = 0;
  for (const state of ctx.cloud.state.firmwareStates) {
    const gateway = gatewayBySerial(ctx.cloud.state, state.id);
    const current2 = gateway ? currentInstallation(gateway) : null;
    if (!gateway || !state.running || current2?.softwareId !== state.running.softwareId || !FIRMWARE_INSTALLING_STATUSES.includes(current2.status)) continue;
    const reachedAt = gateway.installations.find((i) => i.softwareId === current2.softwareId)?.history.at(-1)?.ts ?? ctx.now();
    scheduleStep(ctx, state.id, { softwareId: state.running.softwareId, startedAt: state.running.startedAt }, current2.status, reachedAt);
    resumed += 1;
  }
  return resumed;
}
var FIRMWARE_STEP_MS, KEPT_INSTALLATIONS, firmwareStateOf, logFailure, chains, stillRunning;
var init_firmwareInstallation = __esm({
  "simulator/src/cloud/firmwareInstallation.ts"() {
    "use strict";
    init_cloudChanges();
    init_applyGatewayPatch();
    init_gatewayStateEvents();
    init_cloudIndex();
    FIRMWARE_STEP_MS = {
      accepted: 5e3,
      delivering: 2e4,
      delivered: 5e3,
      downloading: 6e4,
      installing: 9e4
    };
    KEPT_INSTALLATIONS = 20;
    firmwareStateOf = (ctx, serial) => ctx.cloud.state.firmwareStates.find((s) => s.id === serial);
    logFailure = (ctx, serial) => (error) => ctx.log(`firmware: ${serial} ${String(error)}`);
    chains = /* @__PURE__ */ new WeakMap();
    stillRunning = (ctx, serial, attempt) => {
      const running = firmwareStateOf(ctx, serial)?.running;
      return running?.softwareId === attempt.softwareId && running.startedAt === attempt.startedAt;
    };
  }
});

// simulator/src/cloud/internalClient.ts
import { randomBytes as randomBytes5 } from "node:crypto";
import mqtt from "mqtt";
import { setNoDelay } from "@homeport/sdk";
async function connectInternalClient(url, credentials, role) {
  const client = await mqtt.connectAsync(url, {
    username: credentials.username,
    password: credentials.password,
    clientId: `homeport-${role}-${randomBytes5(4).toString("hex")}`,
    // aedes speaks MQTT 3.1.1 only (DESIGN.md).
    protocolVersion: 4,
    reconnectPeriod: 1e3,
    connectTimeout: 1e4
  });
  return sendingAtOnce(client);
}
function sendingAtOnce(client) {
  setNoDelay(client.stream);
  client.on("connect", () => setNoDelay(client.stream));
  return client;
}
async function connectExternalClient(broker, role, log2) {
  let client;
  try {
    client = await mqtt.connectAsync(
      broker.url,
      {
        username: broker.username,
        password: broker.password,
        clientId: `homeport-${role}-${randomBytes5(4).toString("hex")}`,
        protocolVersion: 4,
        clean: true,
        reconnectPeriod: 1e3,
        connectTimeout: 1e4,
        queueQoSZero: false
      },
      // The first attempt only: an unreachable broker fails the start instead of retrying forever.
      false
    );
  } catch (error) {
    throw new Error(`could not connect to the external broker ${broker.display} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  sendingAtOnce(client);
  let lost = false;
  client.on("offline", () => {
    if (lost) return;
    lost = true;
    log2(`external broker ${broker.display}: ${role} lost the connection, reconnecting`);
  });
  client.on("connect", () => {
    if (!lost) return;
    lost = false;
    log2(`external broker ${broker.display}: ${role} connected again`);
  });
  client.on("error", (error) => log2(`external broker ${broker.display}: ${role}: ${error.message}`));
  return client;
}
var init_internalClient = __esm({
  "simulator/src/cloud/internalClient.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/bulk/bulkQueue.ts
import { randomBytes as randomBytes6 } from "node:crypto";
import {
  BulkEvent,
  BULK_COMMAND_OF_TYPE,
  bulkRetryDelayMs,
  GatewayCode as GatewayCode2,
  isTerminalCampaignStatus,
  isTerminalTaskStatus,
  topics as topics8
} from "@homeport/sdk";
function troubleshootingOf(code) {
  switch (code) {
    case GatewayCode2.privileged:
      return "Another user holds privileged mode on this gateway; reset the task once it is released.";
    case GatewayCode2.forbidden:
      return "The operation was created by a user without write access; create it again as admin-support.";
    case GatewayCode2.badParams:
    case GatewayCode2.unknownCommand:
    case GatewayCode2.unsupported:
      return "The gateway does not accept this content (firmware or parameters); check the content and the gateway version.";
    default:
      return "Check the gateway in BackOffice, then reset the task.";
  }
}
var BULK_DEFAULT_CONCURRENCY, newId, emptyCounters, FEEDBACK, BulkQueue;
var init_bulkQueue = __esm({
  "simulator/src/cloud/bulk/bulkQueue.ts"() {
    "use strict";
    init_ownerSegment();
    init_cloudIndex();
    BULK_DEFAULT_CONCURRENCY = 8;
    newId = (prefix) => `${prefix}${Date.now().toString(36)}${randomBytes6(4).toString("hex")}`;
    emptyCounters = () => ({ total: 0, pending: 0, inProgress: 0, successful: 0, failed: 0, canceled: 0 });
    FEEDBACK = {
      offline: {
        defautlMsg: "Gateway is offline",
        customMsg: "The gateway was offline when the command was due.",
        troubleshooting: "Check that the gateway is powered and connected, then reset the task."
      },
      noAnswer: {
        defautlMsg: "Gateway did not answer",
        customMsg: "The gateway did not answer the command in time.",
        troubleshooting: "Check the gateway connection in BackOffice, then reset the task."
      },
      unknown: {
        defautlMsg: "Gateway not found",
        customMsg: "No gateway with this serial number is known.",
        troubleshooting: "Check the serial number; create a new operation with the right one."
      }
    };
    BulkQueue = class {
      constructor(options2) {
        this.options = options2;
        this.concurrency = options2.concurrency ?? BULK_DEFAULT_CONCURRENCY;
        this.paused = options2.paused ?? false;
      }
      options;
      campaigns = /* @__PURE__ */ new Map();
      taskIndex = /* @__PURE__ */ new Map();
      /** Tasks to run (Pending), or to check (`check`: In Progress when the last run stopped), in order. */
      ready = [];
      inFlight = 0;
      /** Bumped by clear(): a run of the queue before a reseed no longer counts against the slots. */
      generation = 0;
      paused = false;
      /** QA (control API): mark tasks In Progress but do not send, as a process killed between the two would. */
      stalled = false;
      closed = false;
      concurrency;
      retryTimers = /* @__PURE__ */ new Set();
      /** Events are published in order, one after the other. */
      publishing = Promise.resolve();
      get now() {
        return this.options.clock.now();
      }
      // ---- loading and resuming ----
      /** Loads the logs and goes on where the last run stopped; answers how many tasks were queued or checked again. */
      resume() {
        let resumed = 0;
        const checks = [];
        for (const { campaign: campaign2, tasks } of this.options.store.loadCampaigns()) {
          const entry = { campaign: campaign2, tasks: new Map(tasks.map((t) => [t._id, t])), order: tasks.map((t) => t._id) };
          entry.order.sort((a, b) => (entry.tasks.get(a)?.device ?? "").localeCompare(entry.tasks.get(b)?.device ?? ""));
          this.campaigns.set(campaign2._id, entry);
          for (const task of tasks) {
            this.taskIndex.set(task._id, campaign2._id);
            if (task.taskOptions.status === "In Progress") {
              checks.push({ campaignId: campaign2._id, taskId: task._id, check: true });
              resumed += 1;
            } else if (task.taskOptions.status === "Pending") {
              this.schedule(campaign2._id, task);
              resumed += 1;
            }
          }
        }
        this.ready.unshift(...checks);
        this.pump();
        return resumed;
      }
      // ---- reading ----
      list() {
        return [...this.campaigns.values()].map((e) => e.campaign).sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
      }
      get(id) {
        return this.campaigns.get(id)?.campaign ?? null;
      }
      tasksOf(id) {
        const entry = this.campaigns.get(id);
        if (!entry) return null;
        return entry.order.map((taskId) => entry.tasks.get(taskId)).filter((t) => t !== void 0);
      }
      task(taskId) {
        const campaignId = this.taskIndex.get(taskId);
        const entry = campaignId ? this.campaigns.get(campaignId) : void 0;
        const task = entry?.tasks.get(taskId);
        return entry && task ? { campaign: entry.campaign, task } : null;
      }
      state() {
        return { paused: this.paused, stalled: this.stalled, inFlight: this.inFlight, ready: this.ready.length, concurrency: this.concurrency, campaigns: this.campaigns.size };
      }
      // ---- changing ----
      /** A new campaign, one task per serial, queued; bom_campaign_created. */
      create(input) {
        const now = this.now;
        const campaignId = newId("bom");
        const serials = [...new Set(input.devices)].sort();
        const tasks = serials.map((device2, i) => ({
          _id: `${campaignId}-${i + 1}`,
          campaignId,
          device: device2,
          isCanceled: false,
          isFailed: false,
          isFinished: false,
          taskOptions: { progress: 0, status: "Pending" },
          timeOfTaskStart: null,
          taskFinishedTimestamp: null,
          triedCounter: 0,
          retryCounter: 0,
          nextAttemptAt: null,
          errorFeedback: null
        }));
        const campaign2 = {
          _id: campaignId,
          operation_name: input.operation_name,
          operation_type: input.operation_type,
          status: "Pending",
          campaignOptions: { progress: 0, retryNumber: input.retryNumber },
          finishTaskCount: 0,
          taskCounters: { ...emptyCounters(), total: tasks.length, pending: tasks.length },
          timeOfOperationStart: null,
          timeOfOperationFinish: null,
          contentId: input.contentId,
          content: input.content,
          user: input.user,
          userInitiated: input.userInitiated,
          createdAt: now
        };
        this.options.store.append(campaign2, tasks);
        const entry = { campaign: campaign2, tasks: new Map(tasks.map((t) => [t._id, t])), order: tasks.map((t) => t._id) };
        this.campaigns.set(campaignId, entry);
        for (const task of tasks) this.taskIndex.set(task._id, campaignId);
        this.publish(BulkEvent.campaignCreated, campaign2);
        for (const task of tasks) this.ready.push({ campaignId, taskId: task._id });
        this.pump();
        return campaign2;
      }
      /** Cancels every unended task and the campaign; null when it has ended already. */
      cancelCampaign(id) {
        const entry = this.campaigns.get(id);
        if (!entry || isTerminalCampaignStatus(entry.campaign.status)) return null;
        const now = this.now;
        const changed = [];
        for (const taskId of entry.order) {
          const task = entry.tasks.get(taskId);
          if (task && !isTerminalTaskStatus(task.taskOptions.status)) changed.push(this.canceled(task, now));
        }
        for (const task of changed) entry.tasks.set(task._id, task);
        const campaign2 = this.recount(entry, now, "Canceled");
        this.options.store.append(campaign2, changed);
        for (const task of changed) this.publish(BulkEvent.taskUpdated, task);
        this.publishCampaign(campaign2);
        return { campaign: campaign2, changed: changed.length };
      }
      /** Cancels the named unended tasks; answers how many changed and the campaigns touched. */
      cancelTasks(taskIds) {
        const now = this.now;
        const byCampaign = /* @__PURE__ */ new Map();
        for (const taskId of new Set(taskIds)) {
          const found = this.task(taskId);
          if (!found || isTerminalTaskStatus(found.task.taskOptions.status)) continue;
          const list = byCampaign.get(found.campaign._id) ?? [];
          list.push(this.canceled(found.task, now));
          byCampaign.set(found.campaign._id, list);
        }
        const campaigns = [];
        let changed = 0;
        for (const [campaignId, tasks] of byCampaign) {
          const entry = this.campaigns.get(campaignId);
          if (!entry) continue;
          for (const task of tasks) entry.tasks.set(task._id, task);
          const campaign2 = this.recount(entry, now);
          this.options.store.append(campaign2, tasks);
          for (const task of tasks) this.publish(BulkEvent.taskUpdated, task);
          this.publishCampaign(campaign2);
          campaigns.push(campaign2);
          changed += tasks.length;
        }
        return { changed, campaigns };
      }
      /** Resets failed or canceled tasks (all of the campaign's, or the named one) to run again; null when the campaign is unknown. */
      reset(campaignId, taskId) {
        const entry = this.campaigns.get(campaignId);
        if (!entry) return null;
        const now = this.now;
        const changed = [];
        for (const id of taskId ? [taskId] : entry.order) {
          const task = entry.tasks.get(id);
          if (!task || task.taskOptions.status !== "Failed" && task.taskOptions.status !== "Canceled") continue;
          changed.push({
            ...task,
            isCanceled: false,
            isFailed: false,
            isFinished: false,
            taskOptions: { progress: 0, status: "Pending" },
            taskFinishedTimestamp: null,
            triedCounter: 0,
            retryCounter: 0,
            nextAttemptAt: null,
            errorFeedback: null
          });
        }
        if (changed.length === 0) return { campaign: entry.campaign, changed: 0 };
        for (const task of changed) entry.tasks.set(task._id, task);
        const campaign2 = this.recount(entry, now, "In Progress", true);
        this.options.store.append(campaign2, changed);
        for (const task of changed) this.publish(BulkEvent.taskUpdated, task);
        this.publishCampaign(campaign2);
        for (const task of changed) this.ready.push({ campaignId, taskId: task._id });
        this.pump();
        return { campaign: campaign2, changed: changed.length };
      }
      /** Removes an ended campaign and its log; false when it still runs. */
      remove(id) {
        const entry = this.campaigns.get(id);
        if (!entry || !isTerminalCampaignStatus(entry.campaign.status)) return false;
        this.options.store.removeCampaign(id);
        this.campaigns.delete(id);
        for (const taskId of entry.order) this.taskIndex.delete(taskId);
        this.publish(BulkEvent.campaignDeleted, { _id: id });
        return true;
      }
      /** QA: pause (nothing new is sent), resume, or stall (tasks are marked In Progress, never sent). */
      control(action) {
        this.paused = action === "pause";
        this.stalled = action === "stall";
        if (action === "resume") this.pump();
        if (action === "stall") this.pump();
      }
      /** Forgets everything in memory (a reseed wiped the folder). */
      clear() {
        for (const timer of this.retryTimers) this.options.clock.clearTimeout(timer);
        this.retryTimers.clear();
        this.campaigns.clear();
        this.taskIndex.clear();
        this.ready = [];
        this.paused = false;
        this.stalled = false;
        this.inFlight = 0;
        this.generation += 1;
        this.finishedAnnounced.clear();
      }
      /** Waits for the events already queued to be published. */
      async flush() {
        await this.publishing;
      }
      close() {
        this.closed = true;
        for (const timer of this.retryTimers) this.options.clock.clearTimeout(timer);
        this.retryTimers.clear();
      }
      // ---- running ----
      /** Queues a Pending task: at once, or at its retry time on the simulator clock. */
      schedule(campaignId, task) {
        if (task.nextAttemptAt === null || task.nextAttemptAt <= this.now) {
          this.ready.push({ campaignId, taskId: task._id });
          return;
        }
        const timer = this.options.clock.setTimeoutAt(() => {
          this.retryTimers.delete(timer);
          this.ready.push({ campaignId, taskId: task._id });
          this.pump();
        }, task.nextAttemptAt);
        this.retryTimers.add(timer);
      }
      pump() {
        while (!this.closed && !this.paused && this.inFlight < this.concurrency && this.ready.length > 0) {
          const next = this.ready.shift();
          if (!next) break;
          const task = this.campaigns.get(next.campaignId)?.tasks.get(next.taskId);
          if (task?.taskOptions.status !== (next.check ? "In Progress" : "Pending")) continue;
          void this.runTask(next.campaignId, next.taskId, next.check === true);
        }
      }
      /**
       * One attempt. `resumed`: the task was In Progress when the last run
       * stopped (its attempt counted); check the gateway before sending again.
       */
      async runTask(campaignId, taskId, resumed) {
        const entry = this.campaigns.get(campaignId);
        const task = entry?.tasks.get(taskId);
        if (!entry || !task) return;
        const generation2 = this.generation;
        this.inFlight += 1;
        try {
          if (!resumed) this.markInProgress(entry, task);
          if (this.stalled) return;
          const outcome = await this.attempt(entry.campaign, task.device, resumed);
          this.finishAttempt(campaignId, taskId, outcome);
        } catch (error) {
          this.options.log(`bulk: task ${taskId} failed unexpectedly: ${String(error)}`);
        } finally {
          if (!this.stalled && generation2 === this.generation) {
            this.inFlight -= 1;
            this.pump();
          }
        }
      }
      markInProgress(entry, task) {
        const now = this.now;
        const started = {
          ...task,
          taskOptions: { progress: 50, status: "In Progress" },
          timeOfTaskStart: task.timeOfTaskStart ?? now,
          triedCounter: task.triedCounter + 1,
          nextAttemptAt: null
        };
        entry.tasks.set(task._id, started);
        const campaign2 = this.recount(entry, now, entry.campaign.status === "Pending" ? "In Progress" : void 0);
        this.options.store.append(campaign2, [started]);
        this.publish(BulkEvent.taskUpdated, started);
        this.publishCampaign(campaign2);
      }
      /** Sends the campaign's command to the gateway (a check first when resumed) and reads the answer. */
      async attempt(campaign2, serial, resumed) {
        const gateway = gatewayBySerial(this.options.cloud.state, serial);
        if (!gateway) return { ok: false, feedback: FEEDBACK.unknown, retry: false };
        if (gateway.connectionStatus !== "online") return { ok: false, feedback: FEEDBACK.offline, retry: true };
        const base = { product: this.options.product, owner: topicOwner(gateway), serial, sender: campaign2.user.id };
        const param = campaign2.content.content_params[0];
        if (!param) return { ok: false, feedback: { ...FEEDBACK.unknown, defautlMsg: "No command", customMsg: "The operation has no command." }, retry: false };
        if (resumed && await this.alreadyApplied(campaign2, base)) return { ok: true };
        const answer2 = await this.options.send({ ...base, name: BULK_COMMAND_OF_TYPE[campaign2.operation_type], params: param.params });
        if (answer2 === null) return { ok: false, feedback: FEEDBACK.noAnswer, retry: true };
        if (answer2.code === GatewayCode2.ok) return { ok: true };
        if (campaign2.operation_type === "scn" && answer2.code === GatewayCode2.duplicate) return { ok: true };
        const message = answer2.message ?? `code ${answer2.code}`;
        return {
          ok: false,
          feedback: { defautlMsg: `Gateway refused the command (code ${answer2.code})`, customMsg: message, troubleshooting: troubleshootingOf(answer2.code) },
          // A refusal of the content itself (bad params, unknown command, a role) fails at once; the others may pass later.
          retry: ![GatewayCode2.badParams, GatewayCode2.unknownCommand, GatewayCode2.forbidden, GatewayCode2.unsupported].includes(answer2.code)
        };
      }
      /** The resume check: a read-only query showing whether the campaign's effect is on the gateway already. */
      async alreadyApplied(campaign2, base) {
        const params = campaign2.content.content_params[0]?.params;
        if (!params) return false;
        switch (campaign2.operation_type) {
          case "lyt": {
            const answer2 = await this.options.send({ ...base, name: "get_floor_list", params: {} });
            if (answer2?.code !== GatewayCode2.ok || !Array.isArray(answer2.data)) return false;
            const floors = answer2.data;
            const same3 = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
            const wanted = params.floors;
            return wanted.every((w) => {
              const floor = floors.find((f) => same3(f.floor_name, w.floor_name));
              return floor !== void 0 && (w.rooms ?? []).every((r) => floor.rooms.some((room) => same3(room.room_name, r)));
            });
          }
          case "scn": {
            const answer2 = await this.options.send({ ...base, name: "get_rules", params: {} });
            if (answer2?.code !== GatewayCode2.ok || !Array.isArray(answer2.data)) return false;
            const name = String(params.name).trim().toLowerCase();
            return answer2.data.some((rule) => rule.name.trim().toLowerCase() === name);
          }
          case "ts": {
            const answer2 = await this.options.send({ ...base, name: "get_statuses", params: {} });
            if (answer2?.code !== GatewayCode2.ok || !Array.isArray(answer2.data)) return false;
            const states = answer2.data;
            return params.statuses.every((s) => states[s.resource_id]?.state === s.state);
          }
          case "inc":
            return false;
        }
      }
      finishAttempt(campaignId, taskId, outcome) {
        const entry = this.campaigns.get(campaignId);
        const task = entry?.tasks.get(taskId);
        if (!entry || task?.taskOptions.status !== "In Progress") return;
        const now = this.now;
        const retryNumber = entry.campaign.campaignOptions.retryNumber;
        let next;
        if (outcome.ok) {
          next = { ...task, isFinished: true, taskOptions: { progress: 100, status: "Successful" }, taskFinishedTimestamp: now, nextAttemptAt: null, errorFeedback: null };
        } else if (outcome.retry && task.retryCounter < retryNumber) {
          const retryCounter = task.retryCounter + 1;
          next = {
            ...task,
            taskOptions: { progress: 0, status: "Pending" },
            retryCounter,
            nextAttemptAt: now + bulkRetryDelayMs(retryCounter),
            errorFeedback: { ...outcome.feedback, timeOfFail: now }
          };
        } else {
          next = {
            ...task,
            isFailed: true,
            isFinished: true,
            taskOptions: { progress: 100, status: "Failed" },
            taskFinishedTimestamp: now,
            nextAttemptAt: null,
            errorFeedback: { ...outcome.feedback, timeOfFail: now }
          };
        }
        entry.tasks.set(taskId, next);
        const campaign2 = this.recount(entry, now);
        this.options.store.append(campaign2, [next]);
        this.publish(BulkEvent.taskUpdated, next);
        this.publishCampaign(campaign2);
        if (next.taskOptions.status === "Pending") this.schedule(campaignId, next);
      }
      canceled(task, now) {
        return { ...task, isCanceled: true, isFinished: true, taskOptions: { progress: 100, status: "Canceled" }, taskFinishedTimestamp: now, nextAttemptAt: null };
      }
      /**
       * The campaign's counters and status from its tasks: `status` forces one
       * (Canceled, In Progress); otherwise it ends (Completed or Failed) when
       * every task has ended. `reopen` lets an ended campaign run again.
       */
      recount(entry, now, status, reopen = false) {
        const counters = emptyCounters();
        for (const task of entry.tasks.values()) {
          counters.total += 1;
          const s = task.taskOptions.status;
          if (s === "Pending") counters.pending += 1;
          else if (s === "In Progress") counters.inProgress += 1;
          else if (s === "Successful") counters.successful += 1;
          else if (s === "Failed") counters.failed += 1;
          else counters.canceled += 1;
        }
        const finished = counters.successful + counters.failed + counters.canceled;
        const previous = entry.campaign;
        let next = status ?? previous.status;
        const mayEnd = status === void 0 && (reopen || !isTerminalCampaignStatus(previous.status));
        if (mayEnd && finished === counters.total && counters.total > 0) next = counters.failed > 0 ? "Failed" : counters.successful > 0 ? "Completed" : "Canceled";
        const ended = isTerminalCampaignStatus(next);
        const campaign2 = {
          ...previous,
          status: next,
          finishTaskCount: finished,
          taskCounters: counters,
          campaignOptions: { ...previous.campaignOptions, progress: counters.total === 0 ? 100 : Math.round(100 * finished / counters.total) },
          timeOfOperationStart: previous.timeOfOperationStart ?? (next === "In Progress" ? now : null),
          timeOfOperationFinish: ended ? isTerminalCampaignStatus(previous.status) ? previous.timeOfOperationFinish ?? now : now : null
        };
        entry.campaign = campaign2;
        return campaign2;
      }
      publishCampaign(campaign2) {
        this.publish(BulkEvent.campaignUpdated, campaign2);
        if (isTerminalCampaignStatus(campaign2.status) && campaign2.finishTaskCount === campaign2.taskCounters.total && this.justFinished(campaign2)) {
          this.publish(BulkEvent.campaignFinished, campaign2);
        }
      }
      finishedAnnounced = /* @__PURE__ */ new Map();
      /** bom_campaign_updated_finished once per time a campaign ends (a reset and a new end announce again). */
      justFinished(campaign2) {
        const at = campaign2.timeOfOperationFinish ?? 0;
        if (this.finishedAnnounced.get(campaign2._id) === at) return false;
        this.finishedAnnounced.set(campaign2._id, at);
        return true;
      }
      publish(name, data) {
        const topic = topics8.adminEvents(this.options.product);
        this.publishing = this.publishing.then(
          () => this.options.bus.publishEvent(topic, name, data).then(
            () => void 0,
            (error) => this.options.log(`bulk: ${name} not published: ${String(error)}`)
          )
        );
      }
    };
  }
});

// simulator/src/store/atomicWrite.ts
import { renameSync, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
function writeFileAtomic(path, text3) {
  counter += 1;
  const temp = `${path}.${process.pid}.${counter}.tmp`;
  try {
    writeFileSync2(temp, text3);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
var counter;
var init_atomicWrite = __esm({
  "simulator/src/store/atomicWrite.ts"() {
    "use strict";
    counter = 0;
  }
});

// simulator/src/store/campaignLog.ts
import { appendFileSync, existsSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { join } from "node:path";
function readLogLines(path) {
  if (!existsSync(path)) return [];
  const out = [];
  for (const line of readFileSync2(path, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    try {
      out.push(JSON.parse(line));
    } catch {
    }
  }
  return out;
}
var CampaignLogs;
var init_campaignLog = __esm({
  "simulator/src/store/campaignLog.ts"() {
    "use strict";
    init_atomicWrite();
    CampaignLogs = class {
      constructor(dir, what) {
        this.dir = dir;
        this.what = what;
      }
      dir;
      what;
      pathOf(campaignId) {
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(campaignId)) throw new Error(`not ${this.what} id: ${campaignId}`);
        return join(this.dir, `${campaignId}.log`);
      }
      /** The log's file (to remove it with its campaign). */
      fileOf(campaignId) {
        return this.pathOf(campaignId);
      }
      /** Appends the tasks, then the campaign record, in one write. */
      append(campaignId, campaign2, tasks) {
        let text3 = "";
        for (const task of tasks) text3 += `${JSON.stringify({ t: task })}
`;
        if (campaign2) text3 += `${JSON.stringify({ c: campaign2 })}
`;
        if (text3 !== "") appendFileSync(this.pathOf(campaignId), text3);
      }
      /** Every campaign with its tasks; a log without a campaign line is skipped. */
      load() {
        const loaded = [];
        for (const name of readdirSync(this.dir)) {
          if (!name.endsWith(".log")) continue;
          const path = join(this.dir, name);
          let campaign2 = null;
          const tasks = /* @__PURE__ */ new Map();
          let lines = 0;
          for (const record of readLogLines(path)) {
            lines += 1;
            if (record.c) campaign2 = record.c;
            if (record.t) tasks.set(record.t._id, record.t);
          }
          if (!campaign2) continue;
          const list = [...tasks.values()];
          if (lines > 4 * (list.length + 1)) writeFileAtomic(path, list.map((t) => `${JSON.stringify({ t })}
`).join("") + `${JSON.stringify({ c: campaign2 })}
`);
          loaded.push({ campaign: campaign2, tasks: list });
        }
        return loaded;
      }
    };
  }
});

// simulator/src/cloud/bulk/bulkStore.ts
import { appendFileSync as appendFileSync2, existsSync as existsSync2, mkdirSync as mkdirSync2, readFileSync as readFileSync3, rmSync as rmSync2 } from "node:fs";
import { join as join2 } from "node:path";
var BulkStore;
var init_bulkStore = __esm({
  "simulator/src/cloud/bulk/bulkStore.ts"() {
    "use strict";
    init_atomicWrite();
    init_campaignLog();
    BulkStore = class {
      constructor(dir) {
        this.dir = dir;
        this.campaignsDir = join2(dir, "campaigns");
        this.logs = new CampaignLogs(this.campaignsDir, "a campaign");
        this.contentsFile = join2(dir, "contents.log");
        this.locationsFile = join2(dir, "locations.json");
        mkdirSync2(this.campaignsDir, { recursive: true });
      }
      dir;
      campaignsDir;
      contentsFile;
      locationsFile;
      logs;
      /** Empties the folder (a reseed). */
      wipe() {
        rmSync2(this.dir, { recursive: true, force: true });
        mkdirSync2(this.campaignsDir, { recursive: true });
      }
      /** Appends the campaign record and/or tasks to the campaign's log, in one write. */
      append(campaign2, tasks, campaignId = campaign2?._id) {
        if (!campaignId) throw new Error("append needs a campaign id");
        this.logs.append(campaignId, campaign2, tasks);
      }
      removeCampaign(id) {
        rmSync2(this.logs.fileOf(id), { force: true });
      }
      /** Every campaign with its tasks (in the order they were first written). */
      loadCampaigns() {
        return this.logs.load();
      }
      appendContent(line) {
        appendFileSync2(this.contentsFile, `${JSON.stringify(line)}
`);
      }
      loadContents() {
        const contents = /* @__PURE__ */ new Map();
        if (!existsSync2(this.contentsFile)) return [];
        for (const line of readLogLines(this.contentsFile)) {
          if (line.add) contents.set(line.add._id, line.add);
          if (line.del) contents.delete(line.del);
        }
        return [...contents.values()];
      }
      readLocations() {
        if (!existsSync2(this.locationsFile)) return null;
        try {
          return JSON.parse(readFileSync3(this.locationsFile, "utf8"));
        } catch {
          return null;
        }
      }
      writeLocations(value) {
        writeFileAtomic(this.locationsFile, `${JSON.stringify(value)}
`);
      }
    };
  }
});

// simulator/src/cloud/bulk/locations.ts
import {
  BULK_IMPORT_HEADERS,
  BULK_IMPORT_MAX_ROWS,
  BULK_REGION_CODES,
  BULK_REGION_NAMES,
  ImportCentreRow,
  ImportGatewayRow,
  parseWire as parseWire2
} from "@homeport/sdk";
function readCsv(file, text3, header, errors) {
  const lines = text3.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === "") lines.pop();
  const head = splitCsvLine(lines[0] ?? "").map((h) => h.trim());
  if (head.join(",") !== header.join(",")) {
    errors.push({ file, line: 1, message: `line 1: the header must be ${header.join(",")}` });
    return [];
  }
  if (lines.length - 1 > BULK_IMPORT_MAX_ROWS) {
    errors.push({ file, line: BULK_IMPORT_MAX_ROWS + 2, message: `at most ${BULK_IMPORT_MAX_ROWS} rows` });
    return [];
  }
  const rows = [];
  for (let i = 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    const cells = splitCsvLine(raw);
    if (cells.length !== header.length) {
      errors.push({ file, line: i + 1, message: `line ${i + 1}: ${header.length} values expected, ${cells.length} given` });
      continue;
    }
    rows.push({ line: i + 1, values: Object.fromEntries(header.map((name, k) => [name, cells[k] ?? ""])) });
  }
  return rows;
}
function splitCsvLine(line) {
  const cells = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}
var defaultJcName, defaultJpCode, Locations;
var init_locations = __esm({
  "simulator/src/cloud/bulk/locations.ts"() {
    "use strict";
    init_cloudIndex();
    defaultJcName = (jc) => `${jc} Jio Centre`;
    defaultJpCode = (serial) => `JP-${serial}`;
    Locations = class {
      constructor(store, cloud) {
        this.store = store;
        this.cloud = cloud;
        this.file = store.readLocations() ?? { centres: {}, points: {} };
      }
      store;
      cloud;
      file;
      /** A reseed: back to the fleet's own centres. */
      clear() {
        this.file = { centres: {}, points: {} };
      }
      get gateways() {
        return this.cloud.state.gateways;
      }
      /** Every centre: the fleet's, then the imported ones (an import's name and place win). */
      centres() {
        const all = /* @__PURE__ */ new Map();
        for (const g of this.gateways) {
          if (!all.has(g.centre)) all.set(g.centre, { jc: g.centre, jcName: defaultJcName(g.centre), region: g.region, state: g.state });
        }
        for (const [jc, centre] of Object.entries(this.file.centres)) all.set(jc, { jc, ...centre });
        return [...all.values()].sort((a, b) => a.jc.localeCompare(b.jc));
      }
      regions() {
        return BULK_REGION_CODES.map((code) => ({ code, name: BULK_REGION_NAMES[code] }));
      }
      statesIn(region) {
        const states = new Set(
          this.centres().filter((c) => c.region === region).map((c) => c.state)
        );
        return [...states].sort().map((state) => ({ region, state }));
      }
      centresIn(state) {
        return this.centres().filter((c) => c.state === state);
      }
      details(jc, listRegions) {
        const centre = this.centres().find((c) => c.jc === jc && (listRegions.length === 0 || listRegions.includes(c.region)));
        if (!centre) return null;
        const gateways = this.gateways.filter((g) => g.centre === jc).sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
        return { ...centre, gateways: gateways.length, jpDetails: gateways.map((g) => ({ jpCode: this.jpCodeOf(g.serialNumber), serialNumber: g.serialNumber })) };
      }
      jpCodeOf(serial) {
        return this.file.points[serial] ?? defaultJpCode(serial);
      }
      row(g) {
        const jcName = this.file.centres[g.centre]?.jcName ?? defaultJcName(g.centre);
        return {
          serialNumber: g.serialNumber,
          name: g.name,
          model: g.model,
          connectionStatus: g.connectionStatus === "online" ? "online" : "offline",
          currentFWVersion: g.currentFWVersion,
          ohmVersion: g.swVersions.ohmVersion,
          region: g.region,
          state: g.state,
          jioCenter: { jc: g.centre, jcName, jpDetails: { jpCode: this.jpCodeOf(g.serialNumber), serialNumber: g.serialNumber } }
        };
      }
      /** The gateways whose region, state and centre are each in their list (an empty list: any), by serial, paged. */
      filter(filter, page4, limit) {
        const inList = (list, value) => list.length === 0 || list.includes(value);
        const found = this.gateways.filter((g) => inList(filter.reglist, g.region) && inList(filter.statelist, g.state) && inList(filter.jcenterlist, g.centre)).sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
        return { items: found.slice((page4 - 1) * limit, page4 * limit).map((g) => this.row(g)), total: found.length, page: page4, limit };
      }
      /**
       * importDet: both files checked row by row first; any fault refuses the
       * whole import (the faults listed, nothing changed). Else centres are
       * added or renamed, gateways moved to their centre (region and state
       * follow) with their point code; cloud.json and locations.json written.
       * Answers the changed gateways too, for gateway_updated.
       */
      import(centresCsv, gatewaysCsv) {
        const errors = [];
        const centreRows = readCsv("centres", centresCsv, BULK_IMPORT_HEADERS.centres, errors);
        const gatewayRows = readCsv("gateways", gatewaysCsv, BULK_IMPORT_HEADERS.gateways, errors);
        const known3 = new Map(this.centres().map((c) => [c.jc, c]));
        const incoming = /* @__PURE__ */ new Map();
        for (const { line, values } of centreRows) {
          const parsed = parseWire2(ImportCentreRow, values);
          if (!parsed.ok) {
            errors.push({ file: "centres", line, message: `line ${line}: ${parsed.message}` });
            continue;
          }
          const { region, state, centre, jcName } = parsed.value;
          if (incoming.has(centre)) errors.push({ file: "centres", line, message: `line ${line}: centre ${centre} is given twice` });
          else incoming.set(centre, { jcName, region, state });
        }
        const seen = /* @__PURE__ */ new Set();
        const moves = [];
        for (const { line, values } of gatewayRows) {
          const parsed = parseWire2(ImportGatewayRow, values);
          if (!parsed.ok) {
            errors.push({ file: "gateways", line, message: `line ${line}: ${parsed.message}` });
            continue;
          }
          const { serial, centre, jpCode } = parsed.value;
          const gateway = gatewayBySerial(this.cloud.state, serial);
          if (!gateway) errors.push({ file: "gateways", line, message: `line ${line}: no gateway ${serial}` });
          else if (!incoming.has(centre) && !known3.has(centre)) errors.push({ file: "gateways", line, message: `line ${line}: no centre ${centre}` });
          else if (seen.has(serial)) errors.push({ file: "gateways", line, message: `line ${line}: gateway ${serial} is given twice` });
          else moves.push({ gateway, centre, jpCode });
          seen.add(serial);
        }
        if (errors.length > 0) return { errors };
        let added = 0;
        let updated = 0;
        for (const [jc, centre] of incoming) {
          if (known3.has(jc)) updated += 1;
          else added += 1;
          this.file.centres[jc] = centre;
        }
        const moved = [];
        for (const { gateway, centre, jpCode } of moves) {
          const place = incoming.get(centre) ?? known3.get(centre);
          if (!place) continue;
          this.file.points[gateway.serialNumber] = jpCode;
          if (gateway.centre !== centre || gateway.region !== place.region || gateway.state !== place.state) {
            gateway.region = place.region;
            gateway.state = place.state;
            gateway.centre = centre;
            moved.push(gateway);
          }
        }
        for (const [jc, centre] of known3) if (!(jc in this.file.centres)) this.file.centres[jc] = { jcName: centre.jcName, region: centre.region, state: centre.state };
        this.store.writeLocations(this.file);
        if (moved.length > 0) this.cloud.commit();
        return { result: { centres: { added, updated }, gateways: { updated: moves.length } }, moved };
      }
    };
  }
});

// simulator/src/cloud/bulk/bulkService.ts
import { randomBytes as randomBytes7 } from "node:crypto";
var BULK_ANSWER_TIMEOUT_MS, BulkService;
var init_bulkService = __esm({
  "simulator/src/cloud/bulk/bulkService.ts"() {
    "use strict";
    init_bulkQueue();
    init_bulkStore();
    init_locations();
    BULK_ANSWER_TIMEOUT_MS = 15e3;
    BulkService = class {
      constructor(options2) {
        this.options = options2;
        this.store = new BulkStore(options2.dir);
        if (options2.wipe) this.store.wipe();
        this.queue = new BulkQueue({
          store: this.store,
          cloud: options2.cloud,
          bus: options2.bus,
          clock: options2.clock,
          product: options2.product,
          log: options2.log,
          send: (command) => options2.commander.send(command),
          concurrency: options2.concurrency,
          paused: options2.paused
        });
        this.locations = new Locations(this.store, options2.cloud);
        for (const content of this.store.loadContents()) this.contents.set(content._id, content);
      }
      options;
      store;
      queue;
      locations;
      contents = /* @__PURE__ */ new Map();
      /** Goes on with what the last run left (docs: the resume guarantee); answers the tasks taken up again. */
      resume() {
        return this.queue.resume();
      }
      // ---- contents ----
      addContent(data) {
        const content = { ...data, _id: `bc${Date.now().toString(36)}${randomBytes7(4).toString("hex")}`, createdAt: this.options.clock.now() };
        this.store.appendContent({ add: content });
        this.contents.set(content._id, content);
        return content;
      }
      content(id) {
        return this.contents.get(id) ?? null;
      }
      listContents(type, search) {
        const phrase = search?.trim().toLowerCase() ?? "";
        return [...this.contents.values()].filter((c) => c.content_type === type && (phrase === "" || c.content_name.toLowerCase().includes(phrase))).sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
      }
      removeContent(id) {
        if (!this.contents.has(id)) return false;
        this.store.appendContent({ del: id });
        this.contents.delete(id);
        return true;
      }
      /** A reseed: the folder emptied, the queue and stores forgotten. */
      reset() {
        this.queue.clear();
        this.store.wipe();
        this.contents.clear();
        this.locations.clear();
      }
      async close() {
        this.queue.close();
        await this.queue.flush();
        await this.options.commander.close();
      }
    };
  }
});

// simulator/src/cloud/groups/groupStore.ts
import { randomBytes as randomBytes8 } from "node:crypto";
import { existsSync as existsSync3, mkdirSync as mkdirSync3, readdirSync as readdirSync2, readFileSync as readFileSync4, rmSync as rmSync3 } from "node:fs";
import { join as join3 } from "node:path";
import { groupNameKey } from "@homeport/sdk";
var ID, GroupStore;
var init_groupStore = __esm({
  "simulator/src/cloud/groups/groupStore.ts"() {
    "use strict";
    init_atomicWrite();
    ID = /^[A-Za-z0-9_-]{1,64}$/;
    GroupStore = class {
      constructor(dir) {
        this.dir = dir;
        mkdirSync3(dir, { recursive: true });
        this.load();
      }
      dir;
      groups = /* @__PURE__ */ new Map();
      fileOf(id) {
        if (!ID.test(id)) throw new Error(`not a group id: ${id}`);
        return join3(this.dir, `${id}.json`);
      }
      load() {
        this.groups.clear();
        for (const name of readdirSync2(this.dir)) {
          if (!name.endsWith(".json")) continue;
          try {
            const record = JSON.parse(readFileSync4(join3(this.dir, name), "utf8"));
            if (typeof record._id === "string" && ID.test(record._id) && Array.isArray(record.members)) this.groups.set(record._id, record);
          } catch {
          }
        }
      }
      /** Every group, by name (any case), then id. */
      all() {
        return [...this.groups.values()].sort((a, b) => a.groupName.localeCompare(b.groupName, "en", { sensitivity: "base" }) || a._id.localeCompare(b._id));
      }
      find(id) {
        return this.groups.get(id) ?? null;
      }
      /** The group with this name, compared without case or surrounding spaces. */
      findByName(name) {
        const key3 = groupNameKey(name);
        for (const group of this.groups.values()) if (groupNameKey(group.groupName) === key3) return group;
        return null;
      }
      newId() {
        let id;
        do
          id = `grp-${randomBytes8(6).toString("hex")}`;
        while (this.groups.has(id));
        return id;
      }
      /** Writes the group's file, then keeps it in memory. */
      save(record) {
        writeFileAtomic(this.fileOf(record._id), `${JSON.stringify(record)}
`);
        this.groups.set(record._id, record);
      }
      remove(id) {
        rmSync3(this.fileOf(id), { force: true });
        this.groups.delete(id);
      }
      /**
       * Empties the folder and writes the seed's groups (a fresh folder or a
       * reset): "Beta testers" (demo, other and the first ten generated
       * customers: more than one page) and "Support watchlist" (family, terms).
       */
      seed(users, now) {
        rmSync3(this.dir, { recursive: true, force: true });
        mkdirSync3(this.dir, { recursive: true });
        this.groups.clear();
        const idOf = (username) => users.find((u) => u.username === username)?.id;
        const customers = users.filter((u) => u.passwordHash === null && u.groups[0] === "users").map((u) => u.id).sort((a, b) => a.localeCompare(b, "en", { numeric: true })).slice(0, 10);
        const named = (names) => names.map(idOf).filter((id) => id !== void 0);
        const seeded = [
          {
            _id: "grp-beta-testers",
            groupName: "Beta testers",
            description: "Customers who get early gateway firmware",
            tag: "firmware",
            createdAt: now,
            updatedAt: now,
            members: [...named(["demo@homeport.test", "other@homeport.test"]), ...customers]
          },
          {
            _id: "grp-support-watchlist",
            groupName: "Support watchlist",
            description: "Homes the support team follows closely",
            tag: "support",
            createdAt: now,
            updatedAt: now,
            members: named(["family@homeport.test", "terms@homeport.test"])
          }
        ];
        for (const record of seeded) this.save(record);
      }
      /** Whether the folder was there before (an older data folder has none: it is seeded at start). */
      static exists(dir) {
        return existsSync3(dir);
      }
    };
  }
});

// simulator/src/cloud/announcements/announcementStore.ts
import { existsSync as existsSync4, mkdirSync as mkdirSync4, readdirSync as readdirSync3, readFileSync as readFileSync5, rmSync as rmSync4 } from "node:fs";
import { join as join4 } from "node:path";
var ID2, AnnouncementStore;
var init_announcementStore = __esm({
  "simulator/src/cloud/announcements/announcementStore.ts"() {
    "use strict";
    init_atomicWrite();
    init_campaignLog();
    ID2 = /^[A-Za-z0-9_-]{1,64}$/;
    AnnouncementStore = class {
      constructor(dir) {
        this.dir = dir;
        this.campaignsDir = join4(dir, "campaigns");
        this.logs = new CampaignLogs(this.campaignsDir, "an announcement");
        this.templatesDir = join4(dir, "templates");
        mkdirSync4(this.campaignsDir, { recursive: true });
        mkdirSync4(this.templatesDir, { recursive: true });
      }
      dir;
      campaignsDir;
      templatesDir;
      logs;
      /** Whether the folder has been made (an older data folder has none: its templates are seeded at start). */
      static exists(dir) {
        return existsSync4(join4(dir, "templates"));
      }
      /** Empties the folder (a reseed). */
      wipe() {
        rmSync4(this.dir, { recursive: true, force: true });
        mkdirSync4(this.campaignsDir, { recursive: true });
        mkdirSync4(this.templatesDir, { recursive: true });
      }
      file(dir, id, ext) {
        if (!ID2.test(id)) throw new Error(`not an announcement id: ${id}`);
        return join4(dir, `${id}${ext}`);
      }
      /** Appends tasks and then the campaign record to the campaign's log, in one write. */
      append(campaignId, campaign2, tasks) {
        this.logs.append(campaignId, campaign2, tasks);
      }
      /** Every campaign with its tasks, in the order the tasks were first written. */
      loadCampaigns() {
        return this.logs.load();
      }
      saveTemplate(template) {
        writeFileAtomic(this.file(this.templatesDir, template._id, ".json"), `${JSON.stringify(template)}
`);
      }
      removeTemplate(id) {
        rmSync4(this.file(this.templatesDir, id, ".json"), { force: true });
      }
      loadTemplates() {
        const out = [];
        for (const name of readdirSync3(this.templatesDir)) {
          if (!name.endsWith(".json")) continue;
          try {
            const record = JSON.parse(readFileSync5(join4(this.templatesDir, name), "utf8"));
            if (typeof record._id === "string" && ID2.test(record._id)) out.push(record);
          } catch {
          }
        }
        return out;
      }
    };
  }
});

// simulator/src/cloud/announcements/audience.ts
function audienceOf(users, groups, type, filter) {
  let inFilter = () => true;
  if (filter.filterType === "Cities") {
    const cities = new Set(filter.selected.map(key));
    inFilter = (user) => (user.addresses ?? []).some((address) => cities.has(key(address.city)));
  } else if (filter.filterType === "Groups") {
    const members = new Set(filter.selected.flatMap((name) => groups.findByName(name)?.members ?? []));
    inFilter = (user) => members.has(user.id);
  }
  return users.filter((user) => user.groups[0] === "users" && user.active !== false && user.isProfileMarkedForDeletion !== true).filter((user) => optedIn(user, type)).filter(inFilter).sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
}
function optedIn(user, type) {
  return (user.receiveAnnouncementsBy ?? []).some((choice) => choice.contactType === type && choice.sendAnnouncements);
}
function recipientOf(user, type) {
  if (type === "pushMobile") return user.username;
  const kind = type === "email" ? "email" : "phone";
  const contacts = user.contacts.filter((c) => c.contactType === kind);
  return (contacts.find((c) => c.isDefault) ?? contacts[0])?.contact ?? "";
}
var key;
var init_audience = __esm({
  "simulator/src/cloud/announcements/audience.ts"() {
    "use strict";
    key = (name) => name.trim().toLowerCase();
  }
});

// simulator/src/cloud/announcements/seedTemplates.ts
function seedTemplates(now) {
  const template = (id, name, notificationType, title, message, age) => ({
    _id: id,
    name,
    notificationType,
    announcement_details: { title, message },
    topic_type: "NEWS",
    createdAt: now - age,
    updatedAt: now - age
  });
  const hour = 36e5;
  return [
    template(
      "tpl-maintenance",
      "Planned maintenance",
      "push",
      "Planned maintenance tonight",
      "Your Homeport service may be unavailable between 01:00 and 03:00 while we upgrade our servers.",
      4 * hour
    ),
    template(
      "tpl-firmware",
      "New gateway firmware",
      "email",
      "New firmware for your gateway",
      "A new firmware version is ready for your gateway. It installs itself during the night.",
      3 * hour
    ),
    template("tpl-festival", "Festival offer", "whatsapp", "Festival offer", "Add a second smart plug to your home this week at half price.", 2 * hour),
    template("tpl-security", "Security tip", "push", "Keep your home safe", "Turn on two-step sign-in in the settings to protect your account.", 1 * hour)
  ];
}
var init_seedTemplates = __esm({
  "simulator/src/cloud/announcements/seedTemplates.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/announcements/announcementService.ts
import { randomBytes as randomBytes9 } from "node:crypto";
import {
  ANNOUNCEMENT_ACTIVE_STATUSES,
  ANNOUNCEMENT_TERMINAL_STATUSES,
  AnnouncementEvent,
  firstRunTime,
  nextRunTime,
  topics as topics9
} from "@homeport/sdk";
var ANNOUNCEMENT_TASKS_PER_TICK, ANNOUNCEMENT_TICK_MS, OUTBOX_KIND, FEEDBACK2, newId2, emptyCounters2, isTerminal, isActive, nameKey, AnnouncementService;
var init_announcementService = __esm({
  "simulator/src/cloud/announcements/announcementService.ts"() {
    "use strict";
    init_announcementStore();
    init_audience();
    init_seedTemplates();
    init_cloudIndex();
    ANNOUNCEMENT_TASKS_PER_TICK = 5;
    ANNOUNCEMENT_TICK_MS = 1e3;
    OUTBOX_KIND = { email: "email", pushMobile: "push", whatsapp: "whatsapp" };
    FEEDBACK2 = {
      noContact: {
        email: { defautlMsg: "No e-mail address", customMsg: "The user has no e-mail contact.", troubleshooting: "Ask the user to add an e-mail address in the settings." },
        whatsapp: { defautlMsg: "No phone number", customMsg: "The user has no phone contact for WhatsApp.", troubleshooting: "Ask the user to add a phone number in the settings." },
        pushMobile: { defautlMsg: "No mobile app", customMsg: "The user has no account to push to.", troubleshooting: "Ask the user to sign in to the mobile app." }
      },
      gone: { defautlMsg: "User not found", customMsg: "The user was deleted before the announcement was delivered.", troubleshooting: "Nothing to do." }
    };
    newId2 = (prefix) => `${prefix}${Date.now().toString(36)}${randomBytes9(4).toString("hex")}`;
    emptyCounters2 = () => ({ total: 0, pending: 0, inProgress: 0, successful: 0, failed: 0, canceled: 0 });
    isTerminal = (status) => ANNOUNCEMENT_TERMINAL_STATUSES.includes(status);
    isActive = (status) => ANNOUNCEMENT_ACTIVE_STATUSES.includes(status);
    nameKey = (name) => name.trim().toLowerCase();
    AnnouncementService = class {
      constructor(options2) {
        this.options = options2;
        const seeding = options2.wipe === true || !AnnouncementStore.exists(options2.dir);
        this.store = new AnnouncementStore(options2.dir);
        this.tasksPerTick = options2.tasksPerTick ?? ANNOUNCEMENT_TASKS_PER_TICK;
        this.tickMs = options2.tickMs ?? ANNOUNCEMENT_TICK_MS;
        if (seeding) this.seed();
        for (const template of this.store.loadTemplates()) this.templates.set(template._id, template);
      }
      options;
      store;
      campaigns = /* @__PURE__ */ new Map();
      templates = /* @__PURE__ */ new Map();
      /** Tasks to deliver, in order; `check`: In Progress when the last run stopped. */
      ready = [];
      tickTimer = null;
      closed = false;
      publishing = Promise.resolve();
      tasksPerTick;
      tickMs;
      get now() {
        return this.options.clock.now();
      }
      seed() {
        this.store.wipe();
        for (const template of seedTemplates(this.now)) this.store.saveTemplate(template);
      }
      // ---- start, reset, close ----
      /** Goes on where the last run stopped; answers how many tasks and schedules were taken up again. */
      resume() {
        let tasks = 0;
        let schedules = 0;
        const checks = [];
        for (const { campaign: campaign2, tasks: list } of this.store.loadCampaigns()) {
          const entry = { campaign: campaign2, tasks: new Map(list.map((t) => [t._id, t])), order: list.map((t) => t._id), timer: null };
          this.campaigns.set(campaign2._id, entry);
          for (const task of list) {
            if (task.taskOptions.status === "In Progress") {
              checks.push({ campaignId: campaign2._id, taskId: task._id, check: true });
              tasks += 1;
            } else if (task.taskOptions.status === "Pending") {
              this.ready.push({ campaignId: campaign2._id, taskId: task._id });
              tasks += 1;
            }
          }
          if (!isTerminal(campaign2.status) && campaign2.nextRunAt !== null) {
            this.arm(entry);
            schedules += 1;
          }
        }
        this.ready.unshift(...checks);
        this.armTick();
        return { tasks, schedules };
      }
      /** A reseed: the folder emptied and the templates seeded again. */
      reset() {
        this.stopTimers();
        this.campaigns.clear();
        this.ready = [];
        this.templates.clear();
        this.seed();
        for (const template of this.store.loadTemplates()) this.templates.set(template._id, template);
      }
      async close() {
        this.closed = true;
        this.stopTimers();
        await this.publishing;
      }
      /** Waits for the events already queued to be published. */
      async flush() {
        await this.publishing;
      }
      stopTimers() {
        this.options.clock.clearTimeout(this.tickTimer);
        this.tickTimer = null;
        for (const entry of this.campaigns.values()) {
          this.options.clock.clearTimeout(entry.timer);
          entry.timer = null;
        }
      }
      // ---- campaigns: reading ----
      /** Newest first; `phrase` searches the announcement name without regard to case. */
      list(phrase) {
        const wanted = phrase?.trim().toLowerCase() ?? "";
        return [...this.campaigns.values()].map((e) => e.campaign).filter((c) => wanted === "" || c.announcementName.toLowerCase().includes(wanted)).sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
      }
      get(id) {
        return this.campaigns.get(id)?.campaign ?? null;
      }
      content(id) {
        for (const entry of this.campaigns.values()) if (entry.campaign.contentId === id) return entry.campaign.content;
        return null;
      }
      tasksOf(id) {
        const entry = this.campaigns.get(id);
        if (!entry) return null;
        return entry.order.map((taskId) => entry.tasks.get(taskId)).filter((t) => t !== void 0);
      }
      /** An active campaign (Scheduled, Pending, In Progress) of this name (trimmed, without regard to case). */
      activeNamed(name) {
        const wanted = nameKey(name);
        for (const { campaign: campaign2 } of this.campaigns.values()) if (isActive(campaign2.status) && nameKey(campaign2.announcementName) === wanted) return campaign2;
        return null;
      }
      // ---- campaigns: changing ----
      /**
       * A new campaign (the route has checked the name, the time and the
       * groups). Runs at once without sendAt and repeat; else waits on the
       * clock. asm_campaign_created, with the first run's tasks when it ran.
       */
      create(information, user) {
        const now = this.now;
        const campaignId = newId2("asm");
        const content = {
          _id: `${campaignId}-content`,
          type: information.type,
          title: information.title,
          text: information.text,
          topicType: information.topicType,
          templateId: information.templateId,
          createdAt: now
        };
        const due = firstRunTime({ sendAt: information.sendAt, repeat: information.repeat }, now);
        const campaign2 = {
          _id: campaignId,
          announcementName: information.announcementName,
          type: information.type,
          status: "Scheduled",
          campaignOptions: { progress: 0 },
          finishTaskCount: 0,
          taskCounters: emptyCounters2(),
          timeOfCampaignStart: null,
          timeOfCampaignFinish: null,
          contentId: content._id,
          content,
          filter: information.filter,
          topicType: information.topicType,
          sendAt: information.sendAt,
          repeat: information.repeat,
          nextRunAt: due,
          runs: 0,
          user,
          createdAt: now
        };
        const entry = { campaign: campaign2, tasks: /* @__PURE__ */ new Map(), order: [], timer: null };
        this.campaigns.set(campaignId, entry);
        if (due !== null && due <= now) {
          const { campaign: ran, tasks } = this.makeRun(entry, now);
          this.store.append(campaignId, ran, tasks);
          this.publish(AnnouncementEvent.campaignCreated, ran);
          this.publishFailedAtStart(tasks);
          if (isTerminal(ran.status)) this.publish(AnnouncementEvent.campaignFinished, ran);
          this.armTick();
        } else {
          this.store.append(campaignId, campaign2, []);
          this.publish(AnnouncementEvent.campaignCreated, campaign2);
        }
        if (!isTerminal(entry.campaign.status) && entry.campaign.nextRunAt !== null) this.arm(entry);
        return entry.campaign;
      }
      /** Cancels the pending tasks and every future run; null when the campaign has ended. */
      cancelAll(id) {
        const entry = this.campaigns.get(id);
        if (!entry || isTerminal(entry.campaign.status)) return null;
        const now = this.now;
        this.options.clock.clearTimeout(entry.timer);
        entry.timer = null;
        const changed = [];
        for (const taskId of entry.order) {
          const task = entry.tasks.get(taskId);
          if (task && (task.taskOptions.status === "Pending" || task.taskOptions.status === "In Progress")) {
            const canceled = { ...task, taskOptions: { progress: 100, status: "Canceled" }, taskFinishedTimestamp: now };
            entry.tasks.set(taskId, canceled);
            changed.push(canceled);
          }
        }
        const campaign2 = this.recount(entry, now, { status: "Canceled", nextRunAt: null });
        this.store.append(id, campaign2, changed);
        for (const task of changed) this.publish(AnnouncementEvent.taskUpdated, task);
        this.publish(AnnouncementEvent.campaignUpdated, campaign2);
        this.publish(AnnouncementEvent.campaignFinished, campaign2);
        return { campaign: campaign2, changed: changed.length };
      }
      // ---- runs ----
      /** Arms the timer of the campaign's next run. */
      arm(entry) {
        this.options.clock.clearTimeout(entry.timer);
        const at = entry.campaign.nextRunAt;
        if (at === null || this.closed) return;
        entry.timer = this.options.clock.setTimeoutAt(() => {
          entry.timer = null;
          this.runDue(entry.campaign._id);
        }, at);
      }
      /** A send time or a repeat time came: the run's tasks are made and queued (asm_campaign_updated). */
      runDue(id) {
        const entry = this.campaigns.get(id);
        if (!entry || this.closed || isTerminal(entry.campaign.status)) return;
        const now = this.now;
        const { campaign: campaign2, tasks } = this.makeRun(entry, now);
        this.store.append(id, campaign2, tasks);
        this.publish(AnnouncementEvent.campaignUpdated, campaign2);
        this.publishFailedAtStart(tasks);
        if (isTerminal(campaign2.status)) this.publish(AnnouncementEvent.campaignFinished, campaign2);
        if (!isTerminal(campaign2.status) && campaign2.nextRunAt !== null) this.arm(entry);
        this.armTick();
      }
      /**
       * One run: a Pending task per recipient, queued; the next run's time
       * (a repeat's next time after now: runs missed while stopped collapse).
       * A run without recipients ends at once.
       */
      makeRun(entry, now) {
        const previous = entry.campaign;
        const run = previous.runs + 1;
        const users = audienceOf(this.options.cloud.state.users, this.options.groups, previous.type, previous.filter);
        const tasks = users.map((user, i) => {
          const recipient = recipientOf(user, previous.type);
          const base = {
            _id: `${previous._id}-${run}-${i + 1}`,
            campaignId: previous._id,
            run,
            userId: user.id,
            username: user.username,
            recipient,
            taskOptions: { progress: 0, status: "Pending" },
            timeOfTaskStart: null,
            taskFinishedTimestamp: null,
            triedCounter: 0,
            retryCounter: 0,
            errorFeedback: null
          };
          return recipient === "" ? this.failed(base, FEEDBACK2.noContact[previous.type], now) : base;
        });
        for (const task of tasks) {
          entry.tasks.set(task._id, task);
          entry.order.push(task._id);
          if (task.taskOptions.status === "Pending") this.ready.push({ campaignId: previous._id, taskId: task._id });
        }
        entry.campaign = { ...previous, runs: run, timeOfCampaignStart: previous.timeOfCampaignStart ?? now };
        const nextRunAt = previous.repeat ? nextRunTime(previous.repeat, now) : null;
        const campaign2 = this.recount(entry, now, { status: "Pending", nextRunAt });
        return { campaign: campaign2, tasks };
      }
      /** The tasks of a new run that failed at once (no contact for the channel) are announced like any that ended. */
      publishFailedAtStart(tasks) {
        for (const task of tasks) if (task.taskOptions.status === "Failed") this.publish(AnnouncementEvent.taskUpdated, task);
      }
      failed(task, feedback, now) {
        return { ...task, taskOptions: { progress: 100, status: "Failed" }, taskFinishedTimestamp: now, errorFeedback: { ...feedback, timeOfFail: now } };
      }
      // ---- delivery ----
      armTick() {
        if (this.tickTimer || this.closed || this.ready.length === 0) return;
        this.tickTimer = this.options.clock.setTimeout(() => {
          this.tickTimer = null;
          this.tick();
        }, this.tickMs);
      }
      /** Delivers up to tasksPerTick tasks: written In Progress, sent, cloud.json committed, written done; then the events. */
      tick() {
        if (this.closed) return;
        const now = this.now;
        const batch = [];
        while (batch.length < this.tasksPerTick && this.ready.length > 0) {
          const next = this.ready.shift();
          const entry = this.campaigns.get(next.campaignId);
          const task = entry?.tasks.get(next.taskId);
          if (!entry || task?.taskOptions.status !== (next.check ? "In Progress" : "Pending")) continue;
          batch.push({ entry, task, check: next.check === true });
        }
        if (batch.length > 0) this.deliver(batch, now);
        this.armTick();
      }
      deliver(batch, now) {
        const byCampaign = /* @__PURE__ */ new Map();
        const started = batch.map(({ entry, task, check }) => {
          const next = check ? task : { ...task, taskOptions: { progress: 50, status: "In Progress" }, timeOfTaskStart: task.timeOfTaskStart ?? now, triedCounter: task.triedCounter + 1 };
          entry.tasks.set(next._id, next);
          if (!check) {
            const group = byCampaign.get(entry.campaign._id) ?? { entry, tasks: [] };
            group.tasks.push(next);
            byCampaign.set(entry.campaign._id, group);
          }
          return { entry, task: next, check };
        });
        for (const [id, group] of byCampaign) this.store.append(id, null, group.tasks);
        const outbox = this.options.outbox;
        const sentBefore = started.some((s) => s.check) ? new Set(outbox.list({}).map((m) => m.ref)) : /* @__PURE__ */ new Set();
        const done2 = [];
        let sent = 0;
        for (const { entry, task } of started) {
          const campaign2 = entry.campaign;
          const user = userByIdIndexed(this.options.cloud.state, task.userId);
          if (sentBefore.has(task._id)) {
            done2.push({ entry, task: this.successful(task, now) });
          } else if (!user) {
            done2.push({ entry, task: this.failed(task, FEEDBACK2.gone, now) });
          } else {
            const kind = OUTBOX_KIND[campaign2.type];
            outbox.send({ kind, channel: kind, to: task.recipient, userId: user.id, subject: campaign2.content.title, text: campaign2.content.text, ref: task._id });
            sent += 1;
            done2.push({ entry, task: this.successful(task, now) });
          }
        }
        if (sent > 0) this.options.cloud.commit();
        const touched = /* @__PURE__ */ new Map();
        for (const { entry, task } of done2) {
          entry.tasks.set(task._id, task);
          touched.set(entry.campaign._id, entry);
        }
        for (const [id, entry] of touched) {
          const tasks = done2.filter((d) => d.entry === entry).map((d) => d.task);
          const before2 = entry.campaign.status;
          const campaign2 = this.recount(entry, now);
          this.store.append(id, campaign2, tasks);
          for (const task of tasks) this.publish(AnnouncementEvent.taskUpdated, task);
          this.publish(AnnouncementEvent.campaignUpdated, campaign2);
          if (isTerminal(campaign2.status) && !isTerminal(before2)) this.publish(AnnouncementEvent.campaignFinished, campaign2);
        }
      }
      successful(task, now) {
        return { ...task, taskOptions: { progress: 100, status: "Successful" }, taskFinishedTimestamp: now, errorFeedback: null };
      }
      /**
       * The counters from the tasks, the progress of the current run, and the
       * status: forced (`status`), else from the run's tasks: In Progress while
       * some run; once all ended, Scheduled when a run follows, else Completed
       * (Failed when every task of the run failed).
       */
      recount(entry, now, force = {}) {
        const previous = entry.campaign;
        const counters = emptyCounters2();
        const run = { total: 0, finished: 0, failed: 0 };
        for (const task of entry.tasks.values()) {
          const s = task.taskOptions.status;
          counters.total += 1;
          if (s === "Pending") counters.pending += 1;
          else if (s === "In Progress") counters.inProgress += 1;
          else if (s === "Successful") counters.successful += 1;
          else if (s === "Failed") counters.failed += 1;
          else counters.canceled += 1;
          if (task.run === previous.runs) {
            run.total += 1;
            if (s !== "Pending" && s !== "In Progress") run.finished += 1;
            if (s === "Failed") run.failed += 1;
          }
        }
        const nextRunAt = force.nextRunAt !== void 0 ? force.nextRunAt : previous.nextRunAt;
        let status;
        if (force.status === "Canceled" || isTerminal(previous.status)) status = force.status ?? previous.status;
        else if (previous.runs === 0) status = "Scheduled";
        else if (run.finished === run.total) status = nextRunAt !== null ? "Scheduled" : run.total > 0 && run.failed === run.total ? "Failed" : "Completed";
        else if (force.status === "Pending") status = "Pending";
        else status = "In Progress";
        const campaign2 = {
          ...previous,
          status,
          nextRunAt: isTerminal(status) ? null : nextRunAt,
          finishTaskCount: counters.successful + counters.failed + counters.canceled,
          taskCounters: counters,
          campaignOptions: { progress: run.total === 0 ? previous.runs > 0 ? 100 : 0 : Math.round(100 * run.finished / run.total) },
          timeOfCampaignFinish: isTerminal(status) ? previous.timeOfCampaignFinish ?? now : null
        };
        entry.campaign = campaign2;
        return campaign2;
      }
      // ---- templates ----
      /** Templates matching `phrase` (name, title, message; without regard to case), sorted by a column (ties by id). */
      listTemplates(query) {
        const wanted = query.searchPhrase?.trim().toLowerCase() ?? "";
        const order = query.sortOrder ?? (query.sortBy === "createdAt" || query.sortBy === "updatedAt" ? "desc" : "asc");
        const valueOf = (t) => query.sortBy === "title" ? t.announcement_details.title.toLowerCase() : query.sortBy === "name" || query.sortBy === "notificationType" ? t[query.sortBy].toLowerCase() : t[query.sortBy];
        const sign = order === "asc" ? 1 : -1;
        return [...this.templates.values()].filter(
          (t) => wanted === "" || t.name.toLowerCase().includes(wanted) || t.announcement_details.title.toLowerCase().includes(wanted) || t.announcement_details.message.toLowerCase().includes(wanted)
        ).sort((a, b) => {
          const x = valueOf(a);
          const y = valueOf(b);
          return (x < y ? -1 : x > y ? 1 : 0) * sign || a._id.localeCompare(b._id);
        });
      }
      template(id) {
        return this.templates.get(id) ?? null;
      }
      /** A template of this name (trimmed, without regard to case), other than `except`. */
      templateNamed(name, except) {
        const wanted = nameKey(name);
        for (const t of this.templates.values()) if (t._id !== except && nameKey(t.name) === wanted) return t;
        return null;
      }
      saveTemplate(fields, id) {
        const now = this.now;
        const old = id ? this.templates.get(id) : void 0;
        const template = {
          _id: old?._id ?? newId2("tpl"),
          name: fields.name,
          notificationType: fields.notificationType,
          announcement_details: fields.announcement_details,
          topic_type: "NEWS",
          createdAt: old?.createdAt ?? now,
          updatedAt: now
        };
        this.store.saveTemplate(template);
        this.templates.set(template._id, template);
        return template;
      }
      removeTemplate(id) {
        if (!this.templates.has(id)) return false;
        this.store.removeTemplate(id);
        this.templates.delete(id);
        return true;
      }
      publish(name, data) {
        const topic = topics9.adminEvents(this.options.product);
        this.publishing = this.publishing.then(
          () => this.options.bus.publishEvent(topic, name, data).then(
            () => void 0,
            (error) => this.options.log(`announcements: ${name} not published: ${String(error)}`)
          )
        );
      }
    };
  }
});

// simulator/src/cloud/statistics/fleetScan.ts
import { readFileSync as readFileSync6, statSync } from "node:fs";
import { join as join5 } from "node:path";
import {
  deviceRoleOf,
  GATEWAY_SIZES,
  gatewaySizeOf,
  medianOfHistogram,
  round2,
  SCENE_BUCKETS,
  sceneBucketOf
} from "@homeport/sdk";
function summarize(home) {
  const devices = home.devices ?? [];
  const failed = new Set(home.failedNodes ?? []);
  const classes = /* @__PURE__ */ new Map();
  let actuators = 0;
  let online = 0;
  for (const device2 of devices) {
    if (deviceRoleOf(device2.kind) === "actuator") actuators += 1;
    if (device2.status !== 5 && device2.status !== 4 && !failed.has(device2.id)) online += 1;
    const name = typeof device2.class === "string" && device2.class !== "" ? device2.class : "Unknown";
    classes.set(name, (classes.get(name) ?? 0) + 1);
  }
  return {
    devices: devices.length,
    actuators,
    sensors: devices.length - actuators,
    onlineDevices: online,
    rules: home.rules?.length ?? 0,
    classes: [...classes.entries()],
    bootedAt: home.bootedAt ?? SEED_EPOCH
  };
}
function reportView(record) {
  const { classGateways: _classGateways, ...report3 } = record;
  return report3;
}
var GatewayReader, UNREAD_NAMED, ReportAccumulator;
var init_fleetScan = __esm({
  "simulator/src/cloud/statistics/fleetScan.ts"() {
    "use strict";
    init_ids();
    GatewayReader = class {
      constructor(gatewaysDir, derive = () => null) {
        this.gatewaysDir = gatewaysDir;
        this.derive = derive;
      }
      gatewaysDir;
      derive;
      cache = /* @__PURE__ */ new Map();
      /** Summaries of gateways derived from the seed (no file yet): the same for the seed's whole life. */
      derived = /* @__PURE__ */ new Map();
      /** The summary of a gateway's home, or null when its file is missing or unreadable. */
      read(serial) {
        if (!/^[A-Z0-9]{1,32}$/.test(serial)) return null;
        const path = join5(this.gatewaysDir, `${serial}.json`);
        try {
          const stat = statSync(path);
          const cached2 = this.cache.get(serial);
          if (cached2 && cached2.mtimeMs === stat.mtimeMs && cached2.size === stat.size) return cached2.summary;
          const summary = summarize(JSON.parse(readFileSync6(path, "utf8")));
          this.cache.set(serial, { mtimeMs: stat.mtimeMs, size: stat.size, summary });
          return summary;
        } catch {
          this.cache.delete(serial);
          return this.readDerived(serial);
        }
      }
      /** A generated gateway never loaded: summarised from its derived contents (only the summary is kept). */
      readDerived(serial) {
        const known3 = this.derived.get(serial);
        if (known3) return known3;
        const home = this.derive(serial);
        if (!home) return null;
        const summary = summarize(home);
        this.derived.set(serial, summary);
        return summary;
      }
      clear() {
        this.cache.clear();
        this.derived.clear();
      }
    };
    UNREAD_NAMED = 20;
    ReportAccumulator = class {
      total = 0;
      read = 0;
      unreadCount = 0;
      unreadSerials = [];
      sizes = new Map(
        GATEWAY_SIZES.map((s) => [s, { count: 0, devices: 0, actuators: 0, sensors: 0 }])
      );
      buckets = new Map(SCENE_BUCKETS.map((b) => [b, 0]));
      sceneHistogram = /* @__PURE__ */ new Map();
      sceneSum = 0;
      sceneMax = 0;
      sceneMin = Number.POSITIVE_INFINITY;
      classes = /* @__PURE__ */ new Map();
      actuators = 0;
      sensors = 0;
      add(summary) {
        this.total += 1;
        this.read += 1;
        const size = this.sizes.get(gatewaySizeOf(summary.devices));
        size.count += 1;
        size.devices += summary.devices;
        size.actuators += summary.actuators;
        size.sensors += summary.sensors;
        const bucket = sceneBucketOf(summary.rules);
        this.buckets.set(bucket, this.buckets.get(bucket) + 1);
        this.sceneHistogram.set(summary.rules, (this.sceneHistogram.get(summary.rules) ?? 0) + 1);
        this.sceneSum += summary.rules;
        this.sceneMax = Math.max(this.sceneMax, summary.rules);
        this.sceneMin = Math.min(this.sceneMin, summary.rules);
        for (const [name, count] of summary.classes) {
          const entry = this.classes.get(name) ?? { devices: 0, gateways: 0 };
          entry.devices += count;
          entry.gateways += 1;
          this.classes.set(name, entry);
        }
        this.actuators += summary.actuators;
        this.sensors += summary.sensors;
      }
      unread(serial) {
        this.total += 1;
        this.unreadCount += 1;
        if (this.unreadSerials.length < UNREAD_NAMED) this.unreadSerials.push(serial);
      }
      finish(meta) {
        const avg = (sum, n) => n === 0 ? 0 : round2(sum / n);
        const classEntries = [...this.classes.entries()].sort((a, b) => b[1].devices - a[1].devices || a[0].localeCompare(b[0]));
        return {
          ...meta,
          complete: this.unreadCount === 0,
          gatewaysTotal: this.total,
          gatewaysRead: this.read,
          gatewaysUnread: this.unreadCount,
          unreadSerials: [...this.unreadSerials],
          gtwStats: GATEWAY_SIZES.map((size) => {
            const s = this.sizes.get(size);
            return {
              size,
              count: s.count,
              percentage: this.read === 0 ? 0 : round2(s.count * 100 / this.read),
              avg_devices: avg(s.devices, s.count),
              avg_actuators: avg(s.actuators, s.count),
              avg_sensors: avg(s.sensors, s.count)
            };
          }),
          sceneStats: {
            count: SCENE_BUCKETS.map((bucket) => ({ bucket, count: this.buckets.get(bucket) })),
            max_scenes: this.sceneMax,
            avg_scenes: avg(this.sceneSum, this.read),
            median_scenes: medianOfHistogram(this.sceneHistogram, this.read),
            min_scenes: this.read === 0 ? 0 : this.sceneMin,
            total_scenes: this.sceneSum
          },
          deviceClasses: classEntries.map(([name, c]) => ({ class: name, count: c.devices })),
          actuators: this.actuators,
          sensors: this.sensors,
          devices: this.actuators + this.sensors,
          classGateways: Object.fromEntries(classEntries.map(([name, c]) => [name, c.gateways]))
        };
      }
    };
  }
});

// simulator/src/cloud/statistics/statisticsStore.ts
import { appendFileSync as appendFileSync3, existsSync as existsSync5, mkdirSync as mkdirSync5, readdirSync as readdirSync4, rmSync as rmSync5 } from "node:fs";
import { join as join6 } from "node:path";
var SERIAL, StatisticsStore;
var init_statisticsStore = __esm({
  "simulator/src/cloud/statistics/statisticsStore.ts"() {
    "use strict";
    init_campaignLog();
    SERIAL = /^[A-Z0-9]{1,32}$/;
    StatisticsStore = class {
      constructor(dir) {
        this.dir = dir;
        this.reportsFile = join6(dir, "reports.log");
        this.requestsFile = join6(dir, "requests.log");
        this.savedFile = join6(dir, "saved.log");
        this.snapshotsDir = join6(dir, "snapshots");
        mkdirSync5(this.snapshotsDir, { recursive: true });
      }
      dir;
      reportsFile;
      requestsFile;
      savedFile;
      snapshotsDir;
      wipe() {
        rmSync5(this.dir, { recursive: true, force: true });
        mkdirSync5(this.snapshotsDir, { recursive: true });
      }
      loadReports() {
        return readLogLines(this.reportsFile).filter((r) => typeof r._id === "string");
      }
      appendReport(record) {
        appendFileSync3(this.reportsFile, `${JSON.stringify(record)}
`);
      }
      /** The last line of each request, in the order they were first written. */
      loadRequests() {
        const byUuid = /* @__PURE__ */ new Map();
        for (const request of readLogLines(this.requestsFile)) if (typeof request.uuid === "string") byUuid.set(request.uuid, request);
        return [...byUuid.values()];
      }
      appendRequest(request) {
        appendFileSync3(this.requestsFile, `${JSON.stringify(request)}
`);
      }
      snapshotFile(serial) {
        if (!SERIAL.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
        return join6(this.snapshotsDir, `${serial}.log`);
      }
      /** A gateway's snapshots, oldest first. */
      loadSnapshots(serial) {
        if (!SERIAL.test(serial)) return [];
        return readLogLines(this.snapshotFile(serial)).filter((s) => typeof s.timestamp === "number");
      }
      appendSnapshot(snapshot) {
        appendFileSync3(this.snapshotFile(snapshot.serialNumber), `${JSON.stringify(snapshot)}
`);
      }
      /** Whether any gateway has a snapshot. */
      hasSnapshots() {
        return existsSync5(this.snapshotsDir) && readdirSync4(this.snapshotsDir).some((name) => name.endsWith(".log"));
      }
      loadSaved() {
        return readLogLines(this.savedFile).filter((s) => typeof s._id === "string");
      }
      appendSaved(report3) {
        appendFileSync3(this.savedFile, `${JSON.stringify(report3)}
`);
      }
    };
  }
});

// simulator/src/cloud/statistics/statisticsService.ts
import { randomBytes as randomBytes10 } from "node:crypto";
import {
  GATEWAY_SNAPSHOT_INTERVAL_MS,
  savedReportFileName,
  STATISTICS_REPORT_ENGINE,
  STATISTICS_REPORT_JOB_MS,
  StatisticsEvent,
  topics as topics10
} from "@homeport/sdk";
function requestView(request) {
  const { notificationMethod: _method, userId: _userId, ...answer2 } = request;
  return answer2;
}
var CHUNK, yieldToLoop, StatisticsService;
var init_statisticsService = __esm({
  "simulator/src/cloud/statistics/statisticsService.ts"() {
    "use strict";
    init_fleetScan();
    init_statisticsStore();
    CHUNK = 200;
    yieldToLoop = () => new Promise((resolve4) => setImmediate(resolve4));
    StatisticsService = class {
      constructor(options2) {
        this.options = options2;
        this.store = new StatisticsStore(options2.dir);
        if (options2.wipe) this.store.wipe();
        this.reader = new GatewayReader(options2.gatewaysDir, options2.derive);
        this.load();
      }
      options;
      store;
      reader;
      records = [];
      requests = /* @__PURE__ */ new Map();
      requestTimers = /* @__PURE__ */ new Map();
      snapshots = /* @__PURE__ */ new Map();
      saved = [];
      unreadable = /* @__PURE__ */ new Set();
      dailyTimer = null;
      closed = false;
      /** Passes under way (a test or a close waits for them). */
      running = /* @__PURE__ */ new Set();
      get now() {
        return this.options.clock.now();
      }
      load() {
        this.records = this.store.loadReports();
        this.requests.clear();
        for (const request of this.store.loadRequests()) this.requests.set(request.uuid, request);
        this.saved = this.store.loadSaved();
        this.snapshots.clear();
      }
      /** Arms what the clock runs: a request the last run left pending, and the daily snapshot round when the folder holds statistics. Answers the requests taken up again. */
      resume() {
        let resumed = 0;
        for (const request of this.requests.values()) {
          if (request.status === "done") continue;
          this.arm(request);
          resumed += 1;
        }
        if (this.records.length > 0 || this.saved.length > 0 || this.store.hasSnapshots()) this.inUse();
        return resumed;
      }
      /** A reseed: the folder emptied, the memory forgotten, the clock's timers armed again (the reset cleared the clock). */
      reset() {
        for (const timer of this.requestTimers.values()) this.options.clock.clearTimeout(timer);
        this.requestTimers.clear();
        this.options.clock.clearTimeout(this.dailyTimer);
        this.store.wipe();
        this.reader.clear();
        this.unreadable.clear();
        this.load();
        this.dailyTimer = null;
      }
      /**
       * The statistics are in use (an admin or QA called them, or the folder
       * holds some): the daily snapshot round is armed from now on. A simulator
       * nobody asks for statistics keeps its clock free of it.
       */
      inUse() {
        if (this.dailyTimer === null) this.armDaily();
      }
      async close() {
        this.closed = true;
        for (const timer of this.requestTimers.values()) this.options.clock.clearTimeout(timer);
        this.options.clock.clearTimeout(this.dailyTimer);
        await Promise.allSettled([...this.running]);
      }
      // ---- faults (control API) ----
      setUnreadable(serials) {
        this.unreadable.clear();
        for (const serial of serials) this.unreadable.add(serial);
        return [...this.unreadable];
      }
      unreadableSerials() {
        return [...this.unreadable];
      }
      // ---- the fleet ----
      gateways() {
        return this.options.cloud.state.gateways;
      }
      gateway(serial) {
        return this.gateways().find((g) => g.serialNumber === serial) ?? null;
      }
      /** The gateway's home as the cloud can read it now: null when offline, made unreadable, or its file is gone. */
      readLive(gateway) {
        if (gateway.connectionStatus !== "online" || this.unreadable.has(gateway.serialNumber)) return null;
        return this.reader.read(gateway.serialNumber);
      }
      // ---- statistics records ----
      latest() {
        return this.records.length === 0 ? null : this.records[this.records.length - 1];
      }
      /** Newest first. */
      list() {
        return [...this.records].reverse();
      }
      pending() {
        for (const request of this.requests.values()) if (request.status !== "done") return request;
        return null;
      }
      hasRequest(uuid) {
        return this.requests.has(uuid);
      }
      /** A StatisticsReport request: kept, then run when the clock reaches its due time. */
      request(input) {
        const requestedAt = this.now;
        const request = {
          uuid: input.uuid,
          dag_id: input.dag_id,
          engine: STATISTICS_REPORT_ENGINE,
          status: "queued",
          requestedAt,
          dueAt: requestedAt + STATISTICS_REPORT_JOB_MS,
          reportId: null,
          notificationMethod: input.notificationMethod,
          userId: input.userId
        };
        this.store.appendRequest(request);
        this.requests.set(request.uuid, request);
        this.arm(request);
        return request;
      }
      arm(request) {
        const timer = this.options.clock.setTimeoutAt(() => {
          this.requestTimers.delete(request.uuid);
          this.track(this.runRequest(request.uuid));
        }, request.dueAt);
        this.requestTimers.set(request.uuid, timer);
      }
      track(work) {
        const tracked = work.catch((error) => this.options.log(`statistics: ${String(error)}`)).finally(() => this.running.delete(tracked));
        this.running.add(tracked);
      }
      /** Waits for the passes under way (tests, close). */
      async settled() {
        while (this.running.size > 0) await Promise.allSettled([...this.running]);
      }
      async runRequest(uuid) {
        const queued = this.requests.get(uuid);
        if (!queued || queued.status === "done") return;
        const running = { ...queued, status: "running" };
        this.requests.set(uuid, running);
        const record = await this.scan({ requestedAt: running.requestedAt, uuid });
        if (this.closed || this.requests.get(uuid) !== running) return;
        this.store.appendReport(record);
        this.records.push(record);
        const done2 = { ...running, status: "done", reportId: record._id };
        this.store.appendRequest(done2);
        this.requests.set(uuid, done2);
        this.options.log(`statistics: record ${record._id}: ${record.gatewaysRead} of ${record.gatewaysTotal} gateways read`);
        if (done2.notificationMethod === "event") {
          await this.options.bus.publishEvent(topics10.adminEvents(this.options.product), StatisticsEvent.reportReady, { request: requestView(done2), report: reportView(record) });
        }
      }
      /**
       * The fleet in chunks: `visit` is called for each gateway still in the
       * fleet, with a yield to the event loop between chunks. A gateway that
       * left the fleet while the pass waited is skipped (the fleet is looked at
       * again after each yield, by reference and length: no scan per gateway).
       */
      async eachGateway(visit) {
        const list = [...this.gateways()];
        let seen = this.gateways();
        let seenLength = seen.length;
        let present = null;
        for (let i = 0; i < list.length; i += 1) {
          if (i > 0 && i % CHUNK === 0) {
            await yieldToLoop();
            if (this.closed) return;
            const now = this.gateways();
            if (now !== seen || now.length !== seenLength) {
              seen = now;
              seenLength = now.length;
              present = new Set(now);
            }
          }
          const gateway = list[i];
          if (present && !present.has(gateway)) continue;
          visit(gateway);
        }
      }
      /** One pass over the fleet. */
      async scan(meta) {
        const totals = new ReportAccumulator();
        await this.eachGateway((gateway) => {
          const summary = this.readLive(gateway);
          if (summary) totals.add(summary);
          else totals.unread(gateway.serialNumber);
        });
        return totals.finish({ _id: `sr${Date.now().toString(36)}${randomBytes10(4).toString("hex")}`, createdAt: this.now, ...meta });
      }
      // ---- analytics ----
      deviceClassUsage() {
        const record = this.latest();
        if (!record) return { rows: [], computedAt: this.now };
        const total = record.devices;
        return {
          computedAt: record.createdAt,
          rows: record.deviceClasses.map((entry) => ({
            key: entry.class,
            class: entry.class,
            devices: entry.count,
            gateways: record.classGateways[entry.class] ?? 0,
            percentage: total === 0 ? 0 : Math.round(entry.count * 1e4 / total) / 100
          }))
        };
      }
      firmwareVersions(model) {
        const versions = /* @__PURE__ */ new Map();
        let total = 0;
        for (const gateway of this.gateways()) {
          if (model !== void 0 && gateway.model !== model.toUpperCase()) continue;
          total += 1;
          const entry = versions.get(gateway.currentFWVersion) ?? { gateways: 0, online: 0 };
          entry.gateways += 1;
          if (gateway.connectionStatus === "online") entry.online += 1;
          versions.set(gateway.currentFWVersion, entry);
        }
        return [...versions.entries()].sort((a, b) => b[1].gateways - a[1].gateways || a[0].localeCompare(b[0])).map(([firmware, e]) => ({ key: firmware, firmware, gateways: e.gateways, online: e.online, percentage: total === 0 ? 0 : Math.round(e.gateways * 1e4 / total) / 100 }));
      }
      /** GatewayUptime keys (serials) in fleet order, narrowed by model; the rows are read only for the page asked (`uptimeRows`). */
      uptimeGateways(model) {
        return model === void 0 ? this.gateways() : this.gateways().filter((g) => g.model === model.toUpperCase());
      }
      uptimeRows(gateways) {
        const now = this.now;
        return gateways.map((gateway) => {
          const online = gateway.connectionStatus === "online";
          const summary = this.reader.read(gateway.serialNumber);
          const since = summary ? summary.bootedAt : null;
          return {
            key: gateway.serialNumber,
            serialNumber: gateway.serialNumber,
            model: gateway.model,
            connectionStatus: gateway.connectionStatus,
            uptimeMs: online && since !== null ? Math.max(0, now - since) : 0,
            since
          };
        });
      }
      span(engine) {
        if (engine === "DeviceClassUsage") {
          const first = this.records[0];
          const last = this.latest();
          return { engine, from: first?.createdAt ?? null, to: last?.createdAt ?? null, samples: this.records.length };
        }
        return { engine, from: this.now, to: this.now, samples: this.gateways().length };
      }
      // ---- gateway snapshots ----
      snapshotsOf(serial) {
        let list = this.snapshots.get(serial);
        if (!list) {
          list = this.store.loadSnapshots(serial);
          this.snapshots.set(serial, list);
        }
        return list;
      }
      /** Takes and keeps one snapshot of a gateway now. An offline (or unreadable) gateway gives its last known home, `read` false. */
      takeSnapshot(gateway, reason) {
        const live = this.readLive(gateway);
        const summary = live ?? this.reader.read(gateway.serialNumber);
        const list = this.snapshots.get(gateway.serialNumber);
        const last = list ? list[list.length - 1]?.timestamp : void 0;
        const timestamp = last !== void 0 && last >= this.now ? last + 1 : this.now;
        const online = gateway.connectionStatus === "online";
        const snapshot = {
          serialNumber: gateway.serialNumber,
          timestamp,
          reason,
          connectionStatus: gateway.connectionStatus,
          read: live !== null,
          model: gateway.model,
          firmware: gateway.currentFWVersion,
          devices: summary?.devices ?? 0,
          onlineDevices: online && summary ? summary.onlineDevices : 0,
          actuators: summary?.actuators ?? 0,
          sensors: summary?.sensors ?? 0,
          rules: summary?.rules ?? 0,
          uptimeMs: online && summary ? Math.max(0, this.now - summary.bootedAt) : 0,
          deviceClasses: (summary?.classes ?? []).map(([name, count]) => ({ class: name, count })).sort((a, b) => b.count - a.count || a.class.localeCompare(b.class))
        };
        this.store.appendSnapshot(snapshot);
        list?.push(snapshot);
        return snapshot;
      }
      /** The daily round: a snapshot of every gateway, in chunks. Answers how many were taken. */
      async snapshotRound() {
        let taken = 0;
        await this.eachGateway((gateway) => {
          this.takeSnapshot(gateway, "daily");
          taken += 1;
        });
        return taken;
      }
      armDaily() {
        if (this.closed) return;
        const next = (Math.floor(this.now / GATEWAY_SNAPSHOT_INTERVAL_MS) + 1) * GATEWAY_SNAPSHOT_INTERVAL_MS;
        this.dailyTimer = this.options.clock.setTimeoutAt(() => {
          this.dailyTimer = null;
          this.track(
            this.snapshotRound().then((taken) => {
              this.options.log(`statistics: daily round, ${taken} gateway snapshots`);
            })
          );
          this.armDaily();
        }, next);
      }
      // ---- saved reports ----
      savedOf(serial) {
        return this.saved.filter((r) => r.serialNumber === serial).reverse();
      }
      findSaved(serial, id) {
        return this.saved.find((r) => r._id === id && r.serialNumber === serial) ?? null;
      }
      saveReport(snapshot, name, userId) {
        const createdAt = this.now;
        const report3 = {
          _id: `rep${Date.now().toString(36)}${randomBytes10(4).toString("hex")}`,
          serialNumber: snapshot.serialNumber,
          name: name ?? `${snapshot.serialNumber} ${new Date(snapshot.timestamp).toISOString()}`,
          timestamp: snapshot.timestamp,
          createdAt,
          createdBy: userId,
          fileName: savedReportFileName(snapshot.serialNumber, snapshot.timestamp),
          snapshot
        };
        this.store.appendSaved(report3);
        this.saved.push(report3);
        return report3;
      }
    };
  }
});

// simulator/src/cloud/history/backHistory.ts
import { DAY_MS as DAY_MS2 } from "@homeport/sdk";
function unit(...parts) {
  let h = 2166136261;
  const text3 = parts.join("|");
  for (let i = 0; i < text3.length; i += 1) {
    h ^= text3.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
function gatewayOutage(ctx, day) {
  if (unit(ctx.seed, ctx.serial, "outage", day) >= 0.1) return null;
  const from = day + Math.floor(unit(ctx.seed, ctx.serial, "outage-at", day) * 18 * HOUR_MS);
  return { from, to: from + HOUR_MS + Math.floor(unit(ctx.seed, ctx.serial, "outage-for", day) * 5 * HOUR_MS) };
}
function deviceOutage(ctx, device2, day) {
  if (unit(ctx.seed, ctx.serial, device2, "down", day) >= 0.04) return null;
  const from = day + Math.floor(unit(ctx.seed, ctx.serial, device2, "down-at", day) * 20 * HOUR_MS);
  return { from, to: from + 30 * 6e4 + Math.floor(unit(ctx.seed, ctx.serial, device2, "down-for", day) * 3.5 * HOUR_MS) };
}
function backOutages(ctx, from, to, device2) {
  const spans = [];
  for (const day of daysOf(from - DAY_MS2, to)) {
    for (const raw of [gatewayOutage(ctx, day), device2 === void 0 ? null : deviceOutage(ctx, device2, day)]) {
      const span = raw ? clip(raw, ctx) : null;
      if (span && span.to > from && span.from <= to) spans.push(span);
    }
  }
  spans.sort((a, b) => a.from - b.from);
  const merged = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}
function backGatewayStatus(ctx, from, to) {
  const out = [];
  for (const span of backOutages(ctx, from, to)) {
    if (span.from >= from && span.from <= to) out.push({ t: span.from, k: "g", v: 0 });
    if (span.to >= from && span.to <= to && span.to < ctx.end) out.push({ t: span.to, k: "g", v: 1 });
  }
  return out;
}
function backDeviceStatus(ctx, device2, from, to) {
  const out = [];
  for (const span of backOutages(ctx, from, to, device2)) {
    if (span.from >= from && span.from <= to) out.push({ t: span.from, k: "s", d: device2, v: 5 });
    if (span.to >= from && span.to <= to && span.to < ctx.end) out.push({ t: span.to, k: "s", d: device2, v: 2 });
  }
  return out;
}
function backStatusAt(ctx, t, device2) {
  if (t < ctx.start || t >= ctx.end) return null;
  const out = inside(backOutages(ctx, t, t, device2), t);
  return device2 === void 0 ? out ? 0 : 1 : out ? 5 : 2;
}
function hasBackHistory(serviceType, property) {
  return (serviceType === "control" || serviceType === "sensory") && property.type !== "text";
}
function quantityOf(deviceClass, service2, property) {
  const name = `${service2} ${property}`.toLowerCase();
  if (/energy|consumption|counter|kwh/.test(name)) return "energy";
  if (/factor/.test(name)) return "other";
  if (/voltage/.test(name)) return "voltage";
  if (/current/.test(name)) return "current";
  if (/power/.test(name)) return "power";
  if (/colou?r_?temp/.test(name)) return "other";
  if (/temperature/.test(name)) return /weather|outdoor|outside/i.test(`${deviceClass} ${name}`) ? "outdoorTemperature" : "indoorTemperature";
  if (/humidity/.test(name) && !/absolute/.test(name)) return "humidity";
  if (/battery/.test(name)) return "battery";
  return "other";
}
function numberAt(ctx, device2, service2, property, slot) {
  const options2 = property.options ?? {};
  const current2 = typeof property.value === "number" ? property.value : 0;
  const noise = unit(ctx.seed, ctx.serial, device2.id, service2, property.name, slot) - 0.5;
  const fit = (v2) => roundTo(clamp(v2, options2.min ?? -Infinity, options2.max ?? Infinity), options2.step);
  const daily = dailyShape(slot);
  switch (quantityOf(device2.class, service2, property.name)) {
    case "energy": {
      const share = (slot - ctx.start) / Math.max(1, ctx.end - ctx.start);
      return roundTo(Math.max(0, current2) * share, options2.step);
    }
    case "indoorTemperature":
      return fit(clamp(19 + 4.5 * daily + 2 * noise, 17, 26));
    case "outdoorTemperature": {
      const yearDay = (slot - Date.UTC(new Date(slot).getUTCFullYear(), 0, 1)) / DAY_MS2;
      const season = Math.cos(2 * Math.PI * (yearDay - 205) / 365);
      return fit(11 + 11 * season + 5 * (daily - 0.5) + 3 * noise);
    }
    case "humidity":
      return fit(clamp(50 - 12 * (daily - 0.5) * 2 + 16 * noise, 30, 70));
    case "voltage":
      return fit(clamp(235 + 4 * (0.5 - daily) + 8 * noise, 225, 245));
    case "battery": {
      const top = 96 + Math.floor(unit(ctx.seed, ctx.serial, device2.id, "battery-top") * 5);
      const end = clamp(Math.min(current2 || top - 20, top - 5), 0, 100);
      const share = (slot - ctx.start) / Math.max(1, ctx.end - ctx.start);
      return Math.round(top - (top - end) * share);
    }
    case "power":
    case "current": {
      const [low2, high] = RATED_W[device2.class] ?? [20, 400];
      const rated = low2 + (high - low2) * unit(ctx.seed, ctx.serial, device2.id, "rated");
      const on = unit(ctx.seed, ctx.serial, device2.id, "duty", Math.floor(slot / (2 * BACK_SAMPLE_MS))) < 0.1 + 0.45 * daily;
      const watts = on ? rated * (0.9 + 0.2 * (noise + 0.5)) : 0.5;
      if (quantityOf(device2.class, service2, property.name) === "current") return fit(watts / 230);
      const unitName = options2.unit ?? "";
      return fit(unitName === "W" ? watts : watts / 1e3);
    }
    default: {
      const lo = options2.min ?? 0;
      const hi = options2.max ?? Math.max(10, Math.abs(current2) * 2);
      const weekend = new Date(slot).getUTCDay() === 0 || new Date(slot).getUTCDay() === 6 ? 1.2 : 1;
      const share = clamp(0.15 + 0.55 * daily * weekend + 0.2 * noise, 0, 1);
      return roundTo(lo + (hi - lo) * share, options2.step);
    }
  }
}
function isEventSensor(deviceClass, service2, property) {
  return property.type === "bool" && /door|window|motion|contact|occupan|presence|open/i.test(`${deviceClass} ${service2} ${property.name}`);
}
function eventIn(ctx, device2, service2, property, hour) {
  const share = 0.03 + 0.2 * dailyShape(hour + 30 * 6e4);
  if (unit(ctx.seed, ctx.serial, device2, service2, property, "event", hour) >= share) return null;
  const on = hour + Math.floor(unit(ctx.seed, ctx.serial, device2, service2, property, "event-at", hour) * 50) * 6e4;
  return { on, off: on + (1 + Math.floor(unit(ctx.seed, ctx.serial, device2, service2, property, "event-for", hour) * 9)) * 6e4 };
}
function stateValue(ctx, device2, service2, property, hour) {
  const draw = unit(ctx.seed, ctx.serial, device2, service2, property.name, "value", hour);
  if (property.type === "bool") return draw < 0.5;
  const codes = Object.keys(property.options?.values ?? {});
  if (codes.length === 0) return Math.floor(draw * 3);
  const code = codes[Math.floor(draw * codes.length)];
  return /^-?\d+$/.test(code) ? Number(code) : code;
}
function stateChangeAt(ctx, device2, service2, property, hour) {
  if (unit(ctx.seed, ctx.serial, device2, service2, property.name, "change", hour) >= STATE_CHANGE_SHARE) return null;
  return hour + Math.floor(unit(ctx.seed, ctx.serial, device2, service2, property.name, "minute", hour) * 60) * 6e4;
}
function backProperty(ctx, device2, service2, property, from, to) {
  const lo = Math.max(from, ctx.start);
  const hi = Math.min(to, ctx.end - 1);
  if (lo > hi || !hasBackHistory(service2.type, property)) return [];
  const outages = backOutages(ctx, lo, hi, device2.id);
  const out = [];
  const entry = (t, v2) => ({ t, k: "p", d: device2.id, s: service2.name, p: property.name, v: v2 });
  if (property.type === "number") {
    for (let slot = Math.ceil(lo / BACK_SAMPLE_MS) * BACK_SAMPLE_MS; slot <= hi; slot += BACK_SAMPLE_MS) {
      if (!inside(outages, slot)) out.push(entry(slot, numberAt(ctx, device2, service2.name, property, slot)));
    }
    return out;
  }
  if (isEventSensor(device2.class, service2.name, property)) {
    for (let hour = Math.floor(lo / HOUR_MS) * HOUR_MS - HOUR_MS; hour <= hi; hour += HOUR_MS) {
      const event = eventIn(ctx, device2.id, service2.name, property.name, hour);
      if (!event) continue;
      if (event.on >= lo && event.on <= hi && !inside(outages, event.on)) out.push(entry(event.on, true));
      if (event.off >= lo && event.off <= hi && !inside(outages, event.off)) out.push(entry(event.off, false));
    }
    return out;
  }
  for (let hour = Math.floor(lo / HOUR_MS) * HOUR_MS; hour <= hi; hour += HOUR_MS) {
    const t = stateChangeAt(ctx, device2.id, service2.name, property, hour);
    if (t !== null && t >= lo && t <= hi && !inside(outages, t)) out.push(entry(t, stateValue(ctx, device2.id, service2.name, property, hour)));
  }
  return out;
}
function backValueAt(ctx, device2, service2, property, t) {
  if (t < ctx.start || !hasBackHistory(service2.type, property)) return null;
  const at = Math.min(t, ctx.end - 1);
  if (property.type === "number") return numberAt(ctx, device2, service2.name, property, Math.floor(at / BACK_SAMPLE_MS) * BACK_SAMPLE_MS);
  if (isEventSensor(device2.class, service2.name, property)) {
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    for (const h of [hour, hour - HOUR_MS]) {
      const event = eventIn(ctx, device2.id, service2.name, property.name, h);
      if (event && event.on <= at && at < event.off) return true;
    }
    return false;
  }
  for (let hour = Math.floor(at / HOUR_MS) * HOUR_MS, n = 0; n < 24 * 14 && hour >= ctx.start - HOUR_MS; hour -= HOUR_MS, n += 1) {
    const change = stateChangeAt(ctx, device2.id, service2.name, property, hour);
    if (change !== null && change <= at) return stateValue(ctx, device2.id, service2.name, property, hour);
  }
  return stateValue(ctx, device2.id, service2.name, property, -1);
}
function backLastBefore(ctx, device2, service2, property, t) {
  const end = Math.min(t, ctx.end);
  for (let hi = end - 1, n = 0; hi >= ctx.start && n < LAST_BEFORE_DAYS; hi -= DAY_MS2, n += 1) {
    const found = backProperty(ctx, device2, service2, property, Math.max(ctx.start, hi - DAY_MS2 + 1), hi);
    const last = found[found.length - 1];
    if (last) return { t: last.t, v: last.v };
  }
  return null;
}
function backStatusChangeBefore(ctx, t, device2) {
  const end = Math.min(t, ctx.end);
  if (end <= ctx.start) return null;
  const changes = device2 === void 0 ? backGatewayStatus(ctx, ctx.start, end - 1) : backDeviceStatus(ctx, device2, ctx.start, end - 1);
  const last = changes.filter((c) => c.t < end).at(-1);
  return last ? { t: last.t, v: last.v } : { t: ctx.start, v: device2 === void 0 ? 1 : 2 };
}
var BACK_SAMPLE_MS, HOUR_MS, STATE_CHANGE_SHARE, clip, daysOf, inside, roundTo, RATED_W, clamp, dailyShape, LAST_BEFORE_DAYS;
var init_backHistory = __esm({
  "simulator/src/cloud/history/backHistory.ts"() {
    "use strict";
    BACK_SAMPLE_MS = 15 * 6e4;
    HOUR_MS = 36e5;
    STATE_CHANGE_SHARE = 0.15;
    clip = (span, ctx) => {
      const from = Math.max(span.from, ctx.start);
      const to = Math.min(span.to, ctx.end);
      return from < to ? { from, to } : null;
    };
    daysOf = (from, to) => {
      const days = [];
      for (let day = Math.floor(from / DAY_MS2) * DAY_MS2; day <= to; day += DAY_MS2) days.push(day);
      return days;
    };
    inside = (spans, t) => spans.some((span) => t >= span.from && t < span.to);
    roundTo = (value, step) => {
      if (step && step > 0) return Math.round(value / step) * step;
      return Math.round(value * 100) / 100;
    };
    RATED_W = {
      Outlet: [40, 2e3],
      Switch: [10, 150],
      Dimmer: [8, 60],
      Light: [5, 60],
      Thermostat: [500, 2500],
      Meter: [150, 3e3]
    };
    clamp = (v2, lo, hi) => Math.min(hi, Math.max(lo, v2));
    dailyShape = (slot) => {
      const date = new Date(slot);
      const hour = date.getUTCHours() + date.getUTCMinutes() / 60;
      return 0.5 - 0.5 * Math.cos(2 * Math.PI * (hour - 4) / 24);
    };
    LAST_BEFORE_DAYS = 31;
  }
});

// simulator/src/cloud/history/historyStore.ts
import { appendFileSync as appendFileSync4, existsSync as existsSync6, mkdirSync as mkdirSync6, readdirSync as readdirSync5, readFileSync as readFileSync7, rmSync as rmSync6 } from "node:fs";
import { join as join7 } from "node:path";
function seriesKeyOf(entry) {
  if (entry.k === "g") return "g";
  if (entry.k === "s") return `s|${entry.d}`;
  if (entry.k === "a") return `a|${entry.d}`;
  return `p|${entry.d}|${entry.s}|${entry.p}`;
}
var SERIAL2, DAY_MS3, dayName, HistoryStore;
var init_historyStore = __esm({
  "simulator/src/cloud/history/historyStore.ts"() {
    "use strict";
    init_atomicWrite();
    SERIAL2 = /^[A-Z0-9]{1,32}$/;
    DAY_MS3 = 864e5;
    dayName = (t) => new Date(Math.floor(t / DAY_MS3) * DAY_MS3).toISOString().slice(0, 10);
    HistoryStore = class {
      constructor(dir, now) {
        this.dir = dir;
        this.metaFile = join7(dir, "meta.json");
        mkdirSync6(dir, { recursive: true });
        this.meta = this.loadMeta() ?? this.writeMeta({ recordingFrom: now, boundaries: {} });
      }
      dir;
      meta;
      metaFile;
      /** Per gateway, per day: the series its segment holds (loaded on first use). */
      index = /* @__PURE__ */ new Map();
      /** Empties the history: recording starts again at `now` (a reseed). */
      wipe(now) {
        rmSync6(this.dir, { recursive: true, force: true });
        mkdirSync6(this.dir, { recursive: true });
        this.index.clear();
        this.meta = this.writeMeta({ recordingFrom: now, boundaries: {} });
      }
      get recordingFrom() {
        return this.meta.recordingFrom;
      }
      /** Where a gateway's generated back-history ends (recorded data from there on). */
      boundaryOf(serial) {
        return Math.min(this.meta.recordingFrom, this.meta.boundaries[serial] ?? Number.POSITIVE_INFINITY);
      }
      /** Moves a gateway's back-history boundary back to `t` (imported samples replace the generated ones from there on). */
      moveBoundary(serial, t) {
        if (t >= this.boundaryOf(serial)) return;
        this.meta = this.writeMeta({ ...this.meta, boundaries: { ...this.meta.boundaries, [serial]: t } });
      }
      /** Appends entries of one gateway: one append per day segment touched. */
      append(serial, entries) {
        if (!SERIAL2.test(serial) || entries.length === 0) return;
        const folder = join7(this.dir, serial);
        mkdirSync6(folder, { recursive: true });
        const byDay = /* @__PURE__ */ new Map();
        for (const entry of entries) {
          const day = dayName(entry.t);
          const lines = byDay.get(day) ?? [];
          lines.push(JSON.stringify(entry));
          byDay.set(day, lines);
        }
        for (const [day, lines] of byDay) appendFileSync4(join7(folder, `${day}.log`), `${lines.join("\n")}
`);
        const days = this.daysIndex(serial);
        const fresh = /* @__PURE__ */ new Map();
        for (const entry of entries) {
          const day = dayName(entry.t);
          const known3 = days.get(day) ?? this.keysOf(serial, day);
          days.set(day, known3);
          const key3 = seriesKeyOf(entry);
          if (known3.has(key3)) continue;
          known3.add(key3);
          fresh.set(day, (fresh.get(day) ?? /* @__PURE__ */ new Set()).add(key3));
        }
        for (const [day, keys] of fresh) appendFileSync4(join7(folder, `${day}.keys`), `${[...keys].join("\n")}
`);
      }
      /** A gateway's days and the series each holds (read from the keys files once). */
      daysIndex(serial) {
        let days = this.index.get(serial);
        if (days) return days;
        days = /* @__PURE__ */ new Map();
        const folder = join7(this.dir, serial);
        if (SERIAL2.test(serial) && existsSync6(folder)) {
          for (const name of readdirSync5(folder)) {
            if (!/^\d{4}-\d{2}-\d{2}\.log$/.test(name)) continue;
            const day = name.slice(0, 10);
            days.set(day, this.keysOf(serial, day));
          }
        }
        this.index.set(serial, days);
        return days;
      }
      /** The series of one day's segment: its keys file, or (missing) rebuilt from the segment and written. */
      keysOf(serial, day) {
        const keysFile = join7(this.dir, serial, `${day}.keys`);
        const logFile = join7(this.dir, serial, `${day}.log`);
        if (existsSync6(keysFile)) {
          const keys2 = new Set(
            readFileSync7(keysFile, "utf8").split("\n").filter((line) => line !== "")
          );
          return keys2;
        }
        if (!existsSync6(logFile)) return /* @__PURE__ */ new Set();
        const keys = new Set(this.readDay(serial, day, () => true).map(seriesKeyOf));
        if (keys.size > 0) writeFileAtomic(keysFile, `${[...keys].join("\n")}
`);
        return keys;
      }
      /** The days (UTC, oldest first) whose segments hold any of `series` (every day when absent). */
      days(serial, series) {
        if (!SERIAL2.test(serial)) return [];
        const days = [];
        for (const [day, keys] of this.daysIndex(serial)) if (!series || series.some((key3) => keys.has(key3))) days.push(day);
        return days.sort();
      }
      /** A gateway's entries of one day that `keep` accepts, oldest first. */
      readDay(serial, day, keep) {
        const file = join7(this.dir, serial, `${day}.log`);
        if (!existsSync6(file)) return [];
        const kept = [];
        for (const line of readFileSync7(file, "utf8").split("\n")) {
          if (line === "") continue;
          let entry;
          try {
            entry = JSON.parse(line);
          } catch {
            continue;
          }
          if (typeof entry.t === "number" && keep(entry)) kept.push(entry);
        }
        return kept.sort((a, b) => a.t - b.t);
      }
      /** A gateway's entries in [from, to] that `keep` accepts, oldest first: only the segments of those days are opened. */
      read(serial, from, to, keep, series) {
        const first = dayName(from);
        const last = dayName(to);
        const out = [];
        for (const day of this.days(serial, series)) {
          if (day < first || day > last) continue;
          for (const entry of this.readDay(serial, day, keep)) if (entry.t >= from && entry.t <= to) out.push(entry);
        }
        return out;
      }
      /** The newest entry `keep` accepts before `t` (recorded era only), scanning segments backwards; null when none. */
      lastBefore(serial, t, keep, series) {
        const last = dayName(t);
        const days = this.days(serial, series).filter((day) => day <= last);
        for (let i = days.length - 1; i >= 0; i -= 1) {
          const found = this.readDay(serial, days[i], (entry) => entry.t < t && keep(entry));
          if (found.length > 0) return found[found.length - 1];
        }
        return null;
      }
      /** Whether any entry `keep` accepts lies at or after `t`. */
      anyFrom(serial, t, keep, series) {
        const first = dayName(t);
        return this.days(serial, series).filter((day) => day >= first).some((day) => this.readDay(serial, day, (entry) => entry.t >= t && keep(entry)).length > 0);
      }
      loadMeta() {
        if (!existsSync6(this.metaFile)) return null;
        try {
          const meta = JSON.parse(readFileSync7(this.metaFile, "utf8"));
          return typeof meta.recordingFrom === "number" ? { recordingFrom: meta.recordingFrom, boundaries: meta.boundaries ?? {} } : null;
        } catch {
          return null;
        }
      }
      writeMeta(meta) {
        writeFileAtomic(this.metaFile, JSON.stringify(meta));
        return meta;
      }
    };
  }
});

// simulator/src/cloud/history/daySummary.ts
import { existsSync as existsSync7, readFileSync as readFileSync8, renameSync as renameSync2, rmSync as rmSync7, statSync as statSync2, writeFileSync as writeFileSync3 } from "node:fs";
import { join as join8 } from "node:path";
function writeFileAtomic2(path, bytes) {
  counter2 += 1;
  const temp = `${path}.${process.pid}.${counter2}.tmp`;
  try {
    writeFileSync3(temp, bytes);
    renameSync2(temp, path);
  } catch (error) {
    rmSync7(temp, { force: true });
    throw error;
  }
}
var MINUTE_MS, DAY_MS4, SUMMARY_COLUMNS, SummaryColumn, DaySummaries, align, counter2;
var init_daySummary = __esm({
  "simulator/src/cloud/history/daySummary.ts"() {
    "use strict";
    init_historyStore();
    MINUTE_MS = 6e4;
    DAY_MS4 = 864e5;
    SUMMARY_COLUMNS = 7;
    SummaryColumn = { first: 0, last: 1, count: 2, sum: 3, min: 4, max: 5, final: 6 };
    DaySummaries = class {
      constructor(store) {
        this.store = store;
      }
      store;
      file(serial, day, ext) {
        return join8(this.store.dir, serial, `${day}.${ext}`);
      }
      /** The summary of one series of a closed day; null when the day is not closed, the log is missing, or the series is not all numbers. */
      get(serial, day, series, now) {
        if (Date.parse(`${day}T00:00:00Z`) + DAY_MS4 > now) return null;
        const log2 = this.file(serial, day, "log");
        if (!existsSync7(log2)) return null;
        const size = statSync2(log2).size;
        const loaded = this.load(serial, day, size) ?? this.build(serial, day, size);
        const at = loaded.header.series[series];
        if (!at) return null;
        return loaded.rows.subarray(at[0] * SUMMARY_COLUMNS, (at[0] + at[1]) * SUMMARY_COLUMNS);
      }
      /**
       * The last sample of `series` before `t` from the summaries of `days`
       * (the series' days, oldest first): null when none, undefined when the
       * summaries cannot tell (a day without one, or t inside a minute of several samples).
       */
      lastBefore(serial, t, series, days, now) {
        for (let d = days.length - 1; d >= 0; d -= 1) {
          const rows = this.get(serial, days[d], series, now);
          if (!rows) return void 0;
          for (let i = rows.length - SUMMARY_COLUMNS; i >= 0; i -= SUMMARY_COLUMNS) {
            if (rows[i + SummaryColumn.last] < t) return { t: rows[i + SummaryColumn.last], v: rows[i + SummaryColumn.final] };
            if (rows[i + SummaryColumn.first] < t) return void 0;
          }
        }
        return null;
      }
      load(serial, day, size) {
        const file = this.file(serial, day, "sum");
        if (!existsSync7(file)) return null;
        try {
          const buffer = readFileSync8(file);
          const length = buffer.readUInt32LE(0);
          const header = JSON.parse(buffer.subarray(4, 4 + length).toString("utf8"));
          if (header.size !== size || header.columns !== SUMMARY_COLUMNS) return null;
          const start = align(4 + length);
          const bytes = buffer.byteLength - start;
          if (bytes < 0 || bytes % 8 !== 0) return null;
          const rows = new Float64Array(bytes / 8);
          new Uint8Array(rows.buffer).set(buffer.subarray(start));
          const total = Object.values(header.series).reduce((n, [first, count]) => Math.max(n, first + count), 0);
          return total * SUMMARY_COLUMNS === rows.length ? { header, rows } : null;
        } catch {
          return null;
        }
      }
      build(serial, day, size) {
        const bySeries = /* @__PURE__ */ new Map();
        for (const entry of this.store.readDay(serial, day, () => true)) {
          const key3 = seriesKeyOf(entry);
          let rows2 = bySeries.get(key3);
          if (rows2 === null) continue;
          if (typeof entry.v !== "number") {
            bySeries.set(key3, null);
            continue;
          }
          if (!rows2) bySeries.set(key3, rows2 = []);
          const n = rows2.length;
          const minute = Math.floor(entry.t / MINUTE_MS);
          if (n > 0 && Math.floor(rows2[n - SUMMARY_COLUMNS + SummaryColumn.first] / MINUTE_MS) === minute) {
            const base = n - SUMMARY_COLUMNS;
            rows2[base + SummaryColumn.last] = entry.t;
            rows2[base + SummaryColumn.count] += 1;
            rows2[base + SummaryColumn.sum] += entry.v;
            rows2[base + SummaryColumn.min] = Math.min(rows2[base + SummaryColumn.min], entry.v);
            rows2[base + SummaryColumn.max] = Math.max(rows2[base + SummaryColumn.max], entry.v);
            rows2[base + SummaryColumn.final] = entry.v;
          } else rows2.push(entry.t, entry.t, 1, entry.v, entry.v, entry.v, entry.v);
        }
        const header = { size, columns: SUMMARY_COLUMNS, series: {} };
        const all = [];
        for (const [key3, rows2] of bySeries) {
          if (!rows2) continue;
          header.series[key3] = [all.length / SUMMARY_COLUMNS, rows2.length / SUMMARY_COLUMNS];
          for (const value of rows2) all.push(value);
        }
        const rows = Float64Array.from(all);
        const json = Buffer.from(JSON.stringify(header), "utf8");
        const start = align(4 + json.byteLength);
        const out = Buffer.alloc(start + rows.byteLength);
        out.writeUInt32LE(json.byteLength, 0);
        json.copy(out, 4);
        Buffer.from(rows.buffer).copy(out, start);
        try {
          writeFileAtomic2(this.file(serial, day, "sum"), out);
        } catch {
        }
        return { header, rows };
      }
    };
    align = (n) => Math.ceil(n / 8) * 8;
    counter2 = 0;
  }
});

// simulator/src/cloud/history/historyService.ts
import {
  bucketWidth,
  HISTORY_MAX_POINTS,
  HISTORY_RETENTION_MS,
  historyUnit,
  markEdges,
  nodeStatusLabel,
  startOfDay
} from "@homeport/sdk";
function chartedProperties(device2, service2) {
  return device2.service_list.filter((s) => service2 === void 0 || s.name === service2).flatMap((s) => s.property_list.filter((p) => hasBackHistory(s.type, p)).map((p) => ({ service: { name: s.name, type: s.type }, property: p })));
}
function mergeSpans(spans, from, to) {
  const sorted = spans.map((s) => ({ from: Math.max(s.from, from), to: Math.min(s.to, to) })).filter((s) => s.from < s.to).sort((a, b) => a.from - b.from);
  const merged = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}
function aggregate(samples, from, to, numeric) {
  const bucketMs = bucketWidth(to - from, samples.length, HISTORY_MAX_POINTS);
  if (bucketMs === 0) return { points: samples.map(({ t, v: v2 }) => ({ t, v: v2 })), bucketMs };
  if (numeric) return { points: foldNumeric(from, bucketMs, (add) => addSamples(add, samples)), bucketMs };
  const points = [];
  let index = -1;
  for (const { t, v: v2 } of samples) {
    const i = Math.floor((t - from) / bucketMs);
    if (i === index) points[points.length - 1].v = v2;
    else points.push({ t: from + i * bucketMs, v: v2 });
    index = i;
  }
  return { points, bucketMs };
}
function within(rows, from, to) {
  let start = 0;
  let end = rows.length;
  if (rows.length === 0 || rows[SummaryColumn.first] >= from && rows[rows.length - SUMMARY_COLUMNS + SummaryColumn.last] <= to) return rows;
  while (start < end && rows[start + SummaryColumn.last] < from) start += SUMMARY_COLUMNS;
  if (start < end && rows[start + SummaryColumn.first] < from) return null;
  while (end > start && rows[end - SUMMARY_COLUMNS + SummaryColumn.first] > to) end -= SUMMARY_COLUMNS;
  if (end > start && rows[end - SUMMARY_COLUMNS + SummaryColumn.last] > to) return null;
  return rows.subarray(start, end);
}
function addSamples(add, samples) {
  for (const { t, v: v2 } of samples) if (typeof v2 === "number") add(t, 1, v2, v2, v2);
}
function foldNumeric(from, bucketMs, feed) {
  const points = [];
  let index = -1;
  let sum = 0;
  let count = 0;
  let min = 0;
  let max = 0;
  const flush = () => {
    if (count === 0) return;
    const t = from + index * bucketMs;
    points.push(count === 1 ? { t, v: sum } : { t, v: Math.round(sum / count * 1e3) / 1e3, min, max });
  };
  feed((t, n, s, lo, hi) => {
    const i = Math.floor((t - from) / bucketMs);
    if (i !== index) {
      flush();
      index = i;
      sum = 0;
      count = 0;
    }
    min = count === 0 ? lo : Math.min(min, lo);
    max = count === 0 ? hi : Math.max(max, hi);
    sum += s;
    count += n;
  });
  flush();
  return points;
}
function recordingUplink(uplink, history) {
  return {
    ...uplink,
    events(serial, events) {
      try {
        history.recordEvents(serial, events);
      } catch {
      }
      history.notifyEvents(serial, events);
      return uplink.events(serial, events);
    }
  };
}
var DAY_MS5, dayKey, PROPERTY_EVENT, HistoryService;
var init_historyService = __esm({
  "simulator/src/cloud/history/historyService.ts"() {
    "use strict";
    init_backHistory();
    init_daySummary();
    init_historyStore();
    DAY_MS5 = 864e5;
    dayKey = (t) => new Date(Math.floor(t / DAY_MS5) * DAY_MS5).toISOString().slice(0, 10);
    PROPERTY_EVENT = /^device_(\d+)_property_changed$/;
    HistoryService = class {
      constructor(options2) {
        this.options = options2;
        this.store = new HistoryStore(options2.dir, options2.clock.now());
        if (options2.wipe) this.store.wipe(options2.clock.now());
        this.summaries = new DaySummaries(this.store);
      }
      options;
      store;
      summaries;
      /** HOMEPORT_HISTORY_SUMMARIES=off: every read is raw (read at each call: the bench and the tests compare both paths in one process). */
      get useSummaries() {
        return process.env.HOMEPORT_HISTORY_SUMMARIES !== "off";
      }
      /**
       * A numeric property's points over [from, to]: the generated samples, then
       * the recorded days, each whole closed day from its summary (daySummary.ts)
       * unless a summary minute would straddle a bucket, the rest raw. The same
       * answer as `aggregate` over the raw samples.
       */
      numericPoints(serial, generated, recordedFrom, from, to, keep, series) {
        const now = this.options.clock.now();
        const first = dayKey(recordedFrom);
        const last = dayKey(to);
        const parts = [];
        let total = generated.length;
        const rawOf = (day) => this.store.readDay(serial, day, keep).filter((e) => e.t >= recordedFrom && e.t <= to);
        for (const day of this.store.days(serial, [series])) {
          if (day < first || day > last) continue;
          let summary = this.useSummaries ? this.summaries.get(serial, day, series, now) : null;
          if (summary) summary = within(summary, recordedFrom, to);
          if (summary) {
            for (let i = SummaryColumn.count; i < summary.length; i += SUMMARY_COLUMNS) total += summary[i];
            parts.push({ day, summary, raw: null });
          } else {
            const raw = rawOf(day);
            total += raw.length;
            parts.push({ day, summary: null, raw });
          }
        }
        const bucketMs = bucketWidth(to - from, total, HISTORY_MAX_POINTS);
        if (bucketMs === 0) {
          const samples = [...generated, ...parts.flatMap((part) => part.raw ?? rawOf(part.day))];
          return { ...aggregate(samples, from, to, true), samples: samples.length };
        }
        for (const part of parts) {
          const rows = part.summary;
          if (!rows) continue;
          for (let i = 0; i < rows.length; i += SUMMARY_COLUMNS) {
            if (Math.floor((rows[i + SummaryColumn.first] - from) / bucketMs) !== Math.floor((rows[i + SummaryColumn.last] - from) / bucketMs)) {
              part.summary = null;
              part.raw = rawOf(part.day);
              break;
            }
          }
        }
        const points = foldNumeric(from, bucketMs, (add) => {
          addSamples(add, generated);
          for (const part of parts) {
            if (part.raw) addSamples(add, part.raw);
            const rows = part.summary;
            if (!rows) continue;
            for (let i = 0; i < rows.length; i += SUMMARY_COLUMNS) {
              add(rows[i + SummaryColumn.first], rows[i + SummaryColumn.count], rows[i + SummaryColumn.sum], rows[i + SummaryColumn.min], rows[i + SummaryColumn.max]);
            }
          }
        });
        return { points, bucketMs, samples: total };
      }
      /** A reseed: the recorded history goes; back-history ends at the new seed's time. */
      reset() {
        this.store.wipe(this.options.clock.now());
      }
      // ---- recording ----
      eventListeners = [];
      /** Calls `listener` with the names of the events each gateway says, after they are recorded (cloud/netdiag/autoSnapshots.ts). */
      onEvents(listener) {
        this.eventListeners.push(listener);
      }
      /** Tells the listeners; one that fails never stops the others nor the gateway's events. */
      notifyEvents(serial, events) {
        if (this.eventListeners.length === 0) return;
        const names = events.map((e) => e.name);
        for (const listener of this.eventListeners) {
          try {
            listener(serial, names);
          } catch {
          }
        }
      }
      /** Records what a gateway said: property changes and device status changes. */
      recordEvents(serial, events) {
        const t = this.options.clock.now();
        const entries = [];
        for (const event of events) {
          const data = event.data;
          if (!data || typeof data !== "object") continue;
          if (PROPERTY_EVENT.test(event.name) && typeof data.device_id === "number" && typeof data.service_name === "string" && typeof data.property_name === "string") {
            const value = data.property_value;
            if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") {
              entries.push({ t, k: "p", d: data.device_id, s: data.service_name, p: data.property_name, v: value });
            }
          } else if (event.name === "device_added" && typeof data.device_id === "number") {
            entries.push({ t, k: "a", d: data.device_id, v: 1 });
          } else if (event.name === "devices_added" && Array.isArray(data.device_ids)) {
            for (const id of data.device_ids) if (typeof id === "number") entries.push({ t, k: "a", d: id, v: 1 });
          } else if (event.name === "device_status_changed" && typeof data.device_id === "number" && typeof data.device_status === "number") {
            entries.push({ t, k: "s", d: data.device_id, v: data.device_status });
          }
        }
        this.store.append(serial, entries);
      }
      /** Records a gateway's connection change. */
      recordGateway(serial, status) {
        this.store.append(serial, [{ t: this.options.clock.now(), k: "g", v: status === "online" ? 1 : 0 }]);
      }
      /** Imported samples of one property (QA, bench): appended; the gateway's back-history ends where they start. */
      importSamples(serial, deviceId, service2, property, samples) {
        if (samples.length === 0) return 0;
        this.store.append(
          serial,
          samples.map(([t, v2]) => ({ t, k: "p", d: deviceId, s: service2, p: property, v: v2 }))
        );
        this.store.moveBoundary(serial, Math.min(...samples.map(([t]) => t)));
        return samples.length;
      }
      // ---- reading ----
      /** The generated span of a gateway (of one of its devices: none when it joined after the seed). */
      back(serial, deviceId) {
        const start = startOfDay(this.store.recordingFrom - HISTORY_RETENTION_MS - 864e5);
        const added = deviceId !== void 0 && this.store.days(serial, [`a|${deviceId}`]).length > 0;
        return { seed: this.options.cloud.state.meta?.seed ?? 0, serial, start, end: added ? start : this.store.boundaryOf(serial) };
      }
      /** The spans the gateway (and the device, when given) was offline in [from, to]. */
      outages(serial, from, to, deviceId) {
        const back = this.back(serial, deviceId);
        const spans = from < back.end ? backOutages(back, from, Math.min(to, back.end - 1), deviceId) : [];
        const start = Math.max(from, back.end);
        if (start <= to) {
          const gatewayKeep = (e) => e.k === "g";
          const deviceKeep = (e) => e.k === "s" && e.d === deviceId;
          const keysOf = (keep) => keep === gatewayKeep ? ["g"] : [`s|${deviceId}`];
          const walk = (keep, offline, initial) => {
            let downSince = initial !== null && offline(initial) ? start : null;
            for (const entry of this.store.read(serial, start, to, keep, keysOf(keep))) {
              const down = offline(entry.v);
              if (down && downSince === null) downSince = entry.t;
              if (!down && downSince !== null) {
                spans.push({ from: downSince, to: entry.t });
                downSince = null;
              }
            }
            if (downSince !== null) spans.push({ from: downSince, to });
          };
          const gatewayBefore = this.store.lastBefore(serial, start, gatewayKeep, ["g"])?.v ?? (start === from && from < back.end ? backStatusAt(back, from) : null);
          walk(gatewayKeep, (v2) => v2 !== 1, gatewayBefore);
          if (deviceId !== void 0) {
            const deviceBefore = this.store.lastBefore(serial, start, deviceKeep, [`s|${deviceId}`])?.v ?? null;
            walk(deviceKeep, (v2) => nodeStatusLabel(v2) === "offline", deviceBefore);
          }
        }
        return mergeSpans(spans, from, to);
      }
      /**
       * The last point before `from`: recorded ones first (the day index names
       * the last day holding the series, one segment is read), else the
       * generated back-history's last before min(from, boundary); null when none.
       */
      lastBefore(serial, back, from, keep, series, generated, recordedBefore = (t) => this.store.lastBefore(serial, t, keep, series)) {
        const floor = startOfDay(this.options.clock.now() - HISTORY_RETENTION_MS);
        if (from > back.end) {
          const recorded = recordedBefore(from);
          if (recorded) return recorded.t >= floor ? { t: recorded.t, v: recorded.v } : null;
        }
        const found = generated(Math.min(from, back.end));
        return found && found.t >= floor ? found : null;
      }
      /** One property's series over [from, to]. */
      propertySeries(serial, device2, service2, property, from, to, gaps) {
        const back = this.back(serial, device2.id);
        const keep = (e) => e.k === "p" && e.d === device2.id && e.s === service2.name && e.p === property.name;
        const series = [`p|${device2.id}|${service2.name}|${property.name}`];
        const generated = from < back.end ? backProperty(back, device2, service2, property, from, Math.min(to, back.end - 1)) : [];
        const numeric = property.type === "number";
        let aggregated;
        if (numeric) aggregated = this.numericPoints(serial, generated, Math.max(from, back.end), from, to, keep, series[0]);
        else {
          const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, series) : [];
          const samples = [...generated, ...recorded];
          aggregated = { ...aggregate(samples, from, to, false), samples: samples.length };
        }
        let lastRecorded;
        const recordedBefore = (t) => {
          if (lastRecorded !== void 0) return lastRecorded;
          if (numeric && this.useSummaries) {
            const days = this.store.days(serial, series).filter((day) => day <= dayKey(t));
            const found = this.summaries.lastBefore(serial, t, series[0], days, this.options.clock.now());
            if (found !== void 0) return lastRecorded = found && { t: found.t, k: "p", d: device2.id, s: service2.name, p: property.name, v: found.v };
          }
          return lastRecorded = this.store.lastBefore(serial, t, keep, series);
        };
        let initial;
        if (from < back.end) initial = backValueAt(back, device2, service2, property, from - 1);
        else {
          const before2 = recordedBefore(from);
          if (before2) initial = before2.v;
          else if (!this.store.anyFrom(serial, back.end, keep, series)) initial = property.value;
          else initial = backValueAt(back, device2, service2, property, back.end - 1);
        }
        const { points, bucketMs } = aggregated;
        return {
          service: service2.name,
          property: property.name,
          kind: numeric ? "numeric" : "state",
          unit: property.options?.unit ?? historyUnit(service2.name, property.name),
          points: markEdges(points, gaps),
          gaps,
          initial,
          before: this.lastBefore(serial, back, from, keep, series, (t) => backLastBefore(back, device2, service2, property, t), recordedBefore),
          samples: aggregated.samples,
          bucketMs
        };
      }
      /** POST /node_history/node: the device's charted properties (one service's when given). */
      nodeHistory(serial, device2, service2, from, to, key3) {
        const gaps = this.outages(serial, from, to, device2.id);
        const series = chartedProperties(device2, service2).map(({ service: s, property }) => this.propertySeries(serial, device2, s, property, from, to, gaps));
        return { key: key3, from, to, bucketMs: Math.max(0, ...series.map((s) => s.bucketMs)), series: series.map(({ bucketMs: _bucket, ...s }) => s) };
      }
      statusSeries(samples, initial, before2, from, to, gaps) {
        const { points, bucketMs } = aggregate(samples, from, to, false);
        return { service: "status", property: "status", kind: "state", unit: "", points: markEdges(points, gaps), gaps, initial, before: before2, samples: samples.length, bucketMs };
      }
      /** POST /node_history/node_status: the device's raw status over [from, to]; gaps where its gateway was offline. */
      nodeStatus(serial, device2, from, to, key3) {
        const back = this.back(serial, device2.id);
        const keep = (e) => e.k === "s" && e.d === device2.id;
        const wanted = [`s|${device2.id}`];
        const generated = from < back.end ? backDeviceStatus(back, device2.id, from, Math.min(to, back.end - 1)) : [];
        const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, wanted) : [];
        const initial = from < back.end ? backStatusAt(back, from - 1, device2.id) : this.store.lastBefore(serial, from, keep, wanted)?.v ?? device2.status;
        const gaps = this.outages(serial, from, to);
        const before2 = this.lastBefore(serial, back, from, keep, wanted, (t) => backStatusChangeBefore(back, t, device2.id));
        const series = this.statusSeries([...generated, ...recorded], initial, before2, from, to, gaps);
        const { bucketMs, ...rest } = series;
        return { key: key3, from, to, bucketMs, series: [rest] };
      }
      /** POST /node_history/nodes_status: every device's status series of the gateway (its cached image), one outage walk for all. */
      nodesStatus(serial, devices, online, from, to) {
        const nodes = devices.map((device2) => {
          const { bucketMs, series } = this.nodeStatus(serial, device2, from, to, `${serial}:${device2.id}`);
          return { deviceId: device2.id, name: device2.device_name, status: device2.status, series: series[0], bucketMs };
        });
        return {
          serialNumber: serial,
          from,
          to,
          bucketMs: Math.max(0, ...nodes.map((n) => n.bucketMs)),
          cachedAt: this.cachedAt(serial, online),
          connectionStatus: online ? "online" : "offline",
          nodes: nodes.map(({ bucketMs: _bucket, ...node }) => node)
        };
      }
      /** POST /node_history/gateway_status: the gateway's connection (1 online, 0 offline) over [from, to]. */
      gatewayStatus(serial, online, from, to) {
        const back = this.back(serial);
        const keep = (e) => e.k === "g";
        const generated = from < back.end ? backGatewayStatus(back, from, Math.min(to, back.end - 1)) : [];
        const recorded = back.end <= to ? this.store.read(serial, Math.max(from, back.end), to, keep, ["g"]) : [];
        const initial = from < back.end ? backStatusAt(back, from - 1) : this.store.lastBefore(serial, from, keep, ["g"])?.v ?? (online ? 1 : 0);
        const before2 = this.lastBefore(serial, back, from, keep, ["g"], (t) => backStatusChangeBefore(back, t));
        const series = this.statusSeries([...generated, ...recorded], initial, before2, from, to, []);
        const { bucketMs, ...rest } = series;
        return { key: serial, from, to, bucketMs, series: [rest] };
      }
      /** When the gateway's cached image was last refreshed: now while online, else when it went offline (null: unknown). */
      cachedAt(serial, online) {
        const now = this.options.clock.now();
        if (online) return now;
        const last = this.store.lastBefore(serial, now + 1, (e) => e.k === "g" && e.v !== 1, ["g"]);
        return last?.t ?? Math.min(now, this.store.boundaryOf(serial));
      }
    };
  }
});

// simulator/src/gateway/mesh.ts
import { CONTROLLER_NODE_ID } from "@homeport/sdk";
function hash(text3) {
  let h = 2166136261;
  for (let i = 0; i < text3.length; i += 1) {
    h ^= text3.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}
function lastRefresh(serial, nodeId, at) {
  const offset = hash(`${serial}:${nodeId}:refresh`) % ROUTE_REFRESH_MS;
  return at - ((at - offset) % ROUTE_REFRESH_MS + ROUTE_REFRESH_MS) % ROUTE_REFRESH_MS;
}
function isNodeFailed(contents, device2) {
  return (contents.failedNodes ?? []).includes(device2.id) || device2.status === 4 || device2.status === 5;
}
function meshOf(contents, gatewayName, now) {
  const serial = contents.serialNumber;
  const nodes = [{ id: CONTROLLER_NODE_ID, name: gatewayName, networkType: "ip", role: 0 }];
  const edges = [];
  const roles = /* @__PURE__ */ new Map();
  const devices = [...contents.devices].sort((a, b) => a.id - b.id);
  const routeOf = (device2, to) => {
    const failed = isNodeFailed(contents, device2);
    const at = failed ? Math.min(now, failedAt(contents, device2.id)) : now;
    return { from: device2.id, to, linkQuality: linkQuality(serial, device2.id, to), routeTimestamp: Math.max(0, lastRefresh(serial, device2.id, at)) };
  };
  for (const network of ["zWave", "zigBee"]) {
    const members = devices.filter((d) => BUS_NETWORK[d.bus_id] === network);
    const routers = [];
    members.forEach((device2, index) => {
      const battery = BATTERY_CLASSES.has(device2.class);
      roles.set(device2.id, battery ? 3 : 1);
      let to = CONTROLLER_NODE_ID;
      if (index >= DIRECT_LINKS) {
        const router = routers.find((r) => r.children < FAN_OUT);
        if (router) {
          router.children += 1;
          to = router.id;
          roles.set(router.id, 2);
        }
      }
      edges.push(routeOf(device2, to));
      if (!battery && !isNodeFailed(contents, device2)) routers.push({ id: device2.id, children: 0 });
    });
  }
  for (const device2 of devices) {
    if (roles.has(device2.id)) continue;
    roles.set(device2.id, 1);
    edges.push(routeOf(device2, CONTROLLER_NODE_ID));
  }
  for (const device2 of devices) nodes.push({ id: device2.id, name: device2.device_name, networkType: BUS_NETWORK[device2.bus_id], role: roles.get(device2.id) ?? 1 });
  return { serialNumber: serial, takenAt: now, nodes, edges };
}
var ROUTE_REFRESH_MS, DIRECT_LINKS, FAN_OUT, BATTERY_CLASSES, BUS_NETWORK, linkQuality, failedAt;
var init_mesh = __esm({
  "simulator/src/gateway/mesh.ts"() {
    "use strict";
    ROUTE_REFRESH_MS = 6e4;
    DIRECT_LINKS = 4;
    FAN_OUT = 3;
    BATTERY_CLASSES = /* @__PURE__ */ new Set(["Sensor", "Remote", "Sensory", "Security", "WeatherDevice", "Thermostat"]);
    BUS_NETWORK = { zwave: "zWave", zigbee: "zigBee", wise: "wise", ip: "ip" };
    linkQuality = (serial, from, to) => 40 + hash(`${serial}:${from}>${to}`) % 216;
    failedAt = (contents, id) => contents.nodeFailedAt?.[String(id)] ?? contents.bootedAt ?? 0;
  }
});

// simulator/src/gateway/ops/reads.ts
var readContents, readDevices;
var init_reads = __esm({
  "simulator/src/gateway/ops/reads.ts"() {
    "use strict";
    init_gatewayOps();
    readContents = gatewayOp("contents", (emulator) => emulator.contents);
    readDevices = gatewayOp("devices", (emulator) => ({ devices: emulator.contents.devices }));
  }
});

// simulator/src/cloud/netdiag/autoSnapshots.ts
function format(timeZone) {
  let found = formats.get(timeZone);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric"
      });
    } catch {
      found = format("UTC");
    }
    formats.set(timeZone, found);
  }
  return found;
}
function offsetAt(t, timeZone) {
  const parts = Object.fromEntries(
    format(timeZone).formatToParts(new Date(t)).map((p) => [p.type, Number(p.value)])
  );
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return local - Math.floor(t / 1e3) * 1e3;
}
function dailyTimes(after, upTo, timeZone) {
  const times = [];
  const firstLocalDay = Math.floor((after + offsetAt(after, timeZone)) / DAY_MS6) * DAY_MS6;
  for (let day = firstLocalDay; day <= upTo + DAY_MS6; day += DAY_MS6) {
    const wall = day + DAILY_HOUR * HOUR_MS2;
    let t = wall - offsetAt(wall, timeZone);
    t = wall - offsetAt(t, timeZone);
    if (t > after && t <= upTo) times.push(t);
  }
  return times;
}
function changedNodes(a, b) {
  const routes = (t) => new Map(t.edges.map((e) => [e.from, e.to]));
  const ra = routes(a);
  const rb = routes(b);
  let changed = 0;
  for (const [node, to] of ra) if (rb.get(node) !== to) changed += 1;
  for (const node of rb.keys()) if (!ra.has(node)) changed += 1;
  return changed;
}
function autoSnapshotsOf(ctx) {
  let auto = bySimulator.get(ctx);
  if (!auto) bySimulator.set(ctx, auto = new AutoSnapshots(ctx));
  return auto;
}
var HOUR_MS2, DAY_MS6, DAILY_HOUR, AUTO_CATCH_UP_DAYS, CHANGED_NODES, MESH_EVENTS, formats, AutoSnapshots, bySimulator;
var init_autoSnapshots = __esm({
  "simulator/src/cloud/netdiag/autoSnapshots.ts"() {
    "use strict";
    init_mesh();
    init_reads();
    init_cloudIndex();
    HOUR_MS2 = 36e5;
    DAY_MS6 = 864e5;
    DAILY_HOUR = 3;
    AUTO_CATCH_UP_DAYS = 35;
    CHANGED_NODES = 1;
    MESH_EVENTS = /* @__PURE__ */ new Set(["device_added", "devices_added", "device_removed", "device_status_changed"]);
    formats = /* @__PURE__ */ new Map();
    AutoSnapshots = class {
      constructor(ctx) {
        this.ctx = ctx;
      }
      ctx;
      /** Starts watching the gateways' events (at start, once). */
      static watch(ctx) {
        const auto = autoSnapshotsOf(ctx);
        ctx.history.onEvents((serial, names) => {
          auto.onEvents(serial, names).catch((error) => ctx.log(`netdiag: automatic image of ${serial} failed: ${String(error)}`));
        });
        return auto;
      }
      /**
       * Every daily image due for `serial` up to now; answers how many were
       * taken. The gateway's contents are read first, so that the images listed
       * and the images added happen with nothing awaited between (two catch-ups
       * never take the same image).
       */
      async catchUp(serial) {
        const { ctx } = this;
        if (!gatewayBySerial(ctx.cloud.state, serial)) return 0;
        const contents = await ctx.emulators.runIfThere(serial, readContents, void 0);
        const gateway = gatewayBySerial(ctx.cloud.state, serial);
        if (!gateway || !contents) return 0;
        return this.catchUpWith(gateway, contents);
      }
      catchUpWith(gateway, contents) {
        const { ctx } = this;
        const serial = gateway.serialNumber;
        const now = ctx.now();
        const images = ctx.networkImages.list(serial);
        const after = Math.max(images.at(-1)?.takenAt ?? -Infinity, ctx.history.store.recordingFrom, now - AUTO_CATCH_UP_DAYS * DAY_MS6);
        if (now - after < HOUR_MS2 && images.length > 0) return 0;
        let taken = 0;
        for (const t of dailyTimes(after, now, contents.local?.timezone ?? "UTC")) {
          const offline = t === now ? gateway.connectionStatus !== "online" : ctx.history.outages(serial, t, t + 1).length > 0;
          if (offline) continue;
          ctx.networkImages.add(meshOf(contents, gateway.name, t));
          taken += 1;
        }
        return taken;
      }
      /** A gateway said something: daily images caught up; a mesh that changed by more than a node (last image an hour old or more) is kept. */
      async onEvents(serial, names) {
        if (!names.some((name) => MESH_EVENTS.has(name))) return;
        const { ctx } = this;
        if (!gatewayBySerial(ctx.cloud.state, serial)) return;
        const contents = await ctx.emulators.runIfThere(serial, readContents, void 0);
        const gateway = gatewayBySerial(ctx.cloud.state, serial);
        if (!gateway || !contents) return;
        this.catchUpWith(gateway, contents);
        const last = ctx.networkImages.list(serial).at(-1);
        if (!last || gateway.connectionStatus !== "online") return;
        const now = ctx.now();
        if (now - last.takenAt < HOUR_MS2) return;
        const mesh = meshOf(contents, gateway.name, now);
        if (changedNodes(last, mesh) > CHANGED_NODES) ctx.networkImages.add(mesh);
      }
    };
    bySimulator = /* @__PURE__ */ new WeakMap();
  }
});

// simulator/src/cloud/netdiag/networkImages.ts
import { randomBytes as randomBytes11 } from "node:crypto";
import { appendFileSync as appendFileSync5, mkdirSync as mkdirSync7, rmSync as rmSync8 } from "node:fs";
import { join as join9 } from "node:path";
var SERIAL3, NetworkImages;
var init_networkImages = __esm({
  "simulator/src/cloud/netdiag/networkImages.ts"() {
    "use strict";
    init_campaignLog();
    SERIAL3 = /^[A-Z0-9]{1,32}$/;
    NetworkImages = class {
      constructor(dir, options2 = {}) {
        this.dir = dir;
        if (options2.wipe) rmSync8(dir, { recursive: true, force: true });
        mkdirSync7(dir, { recursive: true });
      }
      dir;
      #cache = /* @__PURE__ */ new Map();
      reset() {
        this.#cache.clear();
        rmSync8(this.dir, { recursive: true, force: true });
        mkdirSync7(this.dir, { recursive: true });
      }
      #file(serial) {
        if (!SERIAL3.test(serial)) throw new Error(`not a serial number: ${serial}`);
        return join9(this.dir, `${serial}.log`);
      }
      /** The gateway's images, oldest first. */
      list(serial) {
        const cached2 = this.#cache.get(serial);
        if (cached2) return cached2;
        const images = readLogLines(this.#file(serial)).filter((image) => typeof image._id === "string" && typeof image.takenAt === "number");
        images.sort((a, b) => a.takenAt - b.takenAt);
        this.#cache.set(serial, images);
        return images;
      }
      /** Keeps the topology as a new image (on disk before it is answered). */
      add(topology) {
        const image = { _id: `${topology.takenAt.toString(36)}${randomBytes11(6).toString("hex")}`, ...topology };
        const images = this.list(topology.serialNumber);
        appendFileSync5(this.#file(topology.serialNumber), `${JSON.stringify(image)}
`);
        images.push(image);
        images.sort((a, b) => a.takenAt - b.takenAt);
        return image;
      }
    };
  }
});

// simulator/src/cloud/bulk/gatewayCommander.ts
import { randomUUID } from "node:crypto";
import { parseGatewayTopic as parseGatewayTopic3, parseResponse, topics as topics11 } from "@homeport/sdk";
var GatewayCommander;
var init_gatewayCommander = __esm({
  "simulator/src/cloud/bulk/gatewayCommander.ts"() {
    "use strict";
    init_contained();
    GatewayCommander = class _GatewayCommander {
      constructor(client, clock, timeoutMs) {
        this.client = client;
        this.clock = clock;
        this.timeoutMs = timeoutMs;
      }
      client;
      clock;
      timeoutMs;
      waiting = /* @__PURE__ */ new Map();
      static async start(client, product, clock, timeoutMs, log2) {
        const commander = new _GatewayCommander(client, clock, timeoutMs);
        client.on(
          "message",
          contained(
            log2,
            (topic) => `bulk: a message on ${topic}`,
            (topic, payload) => commander.onMessage(topic, payload)
          )
        );
        await client.subscribeAsync(`${product}/+/gtw/+/ohm/res`, { qos: 0 });
        return commander;
      }
      onMessage(topic, payload) {
        if (parseGatewayTopic3(topic)?.kind !== "res") return;
        const response = parseResponse(payload);
        const entry = response ? this.waiting.get(response.uid) : void 0;
        if (!response || !entry) return;
        this.waiting.delete(response.uid);
        this.clock.clearTimeout(entry.timer);
        entry.resolve(response);
      }
      /** Sends the command; its answer, or null when none came in time. */
      send(command) {
        const uid = `bulk-${randomUUID()}`;
        return new Promise((resolve4) => {
          const timer = this.clock.setTimeout(() => {
            this.waiting.delete(uid);
            resolve4(null);
          }, this.timeoutMs);
          this.waiting.set(uid, { resolve: resolve4, timer });
          const scope = { product: command.product, owner: command.owner, serial: command.serial };
          this.client.publish(topics11.request(scope, "ohm"), JSON.stringify({ uid, sender: command.sender, name: command.name, params: command.params, type: "command" }), { qos: 0 });
        });
      }
      /** Ends every wait with null and closes the client. */
      async close() {
        for (const [uid, entry] of this.waiting) {
          this.clock.clearTimeout(entry.timer);
          entry.resolve(null);
          this.waiting.delete(uid);
        }
        await this.client.endAsync(true);
      }
    };
  }
});

// simulator/src/cloud/outbox.ts
import { GATEWAY_MESSAGES_PER_HOUR, HELD_MESSAGES_LISTED, SECURITY_OUTBOX_KINDS, USER_MESSAGES_PER_HOUR } from "@homeport/sdk";
function evict(outbox, excess) {
  let bulk = Math.min(excess, outbox.filter((m) => !isSecurityMessage(m)).length);
  let security = excess - bulk;
  return outbox.filter((m) => {
    if (isSecurityMessage(m) ? security === 0 : bulk === 0) return true;
    if (isSecurityMessage(m)) security--;
    else bulk--;
    return false;
  });
}
var OUTBOX_LIMIT, HOUR_MS3, SECURITY, isSecurityMessage, Outbox;
var init_outbox = __esm({
  "simulator/src/cloud/outbox.ts"() {
    "use strict";
    init_cloudIndex();
    OUTBOX_LIMIT = 1e3;
    HOUR_MS3 = 36e5;
    SECURITY = new Set(SECURITY_OUTBOX_KINDS);
    isSecurityMessage = (message) => SECURITY.has(message.kind);
    Outbox = class {
      constructor(cloud, now = Date.now) {
        this.cloud = cloud;
        this.now = now;
      }
      cloud;
      now;
      /** Budget windows by `gateway:{serial}` and `user:{id}`, in memory (a restart starts them afresh). */
      windows = /* @__PURE__ */ new Map();
      heldCount = { total: 0, byGateway: {}, byUser: {} };
      recentHeld = [];
      send(message) {
        if ("serial" in message && !isSecurityMessage(message) && !this.withinBudget(message, message.serial)) return null;
        const state = this.cloud.state;
        const seq = (state.outbox.at(-1)?.seq ?? 0) + 1;
        const record = { id: `msg-${seq}`, seq, at: this.now(), ...message };
        state.outbox.push(record);
        if (state.outbox.length > OUTBOX_LIMIT) state.outbox = evict(state.outbox, state.outbox.length - OUTBOX_LIMIT);
        return record;
      }
      list(filter) {
        const to = filter.to?.toLowerCase();
        return this.cloud.state.outbox.filter((m) => (to === void 0 || m.to.toLowerCase() === to) && (filter.kind === void 0 || m.kind === filter.kind));
      }
      /** What the budgets held since the outbox was last emptied (GET /api/__sim/outbox `held`). */
      held() {
        return { ...structuredClone(this.heldCount), recent: structuredClone(this.recentHeld) };
      }
      /** Empties the outbox; the budgets start afresh and the held count goes back to 0. */
      clear() {
        const state = this.cloud.state;
        const count = state.outbox.length;
        state.outbox = [];
        this.windows.clear();
        this.heldCount = { total: 0, byGateway: {}, byUser: {} };
        this.recentHeld = [];
        return count;
      }
      /** Counts the message against its gateway's and its owner's hour; false (counting nothing, recording it held) when over either. */
      withinBudget(message, serial) {
        const now = this.now();
        const senderId = gatewayBySerial(this.cloud.state, serial)?.userId ?? null;
        const gateway = this.window(`gateway:${serial}`, now);
        const user = senderId === null ? null : this.window(`user:${senderId}`, now);
        const reason = gateway.count >= GATEWAY_MESSAGES_PER_HOUR ? "gateway_hour" : user && user.count >= USER_MESSAGES_PER_HOUR ? "user_hour" : null;
        if (reason === null) {
          gateway.count++;
          if (user) user.count++;
          return true;
        }
        const held = this.heldCount;
        held.total++;
        held.byGateway[serial] = (held.byGateway[serial] ?? 0) + 1;
        if (senderId !== null) held.byUser[senderId] = (held.byUser[senderId] ?? 0) + 1;
        this.recentHeld.push({ at: now, kind: message.kind, channel: message.channel, to: message.to, serial, senderId, reason });
        if (this.recentHeld.length > HELD_MESSAGES_LISTED) this.recentHeld.splice(0, this.recentHeld.length - HELD_MESSAGES_LISTED);
        return false;
      }
      window(key3, now) {
        const found = this.windows.get(key3);
        if (found && now - found.start < HOUR_MS3 && now >= found.start) return found;
        const fresh = { start: now, count: 0 };
        this.windows.set(key3, fresh);
        return fresh;
      }
    };
  }
});

// simulator/src/auth/users.ts
function userByUsername(state, username) {
  return userByUsernameIndexed(state, username.trim().toLowerCase());
}
function userByPhone(state, phone) {
  return state.users.find((u) => ownContacts(u).some((c) => c.contactType === "phone" && c.contact === phone));
}
function ownContacts(user) {
  const held = user.heldElsewhere;
  return held === void 0 || held.length === 0 ? user.contacts : user.contacts.filter((c) => c._id === void 0 || !held.includes(c._id));
}
function userByEmail(state, email) {
  return userByUsername(state, email) ?? state.users.find((u) => ownContacts(u).some((c) => c.contactType === "email" && c.contact.toLowerCase() === email));
}
function userById(state, id) {
  return userByIdIndexed(state, id);
}
function isActive2(user) {
  return user.active !== false;
}
var init_users = __esm({
  "simulator/src/auth/users.ts"() {
    "use strict";
    init_cloudIndex();
  }
});

// simulator/src/cloud/alarms/recipientConfirmations.ts
import { isAdmin as isAdmin3 } from "@homeport/sdk";
function isGatewayUserAddress(state, serial, contact) {
  const gateway = gatewayBySerial(state, serial);
  const account = userByEmail(state, contact.toLowerCase());
  return gateway !== void 0 && account !== void 0 && !isAdmin3(account) && (gateway.userId === account.id || account.devices.includes(serial));
}
function isRecipientConfirmed(state, serial, contact) {
  if (isGatewayUserAddress(state, serial, contact)) return true;
  const key3 = keyOf(serial, contact);
  return confirmations(state).some((c) => c.id === key3 && c.confirmedAt !== null);
}
function recipientToWire(state, serial, r) {
  return {
    id: r.id,
    contact: r.contact,
    emailNotification: r.emailNotification,
    pushNotification: r.pushNotification,
    confirmed: isRecipientConfirmed(state, serial, r.contact)
  };
}
function askConfirmation(state, serial, contact, origin, now) {
  if (isGatewayUserAddress(state, serial, contact)) return null;
  const key3 = keyOf(serial, contact);
  if (confirmations(state).some((c) => c.id === key3)) return null;
  const raw = randomToken();
  confirmations(state).push({ id: key3, serialNumber: serial, contact: contact.toLowerCase(), tokenHash: sha256Hex(`recipient_confirm:${raw}`), sentAt: now, confirmedAt: null });
  const gateway = gatewayBySerial(state, serial);
  const path = `${RECIPIENT_CONFIRM_PATH}?token=${raw}`;
  return {
    kind: "email",
    channel: "email",
    to: contact.toLowerCase(),
    userId: null,
    subject: "Confirm Homeport alarm messages",
    text: `A Homeport home (${gateway?.name || serial}) named this address to be told of its alarms. Nothing is sent to it unless you open ${origin}${path} to agree. If you do not know this home, ignore this message: you will not hear from it again.`,
    path,
    link: `${origin}${path}`
  };
}
function confirmRecipient(state, raw, now) {
  const hash2 = sha256Hex(`recipient_confirm:${raw}`);
  const found = confirmations(state).find((c) => c.tokenHash === hash2);
  if (!found) return null;
  found.confirmedAt ??= now;
  return found;
}
var RECIPIENT_CONFIRM_PATH, keyOf, confirmations;
var init_recipientConfirmations = __esm({
  "simulator/src/cloud/alarms/recipientConfirmations.ts"() {
    "use strict";
    init_digest();
    init_users();
    init_cloudIndex();
    RECIPIENT_CONFIRM_PATH = "/api/alarm/recipients/confirm";
    keyOf = (serial, contact) => `${serial}:${contact.toLowerCase()}`;
    confirmations = (state) => state.alarmRecipientConfirmations ??= [];
  }
});

// simulator/src/cloud/alarms/alarmTable.ts
import { SystemAlarmCode, USER_ALARM_CODE_FLOOR } from "@homeport/sdk";
function ensureTable(state, serial, now) {
  const found = state.alarmTables.find((t) => t.id === serial);
  if (found) return { table: found, created: false };
  const table = { id: serial, version: 1, sentVersion: 1, sentAt: null, escalation: { ...DEFAULT_ESCALATION }, nextUserCode: USER_ALARM_CODE_FLOOR + 1 };
  state.alarmTables.push(table);
  for (const a of SYSTEM_ALARMS) {
    if (state.alarms.some((r) => r.serialNumber === serial && r.alarmCode === a.code)) continue;
    state.alarms.push({
      id: alarmIdOf(serial, a.code),
      serialNumber: serial,
      alarmCode: a.code,
      name: a.name,
      description: a.description,
      alarmPriorityCode: a.priority,
      wayOfNotify: { ...a.ways },
      recipients: [],
      system: true,
      createdAt: now,
      updatedAt: now
    });
  }
  return { table, created: true };
}
function tableChanged(table) {
  table.version += 1;
}
function alarmToWire(state, alarm, table) {
  return {
    _id: alarm.id,
    serialNumber: alarm.serialNumber,
    alarmCode: alarm.alarmCode,
    alarmName: [{ name: alarm.name, lang: "en_EN", desc: alarm.description }],
    alarmPriority: { alarmPriorityCode: alarm.alarmPriorityCode },
    wayOfNotify: { ...alarm.wayOfNotify },
    recipients: alarm.recipients.map((r) => recipientToWire(state, alarm.serialNumber, r)),
    escalationTime: table.escalation[String(alarm.alarmPriorityCode)],
    system: alarm.system,
    updatedAt: alarm.updatedAt
  };
}
function tableToWire(state, table) {
  return {
    alarmId: `${table.id}-v${table.version}`,
    serialNumber: table.id,
    alarmList: alarmsOf(state, table.id).map((a) => alarmToWire(state, a, table)),
    sent: table.sentVersion >= table.version
  };
}
function notificationToWire(n) {
  return {
    _id: n.id,
    notificationId: n.id,
    serialNumber: n.serialNumber,
    isReacted: n.isReacted,
    responseMsg: n.responseMsg,
    reactedBy: n.reactedBy,
    timeOfEventGeneration: n.timeOfEventGeneration,
    timeOfEventAcknowledge: n.timeOfEventAcknowledge,
    alarmNotifParams: { alarmCode: n.alarmCode, alarmName: n.alarmName, priority: n.priority },
    source: { ...n.source },
    escalationStep: n.escalationStep,
    nextEscalationAt: n.nextEscalationAt
  };
}
var DEFAULT_ESCALATION, ways, SYSTEM_ALARMS, alarmIdOf, alarmsOf;
var init_alarmTable = __esm({
  "simulator/src/cloud/alarms/alarmTable.ts"() {
    "use strict";
    init_recipientConfirmations();
    DEFAULT_ESCALATION = { "0": 3600, "1": 900, "2": 300, "3": 60 };
    ways = (SMS = false) => ({ pushNotification: true, emailNotification: true, SMS, call: false });
    SYSTEM_ALARMS = [
      { code: SystemAlarmCode.scene, name: "Scene alarm", description: "A scene raised an alarm", priority: 1, ways: ways() },
      { code: SystemAlarmCode.gas, name: "Gas detected", description: "A gas detector sensed gas", priority: 3, ways: ways(true) },
      { code: SystemAlarmCode.panic, name: "Panic button", description: "A panic button was pressed", priority: 3, ways: ways(true) },
      { code: SystemAlarmCode.doorLock, name: "Door unlocked in vacation mode", description: "A door lock was opened while in vacation mode", priority: 2, ways: ways() }
    ];
    alarmIdOf = (serial, code) => `alarm-${serial}-${code}`;
    alarmsOf = (state, serial) => state.alarms.filter((a) => a.serialNumber === serial).sort((a, b) => a.alarmCode - b.alarmCode);
  }
});

// simulator/src/cloud/alarms/alarmService.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import {
  contactGetsNotifications,
  ALARM_NOTIFICATION_CREATED,
  ALARM_NOTIFICATION_ESCALATED,
  ALARM_NOTIFICATION_REACTED,
  isAdmin as isAdmin4,
  MIN_ESCALATION_SECONDS,
  topics as topics12
} from "@homeport/sdk";
var NOTIFICATION_LIMIT, escalationMs, AlarmService;
var init_alarmService = __esm({
  "simulator/src/cloud/alarms/alarmService.ts"() {
    "use strict";
    init_ownerSegment();
    init_alarmTable();
    init_users();
    init_recipientConfirmations();
    init_cloudIndex();
    NOTIFICATION_LIMIT = 5e3;
    escalationMs = (table, priority) => Math.max(MIN_ESCALATION_SECONDS, table.escalation[String(priority)]) * 1e3;
    AlarmService = class {
      constructor(deps) {
        this.deps = deps;
      }
      deps;
      timers = /* @__PURE__ */ new Map();
      get state() {
        return this.deps.cloud.state;
      }
      now() {
        return this.deps.clock.now();
      }
      /** The users a gateway's alarms reach at once: its owner and its linked (and support) accounts. */
      gatewayUsers(gateway) {
        return this.state.users.filter((u) => !isAdmin4(u) && (gateway.userId === u.id || u.devices.includes(gateway.serialNumber)));
      }
      /**
       * Raises alarm `alarmCode` on a gateway: the notification is recorded,
       * its first deliveries made and its escalation armed, all saved before
       * this returns. Answers the alarm_notification_created data (for the
       * gateway's evt topic), or null when a device raises an alarm of its own
       * that is still standing (unreacted): it is not raised twice.
       */
      raise(serial, alarmCode, options2) {
        const gateway = gatewayBySerial(this.state, serial);
        if (!gateway) throw new Error(`no gateway ${serial}`);
        const now = this.now();
        const { table, created } = ensureTable(this.state, serial, now);
        const alarm = this.state.alarms.find((a) => a.serialNumber === serial && a.alarmCode === alarmCode);
        const { source: source2 } = options2;
        if (source2.kind === "device" && this.standing(serial, alarmCode, source2.deviceId)) {
          if (created) this.deps.cloud.commit();
          return null;
        }
        const outboxBefore = this.outboxIds();
        const priority = alarm?.alarmPriorityCode ?? 1;
        const record = {
          id: options2.id ?? randomUUID2(),
          serialNumber: serial,
          alarmCode,
          alarmName: alarm?.name ?? `Alarm ${alarmCode}`,
          priority,
          source: { ...source2 },
          isReacted: false,
          responseMsg: null,
          reactedBy: null,
          timeOfEventGeneration: now,
          timeOfEventAcknowledge: null,
          escalationStep: 0,
          nextEscalationAt: null,
          deliveries: []
        };
        this.state.alarmNotifications.push(record);
        const dropped = this.trim();
        const data = this.createdData(record);
        const users = this.gatewayUsers(gateway);
        for (const user of users) record.deliveries.push(this.delivery(record, 0, "mqtt", user.username, user.id, null));
        if (alarm) this.tell(record, alarm, 0, users);
        if (alarm && alarm.recipients.length > 0) record.nextEscalationAt = now + escalationMs(table, priority);
        if (created) this.deps.cloud.commit();
        else this.save(record, dropped, outboxBefore);
        this.arm(record);
        for (const user of users) this.publish(user.id, ALARM_NOTIFICATION_CREATED, data);
        this.deps.log(`alarm ${alarmCode} raised on ${serial} (${source2.kind}): ${users.length} users told`);
        return data;
      }
      /** A reaction (spec 2 §3 "Reaction"): the notification is answered, its escalation stops, every gateway user is told. */
      react(record, user, responseMsg) {
        const now = this.now();
        record.isReacted = true;
        record.responseMsg = responseMsg;
        record.reactedBy = user.id;
        record.timeOfEventAcknowledge = now;
        record.nextEscalationAt = null;
        this.deps.clock.clearTimeout(this.timers.get(record.id));
        this.timers.delete(record.id);
        this.save(record, [], null);
        const gateway = gatewayBySerial(this.state, record.serialNumber);
        const data = {
          notificationId: record.id,
          serialNumber: record.serialNumber,
          alarmCode: record.alarmCode,
          userId: user.id,
          responseMsg,
          timeOfEventAcknowledge: now
        };
        const told = new Set((gateway ? this.gatewayUsers(gateway) : []).map((u) => u.id));
        told.add(user.id);
        for (const id of told) this.publish(id, ALARM_NOTIFICATION_REACTED, data);
        return record;
      }
      /** Arms every stored escalation again (at start, after a reset). */
      resume() {
        this.dispose();
        let armed = 0;
        for (const record of this.state.alarmNotifications) {
          if (record.isReacted || record.nextEscalationAt === null) continue;
          this.arm(record);
          armed += 1;
        }
        return armed;
      }
      /** Nothing waits any more (close, reset). */
      dispose() {
        for (const timer of this.timers.values()) this.deps.clock.clearTimeout(timer);
        this.timers.clear();
      }
      standing(serial, alarmCode, deviceId) {
        return this.state.alarmNotifications.some((n) => n.serialNumber === serial && n.alarmCode === alarmCode && !n.isReacted && n.source.deviceId === deviceId);
      }
      arm(record) {
        if (record.nextEscalationAt === null) return;
        this.deps.clock.clearTimeout(this.timers.get(record.id));
        this.timers.set(
          record.id,
          this.deps.clock.setTimeoutAt(() => this.escalate(record.id), record.nextEscalationAt)
        );
      }
      /** The escalation time passed without a reaction: the next recipient is told, and the step after is armed. */
      escalate(id) {
        this.timers.delete(id);
        const record = this.state.alarmNotifications.find((n) => n.id === id);
        if (!record || record.isReacted || record.nextEscalationAt === null) return;
        const alarm = this.state.alarms.find((a) => a.serialNumber === record.serialNumber && a.alarmCode === record.alarmCode);
        const table = this.state.alarmTables.find((t) => t.id === record.serialNumber);
        const outboxBefore = this.outboxIds();
        const step = record.escalationStep + 1;
        record.escalationStep = step;
        const recipient = alarm?.recipients[step - 1];
        if (alarm && recipient) this.tellRecipient(record, alarm, step, recipient);
        const more = alarm !== void 0 && table !== void 0 && step < alarm.recipients.length;
        record.nextEscalationAt = more ? this.now() + escalationMs(table, record.priority) : null;
        this.save(record, [], outboxBefore);
        this.arm(record);
        const data = {
          notificationId: record.id,
          serialNumber: record.serialNumber,
          alarmCode: record.alarmCode,
          step,
          nextEscalationAt: record.nextEscalationAt
        };
        const gateway = gatewayBySerial(this.state, record.serialNumber);
        for (const user of gateway ? this.gatewayUsers(gateway) : []) this.publish(user.id, ALARM_NOTIFICATION_ESCALATED, data);
        this.deps.log(`alarm ${record.alarmCode} on ${record.serialNumber} escalated to step ${step}${recipient ? ` (${recipient.contact})` : ""}`);
      }
      /** Step 0: each gateway user by the alarm's ways (push and e-mail to the account, SMS and call to its phone contacts). */
      tell(record, alarm, step, users) {
        for (const user of users) {
          const ways2 = alarm.wayOfNotify;
          if (ways2.pushNotification) this.send(record, step, "push", user.username, user.id);
          if (ways2.emailNotification) this.send(record, step, "email", user.username, user.id);
          for (const phone of ownContacts(user).filter((c) => c.contactType === "phone" && contactGetsNotifications(c))) {
            if (ways2.SMS) this.send(record, step, "sms", phone.contact, user.id);
            if (ways2.call) this.send(record, step, "call", phone.contact, user.id);
          }
        }
      }
      /**
       * An escalation step: one recipient, by the ways it has that the alarm
       * uses; push, SMS and call to the account its address names, if any. An
       * outside address that has not confirmed is told nothing
       * (recipientConfirmations.ts).
       */
      tellRecipient(record, alarm, step, recipient) {
        if (!isRecipientConfirmed(this.state, record.serialNumber, recipient.contact)) return;
        const ways2 = alarm.wayOfNotify;
        const account = userByEmail(this.state, recipient.contact.toLowerCase());
        if (ways2.emailNotification && recipient.emailNotification) this.send(record, step, "email", recipient.contact, account?.id ?? null);
        if (ways2.pushNotification && recipient.pushNotification && account) this.send(record, step, "push", account.username, account.id);
        for (const phone of (account ? ownContacts(account) : []).filter((c) => c.contactType === "phone" && contactGetsNotifications(c))) {
          if (ways2.SMS) this.send(record, step, "sms", phone.contact, account.id);
          if (ways2.call) this.send(record, step, "call", phone.contact, account.id);
        }
      }
      send(record, step, channel, to, userId) {
        const gateway = gatewayBySerial(this.state, record.serialNumber);
        const where = gateway?.name || record.serialNumber;
        const escalated = step > 0 ? ` (nobody reacted: step ${step})` : "";
        const message = this.deps.outbox.send({
          serial: record.serialNumber,
          kind: "alarm",
          channel,
          to,
          userId,
          subject: `${record.alarmName} at ${where}${escalated}`,
          text: `Alarm ${record.alarmCode} "${record.alarmName}" (priority ${record.priority}) on gateway ${record.serialNumber}. Open /notifications/${record.alarmCode} to react.`,
          path: `/notifications/${record.alarmCode}`
        });
        if (!message) {
          this.deps.log(`alarm ${record.alarmCode} on ${record.serialNumber}: ${channel} to ${to} held: over the gateway's or its owner's messages an hour`);
          return;
        }
        record.deliveries.push(this.delivery(record, step, channel, to, userId, message.id));
      }
      delivery(record, step, channel, to, userId, outboxId) {
        return { notificationId: record.id, serialNumber: record.serialNumber, alarmCode: record.alarmCode, step, at: this.now(), channel, to, userId, outboxId };
      }
      createdData(record) {
        return {
          _id: record.id,
          notificationId: record.id,
          serialNumber: record.serialNumber,
          isReacted: false,
          timeOfEventGeneration: record.timeOfEventGeneration,
          alarmNotifParams: { alarmCode: record.alarmCode, alarmName: record.alarmName, priority: record.priority },
          ...record.source.ruleId === void 0 ? {} : { rule_id: record.source.ruleId },
          ...record.source.runId === void 0 ? {} : { run_id: record.source.runId },
          ...record.source.deviceId === void 0 ? {} : { device_id: record.source.deviceId }
        };
      }
      /** Oldest first out; their escalations with them. Answers the ids dropped. */
      trim() {
        const list = this.state.alarmNotifications;
        if (list.length <= NOTIFICATION_LIMIT) return [];
        const ids = [];
        for (const dropped of list.splice(0, list.length - NOTIFICATION_LIMIT)) {
          this.deps.clock.clearTimeout(this.timers.get(dropped.id));
          this.timers.delete(dropped.id);
          ids.push(dropped.id);
        }
        return ids;
      }
      /** The outbox's message ids now: `save` tells from them what was sent since and what the outbox's limit dropped. */
      outboxIds() {
        return this.state.outbox.map((m) => m.id);
      }
      /**
       * Writes what a raise, reaction or escalation step changed, before its
       * answer or event: the messages put in the outbox since `outboxBefore`
       * (null: nothing could be sent), with the ids the outbox's limit dropped,
       * appended to the outbox's log; then the notification, with the ids the
       * notification limit dropped, to its own. The outbox first: a notification
       * on disk never names a message that is not. Nothing else changed (trim,
       * tell, tellRecipient, send and delivery touch only these two collections).
       */
      save(record, dropped, outboxBefore) {
        if (outboxBefore !== null) {
          const before2 = new Set(outboxBefore);
          const outbox = this.state.outbox;
          const sent = outbox.filter((m) => !before2.has(m.id));
          if (sent.length > 0) {
            const kept = new Set(outbox.map((m) => m.id));
            this.deps.cloud.commitRecords(
              "outbox",
              sent,
              outboxBefore.filter((id) => !kept.has(id))
            );
          }
        }
        this.deps.cloud.commitRecords("alarmNotifications", [record], dropped);
      }
      publish(userId, name, data) {
        this.deps.bus.publishEvent(topics12.userEvents(this.deps.product, userId), name, data).catch((error) => this.deps.log(`alarm event to ${userId}: publish failed: ${String(error)}`));
      }
      /** The gateway's evt topic (alarm_table_updated after a refresh). */
      gatewayEvent(gateway, name, data) {
        return this.deps.bus.publishEvent(topics12.events({ product: this.deps.product, owner: topicOwner(gateway), serial: gateway.serialNumber }), name, data).catch((error) => {
          this.deps.log(`gateway ${gateway.serialNumber}: ${name} publish failed: ${String(error)}`);
        });
      }
    };
  }
});

// simulator/src/gateway/directory.ts
import { defaultCustomerConfig as defaultCustomerConfig2, mayWriteGateway } from "@homeport/sdk";
function cloudDirectory(cloud) {
  const gatewayOf3 = (serial) => gatewayBySerial(cloud.state, serial);
  return {
    lookup(serial) {
      const gateway = gatewayOf3(serial);
      return gateway ? { owner: topicOwner(gateway), online: gateway.connectionStatus === "online" } : null;
    },
    mayWrite(userId, serial) {
      const gateway = gatewayOf3(serial);
      const user = userByIdIndexed(cloud.state, userId);
      return gateway !== void 0 && user !== void 0 && mayWriteGateway(user, gateway, defaultCustomerConfig2);
    }
  };
}
var init_directory = __esm({
  "simulator/src/gateway/directory.ts"() {
    "use strict";
    init_ownerSegment();
    init_cloudIndex();
    init_cloudIndex();
  }
});

// simulator/src/store/ruleTimerIndex.ts
import { existsSync as existsSync8, readFileSync as readFileSync9 } from "node:fs";
var hasTimeTriggers, RuleTimerIndex;
var init_ruleTimerIndex = __esm({
  "simulator/src/store/ruleTimerIndex.ts"() {
    "use strict";
    init_atomicWrite();
    hasTimeTriggers = (contents) => contents.rules.some((r) => r.time_triggers.length > 0);
    RuleTimerIndex = class _RuleTimerIndex {
      constructor(file, view2 = null) {
        this.file = file;
        this.view = view2;
        this.reload();
      }
      file;
      view;
      set = /* @__PURE__ */ new Set();
      static read(file) {
        if (!existsSync8(file)) return [];
        try {
          const parsed = JSON.parse(readFileSync9(file, "utf8"));
          const serials = parsed.serials;
          return Array.isArray(serials) ? serials.filter((s) => typeof s === "string") : [];
        } catch {
          return [];
        }
      }
      static write(file, serials) {
        writeFileAtomic(file, `${JSON.stringify({ serials: [...serials].sort() }, null, 1)}
`);
      }
      serials() {
        return [...this.set];
      }
      /** A gateway was saved: listed when it has time triggers, else not. */
      note(serial, timed) {
        if (timed === this.set.has(serial)) return;
        if (timed) this.set.add(serial);
        else this.set.delete(serial);
        if (this.view) this.view.changed(serial, timed);
        else _RuleTimerIndex.write(this.file, this.set);
      }
      /** Read again from the file (after a reset rewrote it). */
      reload() {
        this.set.clear();
        for (const serial of _RuleTimerIndex.read(this.file)) if (!this.view || this.view.keep(serial)) this.set.add(serial);
      }
    };
  }
});

// simulator/src/store/setAsideFiles.ts
import { existsSync as existsSync9, mkdirSync as mkdirSync8, readdirSync as readdirSync6, readFileSync as readFileSync10, renameSync as renameSync3, rmSync as rmSync9 } from "node:fs";
import { join as join10 } from "node:path";
function reasonOf(error) {
  const text3 = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text3.slice(0, 500);
}
var SERIAL4, ENTRY_ID, SET_ASIDE_FOLDER, SetAsideFiles;
var init_setAsideFiles = __esm({
  "simulator/src/store/setAsideFiles.ts"() {
    "use strict";
    init_atomicWrite();
    SERIAL4 = /^[A-Z0-9]{1,32}$/;
    ENTRY_ID = /^([A-Z0-9]{1,32})(_[0-9a-f]{12})?--(gateway|time-trigger|backup)$/;
    SET_ASIDE_FOLDER = "set-aside";
    SetAsideFiles = class {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      pathOf(id, suffix) {
        if (!ENTRY_ID.test(id)) throw new Error(`not a set-aside entry: ${id}`);
        return join10(this.dir, `${id}${suffix}`);
      }
      /** Records an entry; `original`, when given, is moved here as its kept copy. */
      put(entry, original) {
        mkdirSync8(this.dir, { recursive: true });
        let kept = null;
        if (original !== void 0 && existsSync9(original)) {
          renameSync3(original, this.pathOf(entry.id, ".kept"));
          kept = `${SET_ASIDE_FOLDER}/${entry.id}.kept`;
        }
        const full2 = { ...entry, kept };
        writeFileAtomic(this.pathOf(entry.id, ".json"), `${JSON.stringify(full2, null, 1)}
`);
        return full2;
      }
      /** One entry, or null (also for an entry file that does not read). */
      get(id) {
        if (!ENTRY_ID.test(id)) return null;
        const path = this.pathOf(id, ".json");
        if (!existsSync9(path)) return null;
        try {
          return JSON.parse(readFileSync10(path, "utf8"));
        } catch {
          return null;
        }
      }
      /** The gateway's own file was set aside: it loads no more until reseeded. */
      gateway(serial) {
        return SERIAL4.test(serial) ? this.get(`${serial}--gateway`) : null;
      }
      /** Every entry, oldest first. */
      list() {
        if (!existsSync9(this.dir)) return [];
        const entries = [];
        for (const name of readdirSync6(this.dir)) {
          if (!name.endsWith(".json")) continue;
          const entry = this.get(name.slice(0, -".json".length));
          if (entry) entries.push(entry);
        }
        return entries.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
      }
      /** Removes an entry and its kept copy. */
      remove(id) {
        rmSync9(this.pathOf(id, ".kept"), { force: true });
        rmSync9(this.pathOf(id, ".json"), { force: true });
      }
      /** Removes every entry of a gateway (reseeded). Answers how many. */
      removeGateway(serial) {
        const mine = this.list().filter((e) => e.serialNumber === serial);
        for (const entry of mine) this.remove(entry.id);
        return mine.length;
      }
      /** Empties the folder (reseed). */
      clear() {
        rmSync9(this.dir, { recursive: true, force: true });
      }
    };
  }
});

// simulator/src/gateway/factorySecrets.ts
import { randomInt as randomInt2 } from "node:crypto";
function randomGroup() {
  let group = "";
  for (let i = 0; i < GROUP_LENGTH; i += 1) group += PASSWORD_ALPHABET[randomInt2(PASSWORD_ALPHABET.length)];
  return group;
}
function newFactorySecrets() {
  return {
    pin: String(randomInt2(10 ** FACTORY_PIN_DIGITS)).padStart(FACTORY_PIN_DIGITS, "0"),
    // Groups of four, like xk7m-p2qd-9wha: 14 characters, within the local UI's 8 to 64.
    localPassword: Array.from({ length: PASSWORD_GROUPS }, randomGroup).join("-")
  };
}
function isFactorySecrets(value) {
  if (typeof value !== "object" || value === null) return false;
  const { pin, localPassword } = value;
  return typeof pin === "string" && /^\d{4,8}$/.test(pin) && typeof localPassword === "string" && localPassword.length >= 8 && localPassword.length <= 64;
}
var FACTORY_PIN_DIGITS, PASSWORD_ALPHABET, PASSWORD_GROUPS, GROUP_LENGTH;
var init_factorySecrets = __esm({
  "simulator/src/gateway/factorySecrets.ts"() {
    "use strict";
    FACTORY_PIN_DIGITS = 6;
    PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    PASSWORD_GROUPS = 3;
    GROUP_LENGTH = 4;
  }
});

// simulator/src/store/upgradeGatewayContents.ts
function upgradeGatewayContents(stored) {
  let changed = false;
  const contents = { ...stored };
  if (!isFactorySecrets(stored.factory)) {
    changed = true;
    contents.factory = newFactorySecrets();
    const local = contents.local;
    if (local && verifyPasswordSync(passwordDigest(legacyLocalPassword(contents.serialNumber)), local.adminPasswordHash)) {
      local.adminPasswordHash = hashPasswordSync(passwordDigest(contents.factory.localPassword));
      local.sessions = [];
    }
  }
  if (!Array.isArray(stored.rules)) {
    changed = true;
    contents.rules = [];
  }
  if (!Array.isArray(stored.scenarioStatuses)) {
    changed = true;
    contents.scenarioStatuses = defaultScenarioStatuses();
  }
  if (typeof stored.ruleSeq !== "number") {
    changed = true;
    contents.ruleSeq = highestRuleId(contents);
  }
  return { contents: changed ? contents : stored, changed };
}
function highestRuleId(contents) {
  let highest = 0;
  for (const rule of contents.rules) {
    const ids = [rule.id, ...rule.time_triggers.map((t) => t.id), ...rule.event_triggers.map((t) => t.id), ...rule.statuses.map((t) => t.id)];
    for (const set of rule.scenes) ids.push(set.id, ...set.notifications.map((n) => n.notification_id));
    highest = Math.max(highest, ...ids);
  }
  return highest;
}
var legacyLocalPassword;
var init_upgradeGatewayContents = __esm({
  "simulator/src/store/upgradeGatewayContents.ts"() {
    "use strict";
    init_password();
    init_factorySecrets();
    init_scenarioStatuses();
    init_localPassword();
    legacyLocalPassword = (serial) => `Local-${serial}`;
  }
});

// simulator/src/gateway/deviceAlarms.ts
import { ALARM_NOTIFICATION_CREATED as ALARM_NOTIFICATION_CREATED2, SystemAlarmCode as SystemAlarmCode2, propertyChangedEventName } from "@homeport/sdk";
function deviceAlarms(emulator, events) {
  const raised = [];
  for (const event of events) {
    const data = event.data;
    if (!data || typeof data.device_id !== "number" || event.name !== propertyChangedEventName(data.device_id)) continue;
    const code = alarmCodeOf(emulator, data);
    if (code === null) continue;
    const created = emulator.uplink.raiseAlarm(emulator.serial, code, { source: { kind: "device", deviceId: data.device_id } });
    if (created && created !== "published") raised.push({ name: ALARM_NOTIFICATION_CREATED2, data: created });
  }
  return raised;
}
function alarmCodeOf(emulator, data) {
  const { service_name: service2, property_name: property, property_value: value } = data;
  if (service2 === "GasService" && property === "Alarm" && value === true) return SystemAlarmCode2.gas;
  if (service2 === "PanicService" && property === "Triggered" && value === true) return SystemAlarmCode2.panic;
  if (service2 === "DoorLockService" && property === "Locked" && value === false) {
    const device2 = emulator.contents.devices.find((d) => d.id === data.device_id);
    const mode = device2?.service_list.find((s) => s.name === "DoorLockService")?.property_list.find((p) => p.name === "OperatingMode")?.value;
    if (mode === 1 || mode === "1") return SystemAlarmCode2.doorLock;
  }
  return null;
}
var init_deviceAlarms = __esm({
  "simulator/src/gateway/deviceAlarms.ts"() {
    "use strict";
  }
});

// simulator/src/gateway/layout.ts
import { UNSORTED_FLOOR_ID as UNSORTED_FLOOR_ID2, UNSORTED_ROOM_ID as UNSORTED_ROOM_ID3 } from "@homeport/sdk";
function findFloor(contents, floorId) {
  const floor = contents.floors.find((f) => f.floor_id === floorId);
  if (!floor) throw new CommandError(ResponseCode.notFound, `No such floor: ${floorId}`);
  return floor;
}
function findRoom(contents, roomId) {
  for (const floor of contents.floors) {
    const room = floor.rooms.find((r) => r.room_id === roomId);
    if (room) return { floor, room };
  }
  throw new CommandError(ResponseCode.notFound, `No such room: ${roomId}`);
}
function findDevice(contents, deviceId) {
  const device2 = contents.devices.find((d) => d.id === deviceId);
  if (!device2) throw new CommandError(ResponseCode.notFound, `No such device: ${deviceId}`);
  return device2;
}
function refuseFixedFloor(floorId) {
  if (floorId === UNSORTED_FLOOR_ID2) throw new CommandError(ResponseCode.unsupported, "The Unsorted floor cannot be changed");
}
function refuseFixedRoom(roomId) {
  if (roomId === UNSORTED_ROOM_ID3) throw new CommandError(ResponseCode.unsupported, "Unsorted Devices cannot be renamed or removed");
}
function refuseDuplicateFloor(contents, name, except) {
  if (contents.floors.some((f) => f.floor_id !== except && sameName(f.floor_name, name))) throw new CommandError(ResponseCode.duplicate, `A floor named "${name}" exists`);
}
function refuseDuplicateRoom(floor, name, except) {
  if (floor.rooms.some((r) => r.room_id !== except && sameName(r.room_name, name)))
    throw new CommandError(ResponseCode.duplicate, `A room named "${name}" exists on ${floor.floor_name}`);
}
function moveDevice(device2, roomId) {
  const from = device2.room_id ?? UNSORTED_ROOM_ID3;
  if (from === roomId) return [];
  device2.room_id = roomId;
  const events = [];
  if (from !== UNSORTED_ROOM_ID3) events.push({ name: "dev_removed_from_room", data: { device_id: device2.id, room_id: from } });
  if (roomId !== UNSORTED_ROOM_ID3) events.push({ name: "dev_added_to_room", data: { device_id: device2.id, room_id: roomId } });
  return events;
}
function syncRooms(contents) {
  const known3 = new Set(allRoomIds(contents));
  const byRoom = /* @__PURE__ */ new Map();
  for (const device2 of contents.devices) {
    const room = device2.room_id !== null && known3.has(device2.room_id) ? device2.room_id : UNSORTED_ROOM_ID3;
    byRoom.set(room, [...byRoom.get(room) ?? [], device2.id]);
  }
  for (const floor of contents.floors) for (const room of floor.rooms) room.devices = byRoom.get(room.room_id) ?? [];
}
function floorList(contents) {
  syncRooms(contents);
  return [...contents.floors].sort((a, b) => a.floor_id === UNSORTED_FLOOR_ID2 ? -1 : b.floor_id === UNSORTED_FLOOR_ID2 ? 1 : 0);
}
function removeDevice(contents, deviceId) {
  const index = contents.devices.findIndex((d) => d.id === deviceId);
  if (index < 0) return [];
  contents.devices.splice(index, 1);
  if (contents.upgradeFailAt) delete contents.upgradeFailAt[String(deviceId)];
  syncRooms(contents);
  return [{ name: "device_removed", data: { device_id: deviceId } }];
}
var sameName, nextId2, allRoomIds;
var init_layout = __esm({
  "simulator/src/gateway/layout.ts"() {
    "use strict";
    init_types();
    sameName = (a, b) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
    nextId2 = (ids) => Math.max(0, ...ids) + 1;
    allRoomIds = (contents) => contents.floors.flatMap((f) => f.rooms.map((r) => r.room_id));
  }
});

// simulator/src/seed/devices/build.ts
function bool(name, value, readonly = false, extra = {}) {
  return withOptions({ name, value, type: "bool", readonly }, extra);
}
function num(name, value, range, readonly = false, extra = {}) {
  return withOptions({ name, value, type: "number", readonly }, { ...range, ...extra });
}
function option(name, value, values, readonly = false, extra = {}) {
  return withOptions({ name, value, type: "option", readonly }, { values, ...extra });
}
function text(name, value, readonly = true, extra = {}) {
  return withOptions({ name, value, type: "text", readonly }, extra);
}
function withOptions(property, options2) {
  return Object.keys(options2).length > 0 ? { ...property, options: options2 } : property;
}
function service(name, type, property_list) {
  return { name, type, property_list };
}
function meshService(bus, lqi) {
  const name = bus === "zwave" ? "ZWaveService" : "ZigbeeService";
  return service(name, "network", [
    num("lqiValue", lqi, { min: 0, max: 255 }, true),
    num("linkSpeed", bus === "zwave" ? 100 : 250, { unit: "kbit/s" }, true),
    text("route", "1", true),
    num("routeTimestamp", 0, {}, true)
  ]);
}
function batteryService(level) {
  return service("BatteryService", "sensory", [num("BatteryLevel", level, { min: 0, max: 100, unit: "%" }, true)]);
}
function otaService(newFirmware) {
  return service("OTAService", "more-info", [
    bool("NewFirmwareAvailable", newFirmware, true),
    // spec 2 §4: UpgradeState 2 in progress, 4 finished. Writing 2 starts a
    // node upgrade (gateway/nodeUpgrade.ts); any other write is refused.
    num("UpgradeState", 0, { min: 0, max: 4 }),
    num("UpgradeProgress", 0, { min: 0, max: 100, unit: "%" }, true)
  ]);
}
function device(spec, fields, quick2) {
  if (quick2.length > 4) throw new Error(`${spec.name}: more than 4 quick properties`);
  return {
    id: spec.id,
    device_name: spec.name,
    status: spec.status ?? 2,
    room_id: spec.room,
    ...fields,
    quick_properties: quick2
  };
}
var quick;
var init_build = __esm({
  "simulator/src/seed/devices/build.ts"() {
    "use strict";
    quick = (service2, property) => ({ service: service2, property });
  }
});

// simulator/src/seed/devices/comfort.ts
function thermostat(spec) {
  return device(
    spec,
    {
      class: "Thermostat",
      kind: "thermostat",
      device_manufacturer: "Danfoss",
      bus_id: "zwave",
      icon: "thermostat",
      firmwareVersion: "1.12",
      service_list: [
        service("ThermostatService", "control", [
          // spec 2 §4: modes 0 off, 1 heat, 2 cool, 3 fan.
          option("Mode", 1, { "0": "off", "1": "heat", "2": "cool", "3": "fan" }),
          // spec 2 §5: value setter min 16, max 31, step 0.5.
          num("SetPoint", 21.5, { min: 16, max: 31, step: 0.5, unit: "\xB0C" }),
          num("CurrentTemperature", 20.8, { min: -20, max: 60, unit: "\xB0C" }, true)
        ]),
        batteryService(76),
        meshService("zwave", 120)
      ]
    },
    [quick("ThermostatService", "Mode"), quick("ThermostatService", "SetPoint"), quick("ThermostatService", "CurrentTemperature")]
  );
}
function fan(spec) {
  return device(
    spec,
    {
      class: "HVAC",
      kind: "fan",
      device_manufacturer: "Atomberg",
      bus_id: "wise",
      icon: "fan",
      firmwareVersion: "1.4.0",
      service_list: [
        service("FanService", "control", [
          bool("State", true),
          // spec 2 §4: fan mode cycles 0 to 3.
          option("Mode", 2, { "0": "auto", "1": "low", "2": "medium", "3": "high" }),
          num("Speed", 3, { min: 1, max: 5, step: 1 })
        ])
      ]
    },
    [quick("FanService", "State"), quick("FanService", "Mode")]
  );
}
function rollerShutter(spec) {
  return device(
    spec,
    {
      class: "Shutter",
      kind: "roller_shutter",
      device_manufacturer: "Somfy",
      bus_id: "zwave",
      icon: "shutter",
      firmwareVersion: "5.2",
      service_list: [
        // spec 2 §5: roller shutter levels 0 to 99 (99 is fully open).
        service("ShutterService", "control", [num("Level", 99, { min: 0, max: 99, step: 1, unit: "%" }), option("Command", 0, { "0": "stop", "1": "open", "2": "close" })]),
        service("ConfigurationService", "configuration", [num("TravelTime", 25, { min: 5, max: 120, step: 1, unit: "s" })]),
        meshService("zwave", 98)
      ]
    },
    [quick("ShutterService", "Level"), quick("ShutterService", "Command")]
  );
}
function weatherStation(spec) {
  return device(
    spec,
    {
      class: "WeatherDevice",
      kind: "weather",
      device_manufacturer: "Netatmo",
      bus_id: "ip",
      icon: "weather",
      firmwareVersion: "205",
      service_list: [
        service("WeatherService", "sensory", [
          // spec 2 §9: the 17 weather summaries (codes in docs/contracts.md).
          option("Summary", 2, WEATHER_SUMMARY_VALUES, true),
          num("Temperature", 27.4, { min: -40, max: 65, unit: "\xB0C" }, true),
          num("Humidity", 64, { min: 0, max: 100, unit: "%" }, true),
          num("Pressure", 1008.6, { min: 800, max: 1100, unit: "hPa" }, true),
          num("WindSpeed", 12.3, { min: 0, max: 200, unit: "km/h" }, true),
          num("Rainfall", 0.4, { min: 0, unit: "mm" }, true),
          bool("Rain", false, true)
        ]),
        batteryService(88)
      ]
    },
    [quick("WeatherService", "Temperature"), quick("WeatherService", "Humidity"), quick("WeatherService", "WindSpeed")]
  );
}
var WEATHER_SUMMARY_VALUES;
var init_comfort = __esm({
  "simulator/src/seed/devices/comfort.ts"() {
    "use strict";
    init_build();
    WEATHER_SUMMARY_VALUES = Object.fromEntries(
      [
        "sunny",
        "clear_night",
        "mostly_sunny",
        "partly_cloudy",
        "mostly_cloudy",
        "cloudy",
        "overcast",
        "fog",
        "drizzle",
        "rain",
        "heavy_rain",
        "showers",
        "thunderstorm",
        "sleet",
        "snow",
        "hail",
        "windy"
      ].map((name, code) => [String(code), name])
    );
  }
});

// simulator/src/seed/devices/media.ts
function irBlaster(spec, type = "TV") {
  return device(
    spec,
    {
      class: "Remote",
      kind: "ir_blaster",
      device_manufacturer: "BroadLink",
      bus_id: "wise",
      icon: "ir_remote",
      firmwareVersion: "44057",
      service_list: [
        service("IRService", "control", [
          option("DeviceType", IR_DEVICE_TYPES[type], { "0": "none", "1": "STB", "2": "TV", "3": "AC", "4": "DVD" }),
          // spec 2 §4: device state codes: AC on 1, off 2; others on 5, off 6.
          num("DeviceState", type === "AC" ? 2 : 6, { min: 1, max: 6, step: 1 }),
          text("Key", "", false),
          bool("LearningMode", false),
          // spec 2 §4: learn status 0 failed, 1 in progress, 255 successful.
          num("LearnStatus", 255, { min: 0, max: 255 }, true)
        ])
      ]
    },
    [quick("IRService", "DeviceState"), quick("IRService", "Key")]
  );
}
function camera(spec) {
  return device(
    spec,
    {
      class: "Camera",
      kind: "camera",
      device_manufacturer: "Hikvision",
      bus_id: "ip",
      icon: "camera",
      firmwareVersion: "5.7.3",
      service_list: [
        service("MultimediaService", "control", [
          text("StreamUrl", `rtsp://192.168.1.${40 + spec.id}/stream1`, true),
          bool("Recording", true),
          // spec 2 §4 status 7: motion detection can be switched while the camera is restricted.
          bool("MotionDetection", true, false, { enabledWhenRestricted: true }),
          option("Resolution", 1, { "0": "720p", "1": "1080p", "2": "4K" }),
          // spec 2 §9: recording durations 10 s, 30 s, 1, 5, 30 min (seconds).
          option("RecordingDuration", 30, { "10": "10 s", "30": "30 s", "60": "1 min", "300": "5 min", "1800": "30 min" })
        ])
      ]
    },
    [quick("MultimediaService", "Recording"), quick("MultimediaService", "MotionDetection")]
  );
}
function audio(spec) {
  return device(
    spec,
    {
      class: "Audio",
      kind: "audio",
      device_manufacturer: "Sonos",
      bus_id: "ip",
      icon: "speaker",
      firmwareVersion: "15.9",
      service_list: [
        service("AudioService", "control", [
          num("Volume", 25, { min: 0, max: 100, step: 1, unit: "%" }),
          bool("Mute", false),
          option("PlayState", 0, { "0": "stopped", "1": "playing", "2": "paused" }),
          text("NowPlaying", "", true)
        ])
      ]
    },
    [quick("AudioService", "PlayState"), quick("AudioService", "Volume"), quick("AudioService", "Mute")]
  );
}
var IR_DEVICE_TYPES;
var init_media = __esm({
  "simulator/src/seed/devices/media.ts"() {
    "use strict";
    init_build();
    IR_DEVICE_TYPES = { none: 0, STB: 1, TV: 2, AC: 3, DVD: 4 };
  }
});

// simulator/src/seed/devices/power.ts
function outlet(spec, bus = "zwave") {
  return device(
    spec,
    {
      class: "Outlet",
      kind: "switch",
      device_manufacturer: bus === "wise" ? "Wise Home" : "Fibaro",
      bus_id: bus,
      icon: "outlet",
      firmwareVersion: bus === "wise" ? "2.1.4" : "3.3",
      service_list: [
        service("SwitchService", "control", [bool("State", true)]),
        service("MeteringService", "sensory", [num("Power", 42.5, { min: 0, max: 3680, unit: "W" }, true), num("Energy", 118.2, { min: 0, unit: "kWh" }, true)]),
        ...bus === "zwave" ? [meshService("zwave", 182)] : []
      ]
    },
    [quick("SwitchService", "State"), quick("MeteringService", "Power")]
  );
}
function dimmer(spec) {
  return device(
    spec,
    {
      class: "Dimmer",
      kind: "dimmer",
      device_manufacturer: "Aeotec",
      bus_id: "zwave",
      icon: "dimmer",
      firmwareVersion: "2.0.7",
      service_list: [
        service("LevelService", "control", [num("Level", 60, { min: 0, max: 100, step: 1, unit: "%" })]),
        service("SwitchService", "control", [bool("State", true)]),
        service("ConfigurationService", "configuration", [
          num("RampTime", 2, { min: 0, max: 30, step: 1, unit: "s" }),
          num("MinimumLevel", 5, { min: 1, max: 50, step: 1, unit: "%" })
        ]),
        meshService("zwave", 160),
        otaService(true)
      ]
    },
    [quick("LevelService", "Level"), quick("SwitchService", "State")]
  );
}
function colorLight(spec) {
  return device(
    spec,
    {
      class: "Light",
      kind: "color_light",
      device_manufacturer: "Philips",
      bus_id: "zigbee",
      icon: "bulb_color",
      firmwareVersion: "1.93.11",
      service_list: [
        service("SwitchService", "control", [bool("State", false)]),
        service("LevelService", "control", [num("Level", 80, { min: 0, max: 100, step: 1, unit: "%" })]),
        // spec 2 §3: HueLevel and SaturationLevel drive the colour picker.
        service("ColorService", "control", [
          num("HueLevel", 210, { min: 0, max: 360, step: 1, unit: "\xB0" }),
          num("SaturationLevel", 70, { min: 0, max: 100, step: 1, unit: "%" }),
          num("ColorTemperature", 4e3, { min: 2200, max: 6500, step: 100, unit: "K" })
        ]),
        meshService("zigbee", 201)
      ]
    },
    [quick("SwitchService", "State"), quick("LevelService", "Level"), quick("ColorService", "HueLevel"), quick("ColorService", "SaturationLevel")]
  );
}
function smartMeter(spec) {
  const phase = (n, watts, voltage) => service(`Phase${n}Service`, "sensory", [
    num("ActivePower", watts / 1e3, { min: 0, unit: "kW" }, true),
    num("Voltage", voltage, { min: 0, max: 300, unit: "V" }, true),
    num("RmsCurrent", Math.round(watts / voltage * 100) / 1e4, { min: 0, unit: "hA" }, true)
  ]);
  return device(
    spec,
    {
      class: "Sensor",
      kind: "smart_meter",
      device_manufacturer: "Schneider Electric",
      bus_id: "zigbee",
      icon: "meter",
      firmwareVersion: "4.0.2",
      service_list: [
        service("MeteringService", "sensory", [
          num("ActivePower", 2.31, { min: 0, unit: "kW" }, true),
          num("Energy", 5821.4, { min: 0, unit: "kWh" }, true),
          // spec 2 §5: PowerLimit and LimitValue may not be scene triggers; they are settable.
          num("PowerLimit", 7e3, { min: 1e3, max: 15e3, step: 100, unit: "W" }),
          num("LimitValue", 90, { min: 50, max: 100, step: 1, unit: "%" })
        ]),
        phase(1, 820, 231),
        phase(2, 760, 229),
        phase(3, 730, 232),
        service("RelayService", "control", [bool("Relay1", true), bool("Relay2", false)]),
        meshService("zigbee", 140)
      ]
    },
    [quick("MeteringService", "ActivePower"), quick("MeteringService", "Energy"), quick("RelayService", "Relay1"), quick("RelayService", "Relay2")]
  );
}
function hueBridge(spec) {
  return device(
    spec,
    {
      class: "Controller",
      kind: "hue_bridge",
      device_manufacturer: "Signify",
      bus_id: "ip",
      icon: "hue",
      firmwareVersion: "1.62",
      service_list: [service("HueBridgeService", "control", [bool("Paired", false), num("LightCount", 0, { min: 0, max: 63 }, true), text("BridgeAddress", "192.168.1.40", true)])]
    },
    [quick("HueBridgeService", "Paired")]
  );
}
var init_power = __esm({
  "simulator/src/seed/devices/power.ts"() {
    "use strict";
    init_build();
  }
});

// simulator/src/seed/devices/safety.ts
function doorLock(spec) {
  return device(
    spec,
    {
      class: "Access Control",
      kind: "door_lock",
      device_manufacturer: "Yale",
      bus_id: "zwave",
      icon: "door_lock",
      firmwareVersion: "6.8",
      service_list: [
        service("DoorLockService", "control", [
          // spec 2 §4 status 7: this one stays usable while the lock is restricted.
          bool("Locked", true, false, { enabledWhenRestricted: true }),
          option("OperatingMode", 0, { "0": "normal", "1": "vacation", "2": "privacy" }),
          // Seconds after which the lock locks itself again; while set, "locked" reads "locked with timer" (spec 2 §9).
          num("AutoRelock", 0, { min: 0, max: 3600, step: 1, unit: "s" }),
          option("LockType", 0, { "0": "Arm", "1": "Emergency", "2": "Fire", "3": "Panic" }, true),
          text("LastUser", "Keypad user 2", true)
        ]),
        batteryService(54),
        meshService("zwave", 143)
      ]
    },
    [quick("DoorLockService", "Locked"), quick("DoorLockService", "OperatingMode")]
  );
}
function gasDetector(spec) {
  return device(
    spec,
    {
      class: "Security",
      kind: "gas_detector",
      device_manufacturer: "Heiman",
      bus_id: "zigbee",
      icon: "gas",
      firmwareVersion: "1.0.9",
      service_list: [
        service("GasService", "sensory", [
          // spec 2 §4: gas types 0 unknown, 1 CO, 2 combustible, 3 CO2.
          option("GasType", 2, { "0": "unknown", "1": "CO", "2": "combustible", "3": "CO2" }, true),
          bool("Alarm", false, true),
          num("Concentration", 3, { min: 0, max: 1e3, unit: "ppm" }, true)
        ]),
        service("AlarmControllerService", "configuration", [bool("Notifications", true), bool("StatusChangeNotifications", false)]),
        meshService("zigbee", 176)
      ]
    },
    [quick("GasService", "Alarm"), quick("GasService", "Concentration")]
  );
}
function pressureSensor(spec) {
  return device(
    spec,
    {
      class: "Sensor",
      kind: "pressure_sensor",
      device_manufacturer: "Danfoss",
      bus_id: "zwave",
      icon: "pressure",
      firmwareVersion: "2.3",
      service_list: [
        service("PressureService", "sensory", [
          // spec 2 §4: pressure types 0 absolute, 1 gauge, 2 vacuum, 3 differential, 4 sealed.
          option("PressureType", 1, { "0": "absolute", "1": "gauge", "2": "vacuum", "3": "differential", "4": "sealed" }, true),
          num("Pressure", 1.6, { min: 0, max: 10, unit: "bar" }, true)
        ]),
        // spec 2 §4 status 5: the report interval can be set while the device is offline (applied when it wakes).
        service("ConfigurationService", "configuration", [num("ReportInterval", 300, { min: 30, max: 3600, step: 30, unit: "s" }, false, { notToDisable: true })]),
        batteryService(12),
        meshService("zwave", 0)
      ]
    },
    [quick("PressureService", "Pressure")]
  );
}
function panicButton(spec) {
  return device(
    spec,
    {
      class: "Security",
      kind: "panic_button",
      device_manufacturer: "Popp",
      bus_id: "zwave",
      icon: "panic",
      firmwareVersion: "1.1",
      service_list: [
        service("PanicService", "sensory", [
          // spec 2 §4: panic button icon by type (Arm, Emergency, Fire, Panic).
          option("Type", 3, { "0": "Arm", "1": "Emergency", "2": "Fire", "3": "Panic" }, true),
          bool("Triggered", false, true)
        ]),
        batteryService(91),
        meshService("zwave", 131)
      ]
    },
    [quick("PanicService", "Triggered")]
  );
}
function multiSensor(spec) {
  return device(
    spec,
    {
      class: "Sensor",
      kind: "sensor",
      device_manufacturer: "Aeotec",
      bus_id: "zwave",
      icon: "multisensor",
      firmwareVersion: "1.15",
      service_list: [
        service("SensorService", "sensory", [
          num("Temperature", 23.5, { min: -20, max: 60, unit: "\xB0C" }, true),
          num("Humidity", 58, { min: 0, max: 100, unit: "%" }, true),
          num("Luminance", 320, { min: 0, max: 3e4, unit: "lx" }, true),
          bool("Motion", false, true)
        ]),
        service("ConfigurationService", "configuration", [num("MotionTimeout", 60, { min: 10, max: 3600, step: 10, unit: "s" })]),
        batteryService(67),
        meshService("zwave", 150),
        otaService(false)
      ]
    },
    [quick("SensorService", "Temperature"), quick("SensorService", "Humidity"), quick("SensorService", "Motion")]
  );
}
function contactSensor(spec) {
  return device(
    spec,
    {
      class: "Sensor",
      kind: "sensor",
      device_manufacturer: "Xiaomi",
      bus_id: "zigbee",
      icon: "window_contact",
      firmwareVersion: "3.0.1",
      service_list: [service("ContactService", "sensory", [bool("Open", false, true), bool("Tamper", false, true)]), batteryService(83), meshService("zigbee", 188)]
    },
    [quick("ContactService", "Open")]
  );
}
var init_safety = __esm({
  "simulator/src/seed/devices/safety.ts"() {
    "use strict";
    init_build();
  }
});

// simulator/src/gateway/pairing/buildDevice.ts
function buildDevice(kind, id, name, bus) {
  const device2 = BUILDERS[kind]({ id, name, room: 0, status: 2 });
  return bus ? { ...device2, bus_id: bus } : device2;
}
function defaultName(devices, kind) {
  return defaultNames(devices, kind, 1)[0];
}
function defaultNames(devices, kind, count) {
  const base = buildDevice(kind, 0, "").class;
  const taken = new Set(devices.map((d) => d.device_name));
  const names = [];
  for (let n = 1; names.length < count; n++) {
    const name = `${base} ${n}`;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}
var BUILDERS;
var init_buildDevice = __esm({
  "simulator/src/gateway/pairing/buildDevice.ts"() {
    "use strict";
    init_comfort();
    init_media();
    init_power();
    init_safety();
    BUILDERS = {
      switch: (spec) => outlet(spec),
      dimmer,
      thermostat,
      fan,
      roller_shutter: rollerShutter,
      door_lock: doorLock,
      ir_blaster: (spec) => irBlaster(spec, "none"),
      color_light: colorLight,
      smart_meter: smartMeter,
      gas_detector: gasDetector,
      pressure_sensor: pressureSensor,
      panic_button: panicButton,
      weather: weatherStation,
      camera,
      audio,
      sensor: contactSensor,
      hue_bridge: hueBridge
    };
  }
});

// simulator/src/gateway/pairing/network.ts
import { ADDING_FAILED_CODES, DEVICE_ALREADY_EXISTS, REPLACE_STATUS } from "@homeport/sdk";
function networkState(emulator, reason) {
  const { state, endsAt, deviceId } = emulator.network;
  const secondsLeft = state === "closed" ? 0 : Math.max(0, Math.ceil((endsAt - emulator.now()) / 1e3));
  return { state, seconds_left: secondsLeft, ...state === "replace" ? { device_id: deviceId } : {}, ...reason ? { reason } : {} };
}
function openNetwork(emulator, state, timeoutS, deviceId = null) {
  if (emulator.network.state !== "closed") throw new CommandError(ResponseCode.wrongState, `The network is already open (${emulator.network.state}); close it first`);
  const generation2 = emulator.network.generation + 1;
  emulator.network = { state, endsAt: emulator.now() + timeoutS * 1e3, deviceId, generation: generation2 };
  const reaction = { events: [stateEvent(emulator, "opened")], later: [] };
  reaction.later.push({
    afterMs: timeoutS * 1e3,
    run: () => emulator.network.generation === generation2 && emulator.network.state !== "closed" ? timedOut(emulator) : []
  });
  if (state === "inclusion" || state === "replace") {
    emulator.presses = emulator.presses.filter((p) => p.until > emulator.now());
    const index = emulator.presses.findIndex((p) => p.bus !== "wise");
    if (index >= 0) merge(reaction, answerPress(emulator, emulator.presses.splice(index, 1)[0]));
  }
  return reaction;
}
function timedOut(emulator) {
  const replacing = emulator.network.state === "replace" ? emulator.network.deviceId : null;
  emulator.network = { ...CLOSED, generation: emulator.network.generation };
  const events = [stateEvent(emulator, "timeout")];
  if (replacing !== null) events.unshift({ name: "replace_device", data: { device_id: replacing, status: REPLACE_STATUS.failed, message: "No device answered in time" } });
  return events;
}
function closeNetwork(emulator, reason = "closed") {
  if (emulator.network.state === "closed") return [];
  emulator.network = { ...CLOSED, generation: emulator.network.generation };
  return [stateEvent(emulator, reason)];
}
function merge(into, from) {
  into.events.push(...from.events);
  into.later.push(...from.later);
}
function pressPair(emulator, press) {
  const { state } = emulator.network;
  if (press.bus !== "wise" && (state === "inclusion" || state === "replace")) return answerPress(emulator, press);
  emulator.presses = [...emulator.presses.filter((p) => p.until > emulator.now()), press];
  return null;
}
function answerPress(emulator, press) {
  const generation2 = emulator.network.generation;
  const bus = press.bus ?? buildDevice(press.kind, 0, "").bus_id;
  const started = { name: "adding_device_in_progress", data: { bus_id: bus, kind: press.kind, hardware_id: press.hardwareId } };
  if (emulator.network.state === "replace") return { events: [started], later: replaceSteps(emulator, press, generation2) };
  return {
    events: [started],
    later: [{ afterMs: INTERVIEW_MS, run: () => emulator.network.generation === generation2 ? join11(emulator, press, bus) : [] }]
  };
}
function failure(code, message, hardwareId) {
  return { name: "event_adding_device_failed", data: { code, message, hardware_id: hardwareId } };
}
function join11(emulator, press, bus) {
  const { contents } = emulator;
  const hardwareIds = contents.hardwareIds ?? {};
  if (Object.values(hardwareIds).includes(press.hardwareId))
    return [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, press.hardwareId), ...closeNetwork(emulator, "failed")];
  if (press.outcome === "fail" && press.failuresLeft > 0) {
    press.failuresLeft--;
    emulator.presses.push({ ...press, until: emulator.now() + 6e4 });
    return [failure(press.failCode, FAILURE_TEXT[press.failCode] ?? "Pairing failed", press.hardwareId), ...closeNetwork(emulator, "failed")];
  }
  const added = joinNode(emulator, press, bus);
  return [...added, ...closeNetwork(emulator, "device_added")];
}
function joinNode(emulator, press, bus) {
  const { contents } = emulator;
  if (hasHardware(emulator, press.hardwareId)) return [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, press.hardwareId)];
  const id = nextId2(contents.devices.map((d) => d.id));
  const device2 = buildDevice(press.kind, id, press.name ?? defaultName(contents.devices, press.kind), bus);
  contents.devices.push(device2);
  contents.hardwareIds = { ...contents.hardwareIds ?? {}, [String(id)]: press.hardwareId };
  emulator.save();
  return [{ name: "device_added", data: { device_id: id, device_name: device2.device_name, class: device2.class, hardware_id: press.hardwareId } }];
}
function pairById(emulator, device2, afterMs = WISE_PAIRING_MS) {
  emulator.pendingIds.add(device2.hardwareId);
  const started = { name: "adding_device_in_progress", data: { bus_id: device2.bus, kind: device2.kind, hardware_id: device2.hardwareId } };
  return {
    events: [started],
    later: [
      {
        afterMs,
        run: () => {
          if (!emulator.pendingIds.delete(device2.hardwareId)) return [];
          const arranged = emulator.presses.find((p) => p.hardwareId === device2.hardwareId && p.outcome === "fail" && p.failuresLeft > 0);
          if (arranged) {
            arranged.failuresLeft--;
            return [failure(arranged.failCode, FAILURE_TEXT[arranged.failCode] ?? "Pairing failed", device2.hardwareId)];
          }
          return joinNode(emulator, { ...device2, outcome: "join", failCode: 0, failuresLeft: 0, until: 0 }, device2.bus);
        }
      }
    ]
  };
}
function pressExisting(emulator, deviceId) {
  const hardwareId = emulator.contents.hardwareIds?.[String(deviceId)] ?? `node-${deviceId}`;
  if (emulator.network.state === "exclusion") {
    const generation2 = emulator.network.generation;
    return {
      events: [],
      later: [
        {
          afterMs: REPLACE_STEP_MS,
          run: () => {
            if (emulator.network.generation !== generation2 || emulator.network.state !== "exclusion") return [];
            const events = removeNode(emulator, deviceId);
            return [...events, ...closeNetwork(emulator, "device_removed")];
          }
        }
      ]
    };
  }
  if (emulator.network.state === "inclusion") return { events: [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, hardwareId)], later: [] };
  return { events: [], later: [] };
}
function removeNode(emulator, deviceId) {
  const { contents } = emulator;
  if (contents.hardwareIds) delete contents.hardwareIds[String(deviceId)];
  contents.failedNodes = (contents.failedNodes ?? []).filter((id) => id !== deviceId);
  const events = removeDevice(contents, deviceId);
  emulator.save();
  return events;
}
function setNodeFailed(emulator, device2, failed) {
  const others = (emulator.contents.failedNodes ?? []).filter((id) => id !== device2.id);
  emulator.contents.failedNodes = failed ? [...others, device2.id] : others;
  const { [String(device2.id)]: _was, ...failedAt2 } = emulator.contents.nodeFailedAt ?? {};
  emulator.contents.nodeFailedAt = failed ? { ...failedAt2, [String(device2.id)]: _was ?? emulator.now() } : failedAt2;
  const status = failed ? 5 : 2;
  const changed = device2.status !== status;
  device2.status = status;
  emulator.save();
  return changed ? [{ name: "device_status_changed", data: { device_id: device2.id, device_status: status } }] : [];
}
function replaceSteps(emulator, press, generation2) {
  const deviceId = emulator.network.deviceId;
  const current2 = () => emulator.network.generation === generation2 && emulator.network.state === "replace";
  const event = (status, message) => ({ name: "replace_device", data: { device_id: deviceId, status, ...message ? { message } : {} } });
  const old = emulator.contents.devices.find((d) => d.id === deviceId);
  const fresh = buildDevice(press.kind, deviceId, old?.device_name ?? "", press.bus);
  if (!old || fresh.class !== old.class) {
    return [
      { afterMs: REPLACE_STEP_MS, run: () => current2() ? [event(REPLACE_STATUS.mismatch, `A ${fresh.class} cannot replace a ${old?.class ?? "missing device"}`)] : [] },
      { afterMs: REPLACE_STEP_MS * 2, run: () => current2() ? [event(REPLACE_STATUS.failed, "The new device is of another class"), ...closeNetwork(emulator, "failed")] : [] }
    ];
  }
  return [
    { afterMs: REPLACE_STEP_MS, run: () => current2() ? [event(REPLACE_STATUS.match)] : [] },
    {
      afterMs: REPLACE_STEP_MS * 2,
      run: () => {
        if (!current2()) return [];
        old.firmwareVersion = fresh.firmwareVersion;
        old.device_manufacturer = fresh.device_manufacturer;
        old.bus_id = fresh.bus_id;
        old.status = 2;
        emulator.contents.failedNodes = (emulator.contents.failedNodes ?? []).filter((id) => id !== deviceId);
        emulator.contents.hardwareIds = { ...emulator.contents.hardwareIds ?? {}, [String(deviceId)]: press.hardwareId };
        emulator.save();
        return [event(REPLACE_STATUS.finished), { name: "device_status_changed", data: { device_id: deviceId, device_status: 2 } }, ...closeNetwork(emulator, "replaced")];
      }
    }
  ];
}
var CLOSED, INTERVIEW_MS, REPLACE_STEP_MS, stateEvent, FAILURE_TEXT, WISE_PAIRING_MS, hasHardware, doesNotAnswer, isFailed;
var init_network = __esm({
  "simulator/src/gateway/pairing/network.ts"() {
    "use strict";
    init_types();
    init_layout();
    init_buildDevice();
    CLOSED = { state: "closed", endsAt: 0, deviceId: null, generation: 0 };
    INTERVIEW_MS = 1500;
    REPLACE_STEP_MS = 1e3;
    stateEvent = (emulator, reason) => ({ name: "network_state_changed", data: networkState(emulator, reason) });
    FAILURE_TEXT = {
      [ADDING_FAILED_CODES.timeout]: "The device did not finish its interview in time",
      [ADDING_FAILED_CODES.security]: "The device refused the security keys",
      [ADDING_FAILED_CODES.unsupported]: "The device is not supported by this gateway"
    };
    WISE_PAIRING_MS = 2e3;
    hasHardware = (emulator, hardwareId) => Object.values(emulator.contents.hardwareIds ?? {}).includes(hardwareId);
    doesNotAnswer = (emulator, deviceId) => (emulator.contents.failedNodes ?? []).includes(deviceId);
    isFailed = (emulator, deviceId) => {
      const status = emulator.contents.devices.find((d) => d.id === deviceId)?.status;
      return doesNotAnswer(emulator, deviceId) || status === 4 || status === 5;
    };
  }
});

// simulator/src/gateway/acceptValue.ts
function refuse(property, why) {
  throw new CommandError(ResponseCode.badValue, `${property.name}: ${why}`);
}
function acceptValue(property, value) {
  switch (property.type) {
    case "bool":
      if (typeof value !== "boolean") refuse(property, "expects true or false");
      return value;
    case "number":
      return acceptNumber(property, value);
    case "option":
      return acceptOption(property, value);
    case "text":
      if (typeof value !== "string" || value.length > MAX_TEXT) refuse(property, `expects a string of at most ${MAX_TEXT} characters`);
      return value;
  }
}
function acceptNumber(property, value) {
  if (typeof value !== "number" || !Number.isFinite(value)) refuse(property, "expects a number");
  const { min, max, step } = property.options ?? {};
  if (min !== void 0 && value < min) refuse(property, `${value} is below the minimum ${min}`);
  if (max !== void 0 && value > max) refuse(property, `${value} is above the maximum ${max}`);
  if (step !== void 0 && step > 0) {
    const steps = (value - (min ?? 0)) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) refuse(property, `${value} is not a multiple of the step ${step}`);
  }
  return value;
}
function acceptOption(property, value) {
  const values = property.options?.values ?? {};
  if (typeof value !== "number" && typeof value !== "string") refuse(property, "expects one of its option codes");
  const key3 = String(value);
  if (!Object.hasOwn(values, key3)) refuse(property, `${key3} is not one of ${Object.keys(values).join(", ")}`);
  return typeof property.value === "number" ? Number(key3) : key3;
}
var MAX_TEXT;
var init_acceptValue = __esm({
  "simulator/src/gateway/acceptValue.ts"() {
    "use strict";
    init_types();
    MAX_TEXT = 1024;
  }
});

// simulator/src/gateway/nodeUpgrade.ts
function checkUpgradeStart(service2, property, value) {
  if (!isOta(service2) || property !== "UpgradeState") return;
  if (value !== UpgradeState.inProgress) throw new CommandError(ResponseCode.badValue, `UpgradeState: only ${UpgradeState.inProgress} (start) may be written`);
  if (current(service2, "NewFirmwareAvailable") !== true) throw new CommandError(ResponseCode.badValue, "UpgradeState: the device has no new firmware");
  if (current(service2, "UpgradeState") === UpgradeState.inProgress) throw new CommandError(ResponseCode.badValue, "UpgradeState: an upgrade is already running");
}
function nextFirmwareVersion(version) {
  const match = /^(.*?)(\d+)(\D*)$/.exec(version);
  return match ? `${match[1]}${Number(match[2]) + 1}${match[3]}` : `${version}.1`;
}
function takeFailAt(emulator, deviceId) {
  const arranged = emulator.contents.upgradeFailAt;
  const failAt = arranged?.[String(deviceId)];
  if (arranged && failAt !== void 0) delete arranged[String(deviceId)];
  return failAt;
}
function upgradeReaction(emulator, device2, service2) {
  const failAt = takeFailAt(emulator, device2.id);
  const steps = failAt === void 0 ? STEPS : [...STEPS.filter((progress) => progress < failAt), failAt];
  const step = (progress, last) => () => {
    const events = [report2(device2, service2, "UpgradeProgress", progress)];
    if (last && failAt !== void 0) {
      events.push(report2(device2, service2, "UpgradeState", UpgradeState.failed));
    } else if (last) {
      events.push(report2(device2, service2, "UpgradeState", UpgradeState.finished), report2(device2, service2, "NewFirmwareAvailable", false));
      device2.firmwareVersion = nextFirmwareVersion(device2.firmwareVersion);
    }
    emulator.save();
    return events.filter((e) => e !== null);
  };
  const started = report2(device2, service2, "UpgradeProgress", 0);
  emulator.save();
  return {
    events: started ? [started] : [],
    later: steps.map((progress, i) => ({ afterMs: UPGRADE_STEP_MS * (i + 1), run: step(progress, i === steps.length - 1) }))
  };
}
var UpgradeState, UPGRADE_STEP_MS, STEPS, isOta, current;
var init_nodeUpgrade = __esm({
  "simulator/src/gateway/nodeUpgrade.ts"() {
    "use strict";
    init_types();
    init_deviceReactions();
    UpgradeState = { idle: 0, inProgress: 2, failed: 3, finished: 4 };
    UPGRADE_STEP_MS = 750;
    STEPS = [25, 50, 75, 100];
    isOta = (service2) => service2.name === "OTAService";
    current = (service2, name) => service2.property_list.find((p) => p.name === name)?.value;
  }
});

// simulator/src/gateway/deviceReactions.ts
import { propertyChangedEventName as propertyChangedEventName2 } from "@homeport/sdk";
function propertyChanged(device2, service2, name, value) {
  const data = { device_id: device2.id, service_name: service2.name, service_type: service2.type, property_name: name, property_value: value };
  return { name: propertyChangedEventName2(device2.id), data };
}
function report2(device2, service2, name, value) {
  const property = service2.property_list.find((p) => p.name === name);
  if (!property) return null;
  property.value = value;
  return propertyChanged(device2, service2, name, value);
}
function deviceReaction(emulator, device2, service2, property, value) {
  if (service2.name === "IRService" && property === "LearningMode" && value === true) {
    const started = report2(device2, service2, "LearnStatus", LearnStatus.inProgress);
    emulator.save();
    return {
      events: started ? [started] : [],
      later: [
        {
          afterMs: IR_LEARN_MS,
          run: () => {
            const current2 = (name) => service2.property_list.find((p) => p.name === name)?.value;
            if (current2("LearningMode") !== true || current2("LearnStatus") !== LearnStatus.inProgress) return [];
            const events = [report2(device2, service2, "LearnStatus", LearnStatus.successful), report2(device2, service2, "LearningMode", false)];
            emulator.save();
            return events.filter((e) => e !== null);
          }
        }
      ]
    };
  }
  if (service2.name === "OTAService" && property === "UpgradeState") return upgradeReaction(emulator, device2, service2);
  if (service2.name === "HueBridgeService" && property === "Paired") {
    const count = (lights) => () => {
      const event = report2(device2, service2, "LightCount", lights);
      emulator.save();
      return event ? [event] : [];
    };
    return value === true ? { events: [], later: [{ afterMs: HUE_DISCOVERY_MS, run: count(HUE_LIGHTS) }] } : { events: count(0)(), later: [] };
  }
  return { events: [], later: [] };
}
var IR_LEARN_MS, LearnStatus, HUE_DISCOVERY_MS, HUE_LIGHTS;
var init_deviceReactions = __esm({
  "simulator/src/gateway/deviceReactions.ts"() {
    "use strict";
    init_nodeUpgrade();
    IR_LEARN_MS = 3e3;
    LearnStatus = { failed: 0, inProgress: 1, successful: 255 };
    HUE_DISCOVERY_MS = 1e3;
    HUE_LIGHTS = 3;
  }
});

// simulator/src/gateway/findProperty.ts
function findProperty(contents, address) {
  const device2 = contents.devices.find((d) => d.id === address.device);
  if (!device2) throw new CommandError(ResponseCode.notFound, `No such device: ${address.device}`);
  const service2 = device2.service_list.find((s) => s.name === address.service);
  if (!service2) throw new CommandError(ResponseCode.notFound, `No such service: ${address.service}`);
  const property = service2.property_list.find((p) => p.name === address.property);
  if (!property) throw new CommandError(ResponseCode.notFound, `No such property: ${address.property}`);
  return { device: device2, service: service2, property };
}
var init_findProperty = __esm({
  "simulator/src/gateway/findProperty.ts"() {
    "use strict";
    init_types();
  }
});

// simulator/src/gateway/setProperty.ts
function setPropertyValue(emulator, address, requested) {
  const { device: device2, service: service2, property } = findProperty(emulator.contents, address);
  if (doesNotAnswer(emulator, device2.id)) throw new CommandError(ResponseCode.wrongState, "Device does not answer");
  if (property.readonly) throw new CommandError(ResponseCode.readOnly, `${property.name} is read-only`);
  const value = acceptValue(property, requested);
  checkUpgradeStart(service2, property.name, value);
  if (property.value !== value) {
    property.value = value;
    emulator.save();
  }
  const reaction = deviceReaction(emulator, device2, service2, property.name, value);
  return { value, events: [propertyChanged(device2, service2, property.name, value), ...reaction.events], later: reaction.later };
}
var init_setProperty = __esm({
  "simulator/src/gateway/setProperty.ts"() {
    "use strict";
    init_acceptValue();
    init_types();
    init_deviceReactions();
    init_findProperty();
    init_nodeUpgrade();
    init_network();
  }
});

// simulator/src/gateway/rules/compare.ts
function compares(actual, op, expected) {
  if (actual === null || actual === void 0 || expected === null) return false;
  if (typeof actual === "number" && typeof expected === "number") {
    if (op === "EQ") return actual === expected;
    return op === "LT" ? actual < expected : actual > expected;
  }
  if (typeof actual === "boolean" || typeof expected === "boolean") return op === "EQ" && actual === expected;
  const a = String(actual);
  const b = String(expected);
  if (op === "EQ") return a === b;
  return op === "LT" ? a < b : a > b;
}
var init_compare = __esm({
  "simulator/src/gateway/rules/compare.ts"() {
    "use strict";
  }
});

// simulator/src/gateway/rules/runLog.ts
var RUN_LOG_LIMIT, RunLog;
var init_runLog = __esm({
  "simulator/src/gateway/rules/runLog.ts"() {
    "use strict";
    RUN_LOG_LIMIT = 500;
    RunLog = class {
      entries = [];
      /** Adds a run; the entry is kept and changed in place as the run goes on. */
      add(entry) {
        this.entries.push(entry);
        if (this.entries.length > RUN_LOG_LIMIT) this.entries.splice(0, this.entries.length - RUN_LOG_LIMIT);
        return entry;
      }
      list(ruleId) {
        const chosen = ruleId === void 0 ? this.entries : this.entries.filter((e) => e.ruleId === ruleId);
        return structuredClone(chosen);
      }
    };
  }
});

// simulator/src/gateway/rules/timeTriggers.ts
import { epochOfWallClock, wallClockIn } from "@homeport/sdk";
function timeTriggerProblem(trigger, timeZone, now) {
  try {
    const at = firing(trigger, timeZone, now);
    if (at !== null && !Number.isFinite(at)) throw new RangeError("Invalid time value");
    timeTriggerHeld(trigger, timeZone, now);
    return null;
  } catch (error) {
    const { year, month, day, hour, minute, second } = trigger;
    const when = `${String(year)}-${String(month)}-${String(day)} ${String(hour)}:${String(minute)}:${String(second)}`;
    return `${when}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}
function nextFiring(trigger, timeZone, after) {
  try {
    const at = firing(trigger, timeZone, after);
    return at === null || Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}
function checkParts(trigger) {
  for (const name of ["year", "month", "day", "hour", "minute", "second"]) {
    if (typeof trigger[name] !== "number" || !Number.isFinite(trigger[name])) throw new TypeError(`${name} is not a number`);
  }
  if (!Array.isArray(trigger.repeat)) throw new TypeError("repeat is not a list");
  if (Number.isNaN(dayNumber(trigger))) throw new RangeError("Invalid time value");
}
function firing(trigger, timeZone, after) {
  checkParts(trigger);
  const { hour, minute, second } = trigger;
  if (!isRepeating(trigger)) {
    const at = epochOfWallClock(trigger, timeZone);
    return at > after ? at : null;
  }
  const first = Math.max(dayNumber(trigger), dayNumber(wallClockIn(after, timeZone)));
  for (let day = first; day <= first + 7; day++) {
    if (!trigger.repeat[weekdayOf(day)]) continue;
    const date = new Date(day * 864e5);
    const at = epochOfWallClock({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, second }, timeZone);
    if (at > after) return at;
  }
  return null;
}
function timeTriggerHolds(trigger, timeZone, now) {
  try {
    return timeTriggerHeld(trigger, timeZone, now);
  } catch {
    return false;
  }
}
function timeTriggerHeld(trigger, timeZone, now) {
  checkParts(trigger);
  const wall = wallClockIn(now, timeZone);
  const today = dayNumber(wall);
  if (secondOfDay(wall) < secondOfDay(trigger)) return false;
  if (!isRepeating(trigger)) return today === dayNumber(trigger);
  return today >= dayNumber(trigger) && trigger.repeat[weekdayOf(today)] === true;
}
var isRepeating, dayNumber, weekdayOf, secondOfDay;
var init_timeTriggers = __esm({
  "simulator/src/gateway/rules/timeTriggers.ts"() {
    "use strict";
    isRepeating = (trigger) => trigger.repeat.some(Boolean);
    dayNumber = (p) => Date.UTC(p.year, p.month - 1, p.day) / 864e5;
    weekdayOf = (day) => (new Date(day * 864e5).getUTCDay() + 6) % 7;
    secondOfDay = (p) => (p.hour * 60 + p.minute) * 60 + p.second;
  }
});

// simulator/src/gateway/rules/ruleEngine.ts
import {
  MAX_RULE_CHAIN,
  MAX_RULE_RUNS_PER_EVENT,
  MAX_RULE_RUNS_PER_MINUTE,
  MAX_RUN_RULE_PER_MINUTE,
  NotificationType
} from "@homeport/sdk";
var newCascade, MINUTE_MS2, deviceKey, PROPERTY_CHANGED, timeZoneOf, RuleEngine;
var init_ruleEngine = __esm({
  "simulator/src/gateway/rules/ruleEngine.ts"() {
    "use strict";
    init_timezones();
    init_setProperty();
    init_compare();
    init_runLog();
    init_scenarioStatuses();
    init_timeTriggers();
    newCascade = () => ({ admitted: 0, stopped: 0, ruleIds: /* @__PURE__ */ new Set(), told: false });
    MINUTE_MS2 = 6e4;
    deviceKey = (device2, service2, property) => `${device2}/${service2}/${property}`;
    PROPERTY_CHANGED = /^device_\d+_property_changed$/;
    timeZoneOf = (emulator) => emulator.contents.local?.timezone ?? DEFAULT_TIMEZONE;
    RuleEngine = class {
      constructor(emulator) {
        this.emulator = emulator;
        this.armedZone = timeZoneOf(emulator);
      }
      emulator;
      log = new RunLog();
      disposed = false;
      index = null;
      /** Armed time triggers, by trigger id. */
      timeTimers = /* @__PURE__ */ new Map();
      /** Device triggers with a delay whose condition holds, waiting it out, by trigger id. */
      held = /* @__PURE__ */ new Map();
      /** Runs waiting for an action set's delay, by run id. */
      runs = /* @__PURE__ */ new Map();
      /** The device reactions' later steps of the sets run here. */
      steps = /* @__PURE__ */ new Set();
      runSeq = 0;
      armedZone;
      /** Fired rules waiting to start, in the order they fired. */
      queue = [];
      /** The queue is being drained (a run's events only add to it). */
      draining = false;
      /** The cascade of the run whose events are being looked at now (set while a run emits). */
      context = null;
      minute = { ...newCascade(), start: Number.NEGATIVE_INFINITY };
      /** When the run_rule of the last minute came (simulator clock), oldest first. */
      manualRuns = [];
      /** Cascades and minutes with refusals not yet told (rules_stopped, once the queue is empty). */
      untold = /* @__PURE__ */ new Map();
      get rules() {
        return this.emulator.contents.rules;
      }
      get clock() {
        return this.emulator.clock;
      }
      /** Arms every active rule's time triggers (the gateway was loaded). */
      start() {
        for (const rule of this.rules) this.armRule(rule);
      }
      /** The emulator is dropped (a reset): every timer goes, and nothing it had waiting happens. */
      dispose() {
        this.disposed = true;
        for (const { timer } of this.timeTimers.values()) this.clock.clearTimeout(timer);
        for (const { timer } of this.held.values()) this.clock.clearTimeout(timer);
        for (const run of this.runs.values()) this.clock.clearTimeout(run.timer);
        for (const timer of this.steps) this.clock.clearTimeout(timer);
        this.timeTimers.clear();
        this.held.clear();
        this.runs.clear();
        this.steps.clear();
        this.queue.length = 0;
        this.untold.clear();
      }
      /** How many time triggers are armed (tests, QA). */
      armedTimeTriggers() {
        return this.timeTimers.size;
      }
      /** A rule was created or changed (and saved): its triggers are armed again as it now is. */
      ruleChanged(rule) {
        this.index = null;
        this.disarmRule(rule.id, (triggerId) => rule.active && rule.event_triggers.some((t) => t.id === triggerId));
        this.armRule(rule);
      }
      /**
       * A rule was deleted: its triggers are disarmed and its runs waiting for a
       * delay stop. Answers the step that logs them as failed and tells it
       * (rule_run), for the command to take once its answer is out.
       */
      ruleDeleted(ruleId) {
        this.index = null;
        this.disarmRule(ruleId, () => false);
        const stopped = [...this.runs.values()].filter((run) => run.ruleId === ruleId);
        for (const run of stopped) {
          this.clock.clearTimeout(run.timer);
          this.runs.delete(run.id);
        }
        return () => {
          for (const run of stopped) this.finish(run, "failed", "the rule was deleted before its run ended");
        };
      }
      /** After every save: a new time zone (the local interface's set-timezone) re-arms the time triggers. */
      saved() {
        const zone = timeZoneOf(this.emulator);
        if (zone === this.armedZone) return;
        this.armedZone = zone;
        for (const rule of this.rules) {
          this.disarmTimes(rule.id);
          this.armRule(rule);
        }
      }
      /** Looks at events the gateway emitted; `chain` is the chain depth of the run that made them (0: from outside). */
      observe(events, chain) {
        if (this.disposed || this.rules.length === 0) return;
        const cascade = (chain > 0 ? this.context : null) ?? newCascade();
        for (const event of events) {
          try {
            if (event.name === "scenario_status_changed") this.onStatus(event.data, chain, cascade);
            else if (PROPERTY_CHANGED.test(event.name)) this.onProperty(event.data, chain, cascade);
          } catch (error) {
            this.emulator.uplink.log(`rules ${this.emulator.serial}: looking at ${event.name} failed: ${String(error)}`);
          }
        }
        this.drain();
      }
      /**
       * run_rule's rate (MAX_RUN_RULE_PER_MINUTE a minute of the simulator
       * clock): counts one more and answers 0, or, over it, the ms until one
       * more is taken, counting nothing.
       */
      takeManualRun() {
        const now = this.emulator.now();
        while (this.manualRuns.length > 0 && (now - this.manualRuns[0] >= MINUTE_MS2 || now < this.manualRuns[0])) this.manualRuns.shift();
        if (this.manualRuns.length >= MAX_RUN_RULE_PER_MINUTE) return this.manualRuns[0] + MINUTE_MS2 - now;
        this.manualRuns.push(now);
        return 0;
      }
      /** A run id for a run that starts once the answer is out (run_rule). */
      reserveRunId() {
        return ++this.runSeq;
      }
      /**
       * Starts a run of `rule` at chain depth `chain` (1: set off from outside),
       * now, as one outside event of its own (run_rule). Beyond MAX_RULE_CHAIN
       * the run is not started and is logged `loop_stopped`; over a budget, `budget_stopped`.
       */
      run(rule, cause, chain, runId = this.reserveRunId(), cascade = newCascade()) {
        const over = chain > MAX_RULE_CHAIN ? null : this.admit(cascade);
        if (over) this.refuse(rule, cause, chain, cascade, over, runId);
        else this.begin(rule, cause, chain, runId, cascade);
        this.drain();
        return runId;
      }
      /** How many fired rules wait to start (tests, QA). */
      queued() {
        return this.queue.length;
      }
      /** The run log's entry of a run as it starts (begin), or of one refused before it did (a budget). */
      startEntry(rule, cause, chain, runId) {
        return this.log.add({
          runId,
          ruleId: rule.id,
          ruleName: rule.name,
          cause: cause.kind,
          trigger: cause.kind === "manual" ? null : { kind: cause.kind, id: cause.trigger.id },
          chain,
          startedAt: this.emulator.now(),
          finishedAt: null,
          outcome: "started",
          actions: []
        });
      }
      begin(rule, cause, chain, runId, cascade) {
        const entry = this.startEntry(rule, cause, chain, runId);
        const run = { id: runId, ruleId: rule.id, sets: structuredClone(rule.scenes), next: 0, waited: false, chain, cascade, entry, timer: null };
        if (chain > MAX_RULE_CHAIN) {
          this.finish(run, "loop_stopped", `a chain of ${chain} rules setting one another off; the limit is ${MAX_RULE_CHAIN}`);
          return runId;
        }
        this.announce(run, "started");
        this.runs.set(runId, run);
        this.advance(run);
        return runId;
      }
      // --- triggers ---------------------------------------------------------------
      triggers() {
        if (this.index) return this.index;
        const index = { device: /* @__PURE__ */ new Map(), status: /* @__PURE__ */ new Map() };
        for (const rule of this.rules) {
          if (!rule.active) continue;
          for (const trigger of rule.event_triggers) {
            const key3 = deviceKey(trigger.event_source, trigger.service_name, trigger.property_name);
            const list = index.device.get(key3);
            if (list) list.push({ rule, trigger });
            else index.device.set(key3, [{ rule, trigger }]);
          }
          for (const trigger of rule.statuses) {
            const list = index.status.get(trigger.resource_id);
            if (list) list.push({ rule, trigger });
            else index.status.set(trigger.resource_id, [{ rule, trigger }]);
          }
        }
        this.index = index;
        return index;
      }
      onProperty(change, chain, cascade) {
        const list = this.triggers().device.get(deviceKey(change.device_id, change.service_name, change.property_name));
        if (!list) return;
        for (const { rule, trigger } of list) {
          const holds = compares(change.property_value, trigger.compare_type, trigger.value);
          if (trigger.delay <= 0) {
            if (holds) this.fire(rule, { kind: "device", trigger }, chain, cascade);
            continue;
          }
          const waiting = this.held.get(trigger.id);
          if (!holds) {
            if (waiting) {
              this.clock.clearTimeout(waiting.timer);
              this.held.delete(trigger.id);
            }
            continue;
          }
          if (waiting) continue;
          const timer = this.clock.setTimeout(() => {
            this.held.delete(trigger.id);
            this.guard(`device trigger ${trigger.id}`, () => {
              const now = this.ruleOf(rule.id);
              const current2 = now?.event_triggers.find((t) => t.id === trigger.id);
              if (now && current2 && compares(this.currentValue(current2), current2.compare_type, current2.value)) this.fire(now, { kind: "device", trigger: current2 }, chain, cascade);
              this.drain();
            });
          }, trigger.delay);
          this.held.set(trigger.id, { ruleId: rule.id, timer });
        }
      }
      onStatus(status, chain, cascade) {
        const list = this.triggers().status.get(status.resource_id);
        if (!list) return;
        for (const { rule, trigger } of list) if (trigger.state === status.state) this.fire(rule, { kind: "status", trigger }, chain, cascade);
      }
      /**
       * A trigger of `rule` fired: an active rule runs, with AND logic only when
       * every other trigger holds now. It joins the queue (the caller drains
       * it), unless it is past the chain limit or over a budget (refused now).
       */
      fire(rule, cause, chain, cascade) {
        if (this.disposed || !rule.active) return;
        if (rule.rule_logic === "AND" && !this.othersHold(rule, cause.trigger.id)) return;
        const over = chain + 1 > MAX_RULE_CHAIN ? null : this.admit(cascade);
        if (chain + 1 > MAX_RULE_CHAIN || over) {
          this.refuse(rule, cause, chain + 1, cascade, over);
          return;
        }
        this.queue.push({ rule, cause, chain: chain + 1, cascade });
      }
      // --- budgets ------------------------------------------------------------------
      /** Counts one more run in its cascade and the gateway's minute; answers the budget it would be over (counting nothing), or null. */
      admit(cascade) {
        const now = this.emulator.now();
        if (now - this.minute.start >= MINUTE_MS2 || now < this.minute.start) this.minute = { ...newCascade(), start: now };
        if (cascade.admitted >= MAX_RULE_RUNS_PER_EVENT) return "per_event";
        if (this.minute.admitted >= MAX_RULE_RUNS_PER_MINUTE) return "per_minute";
        cascade.admitted++;
        this.minute.admitted++;
        return null;
      }
      /**
       * A run not started: past the chain limit (`over` null: logged
       * `loop_stopped`, as always) or over a budget (logged `budget_stopped` the
       * first time its rule is refused in this cascade or minute, counted
       * always, told once by rules_stopped when the queue is empty).
       */
      refuse(rule, cause, chain, cascade, over, runId) {
        if (!over) {
          this.begin(rule, cause, chain, runId ?? this.reserveRunId(), cascade);
          return;
        }
        const counted = over === "per_event" ? cascade : this.minute;
        counted.stopped++;
        const first = !counted.ruleIds.has(rule.id);
        counted.ruleIds.add(rule.id);
        if (!counted.told) this.untold.set(counted, over);
        if (!first && runId === void 0) return;
        const note = over === "per_event" ? `one event set off more than ${MAX_RULE_RUNS_PER_EVENT} rule runs; the budget is ${MAX_RULE_RUNS_PER_EVENT} per event` : `the gateway started ${MAX_RULE_RUNS_PER_MINUTE} rule runs this minute; the budget is ${MAX_RULE_RUNS_PER_MINUTE} a minute`;
        const entry = this.startEntry(rule, cause, chain, runId ?? this.reserveRunId());
        const run = { id: entry.runId, ruleId: rule.id, sets: [], next: 0, waited: false, chain, cascade, entry, timer: null };
        this.finish(run, "budget_stopped", note);
      }
      /**
       * Starts the queued runs in the order they fired; the rules their events
       * fire join the end. Then tells what the budgets refused. A drain already
       * under way (a run's events) leaves it to that one.
       */
      drain() {
        if (this.draining || this.disposed) return;
        this.draining = true;
        try {
          for (let start = this.queue.shift(); start && !this.disposed; start = this.queue.shift()) {
            const { rule, cause, chain, cascade } = start;
            this.guard(`rule ${rule.id}`, () => this.begin(rule, cause, chain, this.reserveRunId(), cascade));
          }
        } finally {
          this.queue.length = 0;
          this.draining = false;
        }
        this.tellStopped();
      }
      /** rules_stopped for each cascade or minute with refusals not yet told. */
      tellStopped() {
        if (this.untold.size === 0 || this.disposed) return;
        const untold = [...this.untold];
        this.untold.clear();
        for (const [counted, reason] of untold) {
          counted.told = true;
          const data = {
            reason,
            limit: reason === "per_event" ? MAX_RULE_RUNS_PER_EVENT : MAX_RULE_RUNS_PER_MINUTE,
            rule_ids: [...counted.ruleIds],
            stopped: counted.stopped
          };
          this.emulator.uplink.log(`rules ${this.emulator.serial}: ${data.stopped} rule runs not started (${reason} budget ${data.limit}), rules ${data.rule_ids.join(", ")}`);
          void this.emulator.emit([{ name: "rules_stopped", data }]);
        }
      }
      othersHold(rule, firing2) {
        const statuses = this.emulator.contents.scenarioStatuses;
        const zone = timeZoneOf(this.emulator);
        const now = this.emulator.now();
        return rule.event_triggers.every((t) => t.id === firing2 || compares(this.currentValue(t), t.compare_type, t.value)) && rule.statuses.every((t) => t.id === firing2 || statuses.find((s) => s.resource_id === t.resource_id)?.state === t.state) && rule.time_triggers.every((t) => t.id === firing2 || timeTriggerHolds(t, zone, now));
      }
      currentValue(trigger) {
        const device2 = this.emulator.contents.devices.find((d) => d.id === trigger.event_source);
        return device2?.service_list.find((s) => s.name === trigger.service_name)?.property_list.find((p) => p.name === trigger.property_name)?.value;
      }
      ruleOf(id) {
        return this.rules.find((r) => r.id === id);
      }
      armRule(rule) {
        if (this.disposed || !rule.active) return;
        for (const trigger of rule.time_triggers) this.armTime(rule.id, trigger, this.emulator.now());
      }
      armTime(ruleId, trigger, after) {
        const at = nextFiring(trigger, timeZoneOf(this.emulator), after);
        if (at === null) return;
        const timer = this.clock.setTimeoutAt(() => {
          this.timeTimers.delete(trigger.id);
          this.guard(`time trigger ${trigger.id}`, () => {
            const rule = this.ruleOf(ruleId);
            const current2 = rule?.time_triggers.find((t) => t.id === trigger.id);
            if (!rule || !current2 || !rule.active) return;
            this.armTime(ruleId, current2, at);
            this.fire(rule, { kind: "time", trigger: current2 }, 0, newCascade());
            this.drain();
          });
        }, at);
        this.timeTimers.set(trigger.id, { ruleId, timer });
      }
      disarmTimes(ruleId) {
        for (const [id, armed] of this.timeTimers) {
          if (armed.ruleId !== ruleId) continue;
          this.clock.clearTimeout(armed.timer);
          this.timeTimers.delete(id);
        }
      }
      /** Disarms a rule's time triggers, and its waiting device triggers but those `keep` names. */
      disarmRule(ruleId, keep) {
        this.disarmTimes(ruleId);
        for (const [id, waiting] of this.held) {
          if (waiting.ruleId !== ruleId || keep(id)) continue;
          this.clock.clearTimeout(waiting.timer);
          this.held.delete(id);
        }
      }
      // --- runs ---------------------------------------------------------------------
      advance(run) {
        while (run.next < run.sets.length) {
          const set = run.sets[run.next];
          if (set.delay > 0 && !run.waited) {
            run.waited = true;
            run.timer = this.clock.setTimeout(() => {
              run.timer = null;
              if (!this.disposed && this.runs.has(run.id)) this.guard(`run ${run.id}`, () => this.advance(run));
            }, set.delay);
            return;
          }
          run.waited = false;
          run.next++;
          this.runSet(run, set);
          if (this.disposed) return;
        }
        const failed = run.entry.actions.some((a) => a.outcome === "failed");
        this.finish(run, failed ? "failed" : "finished", failed ? "an action failed; the others ran" : void 0);
      }
      runSet(run, set) {
        const events = [];
        const later = [];
        const rule = this.ruleOf(run.ruleId);
        const act = (kind, target, action) => {
          const done2 = { actionSetId: set.id, kind, target, at: this.emulator.now(), outcome: "done" };
          try {
            action();
          } catch (error) {
            done2.outcome = "failed";
            done2.message = error instanceof Error ? error.message : String(error);
          }
          run.entry.actions.push(done2);
        };
        for (const device2 of set.devices) {
          for (const setting of device2.settings) {
            act("device", `device ${device2.id} ${setting.service_name}.${setting.property} = ${JSON.stringify(setting.value)}`, () => {
              const reaction = setPropertyValue(this.emulator, { device: device2.id, service: setting.service_name, property: setting.property }, setting.value);
              events.push(...reaction.events);
              later.push(...reaction.later);
            });
          }
        }
        for (const status of set.statuses) {
          act("status", `status ${status.name} ${status.enabled ? "on" : "off"}`, () => {
            const changed = setScenarioStatus(this.emulator, status.resource_id, status.enabled);
            if (changed) events.push(changed);
          });
        }
        for (const notification of set.notifications) {
          act("notification", this.notificationTarget(notification), () => this.notify(rule?.name ?? run.entry.ruleName, notification));
        }
        for (const [i, alarm] of set.alarms.entries()) {
          act("alarm", `alarm ${alarm.alarm_code}`, () => {
            const id = `${this.emulator.serial}-${this.emulator.now()}-${run.id}-${set.id}-${i}`;
            const raised = this.emulator.uplink.raiseAlarm(this.emulator.serial, alarm.alarm_code, { id, source: { kind: "rule", ruleId: run.ruleId, runId: run.id } });
            if (raised === "published") return;
            const data = raised ?? {
              _id: id,
              notificationId: id,
              serialNumber: this.emulator.serial,
              isReacted: false,
              timeOfEventGeneration: this.emulator.now(),
              alarmNotifParams: { alarmCode: alarm.alarm_code },
              rule_id: run.ruleId,
              run_id: run.id
            };
            events.push({ name: "alarm_notification_created", data });
          });
        }
        this.within(run.cascade, () => void this.emulator.emit(events, run.chain));
        for (const step of later) this.later(step, run.chain, run.cascade);
      }
      notificationTarget(n) {
        if (n.type === NotificationType.email) return `e-mail to ${n.destination}`;
        const owner = this.emulator.uplink.owner(this.emulator.serial);
        return `${n.type === NotificationType.push ? "push" : "other"} to ${owner?.username ?? "the owner"}`;
      }
      /** A notification goes to the outbox: e-mail to its destination, push and other to the gateway's owner; within the gateway's message budgets (cloud/outbox.ts). */
      notify(ruleName, n) {
        const owner = this.emulator.uplink.owner(this.emulator.serial);
        const subject = n.short_desc || ruleName;
        if (n.type === NotificationType.email) {
          this.emulator.uplink.send({ kind: "email", channel: "email", to: n.destination, userId: owner?.userId ?? null, subject, text: n.desc, serial: this.emulator.serial });
          return;
        }
        if (!owner) throw new Error("the gateway has no owner to notify");
        const kind = n.type === NotificationType.push ? "push" : "other";
        this.emulator.uplink.send({ kind, channel: kind, to: owner.username, userId: owner.userId, subject, text: n.desc, serial: this.emulator.serial });
      }
      /** A device reaction's later step (an IR learn finishing) of a set run here: on the clock, its events in the run's chain. */
      later(step, chain, cascade) {
        const timer = this.clock.setTimeout(() => {
          this.steps.delete(timer);
          if (!this.disposed) this.guard("a device reaction", () => this.within(cascade, () => void this.emulator.emit(step.run(), chain)));
        }, step.afterMs);
        this.steps.add(timer);
      }
      /** Emits within a run's cascade: the rules its events fire count against the same budget. */
      within(cascade, work) {
        const before2 = this.context;
        this.context = cascade;
        try {
          work();
        } finally {
          this.context = before2;
        }
      }
      finish(run, outcome, note) {
        this.runs.delete(run.id);
        run.entry.outcome = outcome;
        run.entry.finishedAt = this.emulator.now();
        if (note) run.entry.note = note;
        if (outcome === "loop_stopped" || outcome === "budget_stopped") this.emulator.uplink.log(`rules ${this.emulator.serial}: rule ${run.ruleId} not started: ${note ?? ""}`);
        this.announce(run, outcome);
      }
      announce(run, outcome) {
        const data = { rule_id: run.ruleId, run_id: run.id, cause: run.entry.cause, outcome };
        void this.emulator.emit([{ name: "rule_run", data }], run.chain);
      }
      /** Runs `work`, logging what it throws: nothing escapes the engine. */
      guard(what, work) {
        try {
          work();
        } catch (error) {
          this.emulator.uplink.log(`rules ${this.emulator.serial}: ${what} failed: ${String(error)}`);
        }
      }
    };
  }
});

// simulator/src/gateway/uplink.ts
var silentUplink;
var init_uplink = __esm({
  "simulator/src/gateway/uplink.ts"() {
    "use strict";
    silentUplink = {
      events: () => Promise.resolve(),
      message: () => Promise.resolve(),
      userEvent: () => Promise.resolve(),
      owner: () => null,
      raiseAlarm: () => null,
      send: () => void 0,
      log: () => void 0
    };
  }
});

// simulator/src/gateway/emulator.ts
var GatewayEmulator;
var init_emulator = __esm({
  "simulator/src/gateway/emulator.ts"() {
    "use strict";
    init_deviceAlarms();
    init_layout();
    init_network();
    init_ruleEngine();
    init_uplink();
    GatewayEmulator = class {
      constructor(contents, persist, clock, uplink = silentUplink) {
        this.contents = contents;
        this.persist = persist;
        this.clock = clock;
        this.uplink = uplink;
        this.rules = new RuleEngine(this);
      }
      contents;
      persist;
      clock;
      uplink;
      /** The network's state (inclusion, exclusion, replace): the radio's, not the file's; a restart closes it. */
      network = CLOSED;
      /** Pair buttons pressed while the network was closed, each waiting until its time runs out. */
      presses = [];
      /** Ids being paired through the cloud (wise, remote), until they join or the pairing is cancelled. */
      pendingIds = /* @__PURE__ */ new Set();
      /** Steps still to come on the clock (a command's later reactions, gateway/fleet.ts). */
      pending = 0;
      /** The rules it runs (gateway/rules/ruleEngine.ts); armed by `start()`. */
      rules;
      now() {
        return this.clock.now();
      }
      get serial() {
        return this.contents.serialNumber;
      }
      save() {
        syncRooms(this.contents);
        this.persist(this.contents);
        this.rules.saved();
      }
      /** Arms what the gateway waits for by itself (its rules' time triggers): once loaded. */
      start() {
        this.rules.start();
      }
      /**
       * Nothing waits on it: no network session, pair button, pairing or later
       * step, and no rules (whose delays and triggers live in memory): unloading
       * it loses nothing (gateway/emulatorRegistry.ts).
       */
      idle() {
        return this.network.state === "closed" && this.presses.length === 0 && this.pendingIds.size === 0 && this.pending === 0 && this.contents.rules.length === 0;
      }
      /**
       * The radio closes (a restart, a restore, a replacement's move): a pairing
       * in progress, pair buttons waiting and ids reserved are forgotten, and the
       * new generation silences what waited on the old network.
       */
      closeRadio() {
        this.network = { ...CLOSED, generation: this.network.generation + 1 };
        this.presses = [];
        this.pendingIds.clear();
      }
      /** Dropped (a reset reloads every gateway): nothing it had waiting happens. */
      dispose() {
        this.rules.dispose();
      }
      /**
       * The one way the gateway's events leave: published in order on its evt
       * topic (all queued before this returns), then looked at by its rules,
       * whose own events follow. `chain` is the depth of the rule run that made
       * them (0 from outside: a command, the control API, a device by itself).
       * The promise settles once they are written and never rejects.
       */
      emit(events, chain = 0) {
        if (events.length === 0) return Promise.resolve();
        const published = this.uplink.events(this.serial, events);
        const raised = deviceAlarms(this, events);
        const all = raised.length === 0 ? events : [...events, ...raised];
        const alarms = raised.length === 0 ? null : this.uplink.events(this.serial, raised);
        this.rules.observe(all, chain);
        return alarms ? Promise.all([published, alarms]).then(() => void 0) : published;
      }
    };
  }
});

// simulator/src/rest/apiError.ts
import { ErrorCode } from "@homeport/sdk";
var ApiError, badInput, sessionNotFound, forcedLogout, SimErrorCode, notActivated, conflict, forbidden, notYourDevice, notFound;
var init_apiError = __esm({
  "simulator/src/rest/apiError.ts"() {
    "use strict";
    ApiError = class extends Error {
      constructor(status, errorCode, message, field, headers = {}) {
        super(message);
        this.status = status;
        this.errorCode = errorCode;
        this.field = field;
        this.headers = headers;
      }
      status;
      errorCode;
      field;
      headers;
      get entry() {
        return this.field === void 0 ? { errorCode: this.errorCode, message: this.message } : { errorCode: this.errorCode, message: this.message, field: this.field };
      }
    };
    badInput = (field, message) => new ApiError(400, ErrorCode.invalidInput, message, field);
    sessionNotFound = () => new ApiError(401, ErrorCode.sessionNotFound, "Session not found");
    forcedLogout = (status = 401) => new ApiError(status, ErrorCode.forcedLogout, "You were logged out by an administrator");
    SimErrorCode = { notActivated: "000406" };
    notActivated = () => new ApiError(403, SimErrorCode.notActivated, "Your account is not activated yet; use the link we sent you");
    conflict = (message, field) => new ApiError(409, ErrorCode.conflict, message, field);
    forbidden = (message = "Your role does not allow this") => new ApiError(403, ErrorCode.forbidden, message);
    notYourDevice = (serial) => new ApiError(403, ErrorCode.notYourDevice, `Gateway ${serial} is not yours`);
    notFound = (message) => new ApiError(404, ErrorCode.notFound, message);
  }
});

// simulator/src/gateway/gatewayOwners.ts
import { ErrorCode as ErrorCode2 } from "@homeport/sdk";
async function nullWhenMissing(running) {
  try {
    return await running;
  } catch (error) {
    if (error instanceof NoSuchGateway) return null;
    throw error;
  }
}
var NoSuchGateway, SET_ASIDE_MESSAGE, GatewaySetAside;
var init_gatewayOwners = __esm({
  "simulator/src/gateway/gatewayOwners.ts"() {
    "use strict";
    init_apiError();
    NoSuchGateway = class extends ApiError {
      constructor(serial, status = 404, errorCode = ErrorCode2.notFound, message = `No gateway ${serial}`) {
        super(status, errorCode, message);
      }
    };
    SET_ASIDE_MESSAGE = "This gateway's data could not be loaded and was set aside; support has been told";
    GatewaySetAside = class extends NoSuchGateway {
      constructor(serial) {
        super(serial, 503, ErrorCode2.gatewayDataUnavailable, SET_ASIDE_MESSAGE);
      }
    };
  }
});

// simulator/src/gateway/emulatorRegistry.ts
var DEFAULT_LOADED_LIMIT, EVICT_LOOK, EmulatorRegistry;
var init_emulatorRegistry = __esm({
  "simulator/src/gateway/emulatorRegistry.ts"() {
    "use strict";
    init_ruleTimerIndex();
    init_setAsideFiles();
    init_upgradeGatewayContents();
    init_emulator();
    init_gatewayOps();
    init_uplink();
    init_gatewayOwners();
    init_ruleEngine();
    init_timeTriggers();
    DEFAULT_LOADED_LIMIT = 2e3;
    EVICT_LOOK = 16;
    EmulatorRegistry = class {
      constructor(files, clock, uplink = silentUplink, timed = null, derive = () => null, limit = DEFAULT_LOADED_LIMIT, aside = null) {
        this.files = files;
        this.clock = clock;
        this.uplink = uplink;
        this.timed = timed;
        this.derive = derive;
        this.limit = limit;
        this.aside = aside;
      }
      files;
      clock;
      uplink;
      timed;
      derive;
      limit;
      aside;
      loaded = /* @__PURE__ */ new Map();
      generation = 0;
      /** The uplink the gateways speak through: the fleet answers for a gateway set aside through it. */
      get way() {
        return this.uplink;
      }
      /** The entry of a gateway whose file was set aside (it loads no more until QA reseeds it), else null. */
      setAsideOf(serial) {
        return this.loaded.has(serial) ? null : this.aside?.files.gateway(serial) ?? null;
      }
      /** How many emulators are loaded now. */
      get size() {
        return this.loaded.size;
      }
      /**
       * Counts the resets: every `unloadAll` starts a new epoch. Work on the
       * clock (a restart's return, a command's later steps) notes the epoch it
       * began in and does nothing once it has passed, whether the emulator it
       * knew was unloaded for idleness in between (the gateway is the same) or
       * dropped by a reset (what it waited for is gone).
       */
      get epoch() {
        return this.generation;
      }
      /**
       * The gateway's emulator, ready for this process to use (null when there is
       * no such gateway). Code outside the fleet reaches a gateway through this,
       * holding it for the work at hand and never across a timer (which notes
       * the `epoch` and acquires again): a gateway's state
       * has one owner, and where that owner runs is the registry's business
       * (docs/simulator.md "Gateway ownership").
       */
      async acquire(serial) {
        return this.get(serial);
      }
      /**
       * Runs an operation on the gateway where its emulator lives (gateway/gatewayOps.ts):
       * its arguments and answer go through JSON, as they would to another
       * process. Rejects with NoSuchGateway (a 404 ApiError) when there is no such gateway, and
       * with whatever the operation throws (an ApiError for a refusal).
       */
      async run(serial, op, args) {
        const emulator = this.get(serial);
        if (!emulator) throw this.setAsideOf(serial) ? new GatewaySetAside(serial) : new NoSuchGateway(serial);
        return throughJson(await op.run(emulator, throughJson(args), this.env));
      }
      /**
       * As `run`, answering null when there is no such gateway, for a caller
       * that carries on without one. The operation's own refusals (a 404 for a
       * device it does not have among them) still reject.
       */
      runIfThere(serial, op, args) {
        return nullWhenMissing(this.run(serial, op, args));
      }
      get env() {
        return { epoch: () => this.generation, clock: this.clock, log: (message) => this.uplink.log(message) };
      }
      /** The loaded emulator, loaded from its file or the seed when it is not: the fleet's own way in, synchronous. */
      get(serial) {
        const cached2 = this.loaded.get(serial);
        if (cached2) {
          this.loaded.delete(serial);
          this.loaded.set(serial, cached2);
          return cached2;
        }
        if (this.aside?.files.gateway(serial)) return null;
        let emulator;
        try {
          emulator = this.load(serial);
        } catch (error) {
          this.setAside(serial, error);
          return null;
        }
        if (!emulator) return null;
        this.loaded.set(serial, emulator);
        this.checkTimeTriggers(emulator);
        this.evict();
        return emulator;
      }
      /** Reads, upgrades and starts one gateway; throws whatever a bad file makes it throw. */
      load(serial) {
        const stored = this.files.read(serial);
        let contents;
        if (stored) {
          const upgraded = upgradeGatewayContents(stored);
          contents = upgraded.contents;
          if (upgraded.changed) this.files.write(contents);
        } else {
          const derived = this.derive(serial);
          if (!derived) return null;
          contents = derived;
        }
        const emulator = new GatewayEmulator(contents, (c) => this.write(c), this.clock, this.uplink);
        try {
          emulator.start();
        } catch (error) {
          emulator.dispose();
          throw error;
        }
        return emulator;
      }
      /** A gateway's file did not load: moved to set-aside/ with why, logged, and the cloud told. */
      setAside(serial, error) {
        const reason = reasonOf(error);
        this.uplink.log(`gateway ${serial}: its file did not load and is set aside (${reason})`);
        if (!this.aside) return;
        try {
          const entry = this.aside.files.put(
            { id: `${serial}--gateway`, serialNumber: serial, kind: "gateway", item: `gateways/${serial}.json`, reason, at: this.clock.now() },
            this.files.pathOf(serial)
          );
          this.aside.told(entry);
        } catch (failure2) {
          this.uplink.log(`gateway ${serial}: could not be set aside: ${reasonOf(failure2)}`);
        }
      }
      /**
       * The time triggers a loaded gateway cannot arm (a date out of range, an
       * unknown time zone) were skipped by its rules (rules/timeTriggers.ts):
       * listed as set aside, the gateway running; an entry whose triggers are
       * all armable again goes.
       */
      checkTimeTriggers(emulator) {
        if (!this.aside) return;
        const serial = emulator.serial;
        const id = `${serial}--time-trigger`;
        try {
          const zone = timeZoneOf(emulator);
          const now = this.clock.now();
          const bad = [];
          const rules = /* @__PURE__ */ new Set();
          for (const rule of emulator.contents.rules) {
            for (const trigger of rule.time_triggers) {
              const problem = timeTriggerProblem(trigger, zone, now);
              if (!problem) continue;
              bad.push(`rule ${rule.id} time trigger ${trigger.id}: ${problem}`);
              rules.add(rule.id);
            }
          }
          const before2 = this.aside.files.get(id);
          if (bad.length === 0) {
            if (before2) this.aside.files.remove(id);
            return;
          }
          const reason = bad.join("; ").slice(0, 500);
          if (before2?.reason === reason) return;
          this.uplink.log(`gateway ${serial}: ${bad.length} time triggers cannot be armed and are skipped (${reason})`);
          const item = `gateways/${serial}.json, rule${rules.size > 1 ? "s" : ""} ${[...rules].join(", ")}`;
          this.aside.told(this.aside.files.put({ id, serialNumber: serial, kind: "time-trigger", item, reason, at: now }));
        } catch (failure2) {
          this.uplink.log(`gateway ${serial}: its time triggers could not be checked: ${reasonOf(failure2)}`);
        }
      }
      /**
       * Unloads the least recently used emulators beyond the limit that are idle
       * (emulator.ts `idle()`: nothing waiting, no rules): all they hold is on
       * disk or derivable, so the next use reloads the same gateway. One that
       * is busy stays; a few are looked at per load, so a load stays cheap.
       */
      evict() {
        let excess = this.loaded.size - this.limit;
        let looked = 0;
        for (const [serial, emulator] of this.loaded) {
          if (excess <= 0 || looked >= EVICT_LOOK) break;
          looked += 1;
          if (!emulator.idle()) continue;
          emulator.dispose();
          this.loaded.delete(serial);
          excess -= 1;
        }
      }
      /** Loads the gateways the index lists as having time triggers (at start, after a reset). Answers how many. */
      loadTimed() {
        let count = 0;
        for (const serial of this.timed?.serials() ?? []) {
          try {
            if (this.get(serial)) count++;
          } catch (error) {
            this.uplink.log(`rules: the timed gateway ${serial} did not load: ${reasonOf(error)}`);
          }
        }
        return count;
      }
      /** A gateway that joins the fleet after the seed (a virtual gateway): its file written, its emulator loaded. */
      create(contents) {
        this.write(contents);
        const emulator = this.get(contents.serialNumber);
        if (!emulator) throw new Error(`gateway ${contents.serialNumber} was not written`);
        return emulator;
      }
      async add(contents) {
        this.create(contents);
      }
      /** Its clock is the cloud's: what fell due has run by the time the clock's move returned. */
      async settled() {
        return { nextDue: null };
      }
      /** A gateway that leaves the fleet: its emulator stopped, its file removed. */
      remove(serial) {
        this.loaded.get(serial)?.dispose();
        this.loaded.delete(serial);
        this.files.remove(serial);
        this.timed?.note(serial, false);
      }
      /** Forgets every loaded emulator (after a reset rewrote the files); what they had waiting is dropped. */
      unloadAll() {
        this.generation += 1;
        for (const emulator of this.loaded.values()) emulator.dispose();
        this.loaded.clear();
      }
      write(contents) {
        this.files.write(contents);
        this.timed?.note(contents.serialNumber, hasTimeTriggers(contents));
      }
    };
  }
});

// simulator/src/cloud/kpiReport.ts
function gatewayKpis(emulator, now) {
  const { devices } = emulator.contents;
  const rules = emulator.contents.rules?.length ?? 0;
  const offline = devices.filter((d) => d.status === 5 || d.status === 4 || (emulator.contents.failedNodes ?? []).includes(d.id)).length;
  const base = serialDigest(emulator.serial, "kpi")[0] % 10;
  const bootedAt = emulator.contents.bootedAt ?? SEED_EPOCH;
  return [
    { name: "uptime", value: Math.max(0, Math.floor((now - bootedAt) / 1e3)), unit: "s" },
    { name: "devices", value: devices.length, unit: "count" },
    { name: "devicesOffline", value: offline, unit: "count" },
    { name: "zwaveNodes", value: devices.filter((d) => d.bus_id === "zwave").length, unit: "count" },
    { name: "zigbeeNodes", value: devices.filter((d) => d.bus_id === "zigbee").length, unit: "count" },
    { name: "rules", value: rules, unit: "count" },
    { name: "cpuLoad", value: tenth(Math.min(100, 4 + base + devices.length * 1.5 + rules * 0.5)), unit: "%" },
    { name: "memoryUsed", value: tenth(Math.min(100, 28 + base + devices.length * 0.8 + rules * 0.3)), unit: "%" },
    { name: "storageUsed", value: tenth(Math.min(100, 12 + base / 2 + devices.length * 0.3)), unit: "%" }
  ];
}
var tenth;
var init_kpiReport = __esm({
  "simulator/src/cloud/kpiReport.ts"() {
    "use strict";
    init_gatewaySettings();
    init_ids();
    tenth = (n) => Math.round(n * 10) / 10;
  }
});

// simulator/src/gateway/ops/cloudReads.ts
var readSummary, readLocks, readFactorySecrets, readKpis, readCamera, readRuleLog, readMesh;
var init_cloudReads = __esm({
  "simulator/src/gateway/ops/cloudReads.ts"() {
    "use strict";
    init_kpiReport();
    init_gatewayOps();
    init_mesh();
    readSummary = gatewayOp("summary", (emulator) => {
      const { contents } = emulator;
      return {
        privilegedBy: contents.privilegedBy,
        pinLocked: contents.pinLocked,
        deviceCount: contents.devices.length,
        failedNodes: contents.failedNodes ?? [],
        factoryPin: contents.factory.pin,
        localPassword: contents.factory.localPassword
      };
    });
    readLocks = gatewayOp("locks", (emulator) => ({
      privilegedBy: emulator.contents.privilegedBy,
      pinLocked: emulator.contents.pinLocked
    }));
    readFactorySecrets = gatewayOp("factorySecrets", (emulator) => ({ ...emulator.contents.factory }));
    readKpis = gatewayOp("kpis", (emulator, { now }) => ({
      osmVersion: emulator.contents.platform.osmVersion,
      kpis: gatewayKpis(emulator, now)
    }));
    readCamera = gatewayOp("camera", (emulator, { deviceId }) => ({
      device: emulator.contents.devices.find((d) => d.id === deviceId && d.kind === "camera") ?? null
    }));
    readRuleLog = gatewayOp("ruleLog", (emulator, { ruleId }) => emulator.rules.log.list(ruleId));
    readMesh = gatewayOp("mesh", (emulator, { name, now }) => meshOf(emulator.contents, name, now));
  }
});

// simulator/src/cloud/gatewayUplink.ts
import { topics as topics13 } from "@homeport/sdk";
function gatewayUplink({
  product,
  cloud,
  bus,
  outbox,
  log: log2,
  alarms
}) {
  const gatewayOf3 = (serial) => gatewayBySerial(cloud.state, serial);
  const failed = (what) => (error) => log2(`${what}: publish failed: ${String(error)}`);
  return {
    async events(serial, events) {
      const gateway = gatewayOf3(serial);
      if (!gateway) {
        log2(`gateway ${serial}: events dropped, no such gateway in the cloud`);
        return;
      }
      const topic = topics13.events({ product, owner: topicOwner(gateway), serial });
      await Promise.all(events.map((event) => bus.publishEvent(topic, event.name, event.data))).catch(failed(`gateway ${serial}`));
    },
    async message(topic, message) {
      await bus.publish(topic, message).catch(failed(topic));
    },
    async userEvent(userId, name, data) {
      await bus.publishEvent(topics13.userEvents(product, userId), name, data).catch(failed(`user ${userId}`));
    },
    owner(serial) {
      const userId = gatewayOf3(serial)?.userId;
      const user = userId ? userByIdIndexed(cloud.state, userId) : void 0;
      return user ? { userId: user.id, username: user.username } : null;
    },
    raiseAlarm(serial, alarmCode, options2) {
      try {
        return alarms.raise(serial, alarmCode, options2);
      } catch (error) {
        log2(`gateway ${serial}: alarm ${alarmCode} not raised: ${String(error)}`);
        return null;
      }
    },
    send(message) {
      if (!outbox.send(message)) {
        log2(`gateway ${message.serial ?? "?"}: ${message.kind} to ${message.to} held: over the gateway's or its owner's messages an hour`);
        return;
      }
      cloud.commitPart("outbox");
    },
    log: log2
  };
}
var init_gatewayUplink = __esm({
  "simulator/src/cloud/gatewayUplink.ts"() {
    "use strict";
    init_ownerSegment();
    init_cloudIndex();
    init_cloudIndex();
  }
});

// simulator/src/cloud/setAside.ts
import { topics as topics14 } from "@homeport/sdk";
async function markDataUnavailable(deps, serial, unavailable) {
  const record = gatewayBySerial(deps.cloud.state, serial);
  if (!record || record.dataUnavailable === true === unavailable) return;
  if (unavailable) record.dataUnavailable = true;
  else delete record.dataUnavailable;
  deps.cloud.commitGateways([record]);
  const data = { serialNumber: serial, changes: { dataUnavailable: unavailable } };
  await deps.bus.publishEvent(topics14.events({ product: deps.product, owner: topicOwner(record), serial }), "gateway_updated", data);
  await deps.bus.publishEvent(topics14.adminEvents(deps.product), "gateway_updated", data);
}
function setAsideTold(deps) {
  return (entry) => {
    if (entry.kind !== "gateway") return;
    markDataUnavailable(deps, entry.serialNumber, true).catch((error) => deps.log(`set aside: ${entry.serialNumber} could not be marked: ${String(error)}`));
  };
}
var init_setAside = __esm({
  "simulator/src/cloud/setAside.ts"() {
    "use strict";
    init_cloudIndex();
    init_ownerSegment();
  }
});

// simulator/src/faults/random.ts
function createRandom(seed) {
  if (seed === void 0) return Math.random;
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var init_random = __esm({
  "simulator/src/faults/random.ts"() {
    "use strict";
  }
});

// simulator/src/faults/faultBook.ts
import {
  MAX_FAULT_LATENCY_MS
} from "@homeport/sdk";
function gatewayFaultMatches(fault, serial, name) {
  if (fault.serial !== void 0 && fault.serial !== serial) return false;
  return fault.methods === void 0 || fault.methods.includes(name);
}
function restFaultMatches(fault, method, path) {
  if (fault.method !== void 0 && fault.method !== method.toUpperCase()) return false;
  return fault.path.endsWith("*") ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}
function drawLatency(ms, random) {
  let drawn;
  if (typeof ms === "number") drawn = ms;
  else if (ms.dist === "uniform") drawn = ms.min + random() * (ms.max - ms.min);
  else {
    const u = 1 - random();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    drawn = ms.mean + ms.sd * z;
  }
  return Math.min(MAX_FAULT_LATENCY_MS, Math.max(0, Math.round(drawn)));
}
var DEFAULT_BROKER_DOWN_MS, NO_FAULT, FaultBook, isGatewayFault, refusesOn;
var init_faultBook = __esm({
  "simulator/src/faults/faultBook.ts"() {
    "use strict";
    init_random();
    DEFAULT_BROKER_DOWN_MS = 3e3;
    NO_FAULT = { drop: null, error: null, delayMs: 0 };
    FaultBook = class {
      #faults = [];
      #nextId = 1;
      #added = /* @__PURE__ */ new Set();
      #removed = /* @__PURE__ */ new Set();
      /** Each drop fault's draw, by fault id (seeded when the fault says so). */
      #draws = /* @__PURE__ */ new Map();
      /** The end of each broker restart's downtime, by fault id. */
      #ends = /* @__PURE__ */ new Map();
      #random;
      constructor(random = createRandom()) {
        this.#random = random;
      }
      list() {
        return this.#faults.map((fault) => ({ ...fault }));
      }
      /**
       * Stands a fault up and tells the listeners. A broker `disconnect` acts
       * once and is not kept; a broker `restart` stands until its downtime ends.
       */
      add(body) {
        const fault = { ...body, id: `f${this.#nextId++}` };
        if (fault.kind === "broker" && fault.action === "restart") fault.downMs ??= DEFAULT_BROKER_DOWN_MS;
        const kept = !(fault.kind === "broker" && fault.action === "disconnect");
        if (kept) this.#faults.push(fault);
        if (fault.kind === "drop") this.#draws.set(fault.id, fault.seed === void 0 ? this.#random : createRandom(fault.seed));
        if (fault.kind === "broker" && fault.action === "restart") {
          const end = setTimeout(() => this.remove(fault.id), fault.downMs);
          end.unref();
          this.#ends.set(fault.id, end);
        }
        for (const listener of this.#added) listener(fault);
        return { ...fault };
      }
      /** Whether a fault with this id stood (and is gone now). Removing a broker restart ends its downtime. */
      remove(id) {
        const index = this.#faults.findIndex((fault) => fault.id === id);
        if (index < 0) return false;
        this.#forget(this.#faults.splice(index, 1));
        return true;
      }
      /** Removes every fault; returns how many there were. */
      clear() {
        const gone = this.#faults.splice(0);
        this.#forget(gone);
        return gone.length;
      }
      /** Called with each fault once added (the broker drops clients for `disconnect: true` and broker faults). */
      onAdded(listener) {
        this.#added.add(listener);
        return () => this.#added.delete(listener);
      }
      /** Called with each fault once gone: removed, cleared, used up or, for a broker restart, its downtime over. */
      onRemoved(listener) {
        this.#removed.add(listener);
        return () => this.#removed.delete(listener);
      }
      /**
       * The first REST fault that matches this call, counted: a fault with
       * `times` answers that many calls, then it is gone. Faults are tried in
       * the order they were added.
       */
      takeRest(method, path) {
        const index = this.#faults.findIndex((fault2) => fault2.kind === "rest" && restFaultMatches(fault2, method, path));
        if (index < 0) return null;
        const fault = this.#faults[index];
        if (fault.times !== void 0) {
          fault.times -= 1;
          if (fault.times <= 0) this.#forget(this.#faults.splice(index, 1));
        }
        return { ...fault };
      }
      /** The delay (real ms) of the first latency fault with a `path` matching this REST call; 0 without one. */
      restDelay(method, path) {
        const fault = this.#faults.find(
          (f) => f.kind === "latency" && f.path !== void 0 && restFaultMatches({ path: f.path, method: f.method }, method, path)
        );
        return fault ? drawLatency(fault.ms, this.#random) : 0;
      }
      /** Whether a new MQTT connection on `transport` is refused now (an mqtt-refuse fault, or a broker restart's downtime). */
      refuses(transport) {
        return this.#faults.some((fault) => fault.kind === "mqtt-refuse" && refusesOn(fault, transport) || fault.kind === "broker");
      }
      /**
       * What happens to one MQTT request `name` reaching gateway `serial`, asked
       * once as it arrives: a drop fault draws (the first that drops wins), the
       * first command-error fault answers it (counted), the first latency fault
       * delays the answer. Faults are tried in the order they were added.
       */
      gatewayRequest(serial, name) {
        const matching = this.#faults.filter((fault) => isGatewayFault(fault) && gatewayFaultMatches(fault, serial, name));
        if (matching.length === 0) return NO_FAULT;
        let drop = null;
        for (const fault of matching) {
          if (fault.kind !== "drop") continue;
          const draw = this.#draws.get(fault.id) ?? this.#random;
          if (draw() < fault.share) {
            drop = fault.direction;
            break;
          }
        }
        if (drop === "request") return { drop, error: null, delayMs: 0 };
        let error = null;
        const failing = matching.find((fault) => fault.kind === "command-error");
        if (failing) {
          error = { code: failing.code, message: failing.message ?? `Fault ${failing.id} stood up by QA: code ${failing.code} for ${name}` };
          if (failing.times !== void 0) {
            failing.times -= 1;
            if (failing.times <= 0) this.remove(failing.id);
          }
        }
        const slow = matching.find((fault) => fault.kind === "latency");
        return { drop, error, delayMs: slow ? drawLatency(slow.ms, this.#random) : 0 };
      }
      #forget(gone) {
        for (const fault of gone) {
          this.#draws.delete(fault.id);
          const end = this.#ends.get(fault.id);
          if (end) clearTimeout(end);
          this.#ends.delete(fault.id);
          for (const listener of this.#removed) listener(fault);
        }
      }
    };
    isGatewayFault = (fault) => fault.kind === "latency" && fault.path === void 0 || fault.kind === "drop" || fault.kind === "command-error";
    refusesOn = (fault, transport) => fault.transport === "all" || fault.transport === transport;
  }
});

// simulator/src/scenarios/eventTap.ts
import { randomBytes as randomBytes12 } from "node:crypto";
import { parseEvent } from "@homeport/sdk";
var GATEWAY_EVT, EventTap;
var init_eventTap = __esm({
  "simulator/src/scenarios/eventTap.ts"() {
    "use strict";
    init_contained();
    GATEWAY_EVT = /\/gtw\/([^/]+)\/evt$/;
    EventTap = class _EventTap {
      constructor(client, product, log2) {
        this.client = client;
        this.flushTopic = `__homeport_scenarios/flush/${randomBytes12(6).toString("hex")}`;
        client.on(
          "message",
          contained(
            log2,
            (topic) => `scenarios: a message on ${topic}`,
            (topic, payload) => {
              if (topic === this.flushTopic) {
                const marker = payload.toString("utf8");
                this.waiting.get(marker)?.();
                this.waiting.delete(marker);
                return;
              }
              if (!topic.startsWith(`${product}/`) || !topic.endsWith("/evt")) return;
              const event = parseEvent(payload);
              if (!event) return;
              this.events.push({ seq: ++this.seq, topic, name: event.name, data: event.data, serial: GATEWAY_EVT.exec(topic)?.[1] ?? null });
              if (this.events.length > 5e4) this.events.splice(0, 1e4);
            }
          )
        );
      }
      client;
      events = [];
      seq = 0;
      waiting = /* @__PURE__ */ new Map();
      flushTopic;
      static async start(client, product, log2) {
        const tap = new _EventTap(client, product, log2);
        await client.subscribeAsync([`${product}/#`, tap.flushTopic], { qos: 0 });
        return tap;
      }
      /** The sequence number of the last event seen (a run's starting mark). */
      mark() {
        return this.seq;
      }
      /** Events seen after `mark`, oldest first. */
      since(mark) {
        const first = this.events.findIndex((e) => e.seq > mark);
        return first < 0 ? [] : this.events.slice(first);
      }
      /** Resolves when what the broker took before now has been delivered here (or after 2 s without the marker). */
      flush() {
        const marker = randomBytes12(6).toString("hex");
        if (!this.client.connected) return Promise.resolve();
        return new Promise((resolve4) => {
          const timer = setTimeout(() => {
            this.waiting.delete(marker);
            resolve4();
          }, 2e3);
          this.waiting.set(marker, () => {
            clearTimeout(timer);
            resolve4();
          });
          this.client.publish(this.flushTopic, marker, { qos: 0 });
        });
      }
      /**
       * Resolves once events have stopped arriving: flushes until two rounds in
       * a row bring nothing new (at most 50). The broker takes each client's
       * packets in order but not the clients' in order between them, so a
       * flush alone may overtake an event another client had sent just before.
       */
      async settle() {
        let quiet = 0;
        for (let round = 0; round < 50 && quiet < 2 && this.client.connected; round++) {
          const before2 = this.seq;
          await this.flush();
          await new Promise((resolve4) => setTimeout(resolve4, 10));
          quiet = this.seq === before2 ? quiet + 1 : 0;
        }
      }
      /** Publishes a message as the simulator's internal client (a gateway command). */
      async publish(topic, message) {
        await this.client.publishAsync(topic, JSON.stringify(message), { qos: 0 });
      }
      /** The client's messages, for a command's answer. */
      onMessage(listener) {
        this.client.on("message", listener);
        return () => this.client.off("message", listener);
      }
      async subscribe(topic) {
        await this.client.subscribeAsync(topic, { qos: 0 });
      }
      async close() {
        await this.client.endAsync(true);
      }
    };
  }
});

// simulator/src/scenarios/runner.ts
import { isDeepStrictEqual } from "node:util";
import { randomUUID as randomUUID3 } from "node:crypto";
import {
  durationMs,
  parseResponse as parseResponse2,
  topics as topics15
} from "@homeport/sdk";
function valueAt(value, path) {
  let current2 = value;
  for (const key3 of path.split(".")) {
    if (current2 === null || typeof current2 !== "object") return void 0;
    current2 = current2[key3];
  }
  return current2;
}
function seconds(ms) {
  const whole = Math.round(ms / 1e3);
  if (whole < 60) return `${(ms / 1e3).toFixed(ms % 1e3 === 0 ? 0 : 1)}s`;
  const [d, h, m, s] = [Math.floor(whole / 86400), Math.floor(whole % 86400 / 3600), Math.floor(whole % 3600 / 60), whole % 60];
  const two = (n) => String(n).padStart(2, "0");
  if (d > 0) return `${d}d${two(h)}h${m > 0 ? `${two(m)}m` : ""}`;
  if (h > 0) return `${h}h${two(m)}m`;
  return s > 0 ? `${m}m${two(s)}s` : `${m}m`;
}
function describeStep(step) {
  if (step.label) return step.label;
  if ("action" in step) {
    const target = ["serial" in step && step.serial || null, "device" in step ? `device ${step.device}` : null].filter(Boolean).join(" ");
    const extra = step.action === "wait" ? ` ${show(step.for)}` : step.action === "clock.advance" ? ` by ${show(step.by)}` : step.action === "gateway.command" ? ` ${step.name}` : "";
    return `${step.action}${target ? ` ${target}` : ""}${extra}`;
  }
  if ("waitFor" in step) return `waitFor ${step.waitFor.event}${step.waitFor.serial ? ` on ${step.waitFor.serial}` : ""}`;
  const expect = step.expect;
  if ("event" in expect) return `expect event ${expect.event}${expect.serial ? ` on ${expect.serial}` : ""}`;
  if ("outbox" in expect) return `expect outbox ${[expect.outbox.kind, expect.outbox.to, expect.outbox.contains].filter(Boolean).join(" ")}`.trim();
  if ("gateway" in expect) return `expect ${expect.gateway} ${expect.field} = ${show(expect.equals)}`;
  return `expect GET ${expect.get}${expect.field ? ` ${expect.field}` : ""}`;
}
function matches(event, filter) {
  if (event.name !== filter.event) return false;
  if (filter.serial !== void 0 && event.serial !== filter.serial.toUpperCase()) return false;
  if (filter.data !== void 0) {
    for (const [key3, value] of Object.entries(filter.data)) if (!isDeepStrictEqual(valueAt(event.data, key3), value)) return false;
  }
  return true;
}
function countCheck(found, expected) {
  if (expected.count !== void 0) return found === expected.count ? null : `${found}, not exactly ${expected.count}`;
  const atLeast2 = expected.atLeast ?? 1;
  return found >= atLeast2 ? null : `${found}, fewer than ${atLeast2}`;
}
async function runScenario(scenario, deps, report3) {
  const { clock, tap } = deps;
  const realStart = performance.now();
  const driving = () => clock.state().rate === 0;
  const { signal } = deps;
  const checkAborted = () => {
    if (signal?.aborted) throw new StepFailure(typeof signal.reason === "string" ? signal.reason : "the run was cancelled");
  };
  const call = async (method, path, body, status) => {
    const answer2 = await deps.http(method, path, body);
    const ok = status === void 0 ? answer2.status >= 200 && answer2.status < 300 : answer2.status === status;
    if (!ok) throw new StepFailure(`${method} ${path} answered ${answer2.status} ${show(answer2.body)}${status === void 0 ? "" : `, not ${status}`}`);
    return answer2;
  };
  const applyClock = async () => {
    const wanted = scenario.clock?.paused ? 0 : scenario.clock?.rate;
    if (wanted !== void 0) await call("POST", "/api/__sim/clock", { rate: wanted });
  };
  const reach = async (target) => {
    for (; ; ) {
      checkAborted();
      const now = clock.now();
      if (now >= target) return;
      if (driving()) {
        clock.set(target);
        await deps.settled?.();
        await tap.flush();
        return;
      }
      await sleep(Math.max(1, Math.min(1e3, (target - now) / clock.state().rate)), signal);
    }
  };
  await applyClock();
  const simStart = clock.now();
  const mark = tap.mark();
  report3.startedAt = new Date(simStart).toISOString();
  const consumed = /* @__PURE__ */ new Set();
  const seen = () => tap.since(mark);
  const command = async (serial, name, params, code) => {
    const target = deps.commandTarget(serial);
    if (typeof target === "string") throw new StepFailure(target);
    const scope = { product: deps.product, owner: target.owner, serial };
    const uid = randomUUID3();
    const responseTopic = topics15.response(scope, "ohm");
    const answered = new Promise((resolve4) => {
      const timer = setTimeout(() => finish2(null), COMMAND_ANSWER_MS);
      const stop2 = tap.onMessage((topic, payload) => {
        const response2 = topic === responseTopic ? parseResponse2(payload) : null;
        if (response2?.uid === uid) finish2(response2);
      });
      function finish2(value) {
        clearTimeout(timer);
        stop2();
        resolve4(value);
      }
    });
    await tap.publish(topics15.request(scope, "ohm"), { uid, sender: target.sender, name, params, type: "command" });
    const response = await answered;
    if (!response) throw new StepFailure(`${name} on ${serial}: no answer (is the gateway online?)`);
    if (response.code !== code) throw new StepFailure(`${name} on ${serial} answered code ${response.code}${response.message ? ` (${response.message})` : ""}, not ${code}`);
    await tap.flush();
    return `${name} answered ${response.code}${response.data === void 0 ? "" : ` ${show(response.data)}`}`;
  };
  const sessions = /* @__PURE__ */ new Map();
  const sessionOf = async (as) => {
    const known3 = sessions.get(as.username.toLowerCase());
    if (known3) return known3;
    const answer2 = await deps.http("POST", "/api/auth/login", { identity: as.username, secret: as.password });
    const sessionId = valueAt(answer2.body, "data.sessionId");
    if (answer2.status !== 200 || typeof sessionId !== "string") throw new StepFailure(`${as.username} could not sign in: ${answer2.status} ${show(answer2.body)}`);
    sessions.set(as.username.toLowerCase(), sessionId);
    return sessionId;
  };
  const sim2 = (path) => `/api/__sim${path}`;
  const gw = (serial) => `/gateways/${encodeURIComponent(serial.toUpperCase())}`;
  const act = async (step) => {
    const done2 = (answer2, method, path) => `${method} ${path} \u2192 ${answer2.status}`;
    const http = async (method, path, body) => {
      const answer2 = await call(method, sim2(path), body, step.status);
      await tap.flush();
      return done2(answer2, method, sim2(path));
    };
    switch (step.action) {
      case "reset": {
        const message = await http("POST", "/reset");
        sessions.clear();
        await applyClock();
        return message;
      }
      case "gateway.patch":
        return http("PATCH", gw(step.serial), step.body);
      case "gateway.offline":
        return http("PATCH", gw(step.serial), { connectionStatus: "offline" });
      case "gateway.online":
        return http("PATCH", gw(step.serial), { connectionStatus: "online" });
      case "gateway.event":
        return http("POST", `${gw(step.serial)}/events`, step.body);
      case "gateway.removeOwner":
        return http("DELETE", `${gw(step.serial)}/owner`);
      case "gateway.setOwner":
        return http("PUT", `${gw(step.serial)}/owner`, step.body);
      case "gateway.pinReset":
        return http("POST", `${gw(step.serial)}/pin-reset`);
      case "gateway.command":
        return command(step.serial.toUpperCase(), step.name, step.params ?? {}, step.code ?? 0);
      case "device.report":
        return http("POST", `${gw(step.serial)}/devices/${step.device}/report`, step.body);
      case "device.install":
        return http("POST", `${gw(step.serial)}/devices`, step.body);
      case "device.firmware":
        return http("POST", `${gw(step.serial)}/devices/${step.device}/firmware`, step.body);
      case "device.press":
        return http("POST", `${gw(step.serial)}/devices/${step.device}/press`);
      case "device.fail":
        return http("POST", `${gw(step.serial)}/devices/${step.device}/fail`, step.body);
      case "device.pair": {
        const opened = step.openNetwork === false ? null : await command(step.serial.toUpperCase(), "open_network", { timeout: 60 }, 0);
        const pressed = await http("POST", `${gw(step.serial)}/pairing`, step.body);
        return opened ? `${opened}; ${pressed}` : pressed;
      }
      case "window.open":
        return http("POST", `${gw(step.serial)}/devices/${step.device}/report`, { service: "ContactService", property: "Open", value: step.open ?? true });
      case "alarm.raise":
        return http("POST", `${gw(step.serial)}/alarms`, step.body);
      case "firmware.campaign": {
        const answer2 = await call("POST", sim2("/zota/campaigns"), step.body, step.status);
        return `campaign ${show(valueAt(answer2.body, "data.campaignID"))} published`;
      }
      case "firmware.withdraw":
        return http("DELETE", `/zota/campaigns/${encodeURIComponent(step.campaign)}`);
      case "firmware.endInstallation":
        return http("POST", `${gw(step.serial)}/firmware-installation`, step.body);
      case "session.expire": {
        sessions.clear();
        if (step.sessionRef !== void 0) return http("POST", `/sessions/${encodeURIComponent(step.sessionRef)}/expire`);
        if (step.userId === void 0) throw new StepFailure("session.expire needs sessionRef or userId");
        const list = await call("GET", sim2(`/sessions?userId=${encodeURIComponent(step.userId)}`));
        const live = (valueAt(list.body, "data") ?? []).filter((s) => s.live);
        for (const session of live) await call("POST", sim2(`/sessions/${encodeURIComponent(session.sessionRef)}/expire`));
        await tap.flush();
        return `${live.length} live sessions of ${step.userId} expired`;
      }
      case "user.delete":
        sessions.clear();
        return http("DELETE", `/users/${encodeURIComponent(step.userId)}`);
      case "user.forceLogout":
        sessions.clear();
        return http("POST", `/users/${encodeURIComponent(step.userId)}/force-logout`);
      case "user.hashToken":
        return http("POST", "/hash-tokens", step.body);
      case "fault.add": {
        const answer2 = await call("POST", sim2("/faults"), step.body, step.status);
        return `fault ${show(valueAt(answer2.body, "data.id"))} stood up`;
      }
      case "fault.remove":
        return http("DELETE", `/faults/${encodeURIComponent(step.id)}`);
      case "fault.clear":
        return http("DELETE", "/faults");
      case "outbox.clear":
        return http("DELETE", "/outbox");
      case "outbox.openLink": {
        const list = await call("GET", sim2(`/outbox?${new URLSearchParams({ to: step.to }).toString()}`));
        const messages = valueAt(list.body, "data") ?? [];
        const newest = messages.filter((m) => typeof m.path === "string" && m.path.startsWith("/api/")).sort((a, b) => b.seq - a.seq)[0];
        if (!newest) throw new StepFailure(`no message to ${step.to} with a link to open`);
        const answer2 = await deps.http("GET", newest.path, void 0, {});
        const ok = step.status === void 0 ? answer2.status >= 200 && answer2.status < 300 : answer2.status === step.status;
        if (!ok) throw new StepFailure(`opening ${newest.path} answered ${answer2.status} ${show(answer2.body)}`);
        await tap.flush();
        return `${step.to} opened ${newest.path.replace(/token=[^&]+/, "token=\u2026")} \u2192 ${answer2.status}`;
      }
      case "clock.set":
        return http("POST", "/clock", step.body);
      case "clock.advance":
        return http("POST", "/clock", { advanceMs: durationMs(step.by) });
      case "fleet.flags":
        return http("PUT", "/fleet/flags", step.body);
      case "bulk.queue":
        return http("POST", "/bulk/queue", step.body);
      case "api.call": {
        const headers = step.as ? { sessionId: await sessionOf(step.as) } : {};
        const answer2 = await deps.http(step.method, step.path, step.body, headers);
        const ok = step.status === void 0 ? answer2.status >= 200 && answer2.status < 300 : answer2.status === step.status;
        if (!ok) throw new StepFailure(`${step.method} ${step.path} answered ${answer2.status} ${show(answer2.body)}${step.status === void 0 ? "" : `, not ${step.status}`}`);
        await tap.flush();
        return `${step.method} ${step.path} \u2192 ${answer2.status}`;
      }
      case "wait": {
        await reach(clock.now() + durationMs(step.for));
        return `${seconds(durationMs(step.for))} passed`;
      }
    }
  };
  const waitFor = async (step) => {
    const filter = step.waitFor;
    const timeout = durationMs(filter.timeout ?? DEFAULT_WAIT_FOR_MS);
    const deadline = clock.now() + timeout;
    for (; ; ) {
      checkAborted();
      await tap.flush();
      const found = seen().find((e) => !consumed.has(e.seq) && matches(e, filter));
      if (found) {
        consumed.add(found.seq);
        return `${found.name} on ${found.topic} at +${seconds(clock.now() - simStart)}`;
      }
      const now = clock.now();
      if (now >= deadline) throw new StepFailure(`no ${filter.event}${filter.serial ? ` on ${filter.serial}` : ""} within ${seconds(timeout)}`);
      if (driving()) {
        await sleep(5, signal);
        await tap.flush();
        if (seen().some((e) => !consumed.has(e.seq) && matches(e, filter))) continue;
        const owners = (await deps.settled?.())?.nextDue ?? null;
        const ours = clock.state().nextDue;
        const next = ours === null ? owners : owners === null ? ours : Math.min(ours, owners);
        clock.set(Math.max(now, Math.min(next ?? deadline, deadline)));
        await deps.settled?.();
      } else {
        await sleep(Math.max(1, Math.min(50, (deadline - now) / clock.state().rate)), signal);
      }
    }
  };
  const expect = async (expectation) => {
    if ("event" in expectation) {
      await tap.settle();
      const found = seen().filter((e) => matches(e, expectation)).length;
      const problem = countCheck(found, expectation);
      if (problem) throw new StepFailure(`${expectation.event} seen ${problem}`);
      return `${expectation.event} seen ${found} times`;
    }
    if ("outbox" in expectation) {
      const { kind, to, contains } = expectation.outbox;
      const query = new URLSearchParams(Object.entries({ kind, to }).filter((e) => e[1] !== void 0)).toString();
      const answer3 = await call("GET", sim2(`/outbox${query ? `?${query}` : ""}`));
      const messages = valueAt(answer3.body, "data") ?? [];
      const found = messages.filter((m) => contains === void 0 || ["subject", "text", "code", "path"].some((k) => typeof m[k] === "string" && m[k].includes(contains))).length;
      const problem = countCheck(found, expectation);
      if (problem) throw new StepFailure(`outbox messages found ${problem}`);
      return `${found} outbox messages`;
    }
    if ("gateway" in expectation) {
      const answer3 = await call("GET", sim2(gw(expectation.gateway)));
      const value2 = valueAt(valueAt(answer3.body, "data"), expectation.field);
      if (!isDeepStrictEqual(value2, expectation.equals)) throw new StepFailure(`${expectation.gateway} ${expectation.field} is ${show(value2)}, not ${show(expectation.equals)}`);
      return `${expectation.field} is ${show(value2)}`;
    }
    const answer2 = await deps.http("GET", expectation.get);
    const status = expectation.status ?? 200;
    if (answer2.status !== status) throw new StepFailure(`GET ${expectation.get} answered ${answer2.status} ${show(answer2.body)}, not ${status}`);
    if (expectation.field === void 0 && !("equals" in expectation)) return `GET ${expectation.get} \u2192 ${answer2.status}`;
    const value = expectation.field === void 0 ? answer2.body : valueAt(answer2.body, expectation.field);
    if ("equals" in expectation && !isDeepStrictEqual(value, expectation.equals)) {
      throw new StepFailure(`GET ${expectation.get} ${expectation.field ?? ""} is ${show(value)}, not ${show(expectation.equals)}`.replace("  ", " "));
    }
    return `GET ${expectation.get} ${expectation.field ?? ""} is ${show(value)}`.replace("  ", " ");
  };
  const finish = () => {
    const counts = {};
    for (const event of seen()) counts[event.name] = (counts[event.name] ?? 0) + 1;
    report3.events = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
    report3.simulatedMs = Math.max(0, Math.round(clock.now() - simStart));
    report3.realMs = Math.round(performance.now() - realStart);
  };
  for (const [index, step] of scenario.steps.entries()) {
    const entry = report3.steps[index];
    try {
      checkAborted();
      if (step.at !== void 0) await reach(simStart + durationMs(step.at));
      entry.status = "running";
      entry.atMs = Math.round(clock.now() - simStart);
      if ("action" in step) entry.message = await act(step);
      else if ("waitFor" in step) entry.message = await waitFor(step);
      else entry.message = await expect(step.expect);
      entry.status = "done";
      report3.stepsDone += 1;
    } catch (error) {
      entry.status = "failed";
      entry.message = error instanceof StepFailure ? error.message : `the step broke: ${error instanceof Error ? error.message : String(error)}`;
      report3.failure = { step: entry.index, label: entry.label, message: entry.message };
      for (const rest of report3.steps.slice(index + 1)) rest.status = "skipped";
    }
    finish();
    deps.onProgress?.(report3);
    if (report3.failure) break;
  }
  await tap.settle().catch(() => void 0);
  finish();
  report3.status = report3.failure ? "failed" : "passed";
  deps.onProgress?.(report3);
  return report3;
}
var DEFAULT_WAIT_FOR_MS, COMMAND_ANSWER_MS, StepFailure, sleep, show;
var init_runner = __esm({
  "simulator/src/scenarios/runner.ts"() {
    "use strict";
    DEFAULT_WAIT_FOR_MS = 3e4;
    COMMAND_ANSWER_MS = 5e3;
    StepFailure = class extends Error {
    };
    sleep = (ms, signal) => new Promise((resolve4) => {
      const done2 = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done2);
        resolve4();
      };
      const timer = setTimeout(done2, ms);
      signal?.addEventListener("abort", done2, { once: true });
    });
    show = (value) => {
      const text3 = JSON.stringify(value);
      return text3 === void 0 ? "nothing" : text3.length > 300 ? `${text3.slice(0, 300)}\u2026` : text3;
    };
  }
});

// simulator/src/scenarios/scenarioService.ts
import { parseScenario } from "@homeport/sdk";
var KEPT_RUNS, ScenarioRefused, ScenarioService;
var init_scenarioService = __esm({
  "simulator/src/scenarios/scenarioService.ts"() {
    "use strict";
    init_runner();
    KEPT_RUNS = 50;
    ScenarioRefused = class extends Error {
      constructor(status, field, message) {
        super(message);
        this.status = status;
        this.field = field;
      }
      status;
      field;
    };
    ScenarioService = class {
      constructor(options2) {
        this.options = options2;
      }
      options;
      runs = /* @__PURE__ */ new Map();
      seq = 0;
      running = null;
      endpoint = null;
      /** Where the simulator answers, once it listens. */
      bind(baseUrl, token) {
        this.endpoint = { baseUrl, token };
      }
      /** Checks and starts a run; answers its report (status running), updated in place as it goes. */
      start(raw, onProgress) {
        const parsed = parseScenario(raw);
        if (!parsed.ok) throw new ScenarioRefused(400, parsed.field, parsed.message);
        if (this.running) throw new ScenarioRefused(409, "scenario", "A scenario is running: one at a time (each may drive the clock); wait for its report");
        const endpoint = this.endpoint;
        if (!endpoint?.token) throw new ScenarioRefused(409, "scenario", "Scenarios run through the control API, which is off (control: false)");
        const scenario = parsed.scenario;
        const id = `run-${++this.seq}`;
        const report3 = {
          id,
          name: scenario.name,
          status: "running",
          steps: scenario.steps.map((step, index) => ({ index: index + 1, label: describeStep(step), status: "pending", atMs: null, message: null })),
          stepsDone: 0,
          stepsTotal: scenario.steps.length,
          events: {},
          simulatedMs: 0,
          realMs: 0,
          startedAt: new Date(this.options.clock.now()).toISOString(),
          failure: null
        };
        this.runs.set(id, report3);
        for (const old of [...this.runs.keys()].slice(0, Math.max(0, this.runs.size - KEPT_RUNS))) this.runs.delete(old);
        const { log: log2 } = this.options;
        const abort = new AbortController();
        log2(`scenario ${id} "${scenario.name}": ${scenario.steps.length} steps`);
        const done2 = runScenario(
          scenario,
          {
            clock: this.options.clock,
            tap: this.options.tap,
            product: this.options.product,
            commandTarget: this.options.commandTarget,
            settled: this.options.settled,
            http: (method, path, body, headers) => this.http(endpoint.baseUrl, endpoint.token, method, path, body, headers),
            onProgress,
            signal: abort.signal
          },
          report3
        ).then((finished) => {
          const failure2 = finished.failure ? `; stopped at step ${finished.failure.step} (${finished.failure.message})` : "";
          log2(
            `scenario ${id} ${finished.status} (${finished.stepsDone}/${finished.stepsTotal} steps in ${seconds(finished.simulatedMs)} simulated, ${finished.realMs} ms real${failure2})`
          );
          return finished;
        }).finally(() => {
          this.running = null;
        });
        this.running = { id, done: done2, abort };
        return { report: report3, done: done2 };
      }
      /** Runs a scenario to its end and answers its report (a bad file throws ScenarioRefused). */
      run(raw, onProgress) {
        return this.start(raw, onProgress).done;
      }
      /** Cancels the run `id` when it is going on: its current step fails with `reason`. Answers whether it was running. */
      cancel(id, reason = "the run was cancelled") {
        if (this.running?.id !== id) return false;
        this.running.abort.abort(reason);
        return true;
      }
      /** Resolves once no run is going on. */
      async settled() {
        await this.running?.done.catch(() => void 0);
      }
      get(id) {
        return this.runs.get(id) ?? null;
      }
      list() {
        return [...this.runs.values()];
      }
      /** The simulator closes: the tap leaves the broker (a run still going fails its next step). */
      async close() {
        this.endpoint = null;
        this.running?.abort.abort("the simulator closed");
        await this.options.tap.close();
      }
      async http(baseUrl, token, method, path, body, extra = {}) {
        const headers = { ...extra };
        if (token && /^\/api\/__(sim|db)(\/|\?|$)/.test(path)) headers.authorization = `Bearer ${token}`;
        if (body !== void 0) headers["content-type"] = "application/json";
        const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === void 0 ? void 0 : JSON.stringify(body) });
        const text3 = await response.text();
        let parsed = text3;
        try {
          parsed = text3 ? JSON.parse(text3) : null;
        } catch {
        }
        return { status: response.status, body: parsed };
      }
    };
  }
});

// simulator/src/faults/dropClients.ts
function dropClientsOn(clients, fault) {
  const doomed = [...clients].filter((client) => refusesOn(fault, client.req ? "ws" : "tcp"));
  for (const client of doomed) client.close();
  return doomed.length;
}
var init_dropClients = __esm({
  "simulator/src/faults/dropClients.ts"() {
    "use strict";
    init_faultBook();
  }
});

// simulator/src/gateway/commands/params.ts
import { parseWire as parseWire3 } from "@homeport/sdk";
function readParams(schema, params) {
  const result = parseWire3(schema, params, "params");
  if (!result.ok) throw new CommandError(ResponseCode.badParams, result.message);
  return result.value;
}
var init_params = __esm({
  "simulator/src/gateway/commands/params.ts"() {
    "use strict";
    init_types();
  }
});

// simulator/src/gateway/commands/get-object-list-by-type-detailed.ts
import { ObjectListParams } from "@homeport/sdk";
var getObjectListByTypeDetailed;
var init_get_object_list_by_type_detailed = __esm({
  "simulator/src/gateway/commands/get-object-list-by-type-detailed.ts"() {
    "use strict";
    init_params();
    init_types();
    getObjectListByTypeDetailed = {
      name: "get_object_list_by_type_detailed",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(ObjectListParams, params);
        return { code: ResponseCode.ok, data: emulator.contents.devices };
      }
    };
  }
});

// simulator/src/gateway/contents.ts
var PIN_LOCK_SECONDS;
var init_contents = __esm({
  "simulator/src/gateway/contents.ts"() {
    "use strict";
    PIN_LOCK_SECONDS = 300;
  }
});

// simulator/src/gateway/commands/get-platform-info.ts
var getPlatformInfo;
var init_get_platform_info = __esm({
  "simulator/src/gateway/commands/get-platform-info.ts"() {
    "use strict";
    init_contents();
    init_types();
    getPlatformInfo = {
      name: "getPlatformInfo",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const { platform, pinLocked } = emulator.contents;
        const info = {
          gateway: { ohm_version: platform.ohmVersion, app_version: platform.appVersion, osm_version: platform.osmVersion, model: platform.model },
          network: { type: platform.networkType, ip: platform.ip },
          lock_status: pinLocked ? PIN_LOCK_SECONDS : 0
        };
        return { code: ResponseCode.ok, data: info };
      }
    };
  }
});

// simulator/src/gateway/commands/get-privileged-mode.ts
var getPrivilegedMode;
var init_get_privileged_mode = __esm({
  "simulator/src/gateway/commands/get-privileged-mode.ts"() {
    "use strict";
    init_types();
    getPrivilegedMode = {
      name: "get_privileged_mode",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const owner = emulator.contents.privilegedBy;
        return { code: ResponseCode.ok, data: { active: owner !== null, owner } };
      }
    };
  }
});

// simulator/src/gateway/commands/get-service-property-value.ts
import { PropertyAddressParams } from "@homeport/sdk";
var getServicePropertyValue;
var init_get_service_property_value = __esm({
  "simulator/src/gateway/commands/get-service-property-value.ts"() {
    "use strict";
    init_findProperty();
    init_params();
    init_types();
    getServicePropertyValue = {
      name: "get_service_property_value",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        const { property } = findProperty(emulator.contents, readParams(PropertyAddressParams, params));
        return { code: ResponseCode.ok, data: { value: property.value } };
      }
    };
  }
});

// simulator/src/gateway/commands/ping.ts
var ping;
var init_ping = __esm({
  "simulator/src/gateway/commands/ping.ts"() {
    "use strict";
    init_types();
    ping = {
      name: "ping",
      channel: "osm",
      writes: false,
      run() {
        return { code: ResponseCode.ok, data: { pong: true } };
      }
    };
  }
});

// simulator/src/gateway/commands/set-service-property-value.ts
import { SetPropertyParams } from "@homeport/sdk";
var setServicePropertyValue;
var init_set_service_property_value = __esm({
  "simulator/src/gateway/commands/set-service-property-value.ts"() {
    "use strict";
    init_setProperty();
    init_params();
    init_types();
    setServicePropertyValue = {
      name: "set_service_property_value",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { value: requested, ...address } = readParams(SetPropertyParams, params);
        const { value, events, later } = setPropertyValue(emulator, address, requested);
        return { code: ResponseCode.ok, data: { value }, events, later };
      }
    };
  }
});

// simulator/src/gateway/commands/device-records.ts
import { DeleteDeviceParams, DeviceNameParams } from "@homeport/sdk";
var setDeviceName, deleteDevice;
var init_device_records = __esm({
  "simulator/src/gateway/commands/device-records.ts"() {
    "use strict";
    init_layout();
    init_params();
    init_types();
    setDeviceName = {
      name: "set_device_name",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId, name } = readParams(DeviceNameParams, params);
        const device2 = findDevice(emulator.contents, deviceId);
        device2.device_name = name;
        emulator.save();
        return { code: ResponseCode.ok, data: { device_id: deviceId, device_name: name }, events: [{ name: "device_renamed", data: { device_id: deviceId, device_name: name } }] };
      }
    };
    deleteDevice = {
      name: "delete_device",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId } = readParams(DeleteDeviceParams, params);
        findDevice(emulator.contents, deviceId);
        const events = removeDevice(emulator.contents, deviceId);
        emulator.save();
        return { code: ResponseCode.ok, data: { device_id: deviceId }, events };
      }
    };
  }
});

// simulator/src/gateway/commands/network.ts
import { CloseNetworkParams, DEFAULT_NETWORK_TIMEOUT_S, FailedNodeParams, OpenNetworkParams, ReplaceNodeParams, REPLACE_STATUS as REPLACE_STATUS2 } from "@homeport/sdk";
var REPLACE_MIN_FIRMWARE, atLeast, opener, openNetworkCommand, exclusionCommand, closeNetworkCommand, getNetworkStateCommand, removeFailedNode, replaceFailedNode;
var init_network2 = __esm({
  "simulator/src/gateway/commands/network.ts"() {
    "use strict";
    init_layout();
    init_network();
    init_params();
    init_types();
    REPLACE_MIN_FIRMWARE = [3, 4];
    atLeast = (version, minimum) => {
      const parts = version.split(".").map((p) => Number.parseInt(p, 10) || 0);
      for (const [i, want] of minimum.entries()) {
        const have = parts[i] ?? 0;
        if (have !== want) return have > want;
      }
      return true;
    };
    opener = (name, state) => ({
      name,
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { timeout = DEFAULT_NETWORK_TIMEOUT_S } = readParams(OpenNetworkParams, params);
        const reaction = openNetwork(emulator, state, timeout);
        return { code: ResponseCode.ok, data: networkState(emulator), ...reaction };
      }
    });
    openNetworkCommand = opener("open_network", "inclusion");
    exclusionCommand = opener("exclusion", "exclusion");
    closeNetworkCommand = {
      name: "close_network",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        readParams(CloseNetworkParams, params);
        const events = closeNetwork(emulator, "closed");
        return { code: ResponseCode.ok, data: networkState(emulator), events };
      }
    };
    getNetworkStateCommand = {
      name: "get_network_state",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(CloseNetworkParams, params);
        return { code: ResponseCode.ok, data: networkState(emulator) };
      }
    };
    removeFailedNode = {
      name: "remove_failed_node",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId } = readParams(FailedNodeParams, params);
        const device2 = findDevice(emulator.contents, deviceId);
        if (device2.bus_id !== "zwave") throw new CommandError(ResponseCode.unsupported, "Only a Z-Wave node can be removed as failed");
        if (!isFailed(emulator, deviceId)) throw new CommandError(ResponseCode.wrongState, "The node still answers: exclude it instead");
        return {
          code: ResponseCode.ok,
          data: { device_id: deviceId },
          later: [{ afterMs: REPLACE_STEP_MS, run: () => emulator.contents.devices.some((d) => d.id === deviceId) ? removeNode(emulator, deviceId) : [] }]
        };
      }
    };
    replaceFailedNode = {
      name: "replace_failed_node",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId, wise_device_id } = readParams(ReplaceNodeParams, params);
        const device2 = findDevice(emulator.contents, deviceId);
        if (!atLeast(emulator.contents.platform.ohmVersion, REPLACE_MIN_FIRMWARE))
          throw new CommandError(ResponseCode.unsupported, "The gateway firmware is too old to replace a device (3.4 or later)");
        if (!isFailed(emulator, deviceId)) throw new CommandError(ResponseCode.wrongState, "Only a device whose node failed can be replaced");
        const reaction = openNetwork(emulator, "replace", DEFAULT_NETWORK_TIMEOUT_S, deviceId);
        reaction.events.push({ name: "replace_device", data: { device_id: deviceId, status: REPLACE_STATUS2.started } });
        if (wise_device_id) {
          const answer2 = answerPress(emulator, {
            kind: device2.kind,
            bus: "wise",
            hardwareId: wise_device_id,
            outcome: "join",
            failCode: 710,
            failuresLeft: 0,
            until: emulator.now() + 6e4
          });
          reaction.events.push(...answer2.events);
          reaction.later.push(...answer2.later);
        }
        return { code: ResponseCode.ok, data: networkState(emulator), ...reaction };
      }
    };
  }
});

// simulator/src/gateway/commands/floors.ts
import { AddFloorParams, FloorListParams, RemoveFloorParams, RenameFloorParams, UNSORTED_ROOM_ID as UNSORTED_ROOM_ID4 } from "@homeport/sdk";
var getFloorList, addFloor, renameFloor, removeFloor;
var init_floors2 = __esm({
  "simulator/src/gateway/commands/floors.ts"() {
    "use strict";
    init_layout();
    init_params();
    init_types();
    getFloorList = {
      name: "get_floor_list",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(FloorListParams, params);
        return { code: ResponseCode.ok, data: floorList(emulator.contents) };
      }
    };
    addFloor = {
      name: "add_floor",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { name } = readParams(AddFloorParams, params);
        const { contents } = emulator;
        refuseDuplicateFloor(contents, name);
        const floor_id = nextId2(contents.floors.map((f) => f.floor_id));
        contents.floors.push({ floor_id, floor_name: name, rooms: [] });
        emulator.save();
        return { code: ResponseCode.ok, data: { floor_id }, events: [{ name: "floor_added", data: { floor_id, floor_name: name } }] };
      }
    };
    renameFloor = {
      name: "rename_floor",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { floor_id, name } = readParams(RenameFloorParams, params);
        const floor = findFloor(emulator.contents, floor_id);
        refuseFixedFloor(floor_id);
        refuseDuplicateFloor(emulator.contents, name, floor_id);
        floor.floor_name = name;
        emulator.save();
        return { code: ResponseCode.ok, data: { floor_id }, events: [{ name: "floor_name_changed", data: { floor_id, floor_name: name } }] };
      }
    };
    removeFloor = {
      name: "remove_floor",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { floor_id } = readParams(RemoveFloorParams, params);
        const { contents } = emulator;
        const floor = findFloor(contents, floor_id);
        refuseFixedFloor(floor_id);
        const events = [];
        for (const room of floor.rooms) {
          for (const device2 of contents.devices.filter((d) => d.room_id === room.room_id)) events.push(...moveDevice(device2, UNSORTED_ROOM_ID4));
          events.push({ name: "room_removed", data: { floor_id, room_id: room.room_id } });
        }
        contents.floors = contents.floors.filter((f) => f.floor_id !== floor_id);
        emulator.save();
        events.push({ name: "floor_removed", data: { floor_id } });
        return { code: ResponseCode.ok, data: { floor_id }, events };
      }
    };
  }
});

// simulator/src/gateway/commands/rooms.ts
import { AddRoomParams, DeviceFromRoomParams, DeviceToRoomParams, RemoveRoomParams, RenameRoomParams, UNSORTED_ROOM_ID as UNSORTED_ROOM_ID5 } from "@homeport/sdk";
var addRoom, renameRoom, removeRoom, roomCommands, addDeviceToRoom, removeDeviceFromRoom;
var init_rooms = __esm({
  "simulator/src/gateway/commands/rooms.ts"() {
    "use strict";
    init_layout();
    init_params();
    init_types();
    addRoom = (name) => ({
      name,
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { floor_id, name: roomName } = readParams(AddRoomParams, params);
        const { contents } = emulator;
        const floor = findFloor(contents, floor_id);
        refuseFixedFloor(floor_id);
        refuseDuplicateRoom(floor, roomName);
        const room_id = nextId2(allRoomIds(contents));
        floor.rooms.push({ room_id, room_name: roomName, devices: [] });
        emulator.save();
        return { code: ResponseCode.ok, data: { room_id }, events: [{ name: "room_added", data: { floor_id, room_id, room_name: roomName } }] };
      }
    });
    renameRoom = (name) => ({
      name,
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { room_id, name: roomName } = readParams(RenameRoomParams, params);
        const { floor, room } = findRoom(emulator.contents, room_id);
        refuseFixedRoom(room_id);
        refuseDuplicateRoom(floor, roomName, room_id);
        room.room_name = roomName;
        emulator.save();
        return { code: ResponseCode.ok, data: { room_id }, events: [{ name: "room_name_changed", data: { floor_id: floor.floor_id, room_id, room_name: roomName } }] };
      }
    });
    removeRoom = (name) => ({
      name,
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { room_id } = readParams(RemoveRoomParams, params);
        const { contents } = emulator;
        const { floor } = findRoom(contents, room_id);
        refuseFixedRoom(room_id);
        const events = contents.devices.filter((d) => d.room_id === room_id).flatMap((device2) => moveDevice(device2, UNSORTED_ROOM_ID5));
        floor.rooms = floor.rooms.filter((r) => r.room_id !== room_id);
        emulator.save();
        events.push({ name: "room_removed", data: { floor_id: floor.floor_id, room_id } });
        return { code: ResponseCode.ok, data: { room_id }, events };
      }
    });
    roomCommands = [
      addRoom("add_room"),
      addRoom("add_zone"),
      renameRoom("rename_room"),
      renameRoom("rename_zone"),
      removeRoom("remove_room"),
      removeRoom("remove_zone")
    ];
    addDeviceToRoom = {
      name: "add_device_to_room",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId, room_id } = readParams(DeviceToRoomParams, params);
        const device2 = findDevice(emulator.contents, deviceId);
        findRoom(emulator.contents, room_id);
        const events = moveDevice(device2, room_id);
        if (events.length > 0) emulator.save();
        return { code: ResponseCode.ok, data: { device_id: deviceId, room_id }, events };
      }
    };
    removeDeviceFromRoom = {
      name: "remove_device_from_room",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { device: deviceId } = readParams(DeviceFromRoomParams, params);
        const device2 = findDevice(emulator.contents, deviceId);
        const events = moveDevice(device2, UNSORTED_ROOM_ID5);
        if (events.length > 0) emulator.save();
        return { code: ResponseCode.ok, data: { device_id: deviceId, room_id: UNSORTED_ROOM_ID5 }, events };
      }
    };
  }
});

// simulator/src/gateway/rules/ruleStore.ts
import { MAX_RULES_BYTES, NotificationType as NotificationType2 } from "@homeport/sdk";
function findRule(contents, ruleId) {
  const rule = contents.rules.find((r) => r.id === ruleId);
  if (!rule) throw new CommandError(ResponseCode.notFound, `No such rule: ${ruleId}`);
  return rule;
}
function editRule(contents, ruleId) {
  const rule = findRule(contents, ruleId);
  before.set(rule, structuredClone(rule));
  return rule;
}
function findActionSet(rule, actionSetId) {
  const set = rule.scenes.find((s) => s.id === actionSetId);
  if (!set) throw new CommandError(ResponseCode.notFound, `No such action set: ${actionSetId}`);
  return set;
}
function findTrigger(list, triggerId) {
  const trigger = list.find((t) => t.id === triggerId);
  if (!trigger) throw new CommandError(ResponseCode.notFound, `No such trigger: ${triggerId}`);
  return trigger;
}
function refuseFull(length, limit, what) {
  if (length >= limit) throw new CommandError(ResponseCode.wrongState, `A rule holds at most ${limit} ${what}`);
}
function recount(set) {
  set.push_notification = set.notifications.filter((n) => n.type === NotificationType2.push).length;
  set.notification = set.notifications.length - set.push_notification;
  set.alarm_notification = set.alarms.length;
}
function ruleSaved(emulator, rule, action) {
  const { contents } = emulator;
  const earlier = before.get(rule);
  before.delete(rule);
  if (Buffer.byteLength(JSON.stringify(contents.rules)) > MAX_RULES_BYTES) {
    if (earlier) Object.assign(rule, earlier);
    else contents.rules = contents.rules.filter((r) => r !== rule);
    throw new CommandError(ResponseCode.wrongState, `The gateway's rules would no longer fit one answer (${MAX_RULES_BYTES} bytes)`);
  }
  emulator.save();
  emulator.rules.ruleChanged(rule);
  return { code: ResponseCode.ok, data: rule, events: [{ name: "scenario_changed", data: { action, rule_id: rule.id, name: rule.name } }] };
}
var before, nextRuleId;
var init_ruleStore = __esm({
  "simulator/src/gateway/rules/ruleStore.ts"() {
    "use strict";
    init_types();
    before = /* @__PURE__ */ new WeakMap();
    nextRuleId = (contents) => ++contents.ruleSeq;
  }
});

// simulator/src/gateway/commands/rules.ts
import {
  CreateRuleParams,
  DeleteRuleParams,
  GetRulesParams,
  MAX_RULES,
  MAX_RUN_RULE_PER_MINUTE as MAX_RUN_RULE_PER_MINUTE2,
  RuleIdParams,
  RunRuleParams,
  UpdateRuleParams,
  ruleNameTaken
} from "@homeport/sdk";
function refuseTakenName(contents, name, exceptId) {
  if (ruleNameTaken(contents.rules, name, exceptId)) throw new CommandError(ResponseCode.duplicate, `A rule named ${name} exists`);
}
var getRules, getRule, createRule, updateRule, deleteRule, runRule, ruleCommands;
var init_rules = __esm({
  "simulator/src/gateway/commands/rules.ts"() {
    "use strict";
    init_ruleStore();
    init_params();
    init_types();
    getRules = {
      name: "get_rules",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(GetRulesParams, params);
        return { code: ResponseCode.ok, data: emulator.contents.rules };
      }
    };
    getRule = {
      name: "get_rule",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        const { rule_id } = readParams(RuleIdParams, params);
        return { code: ResponseCode.ok, data: findRule(emulator.contents, rule_id) };
      }
    };
    createRule = {
      name: "create_rule",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { name, rule_logic, active } = readParams(CreateRuleParams, params);
        const { contents } = emulator;
        refuseTakenName(contents, name);
        if (contents.rules.length >= MAX_RULES) throw new CommandError(ResponseCode.wrongState, `The gateway holds at most ${MAX_RULES} rules`);
        const rule = { id: nextRuleId(contents), name, active, rule_logic, time_triggers: [], event_triggers: [], statuses: [], scenes: [] };
        contents.rules.push(rule);
        return ruleSaved(emulator, rule, "created");
      }
    };
    updateRule = {
      name: "update_rule",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, name, rule_logic, active } = readParams(UpdateRuleParams, params);
        const rule = editRule(emulator.contents, rule_id);
        if (name !== void 0) refuseTakenName(emulator.contents, name, rule_id);
        if (name !== void 0) rule.name = name;
        if (rule_logic !== void 0) rule.rule_logic = rule_logic;
        if (active !== void 0) rule.active = active;
        return ruleSaved(emulator, rule, "updated");
      }
    };
    deleteRule = {
      name: "delete_rule",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id } = readParams(DeleteRuleParams, params);
        const { contents } = emulator;
        const rule = findRule(contents, rule_id);
        contents.rules = contents.rules.filter((r) => r.id !== rule_id);
        emulator.save();
        const stopRuns = emulator.rules.ruleDeleted(rule_id);
        return {
          code: ResponseCode.ok,
          data: { rule_id },
          events: [{ name: "scenario_changed", data: { action: "deleted", rule_id, name: rule.name } }],
          afterAnswer: stopRuns
        };
      }
    };
    runRule = {
      name: "run_rule",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id } = readParams(RunRuleParams, params);
        const rule = findRule(emulator.contents, rule_id);
        const wait = emulator.rules.takeManualRun();
        if (wait > 0) {
          throw new CommandError(ResponseCode.tooMany, `At most ${MAX_RUN_RULE_PER_MINUTE2} run_rule a minute on this gateway: try again in ${Math.ceil(wait / 1e3)} s`);
        }
        const run_id = emulator.rules.reserveRunId();
        return { code: ResponseCode.ok, data: { rule_id, run_id }, afterAnswer: () => void emulator.rules.run(rule, { kind: "manual" }, 1, run_id) };
      }
    };
    ruleCommands = [getRules, getRule, createRule, updateRule, deleteRule, runRule];
  }
});

// simulator/src/gateway/commands/rule-triggers.ts
import {
  AddDeviceTriggerParams,
  AddStatusTriggerParams,
  AddTimeTriggerParams,
  MAX_TRIGGERS,
  RemoveTriggerParams,
  SCENARIO_STATUS_NAMES as SCENARIO_STATUS_NAMES2,
  UpdateTimeTriggerParams,
  compareTypesFor,
  hasDeviceTrigger,
  mayBeTrigger,
  parseTriggerTime,
  timeTriggerProblems,
  wallClockIn as wallClockIn2
} from "@homeport/sdk";
function timeOf(emulator, time, repeat) {
  const parts = parseTriggerTime(time);
  if (!parts) throw new CommandError(ResponseCode.badParams, "time must be a real date as DD-MM-YYYY HH:mm:ss");
  const now = wallClockIn2(emulator.now(), timeZoneOf(emulator));
  if (timeTriggerProblems({ ...parts, repeat }, now).includes("past")) {
    throw new CommandError(ResponseCode.badValue, `time ${time} is in the past (gateway time); only a repeating trigger may start in the past`);
  }
  return parts;
}
function refuseSameTime(rule, parts, repeat, exceptId) {
  const same3 = (t) => t.id !== exceptId && t.year === parts.year && t.month === parts.month && t.day === parts.day && t.hour === parts.hour && t.minute === parts.minute && t.second === parts.second && t.repeat.every((flag, i) => flag === repeat[i]);
  if (rule.time_triggers.some(same3)) throw new CommandError(ResponseCode.duplicate, "The rule has a time trigger at that time already");
}
var addTimeTrigger, updateTimeTrigger, remover, removeTimeTrigger, addDeviceTrigger, removeDeviceTrigger, addStatusTrigger, removeStatusTrigger, ruleTriggerCommands;
var init_rule_triggers = __esm({
  "simulator/src/gateway/commands/rule-triggers.ts"() {
    "use strict";
    init_acceptValue();
    init_findProperty();
    init_ruleEngine();
    init_ruleStore();
    init_params();
    init_types();
    addTimeTrigger = {
      name: "add_time_trigger",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, time, repeat } = readParams(AddTimeTriggerParams, params);
        const rule = editRule(emulator.contents, rule_id);
        const parts = timeOf(emulator, time, repeat);
        refuseSameTime(rule, parts, repeat);
        refuseFull(rule.time_triggers.length, MAX_TRIGGERS, "time triggers");
        rule.time_triggers.push({ id: nextRuleId(emulator.contents), ...parts, repeat });
        return ruleSaved(emulator, rule, "updated");
      }
    };
    updateTimeTrigger = {
      name: "update_time_trigger",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, trigger_id, time, repeat } = readParams(UpdateTimeTriggerParams, params);
        const rule = editRule(emulator.contents, rule_id);
        const trigger = findTrigger(rule.time_triggers, trigger_id);
        const parts = timeOf(emulator, time, repeat);
        refuseSameTime(rule, parts, repeat, trigger_id);
        Object.assign(trigger, parts, { repeat });
        return ruleSaved(emulator, rule, "updated");
      }
    };
    remover = (name, listOf, set) => ({
      name,
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, trigger_id } = readParams(RemoveTriggerParams, params);
        const rule = editRule(emulator.contents, rule_id);
        findTrigger(listOf(rule), trigger_id);
        set(rule, trigger_id);
        return ruleSaved(emulator, rule, "updated");
      }
    });
    removeTimeTrigger = remover(
      "remove_time_trigger",
      (rule) => rule.time_triggers,
      (rule, id) => rule.time_triggers = rule.time_triggers.filter((t) => t.id !== id)
    );
    addDeviceTrigger = {
      name: "add_device_trigger",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, device: deviceId, service: serviceName, property: propertyName, value: requested, compare_type, delay } = readParams(AddDeviceTriggerParams, params);
        const rule = editRule(emulator.contents, rule_id);
        const { device: device2, service: service2, property } = findProperty(emulator.contents, { device: deviceId, service: serviceName, property: propertyName });
        if (device2.status !== 2) throw new CommandError(ResponseCode.wrongState, `Only an online device can be a trigger: ${device2.device_name} is in status ${device2.status}`);
        if (!mayBeTrigger(property.name)) throw new CommandError(ResponseCode.unsupported, `${property.name} cannot be a trigger`);
        if (!compareTypesFor(property).includes(compare_type)) {
          throw new CommandError(ResponseCode.badValue, `${property.name} (${property.type}) compares with ${compareTypesFor(property).join(", ")} only`);
        }
        const value = acceptValue(property, requested);
        if (hasDeviceTrigger(rule, device2.id, service2.name, property.name))
          throw new CommandError(ResponseCode.duplicate, `The rule has a trigger on ${device2.device_name} ${property.name} already`);
        refuseFull(rule.event_triggers.length, MAX_TRIGGERS, "device triggers");
        rule.event_triggers.push({ id: nextRuleId(emulator.contents), event_source: device2.id, service_name: service2.name, property_name: property.name, value, compare_type, delay });
        return ruleSaved(emulator, rule, "updated");
      }
    };
    removeDeviceTrigger = remover(
      "remove_device_trigger",
      (rule) => rule.event_triggers,
      (rule, id) => rule.event_triggers = rule.event_triggers.filter((t) => t.id !== id)
    );
    addStatusTrigger = {
      name: "add_status_trigger",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, resource_id, state } = readParams(AddStatusTriggerParams, params);
        const rule = editRule(emulator.contents, rule_id);
        const name = SCENARIO_STATUS_NAMES2[resource_id];
        if (rule.statuses.some((t) => t.resource_id === resource_id)) throw new CommandError(ResponseCode.duplicate, `The rule has a trigger on the status ${name} already`);
        refuseFull(rule.statuses.length, MAX_TRIGGERS, "status triggers");
        rule.statuses.push({ id: nextRuleId(emulator.contents), name, state, resource_id });
        return ruleSaved(emulator, rule, "updated");
      }
    };
    removeStatusTrigger = remover(
      "remove_status_trigger",
      (rule) => rule.statuses,
      (rule, id) => rule.statuses = rule.statuses.filter((t) => t.id !== id)
    );
    ruleTriggerCommands = [
      addTimeTrigger,
      updateTimeTrigger,
      removeTimeTrigger,
      addDeviceTrigger,
      removeDeviceTrigger,
      addStatusTrigger,
      removeStatusTrigger
    ];
  }
});

// simulator/src/gateway/commands/rule-actions.ts
import {
  ActionSetIdParams,
  AddActionAlarmParams,
  AddActionDeviceParams,
  AddActionNotificationParams,
  AddActionSetParams,
  AddActionStatusParams,
  MAX_ACTIONS,
  MAX_ACTION_SETS,
  MAX_RULE_NOTIFICATIONS,
  NotificationType as NotificationType3,
  ruleNotificationCount,
  RemoveActionAlarmParams,
  RemoveActionDeviceParams,
  RemoveActionNotificationParams,
  RemoveActionStatusParams,
  SCENARIO_STATUS_NAMES as SCENARIO_STATUS_NAMES3,
  UpdateActionSetParams
} from "@homeport/sdk";
function onActionSet(name, schema, change) {
  return {
    name,
    channel: "ohm",
    writes: true,
    run(params, emulator) {
      const p = readParams(schema, params);
      const rule = editRule(emulator.contents, p.rule_id);
      const set = findActionSet(rule, p.action_set_id);
      change(set, p, emulator, rule);
      recount(set);
      return ruleSaved(emulator, rule, "updated");
    }
  };
}
var full, addActionSet, updateActionSet, removeActionSet, addActionDevice, removeActionDevice, addActionStatus, removeActionStatus, addActionNotification, removeActionNotification, addActionAlarm, removeActionAlarm, ruleActionCommands;
var init_rule_actions = __esm({
  "simulator/src/gateway/commands/rule-actions.ts"() {
    "use strict";
    init_acceptValue();
    init_findProperty();
    init_ruleStore();
    init_params();
    init_types();
    full = (length, what) => {
      if (length >= MAX_ACTIONS) throw new CommandError(ResponseCode.wrongState, `An action set holds at most ${MAX_ACTIONS} ${what}`);
    };
    addActionSet = {
      name: "add_action_set",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, name, delay } = readParams(AddActionSetParams, params);
        const rule = editRule(emulator.contents, rule_id);
        refuseFull(rule.scenes.length, MAX_ACTION_SETS, "action sets");
        rule.scenes.push({
          id: nextRuleId(emulator.contents),
          name: name ?? `Action ${rule.scenes.length + 1}`,
          delay,
          devices: [],
          statuses: [],
          notifications: [],
          alarms: [],
          push_notification: 0,
          notification: 0,
          alarm_notification: 0
        });
        return ruleSaved(emulator, rule, "updated");
      }
    };
    updateActionSet = onActionSet("update_action_set", UpdateActionSetParams, (set, { name, delay }) => {
      if (name !== void 0) set.name = name;
      if (delay !== void 0) set.delay = delay;
    });
    removeActionSet = {
      name: "remove_action_set",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { rule_id, action_set_id } = readParams(ActionSetIdParams, params);
        const rule = editRule(emulator.contents, rule_id);
        findActionSet(rule, action_set_id);
        rule.scenes = rule.scenes.filter((s) => s.id !== action_set_id);
        return ruleSaved(emulator, rule, "updated");
      }
    };
    addActionDevice = onActionSet("add_action_device", AddActionDeviceParams, (set, p, emulator) => {
      const { device: device2, service: service2, property } = findProperty(emulator.contents, { device: p.device, service: p.service, property: p.property });
      if (device2.status !== 2) throw new CommandError(ResponseCode.wrongState, `Only an online device can be an action: ${device2.device_name} is in status ${device2.status}`);
      if (property.readonly) throw new CommandError(ResponseCode.readOnly, `${property.name} is read-only`);
      const value = acceptValue(property, p.value);
      const entry = set.devices.find((d) => d.id === device2.id);
      const setting = entry?.settings.find((s) => s.service_name === service2.name && s.property === property.name);
      if (setting) {
        setting.value = value;
        return;
      }
      full(
        set.devices.reduce((n, d) => n + d.settings.length, 0),
        "device settings"
      );
      const added = { service_name: service2.name, property: property.name, value };
      if (entry) entry.settings.push(added);
      else set.devices.push({ id: device2.id, settings: [added] });
    });
    removeActionDevice = onActionSet("remove_action_device", RemoveActionDeviceParams, (set, p) => {
      const entry = set.devices.find((d) => d.id === p.device);
      const index = entry?.settings.findIndex((s) => s.service_name === p.service && s.property === p.property) ?? -1;
      if (!entry || index < 0) throw new CommandError(ResponseCode.notFound, `The action set does not set device ${p.device} ${p.service}.${p.property}`);
      entry.settings.splice(index, 1);
      if (entry.settings.length === 0) set.devices = set.devices.filter((d) => d !== entry);
    });
    addActionStatus = onActionSet("add_action_status", AddActionStatusParams, (set, { resource_id, enabled }) => {
      const existing = set.statuses.find((s) => s.resource_id === resource_id);
      if (existing) {
        existing.enabled = enabled;
        return;
      }
      full(set.statuses.length, "status actions");
      set.statuses.push({ name: SCENARIO_STATUS_NAMES3[resource_id], resource_id, enabled });
    });
    removeActionStatus = onActionSet("remove_action_status", RemoveActionStatusParams, (set, { resource_id }) => {
      if (!set.statuses.some((s) => s.resource_id === resource_id)) throw new CommandError(ResponseCode.notFound, `The action set does not change status ${resource_id}`);
      set.statuses = set.statuses.filter((s) => s.resource_id !== resource_id);
    });
    addActionNotification = onActionSet("add_action_notification", AddActionNotificationParams, (set, p, emulator, rule) => {
      full(set.notifications.length, "notifications");
      if (ruleNotificationCount(rule) >= MAX_RULE_NOTIFICATIONS) {
        throw new CommandError(ResponseCode.wrongState, `A rule sends at most ${MAX_RULE_NOTIFICATIONS} notifications, all its action sets together`);
      }
      set.notifications.push({
        notification_id: nextRuleId(emulator.contents),
        type: p.type,
        desc: p.desc,
        short_desc: p.short_desc,
        destination: p.type === NotificationType3.email ? p.destination : ""
      });
    });
    removeActionNotification = onActionSet("remove_action_notification", RemoveActionNotificationParams, (set, { notification_id }) => {
      if (!set.notifications.some((n) => n.notification_id === notification_id)) throw new CommandError(ResponseCode.notFound, `No such notification: ${notification_id}`);
      set.notifications = set.notifications.filter((n) => n.notification_id !== notification_id);
    });
    addActionAlarm = onActionSet("add_action_alarm", AddActionAlarmParams, (set, { alarm_code }) => {
      if (set.alarms.some((a) => a.alarm_code === alarm_code)) throw new CommandError(ResponseCode.duplicate, `The action set raises alarm ${alarm_code} already`);
      full(set.alarms.length, "alarms");
      set.alarms.push({ alarm_code });
    });
    removeActionAlarm = onActionSet("remove_action_alarm", RemoveActionAlarmParams, (set, { alarm_code }) => {
      if (!set.alarms.some((a) => a.alarm_code === alarm_code)) throw new CommandError(ResponseCode.notFound, `The action set does not raise alarm ${alarm_code}`);
      set.alarms = set.alarms.filter((a) => a.alarm_code !== alarm_code);
    });
    ruleActionCommands = [
      addActionSet,
      updateActionSet,
      removeActionSet,
      addActionDevice,
      removeActionDevice,
      addActionStatus,
      removeActionStatus,
      addActionNotification,
      removeActionNotification,
      addActionAlarm,
      removeActionAlarm
    ];
  }
});

// simulator/src/gateway/commands/scenario-statuses.ts
import { GetScenarioStatusesParams, SCENARIO_STATUS_MIN_FIRMWARE as SCENARIO_STATUS_MIN_FIRMWARE2, SetScenarioStatusParams } from "@homeport/sdk";
var getScenarioStatuses, getStatuses, setScenarioStatusCommand, scenarioStatusCommands;
var init_scenario_statuses = __esm({
  "simulator/src/gateway/commands/scenario-statuses.ts"() {
    "use strict";
    init_scenarioStatuses();
    init_params();
    init_types();
    getScenarioStatuses = {
      name: "get_scenario_statuses",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(GetScenarioStatusesParams, params);
        const firmware = emulator.contents.platform.ohmVersion;
        if (!hasStatusCollections(firmware)) {
          return {
            code: ResponseCode.unknownCommand,
            message: `Unknown command on ohm: get_scenario_statuses (firmware ${firmware} has no scenario-status collections; ${SCENARIO_STATUS_MIN_FIRMWARE2} or later)`
          };
        }
        return { code: ResponseCode.ok, data: emulator.contents.scenarioStatuses };
      }
    };
    getStatuses = {
      name: "get_statuses",
      channel: "ohm",
      writes: false,
      run(params, emulator) {
        readParams(GetScenarioStatusesParams, params);
        const data = emulator.contents.scenarioStatuses.map(({ name, state }) => ({ name, state }));
        return { code: ResponseCode.ok, data };
      }
    };
    setScenarioStatusCommand = {
      name: "set_scenario_status",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { resource_id, state } = readParams(SetScenarioStatusParams, params);
        const event = setScenarioStatus(emulator, resource_id, state);
        const status = emulator.contents.scenarioStatuses.find((s) => s.resource_id === resource_id);
        return { code: ResponseCode.ok, data: status, events: event ? [event] : [] };
      }
    };
    scenarioStatusCommands = [getScenarioStatuses, getStatuses, setScenarioStatusCommand];
  }
});

// simulator/src/gateway/commands/controller-properties.ts
import { otaWindowProblem, SetControllerPropertiesParams } from "@homeport/sdk";
var getControllerProperties, setControllerProperties;
var init_controller_properties = __esm({
  "simulator/src/gateway/commands/controller-properties.ts"() {
    "use strict";
    init_gatewaySettings();
    init_params();
    init_types();
    getControllerProperties = {
      name: "get_controller_properties",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const settings = settingsOf(emulator.contents);
        const answer2 = { OtaControllerService: { ...settings.ota }, AlarmControllerService: { ...settings.alarms } };
        return { code: ResponseCode.ok, data: answer2 };
      }
    };
    setControllerProperties = {
      name: "set_controller_properties",
      channel: "osm",
      writes: true,
      run(params, emulator) {
        const request = readParams(SetControllerPropertiesParams, params);
        const settings = settingsOf(emulator.contents);
        const events = [];
        const changed = (service2, name, value) => events.push({ name: "controller_property_changed", data: { service_name: service2, property_name: name, property_value: value } });
        if (request.service === "OtaControllerService") {
          if (otaWindowProblem(request.values) === "stopNotAfterStart") {
            throw new CommandError(ResponseCode.badValue, "params.values.AutoUpdateStopTime must be later than AutoUpdateStartTime");
          }
          for (const name of ["AutoUpdateStartTime", "AutoUpdateStopTime"]) {
            if (settings.ota[name] !== request.values[name]) changed(request.service, name, request.values[name]);
            settings.ota[name] = request.values[name];
          }
        } else {
          for (const name of ["Notifications", "StatusChangeNotifications"]) {
            const value = request.values[name];
            if (value === void 0) continue;
            if (settings.alarms[name] !== value) changed(request.service, name, value);
            settings.alarms[name] = value;
          }
        }
        emulator.save();
        const answer2 = { OtaControllerService: { ...settings.ota }, AlarmControllerService: { ...settings.alarms } };
        return { code: ResponseCode.ok, data: answer2, events };
      }
    };
  }
});

// simulator/src/gateway/commands/radio-info.ts
function refuseVirtual(emulator, radio) {
  if (emulator.contents.platform.model.toLowerCase() === "voc200") throw new CommandError(ResponseCode.unsupported, `${radio} is not on a virtual gateway`);
}
var nodesOn, getZwaveInfo, getZigbeeInfo;
var init_radio_info = __esm({
  "simulator/src/gateway/commands/radio-info.ts"() {
    "use strict";
    init_gatewaySettings();
    init_types();
    nodesOn = (emulator, bus) => emulator.contents.devices.filter((d) => d.bus_id === bus).length;
    getZwaveInfo = {
      name: "get_zwave_info",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        refuseVirtual(emulator, "Z-Wave");
        const digest2 = serialDigest(emulator.serial, "zwave");
        const info = {
          apiVersion: `7.${15 + digest2[0] % 6}`,
          homeId: digest2.subarray(1, 5).toString("hex").toUpperCase(),
          nodeId: 1,
          role: "primary",
          nodes: nodesOn(emulator, "zwave")
        };
        return { code: ResponseCode.ok, data: info };
      }
    };
    getZigbeeInfo = {
      name: "get_zigbee_info",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        refuseVirtual(emulator, "Zigbee");
        const digest2 = serialDigest(emulator.serial, "zigbee");
        const info = {
          // IEEE 802.15.4 channels 11 to 26.
          channel: 11 + digest2[0] % 16,
          firmwareVersion: `6.10.${digest2[1] % 8}`,
          macAddress: [...digest2.subarray(2, 10)].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":"),
          txPower: 8,
          nodes: nodesOn(emulator, "zigbee")
        };
        return { code: ResponseCode.ok, data: info };
      }
    };
  }
});

// simulator/src/gateway/commands/set-gateway-operation-mode.ts
import { defaultCustomerConfig as defaultCustomerConfig3, isBridgeModel, SetOperationModeParams } from "@homeport/sdk";
var setGatewayOperationMode;
var init_set_gateway_operation_mode = __esm({
  "simulator/src/gateway/commands/set-gateway-operation-mode.ts"() {
    "use strict";
    init_gatewaySettings();
    init_params();
    init_types();
    setGatewayOperationMode = {
      name: "setGatewayOperationMode",
      channel: "osm",
      writes: true,
      run(params, emulator) {
        const { mode } = readParams(SetOperationModeParams, params);
        const { model } = emulator.contents.platform;
        if (!isBridgeModel(model, defaultCustomerConfig3)) throw new CommandError(ResponseCode.unsupported, `Bridge mode is not available on ${model}`);
        const settings = settingsOf(emulator.contents);
        const changed = settings.bridgeMode !== mode;
        settings.bridgeMode = mode;
        emulator.save();
        return { code: ResponseCode.ok, data: { mode }, events: changed ? [{ name: "bridge_mode_changed", data: { mode } }] : [], report: { bridgeMode: mode } };
      }
    };
  }
});

// simulator/src/gateway/commands/set-gateway-password.ts
import { SetGatewayPasswordParams } from "@homeport/sdk";
var setGatewayPassword;
var init_set_gateway_password = __esm({
  "simulator/src/gateway/commands/set-gateway-password.ts"() {
    "use strict";
    init_password();
    init_localPassword();
    init_localState();
    init_params();
    init_types();
    setGatewayPassword = {
      name: "set_gateway_password",
      channel: "osm",
      writes: true,
      run(params, emulator) {
        const { newPassword } = readParams(SetGatewayPasswordParams, params);
        if (!isDigest(newPassword) && ([...newPassword].length < 8 || [...newPassword].length > 64)) {
          throw new CommandError(ResponseCode.badValue, "params.newPassword must be 8 to 64 characters");
        }
        const local = localStateOf(emulator);
        local.adminPasswordHash = hashPasswordSync(passwordDigest(newPassword));
        local.sessions = [];
        emulator.save();
        return { code: ResponseCode.ok, data: { passwordChanged: true } };
      }
    };
  }
});

// simulator/src/gateway/commands/timezone.ts
import { SetTimezoneParams } from "@homeport/sdk";
var getTimezone, setTimezone;
var init_timezone = __esm({
  "simulator/src/gateway/commands/timezone.ts"() {
    "use strict";
    init_localState();
    init_timezones();
    init_params();
    init_types();
    getTimezone = {
      name: "get_timezone",
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const answer2 = { location: localStateOf(emulator).timezone, available: [...TIMEZONES] };
        return { code: ResponseCode.ok, data: answer2 };
      }
    };
    setTimezone = {
      name: "set_timezone",
      channel: "osm",
      writes: true,
      run(params, emulator) {
        const { location } = readParams(SetTimezoneParams, params);
        if (!TIMEZONES.includes(location)) throw new CommandError(ResponseCode.badValue, "params.location must be one of the available timezones");
        const local = localStateOf(emulator);
        const changed = local.timezone !== location;
        local.timezone = location;
        emulator.save();
        return { code: ResponseCode.ok, data: { location }, events: changed ? [{ name: "timezone_changed", data: { location } }] : [] };
      }
    };
  }
});

// simulator/src/gateway/commands/wifi.ts
import { SetWifiNetworkParams, WifiCommand } from "@homeport/sdk";
var scanWifiNetworks, getWifiStatus, setWifiNetwork;
var init_wifi = __esm({
  "simulator/src/gateway/commands/wifi.ts"() {
    "use strict";
    init_localState();
    init_wifiScan();
    init_wifiStatus();
    init_wifiConnect();
    init_params();
    init_types();
    scanWifiNetworks = {
      name: WifiCommand.scan,
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const networks = scanWifi(emulator.serial);
        return { code: ResponseCode.ok, data: networks };
      }
    };
    getWifiStatus = {
      name: WifiCommand.status,
      channel: "osm",
      writes: false,
      run(_params, emulator) {
        const status = wifiView(emulator, localStateOf(emulator), emulator.now());
        return { code: ResponseCode.ok, data: status };
      }
    };
    setWifiNetwork = {
      name: WifiCommand.set,
      channel: "osm",
      writes: true,
      run(params, emulator) {
        const settings = readParams(SetWifiNetworkParams, params);
        const problem = wifiPasswordProblem(settings.encryption, settings.password);
        if (problem) throw new CommandError(ResponseCode.badValue, `params.password: ${problem}`);
        const { answer: answer2, events } = beginWifi(emulator, settings);
        return { code: ResponseCode.ok, data: answer2, events, report: { wifiConnecting: true } };
      }
    };
  }
});

// simulator/src/gateway/commands/bulk-commands.ts
import { CreateLayoutParams, UpdateScenarioStatusParams } from "@homeport/sdk";
var same2, createLayout, updateScenarioStatus, bulkCommands;
var init_bulk_commands = __esm({
  "simulator/src/gateway/commands/bulk-commands.ts"() {
    "use strict";
    init_layout();
    init_scenarioStatuses();
    init_params();
    init_types();
    same2 = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
    createLayout = {
      name: "create_layout",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { floors } = readParams(CreateLayoutParams, params);
        const { contents } = emulator;
        const events = [];
        const answer2 = [];
        for (const wanted of floors) {
          let floor = contents.floors.find((f) => same2(f.floor_name, wanted.floor_name));
          if (floor?.floor_id === 0) throw new CommandError(ResponseCode.unsupported, `${wanted.floor_name} is the fixed floor`);
          if (!floor) {
            floor = { floor_id: nextId2(contents.floors.map((f) => f.floor_id)), floor_name: wanted.floor_name, rooms: [] };
            contents.floors.push(floor);
            events.push({ name: "floor_added", data: { floor_id: floor.floor_id, floor_name: floor.floor_name } });
          }
          const rooms = [];
          for (const roomName of wanted.rooms) {
            let room = floor.rooms.find((r) => same2(r.room_name, roomName));
            if (!room) {
              room = { room_id: nextId2(allRoomIds(contents)), room_name: roomName, devices: [] };
              floor.rooms.push(room);
              events.push({ name: "room_added", data: { floor_id: floor.floor_id, room_id: room.room_id, room_name: roomName } });
            }
            rooms.push({ room_id: room.room_id, room_name: room.room_name });
          }
          answer2.push({ floor_id: floor.floor_id, floor_name: floor.floor_name, rooms });
        }
        if (events.length > 0) emulator.save();
        return { code: ResponseCode.ok, data: { floors: answer2, created: events.length }, events };
      }
    };
    updateScenarioStatus = {
      name: "update_scenario_status",
      channel: "ohm",
      writes: true,
      run(params, emulator) {
        const { statuses } = readParams(UpdateScenarioStatusParams, params);
        for (const { resource_id } of statuses) {
          if (!emulator.contents.scenarioStatuses.some((s) => s.resource_id === resource_id)) throw new CommandError(ResponseCode.notFound, `No scenario status ${resource_id}`);
        }
        const events = statuses.map(({ resource_id, state }) => setScenarioStatus(emulator, resource_id, state)).filter((e) => e !== null);
        const wanted = new Set(statuses.map((s) => s.resource_id));
        return { code: ResponseCode.ok, data: emulator.contents.scenarioStatuses.filter((s) => wanted.has(s.resource_id)), events };
      }
    };
    bulkCommands = [createLayout, updateScenarioStatus];
  }
});

// simulator/src/gateway/commands/index.ts
var commands;
var init_commands = __esm({
  "simulator/src/gateway/commands/index.ts"() {
    "use strict";
    init_get_lock_status();
    init_get_object_list_by_type_detailed();
    init_get_platform_info();
    init_get_privileged_mode();
    init_get_service_property_value();
    init_ping();
    init_set_service_property_value();
    init_device_records();
    init_network2();
    init_floors2();
    init_rooms();
    init_rules();
    init_rule_triggers();
    init_rule_actions();
    init_scenario_statuses();
    init_controller_properties();
    init_radio_info();
    init_set_gateway_operation_mode();
    init_set_gateway_password();
    init_timezone();
    init_wifi();
    init_bulk_commands();
    commands = new Map(
      [
        getObjectListByTypeDetailed,
        getServicePropertyValue,
        setServicePropertyValue,
        getPlatformInfo,
        getLockStatus,
        getPrivilegedMode,
        ping,
        getFloorList,
        addFloor,
        renameFloor,
        removeFloor,
        ...roomCommands,
        addDeviceToRoom,
        removeDeviceFromRoom,
        setDeviceName,
        deleteDevice,
        openNetworkCommand,
        exclusionCommand,
        closeNetworkCommand,
        getNetworkStateCommand,
        removeFailedNode,
        replaceFailedNode,
        ...ruleCommands,
        ...ruleTriggerCommands,
        ...ruleActionCommands,
        ...scenarioStatusCommands,
        // Gateway settings (docs/contracts.md "Gateway settings").
        getZwaveInfo,
        getZigbeeInfo,
        getTimezone,
        setTimezone,
        setGatewayPassword,
        setGatewayOperationMode,
        getControllerProperties,
        setControllerProperties,
        // Wi-Fi (docs/contracts.md "Wi-Fi from gateway settings").
        scanWifiNetworks,
        getWifiStatus,
        setWifiNetwork,
        // Bulk operations (docs/contracts.md "Bulk operations").
        ...bulkCommands
      ].map((handler) => [handler.name, handler])
    );
  }
});

// simulator/src/gateway/dispatch.ts
import { holdsPrivilege } from "@homeport/sdk";
function dispatch(request, channel, emulator, senderMayWrite) {
  const handler = commands.get(request.name);
  if (!handler || handler.channel !== channel) {
    return { code: ResponseCode.unknownCommand, message: `Unknown command on ${channel}: ${request.name}` };
  }
  if (handler.writes && !senderMayWrite()) return { code: ResponseCode.forbidden, message: "Your role does not allow this" };
  const holder = emulator.contents.privilegedBy;
  if (handler.writes && holder !== null && !holdsPrivilege(holder, request.sender)) {
    return { code: ResponseCode.privileged, message: "Privileged mode is active" };
  }
  try {
    return handler.run(request.params, emulator);
  } catch (error) {
    if (error instanceof CommandError) return { code: error.code, message: error.message };
    throw error;
  }
}
var init_dispatch = __esm({
  "simulator/src/gateway/dispatch.ts"() {
    "use strict";
    init_commands();
    init_types();
  }
});

// simulator/src/gateway/playReaction.ts
async function playOnGateway(emulator, env, reaction) {
  const epoch = env.epoch();
  await emulator.emit(reaction.events);
  playLater(emulator, reaction.later, env.epoch, epoch);
}
function playLater(emulator, later, epoch, started = epoch()) {
  return later.map((step) => {
    emulator.pending += 1;
    return emulator.clock.setTimeout(() => {
      emulator.pending -= 1;
      if (epoch() !== started) return;
      void emulator.emit(step.run());
    }, step.afterMs);
  });
}
var init_playReaction = __esm({
  "simulator/src/gateway/playReaction.ts"() {
    "use strict";
  }
});

// simulator/src/gateway/fleet.ts
import { parseGatewayTopic as parseGatewayTopic4, readRequest, topics as topics16 } from "@homeport/sdk";
function cloudGate(directory, faults) {
  return (serial, owner, request) => {
    const entry = directory.lookup(serial);
    if (!entry || entry.owner !== owner) return null;
    if (!entry.online || !request) return { online: entry.online, mayWrite: false, fault: null };
    const fault = faults?.gatewayRequest(serial, request.name) ?? null;
    return {
      online: true,
      get mayWrite() {
        return directory.mayWrite(request.sender, serial);
      },
      fault
    };
  };
}
var Fleet;
var init_fleet = __esm({
  "simulator/src/gateway/fleet.ts"() {
    "use strict";
    init_dispatch();
    init_playReaction();
    init_types();
    init_gatewayOwners();
    init_contained();
    Fleet = class _Fleet {
      constructor(options2) {
        this.options = options2;
      }
      options;
      /** Answers a latency fault holds back (real time: they model the network). */
      delayed = /* @__PURE__ */ new Set();
      static async start(options2) {
        const fleet = new _Fleet(options2);
        options2.client.on(
          "message",
          contained(
            options2.log,
            (topic) => `fleet: request on ${topic}`,
            (topic, payload) => fleet.onRequest(topic, payload)
          )
        );
        const { product } = options2;
        const every = { product, owner: "+", serial: "+" };
        const prefix = options2.shard?.prefix ?? "";
        await options2.client.subscribeAsync([`${prefix}${topics16.request(every, "ohm")}`, `${prefix}${topics16.request(every, "osm")}`], { qos: 0 });
        return fleet;
      }
      onRequest(topic, payload) {
        const { log: log2, gate, shard } = this.options;
        const address = parseGatewayTopic4(topic);
        if (!address || address.kind !== "req" || !address.channel) return;
        if (shard && !shard.owns(address.serial)) return;
        const read = readRequest(payload);
        const admission = gate(address.serial, address.owner, read.ok ? { name: read.request.name, sender: read.request.sender } : null);
        const go = (admitted) => this.admitted(topic, payload, { ...address, channel: address.channel }, read, admitted);
        if (!(admission instanceof Promise)) return go(admission);
        admission.then(go).catch((error) => log2(`fleet: request on ${topic} failed: ${String(error)}`));
      }
      admitted(topic, payload, address, read, admission) {
        const { log: log2, emulators, product } = this.options;
        if (!admission) {
          log2(`fleet: dropped request for unknown gateway topic ${topic}`);
          return;
        }
        if (!admission.online) return;
        const emulator = emulators.get(address.serial);
        if (!emulator) {
          const uid = read.ok ? read.request.uid : read.uid;
          if (uid !== null && emulators.setAsideOf(address.serial)) {
            const scope = { product, owner: address.owner, serial: address.serial };
            void emulators.way.message(topics16.response(scope, address.channel), { uid, code: ResponseCode.wrongState, message: SET_ASIDE_MESSAGE });
            return;
          }
          log2(`fleet: no emulator contents for ${address.serial}`);
          return;
        }
        if (!read.ok) {
          log2(`fleet: malformed request on ${topic} (${read.message}): ${payload.toString("utf8").slice(0, 200)}`);
          if (read.uid !== null) {
            const scope = { product, owner: address.owner, serial: address.serial };
            void emulator.uplink.message(topics16.response(scope, address.channel), { uid: read.uid, code: ResponseCode.badParams, message: read.message });
          }
          return;
        }
        const { request } = read;
        const fault = admission.fault;
        if (fault?.drop === "request") {
          log2(`fleet: fault dropped ${request.name} to ${address.serial}`);
          return;
        }
        const outcome = fault?.error ?? dispatch(request, address.channel, emulator, () => admission.mayWrite);
        const { owner, serial, channel } = address;
        const answer2 = () => this.answer(owner, serial, channel, emulator, request, outcome, fault?.drop === "response");
        if (!fault?.delayMs) return answer2();
        const { epoch } = emulators;
        const timer = setTimeout(() => {
          this.delayed.delete(timer);
          if (emulators.epoch !== epoch) return;
          try {
            answer2();
          } catch (error) {
            log2(`fleet: late answer to ${request.name} from ${serial} failed: ${String(error)}`);
          }
        }, fault.delayMs);
        this.delayed.add(timer);
      }
      answer(owner, serial, channel, emulator, request, outcome, dropResponse) {
        const { log: log2, emulators, product } = this.options;
        const address = { owner, serial, channel };
        const scope = { product, owner: address.owner, serial: address.serial };
        const response = { uid: request.uid, code: outcome.code };
        if (outcome.data !== void 0) response.data = outcome.data;
        if (outcome.message !== void 0) response.message = outcome.message;
        if (dropResponse) log2(`fleet: fault dropped the answer to ${request.name} from ${address.serial}`);
        else void emulator.uplink.message(topics16.response(scope, address.channel), response);
        void emulator.emit(outcome.events ?? []);
        if (outcome.report && this.options.report) {
          this.options.report(address.serial, outcome.report).catch((error) => log2(`fleet: report of ${address.serial} failed: ${String(error)}`));
        }
        if (outcome.afterAnswer) {
          try {
            outcome.afterAnswer();
          } catch (error) {
            log2(`fleet: ${request.name} on ${address.serial} failed after its answer: ${String(error)}`);
          }
        }
        playLater(emulator, outcome.later ?? [], () => emulators.epoch);
      }
      async close() {
        for (const timer of this.delayed) clearTimeout(timer);
        this.delayed.clear();
        await this.options.client.endAsync(true);
      }
    };
  }
});

// simulator/src/workers/protocol.ts
import * as v from "valibot";
import { parseUntrusted as parseUntrusted3, SetAsideEntrySchema } from "@homeport/sdk";
function readFleetMessage(schema, payload) {
  const parsed = parseUntrusted3(payload, { maxDepth: 64, maxBytes: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) return parsed.message;
  const read = v.safeParse(schema, parsed.value);
  return read.success ? read.output : v.summarize(read.issues).slice(0, 300);
}
var fleetTopics, Id, Serial, Json, Owner, GatewayCard, Fault, ToWorker, Events, ToCloud;
var init_protocol = __esm({
  "simulator/src/workers/protocol.ts"() {
    "use strict";
    fleetTopics = {
      /** Cloud to worker `shard`: operations, clock moves, resets, answers to its questions. */
      toWorker: (product, shard) => `__homeport_fleet/${product}/worker/${shard}`,
      /** Worker `shard` to the cloud: its questions, answers, and what its gateways send the cloud. */
      toCloud: (product, shard) => `__homeport_fleet/${product}/cloud/${shard}`,
      toCloudAll: (product) => `__homeport_fleet/${product}/cloud/+`
    };
    Id = v.pipe(v.number(), v.integer(), v.minValue(0));
    Serial = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
    Json = v.unknown();
    Owner = v.nullable(v.object({ userId: v.string(), username: v.string() }));
    GatewayCard = v.object({ record: v.nullable(v.looseObject({ serialNumber: Serial })), owner: Owner });
    Fault = v.nullable(
      v.object({
        drop: v.nullable(v.picklist(["request", "response"])),
        error: v.nullable(v.looseObject({ code: v.number() })),
        delayMs: v.number()
      })
    );
    ToWorker = v.variant("t", [
      v.object({ t: v.literal("op"), id: Id, serial: Serial, card: GatewayCard, op: v.string(), args: v.optional(Json) }),
      v.object({
        t: v.literal("admitted"),
        id: Id,
        admission: v.nullable(v.object({ online: v.boolean(), mayWrite: v.boolean(), fault: Fault })),
        card: v.nullable(GatewayCard)
      }),
      v.object({ t: v.literal("clock"), now: v.number(), rate: v.number() }),
      v.object({ t: v.literal("reset") }),
      v.object({ t: v.literal("loadTimed") }),
      v.object({ t: v.literal("add"), id: Id, contents: v.looseObject({ serialNumber: Serial }) }),
      v.object({ t: v.literal("remove"), serial: Serial }),
      v.object({ t: v.literal("ping"), id: Id })
    ]);
    Events = v.array(v.object({ name: v.string(), data: Json }));
    ToCloud = v.variant("t", [
      v.object({ t: v.literal("hello"), shard: v.number(), pid: v.number() }),
      v.object({ t: v.literal("admit"), id: Id, serial: Serial, owner: v.string(), request: v.nullable(v.object({ name: v.string(), sender: v.string() })) }),
      v.object({
        t: v.literal("reply"),
        id: Id,
        ok: v.boolean(),
        value: v.optional(Json),
        error: v.optional(v.object({ status: v.number(), errorCode: v.string(), message: v.string(), field: v.optional(v.string()), noGateway: v.boolean() }))
      }),
      v.object({ t: v.literal("pong"), id: Id, nextDue: v.nullable(v.number()) }),
      v.object({ t: v.literal("events"), serial: Serial, events: Events }),
      v.object({ t: v.literal("message"), topic: v.string(), message: Json }),
      v.object({ t: v.literal("userEvent"), userId: v.string(), name: v.string(), data: Json }),
      v.object({ t: v.literal("raise"), serial: Serial, code: v.number(), options: v.looseObject({ source: v.looseObject({ kind: v.string() }), id: v.optional(v.string()) }) }),
      v.object({ t: v.literal("send"), message: v.looseObject({ kind: v.string() }) }),
      v.object({ t: v.literal("log"), message: v.string() }),
      v.object({ t: v.literal("report"), serial: Serial, report: v.looseObject({}) }),
      v.object({ t: v.literal("timed"), serial: Serial, timed: v.boolean() }),
      /** A gateway file or time trigger the worker set aside (gateway/emulatorRegistry.ts): the cloud marks the record. */
      v.object({ t: v.literal("setAside"), entry: SetAsideEntrySchema })
    ]);
  }
});

// simulator/src/workers/shards.ts
function shardOf(serial, shards) {
  let hash2 = 2166136261;
  for (let i = 0; i < serial.length; i++) {
    hash2 ^= serial.charCodeAt(i);
    hash2 = Math.imul(hash2, 16777619) >>> 0;
  }
  return hash2 % shards;
}
var init_shards = __esm({
  "simulator/src/workers/shards.ts"() {
    "use strict";
  }
});

// simulator/src/workers/workerFleet.ts
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ALARM_NOTIFICATION_CREATED as ALARM_NOTIFICATION_CREATED3, ErrorCode as ErrorCode3 } from "@homeport/sdk";
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve4) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5e3);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve4();
    });
    child.kill("SIGTERM");
  });
}
var ANSWER_TIMEOUT_MS, START_TIMEOUT_MS, RESTART_DELAY_MS, workerMain, repositoryRoot, WorkerAway, WorkerFleet;
var init_workerFleet = __esm({
  "simulator/src/workers/workerFleet.ts"() {
    "use strict";
    init_gatewayOwners();
    init_gatewayOps();
    init_apiError();
    init_cloudIndex();
    init_protocol();
    init_shards();
    init_contained();
    ANSWER_TIMEOUT_MS = 3e4;
    START_TIMEOUT_MS = 6e4;
    RESTART_DELAY_MS = 500;
    workerMain = () => fileURLToPath(new URL("./workerMain.ts", import.meta.url));
    repositoryRoot = () => fileURLToPath(new URL("../../../", import.meta.url));
    WorkerAway = class extends ApiError {
      constructor(shard, what) {
        super(503, ErrorCode3.gatewayOffline, `The gateway's fleet worker ${shard} ${what}`);
      }
    };
    WorkerFleet = class _WorkerFleet {
      constructor(options2) {
        this.options = options2;
        this.unfollow = options2.clock.onMoved(({ now, rate }) => this.broadcast({ t: "clock", now, rate }));
      }
      options;
      generation = 0;
      seq = 0;
      waiting = /* @__PURE__ */ new Map();
      children = /* @__PURE__ */ new Map();
      ready = /* @__PURE__ */ new Map();
      /** Shards whose worker said hello and has not ended since: the ones told and asked anything. */
      up = /* @__PURE__ */ new Set();
      closing = false;
      unfollow;
      static async start(options2) {
        const fleet = new _WorkerFleet(options2);
        const { client, product, count } = options2;
        client.on(
          "message",
          contained(
            options2.log,
            (topic) => `fleet: a message on ${topic}`,
            (topic, payload) => fleet.onMessage(topic, payload)
          )
        );
        await client.subscribeAsync(fleetTopics.toCloudAll(product), { qos: 0 });
        try {
          await Promise.all(Array.from({ length: count }, (_, shard) => fleet.spawn(shard)));
        } catch (error) {
          await fleet.close();
          throw error;
        }
        options2.log(`fleet: ${count} workers, each owning the gateways of its shard`);
        return fleet;
      }
      get epoch() {
        return this.generation;
      }
      /** The process ids of the workers now running, by shard (the control API's status, tests). */
      pids() {
        return [...this.children.entries()].sort(([a], [b]) => a - b).map(([, child]) => child.pid ?? 0);
      }
      async run(serial, op, args) {
        const shard = this.shardOf(serial);
        return await this.ask(shard, (id) => ({ t: "op", id, serial, card: this.cardOf(serial), op: op.name, args: throughJson(args) }), serial);
      }
      runIfThere(serial, op, args) {
        return nullWhenMissing(this.run(serial, op, args));
      }
      /** The LAN interface runs where the gateway does; this process has no emulator to hand. */
      async acquire() {
        throw new ApiError(503, ErrorCode3.gatewayOffline, `The gateway's LAN interface is not served with fleet workers (docs/simulator.md "Fleet workers")`);
      }
      async add(contents) {
        const serial = contents.serialNumber;
        await this.ask(this.shardOf(serial), (id) => ({ t: "add", id, contents: throughJson(contents) }), serial);
      }
      remove(serial) {
        this.tell(this.shardOf(serial), { t: "remove", serial });
      }
      unloadAll() {
        this.generation += 1;
        this.broadcast({ t: "reset" });
      }
      loadTimed() {
        this.broadcast({ t: "loadTimed" });
        return 0;
      }
      /** The workers that are up; one that ends meanwhile has nothing left to settle. */
      async settled() {
        const dues = await Promise.all([...this.up].map((shard) => this.ask(shard, (id) => ({ t: "ping", id })).catch(() => null)));
        const due = dues.filter((d) => d !== null);
        return { nextDue: due.length === 0 ? null : Math.min(...due) };
      }
      async close() {
        this.closing = true;
        this.unfollow();
        for (const waiting of this.waiting.values()) {
          clearTimeout(waiting.timer);
          waiting.reject(new WorkerAway(waiting.shard, "stopped"));
        }
        this.waiting.clear();
        await Promise.all([...this.children.values()].map((child) => stopChild(child)));
        this.children.clear();
        await this.options.client.endAsync(true);
      }
      shardOf(serial) {
        return shardOf(serial, this.options.count);
      }
      cardOf(serial) {
        const record = gatewayBySerial(this.options.cloud.state, serial) ?? null;
        return { record, owner: this.options.uplink.owner(serial) };
      }
      spawn(shard) {
        const { options: options2 } = this;
        const config2 = {
          broker: options2.broker,
          dataDir: options2.dataDir,
          product: options2.product,
          shard,
          shards: options2.count,
          clock: { now: options2.clock.now(), rate: options2.clock.state().rate },
          meta: options2.cloud.state.meta,
          loadedGateways: options2.loadedGateways
        };
        const child = fork(workerMain(), [], {
          execArgv: ["--conditions=@homeport/source", "--import", "tsx"],
          cwd: repositoryRoot(),
          env: { ...process.env, HOMEPORT_FLEET_WORKER: JSON.stringify(config2) },
          stdio: ["ignore", "inherit", "inherit", "ipc"]
        });
        this.children.set(shard, child);
        child.on("exit", (code, signal) => {
          if (this.children.get(shard) !== child) return;
          this.children.delete(shard);
          this.up.delete(shard);
          this.ready.delete(shard);
          for (const [id, waiting] of this.waiting) {
            if (waiting.shard !== shard) continue;
            clearTimeout(waiting.timer);
            this.waiting.delete(id);
            waiting.reject(new WorkerAway(shard, "stopped before it answered"));
          }
          if (this.closing) return;
          options2.log(`fleet: worker ${shard} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again`);
          setTimeout(() => {
            if (this.closing) return;
            this.spawn(shard).catch((error) => options2.log(`fleet: worker ${shard} did not start again: ${String(error)}`));
          }, RESTART_DELAY_MS).unref();
        });
        return new Promise((resolve4, reject) => {
          const timer = setTimeout(() => reject(new Error(`fleet worker ${shard} was not ready within ${START_TIMEOUT_MS / 1e3} s`)), START_TIMEOUT_MS);
          const failed = (code) => {
            clearTimeout(timer);
            reject(new Error(`fleet worker ${shard} ended before it was ready (exit ${code})`));
          };
          child.once("exit", failed);
          this.ready.set(shard, () => {
            clearTimeout(timer);
            child.off("exit", failed);
            resolve4();
          });
        });
      }
      tell(shard, message) {
        this.options.client.publish(fleetTopics.toWorker(this.options.product, shard), JSON.stringify(message), { qos: 0 }, (error) => {
          if (error) this.options.log(`fleet: ${message.t} to worker ${shard} failed: ${error.message}`);
        });
      }
      /** To every worker that is up; one starting again reads the folder and the clock afresh. */
      broadcast(message) {
        for (const shard of this.up) this.tell(shard, message);
      }
      ask(shard, make, serial = null) {
        if (!this.up.has(shard)) return Promise.reject(new WorkerAway(shard, "is not running (it is starting again)"));
        const id = ++this.seq;
        return new Promise((resolve4, reject) => {
          const timer = setTimeout(() => {
            this.waiting.delete(id);
            reject(new WorkerAway(shard, `did not answer within ${ANSWER_TIMEOUT_MS / 1e3} s`));
          }, ANSWER_TIMEOUT_MS);
          this.waiting.set(id, { shard, serial, resolve: resolve4, reject, timer });
          this.tell(shard, make(id));
        });
      }
      settle(id, outcome) {
        const waiting = this.waiting.get(id);
        if (!waiting) return;
        this.waiting.delete(id);
        clearTimeout(waiting.timer);
        if (outcome.ok) return waiting.resolve(outcome.value);
        const { error } = outcome;
        if (error.noGateway && waiting.serial !== null) {
          waiting.reject(error.errorCode === ErrorCode3.gatewayDataUnavailable ? new GatewaySetAside(waiting.serial) : new NoSuchGateway(waiting.serial));
          return;
        }
        waiting.reject(new ApiError(error.status, error.errorCode, error.message, error.field));
      }
      onMessage(topic, payload) {
        const { product, log: log2 } = this.options;
        const prefix = fleetTopics.toCloudAll(product).slice(0, -1);
        if (!topic.startsWith(prefix)) return;
        const shard = Number(topic.slice(prefix.length));
        if (!Number.isInteger(shard) || shard < 0 || shard >= this.options.count) return;
        const message = readFleetMessage(ToCloud, payload);
        if (typeof message === "string") {
          log2(`fleet: dropped a message from worker ${shard} (${message})`);
          return;
        }
        try {
          this.onWorker(shard, message);
        } catch (error) {
          log2(`fleet: ${message.t} from worker ${shard} failed: ${String(error)}`);
        }
      }
      onWorker(shard, message) {
        const { uplink, log: log2 } = this.options;
        switch (message.t) {
          case "hello":
            this.up.add(shard);
            log2(`fleet: worker ${shard} ready (pid ${message.pid})`);
            this.ready.get(shard)?.();
            this.ready.delete(shard);
            return;
          case "admit": {
            const { id, serial, owner, request } = message;
            const admission = this.options.gate(serial, owner, request);
            if (admission instanceof Promise) throw new Error("the cloud gate must answer at once");
            this.tell(shard, { t: "admitted", id, admission, card: admission ? this.cardOf(serial) : null });
            return;
          }
          case "reply":
            if (message.ok) this.settle(message.id, { ok: true, value: message.value });
            else this.settle(message.id, { ok: false, error: message.error ?? { status: 500, errorCode: "000500", message: "The worker failed", noGateway: false } });
            return;
          case "pong":
            this.settle(message.id, { ok: true, value: message.nextDue });
            return;
          case "events":
            void uplink.events(message.serial, message.events);
            return;
          case "message":
            void uplink.message(message.topic, message.message);
            return;
          case "userEvent":
            void uplink.userEvent(message.userId, message.name, message.data);
            return;
          case "raise": {
            const created = uplink.raiseAlarm(message.serial, message.code, message.options);
            if (created && created !== "published") void uplink.events(message.serial, [{ name: ALARM_NOTIFICATION_CREATED3, data: created }]);
            return;
          }
          case "send":
            uplink.send(message.message);
            return;
          case "log":
            log2(message.message);
            return;
          case "report":
            this.options.report(message.serial, message.report).catch((error) => log2(`fleet: report of ${message.serial} failed: ${String(error)}`));
            return;
          case "timed":
            this.options.timed.note(message.serial, message.timed);
            return;
          case "setAside":
            this.options.setAside?.(message.entry);
            return;
        }
      }
    };
  }
});

// simulator/src/gateway/restartGateway.ts
import { operationModeWith as operationModeWith2, topics as topics17, GatewaySettingsEvent as GatewaySettingsEvent2 } from "@homeport/sdk";
function restartingUntil(ctx, serial) {
  const entry = restartsOf(ctx).get(serial);
  return entry && ctx.emulators.epoch === entry.epoch ? entry.backAt : null;
}
function cancelRestart(ctx, serial) {
  const entry = restartsOf(ctx).get(serial);
  if (entry?.timer) ctx.clock.clearTimeout(entry.timer);
  restartsOf(ctx).delete(serial);
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (gateway?.restart) {
    gateway.restart = null;
    ctx.cloud.commit();
  }
}
function armReturn(ctx, serial, backAt) {
  const entry = { epoch: ctx.emulators.epoch, backAt, timer: null };
  restartsOf(ctx).set(serial, entry);
  entry.timer = ctx.clock.setTimeoutAt(() => {
    if (restartsOf(ctx).get(serial) !== entry || ctx.emulators.epoch !== entry.epoch) return;
    restartsOf(ctx).delete(serial);
    const now = gatewayBySerial(ctx.cloud.state, serial);
    if (!now) return;
    now.restart = null;
    ctx.cloud.commit();
    if (now.connectionStatus === "online") return;
    applyGatewayPatch(ctx, now, { cloud: { connectionStatus: "online" }, emulator: {} }, "records").catch(
      (error) => ctx.log(`restart: ${serial} did not come back: ${String(error)}`)
    );
  }, backAt);
}
function resumeRestarts(ctx) {
  let count = 0;
  for (const gateway of ctx.cloud.state.gateways) {
    if (!gateway.restart) continue;
    armReturn(ctx, gateway.serialNumber, gateway.restart.backAt);
    ctx.log(`restart: ${gateway.serialNumber} ${gateway.restart.kind} resumed, back at ${new Date(gateway.restart.backAt).toISOString()}`);
    count++;
  }
  return count;
}
async function restartGateway(ctx, gateway, kind) {
  const serial = gateway.serialNumber;
  const backInMs = RESTART_MS[kind];
  const backAt = ctx.now() + backInMs;
  const restarted = await ctx.emulators.runIfThere(serial, restartGatewayState, { kind, backAt });
  if (!restarted) throw new Error(`no emulator contents for ${serial}`);
  gateway.restart = { kind, backAt };
  ctx.cloud.commit();
  const evt = topics17.events({ product: ctx.product, owner: topicOwner(gateway), serial });
  await ctx.bus.publishEvent(evt, GatewaySettingsEvent2.restarting, { serialNumber: serial, kind, backInMs });
  if (kind === "factory_reset") await ctx.bus.publishEvent(evt, GatewaySettingsEvent2.factoryReset, { serialNumber: serial });
  const operationMode = kind === "factory_reset" ? operationModeWith2(gateway.operationMode, "normal") : gateway.operationMode;
  await applyGatewayPatch(ctx, gateway, { cloud: { connectionStatus: "offline", operationMode }, emulator: { privilegedBy: null } }, "records");
  armReturn(ctx, serial, backAt);
  ctx.log(`restart: ${serial} ${kind}, back in ${backInMs} ms`);
  return { serialNumber: serial, kind, backInMs };
}
var RESTART_MS, restarting, restartsOf;
var init_restartGateway = __esm({
  "simulator/src/gateway/restartGateway.ts"() {
    "use strict";
    init_applyGatewayPatch();
    init_ownerSegment();
    init_cloudChanges();
    init_cloudIndex();
    RESTART_MS = { reboot: 45e3, factory_reset: 9e4 };
    restarting = /* @__PURE__ */ new WeakMap();
    restartsOf = (ctx) => {
      let map = restarting.get(ctx);
      if (!map) restarting.set(ctx, map = /* @__PURE__ */ new Map());
      return map;
    };
  }
});

// simulator/src/rest/errorHandler.ts
import { ErrorCode as ErrorCode4 } from "@homeport/sdk";
function isClientError(error) {
  if (typeof error !== "object" || error === null) return false;
  const { status } = error;
  return typeof status === "number" && status >= 400 && status < 500;
}
function apiErrorHandler(log2) {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ApiError) {
      res.set(error.headers).status(error.status).json([error.entry]);
      return;
    }
    if (isClientError(error)) {
      if (error.type === void 0) {
        res.status(400).json([{ errorCode: ErrorCode4.invalidInput, message: "Malformed request path" }]);
        return;
      }
      const message = error.type === "entity.parse.failed" ? "Malformed JSON body" : `Bad request body (${error.type})`;
      res.status(error.status).json([{ errorCode: ErrorCode4.invalidInput, message, field: "body" }]);
      return;
    }
    log2(`rest: ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    res.status(500).json([{ errorCode: ErrorCode4.generic, message: "Unexpected error" }]);
  };
}
var apiNotFound;
var init_errorHandler = __esm({
  "simulator/src/rest/errorHandler.ts"() {
    "use strict";
    init_apiError();
    apiNotFound = (req, res) => {
      res.status(404).json([{ errorCode: ErrorCode4.notFound, message: `No route ${req.method} ${req.originalUrl.split("?")[0]}` }]);
    };
  }
});

// simulator/src/http/clientAddress.ts
import { isIPv4, isIPv6 } from "node:net";
function ipv6Groups(address) {
  let text3 = address.split("%")[0] ?? "";
  if (!isIPv6(text3)) return null;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text3);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text3 = `${text3.slice(0, v4.index)}${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
  }
  const [head = "", tail] = text3.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === void 0 ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((word) => parseInt(word, 16));
}
function clientAddressKey(address) {
  if (!address) return "unknown";
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return "unknown";
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 65535;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
function clientSubject(req) {
  return { kind: "client", id: clientAddressKey(req.ip ?? req.socket.remoteAddress) };
}
var init_clientAddress = __esm({
  "simulator/src/http/clientAddress.ts"() {
    "use strict";
  }
});

// simulator/src/rest/guessGate.ts
import { ErrorCode as ErrorCode5 } from "@homeport/sdk";
function beginGuess(ctx, req, subjects) {
  return ctx.throttle.begin([...subjects, clientSubject(req)]);
}
function reserveGuess(ctx, req, ...subjects) {
  const reservation = beginGuess(ctx, req, subjects);
  if (!reservation.ok) throw tooManyGuesses(reservation.retryAfterSeconds);
  return reservation.attempt;
}
var tooManyGuesses;
var init_guessGate = __esm({
  "simulator/src/rest/guessGate.ts"() {
    "use strict";
    init_clientAddress();
    init_apiError();
    tooManyGuesses = (retryAfterSeconds) => new ApiError(429, ErrorCode5.tooManyAttempts, "Too many failed attempts, try again later", void 0, { "Retry-After": String(retryAfterSeconds) });
  }
});

// simulator/src/rest/handle.ts
function handle(fn) {
  return (req, res, next) => {
    try {
      Promise.resolve(fn(req, res)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}
var init_handle = __esm({
  "simulator/src/rest/handle.ts"() {
    "use strict";
  }
});

// simulator/src/rest/jsonBody.ts
import express from "express";
import { MAX_JSON_DEPTH, jsonDepthWithin } from "@homeport/sdk";
function verifyJsonDepth(_req, _res, body, encoding) {
  const text3 = body.toString(Buffer.isEncoding(encoding) ? encoding : "utf8");
  if (!jsonDepthWithin(text3)) throw badInput("body", `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
}
function jsonBody(options2) {
  return express.json({ limit: options2.limit, strict: true, type: options2.type ?? "application/json", verify: verifyJsonDepth });
}
var init_jsonBody = __esm({
  "simulator/src/rest/jsonBody.ts"() {
    "use strict";
    init_apiError();
  }
});

// simulator/src/rest/readInput.ts
import { parseWire as parseWire4 } from "@homeport/sdk";
function readInput(schema, value, name) {
  const result = parseWire4(schema, value, name);
  if (!result.ok) throw badInput(result.field, result.message);
  return result.value;
}
function bodyObject(req) {
  const body = req.body;
  if (body === void 0) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badInput("body", "body must be a JSON object");
  return body;
}
function originOf(req) {
  const host = req.get("host");
  return `${req.protocol}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : "localhost"}`;
}
var readBody, readQuery;
var init_readInput = __esm({
  "simulator/src/rest/readInput.ts"() {
    "use strict";
    init_apiError();
    readBody = (req, schema) => readInput(schema, bodyObject(req));
    readQuery = (req, schema) => readInput(schema, req.query);
  }
});

// simulator/src/local/localRoutes.ts
import { Router } from "express";
import { ErrorCode as ErrorCode6, LocalChangePasswordBody, LocalLoginBody, LocalTimezoneBody, LocalWifiBody, SerialParam } from "@homeport/sdk";
function localApi(ctx) {
  const router = Router({ mergeParams: true });
  router.use(jsonBody({ limit: "16kb", type: () => true }));
  const identify = async (req, res) => {
    const serial = readInput(SerialParam, req.params.serial, "serial");
    const emulator = hasGateway(ctx.cloud.state, serial) ? await ctx.emulators.acquire(serial) : null;
    if (!emulator) throw notFound(`No gateway ${serial}`);
    res.locals.local = { emulator, local: localStateOf(emulator), sessionId: null };
  };
  router.use((req, res, next) => {
    identify(req, res).then(() => next(), next);
  });
  const requireLocal = (req, res, next) => {
    const caller = callerOf(res);
    const token = req.get("sessionId");
    const now = ctx.now();
    const id = token ? sha256Hex(token) : null;
    const session = caller.local.sessions.find((s) => s.id === id);
    if (!session || now - session.lastSeenAt >= LOCAL_IDLE_MS) {
      next(sessionNotFound());
      return;
    }
    session.lastSeenAt = now;
    caller.sessionId = session.id;
    next();
  };
  router.post(
    "/login",
    handle(async (req, res) => {
      const { emulator, local } = callerOf(res);
      const { username, password } = readBody(req, LocalLoginBody);
      const attempt = reserveGuess(ctx, req, { kind: "local", id: emulator.serial });
      const right = await attempt.verify(async () => username === LOCAL_USER && await verifyPassword(passwordDigest(password), local.adminPasswordHash));
      if (!right) throw new ApiError(401, ErrorCode6.wrongCredentials, "Wrong password");
      const token = randomToken();
      const now = ctx.now();
      local.sessions = [...local.sessions.filter((s) => now - s.lastSeenAt < LOCAL_IDLE_MS), { id: sha256Hex(token), createdAt: now, lastSeenAt: now }];
      emulator.save();
      res.json({ data: { sessionId: token } });
    })
  );
  router.post(
    "/logout",
    requireLocal,
    handle((_req, res) => {
      const { emulator, local, sessionId } = callerOf(res);
      local.sessions = local.sessions.filter((s) => s.id !== sessionId);
      emulator.save();
      res.json({ data: { loggedOut: true } });
    })
  );
  router.post(
    "/change-password",
    requireLocal,
    handle(async (req, res) => {
      const { emulator, local, sessionId } = callerOf(res);
      const { currentPassword: current2, newPassword: next } = readBody(req, LocalChangePasswordBody);
      if (!isDigest(next) && (next.length < 8 || next.length > 64)) throw badInput("newPassword", "newPassword must be 8 to 64 characters");
      const attempt = reserveGuess(ctx, req, { kind: "local", id: emulator.serial });
      if (!await attempt.verify(() => verifyPassword(passwordDigest(current2), local.adminPasswordHash))) throw badInput("currentPassword", "The current password is wrong");
      local.adminPasswordHash = await hashPassword(passwordDigest(next));
      local.sessions = local.sessions.filter((s) => s.id === sessionId);
      emulator.save();
      res.json({ data: { passwordChanged: true } });
    })
  );
  router.get(
    "/get-board-info",
    requireLocal,
    handle((_req, res) => {
      const { emulator, local } = callerOf(res);
      const { platform } = emulator.contents;
      const mac = sha256Hex(emulator.serial).slice(0, 10).match(/../g).join(":").toUpperCase();
      res.json({
        data: {
          serialNumber: emulator.serial,
          model: platform.model,
          boardRevision: "B2",
          macAddress: `02:${mac}`,
          ethernet: { connected: platform.networkType === "ethernet", ip: platform.networkType === "ethernet" ? platform.ip : null },
          wifi: wifiView(emulator, local, ctx.now())
        }
      });
    })
  );
  router.get(
    "/get-platform-info",
    requireLocal,
    handle((_req, res) => {
      const { emulator } = callerOf(res);
      res.json({ data: getPlatformInfo.run({}, emulator).data });
    })
  );
  router.get(
    "/scan-wifi-networks",
    requireLocal,
    handle((_req, res) => {
      res.json({ data: scanWifi(callerOf(res).emulator.serial) });
    })
  );
  router.get(
    "/get-available-timezones",
    requireLocal,
    handle((_req, res) => {
      res.json({ data: TIMEZONES });
    })
  );
  router.get(
    "/get-current-timezone",
    requireLocal,
    handle((_req, res) => {
      res.json({ data: { location: callerOf(res).local.timezone } });
    })
  );
  router.post(
    "/set-wifi-network",
    requireLocal,
    handle((req, res) => {
      const { emulator } = callerOf(res);
      const settings = readBody(req, LocalWifiBody);
      const problem = wifiPasswordProblem(settings.encryption, settings.password);
      if (problem) throw badInput("password", problem);
      const { events } = beginWifi(emulator, settings);
      armWifiSettle(ctx, emulator);
      void emulator.emit(events);
      res.json({ data: { ssid: settings.ssid, state: "connecting" } });
    })
  );
  router.post(
    "/set-timezone",
    requireLocal,
    handle((req, res) => {
      const { emulator, local } = callerOf(res);
      const { location } = readBody(req, LocalTimezoneBody);
      if (!TIMEZONES.includes(location)) throw badInput("location", "location must be one of the available timezones");
      local.timezone = location;
      emulator.save();
      res.json({ data: { location } });
    })
  );
  router.use(apiNotFound);
  router.use(apiErrorHandler(ctx.log));
  return router;
}
var LOCAL_USER, callerOf;
var init_localRoutes = __esm({
  "simulator/src/local/localRoutes.ts"() {
    "use strict";
    init_digest();
    init_password();
    init_get_platform_info();
    init_apiError();
    init_errorHandler();
    init_guessGate();
    init_handle();
    init_jsonBody();
    init_readInput();
    init_localPassword();
    init_localState();
    init_timezones();
    init_wifiScan();
    init_wifiStatus();
    init_wifiConnect();
    init_cloudIndex();
    LOCAL_USER = "admin";
    callerOf = (res) => res.locals.local;
  }
});

// simulator/src/http/cspSources.ts
function source(scheme, host, port) {
  if (!HOST.test(host) || port !== void 0 && !PORT.test(port)) return null;
  return `${scheme}://${host}${port === void 0 ? "" : `:${port}`}`;
}
function webSocketSources(hostHeader) {
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(hostHeader ?? "");
  if (!match) return [];
  const ws = source("ws", match[1], match[2]);
  const wss = source("wss", match[1], match[2]);
  return ws && wss ? [ws, wss] : [];
}
function redirectSource(uri) {
  const match = /^(https?):\/\/(\[[^\]/]*\]|[^/:?#]*)(?::([^/?#]*))?(?:[/?#]|$)/.exec(uri);
  return match ? source(match[1], match[2], match[3]) : null;
}
var HOST, PORT;
var init_cspSources = __esm({
  "simulator/src/http/cspSources.ts"() {
    "use strict";
    HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])$/;
    PORT = /^(?:\d{1,5}|\*)$/;
  }
});

// simulator/src/http/securityHeaders.ts
import { randomBytes as randomBytes13 } from "node:crypto";
import helmet from "helmet";
function formTargets(ctx, req) {
  const targets = new Set(ctx.cloud.state.clients.flatMap((c) => c.redirectUris.map(redirectSource)).filter((s) => s !== null));
  const url = new URL(req.url ?? "/", "http://x");
  const ssoRedirect = url.pathname.startsWith("/sim-idp/") ? url.searchParams.get("redirect_uri") : null;
  const sso = ssoRedirect ? redirectSource(ssoRedirect) : null;
  if (sso) targets.add(sso);
  return [...targets];
}
function securityHeaders(ctx) {
  const nonce = (_req, res, next) => {
    res.locals.cspNonce = randomBytes13(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", (req) => webSocketSources(req.headers.host).join(" ")],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", (req) => formTargets(ctx, req).join(" ")],
        frameAncestors: ["'none'"]
      }
    },
    referrerPolicy: { policy: "no-referrer" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: false
  });
  const permissions = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
}
var cspNonceOf, nonceSource, PERMISSIONS_POLICY;
var init_securityHeaders = __esm({
  "simulator/src/http/securityHeaders.ts"() {
    "use strict";
    init_cspSources();
    cspNonceOf = (res) => res.locals.cspNonce;
    nonceSource = (_req, res) => `'nonce-${cspNonceOf(res)}'`;
    PERMISSIONS_POLICY = [
      "accelerometer",
      "ambient-light-sensor",
      "bluetooth",
      "camera",
      "display-capture",
      "encrypted-media",
      "geolocation",
      "gyroscope",
      "hid",
      "idle-detection",
      "magnetometer",
      "microphone",
      "midi",
      "payment",
      "publickey-credentials-get",
      "screen-wake-lock",
      "serial",
      "usb",
      "xr-spatial-tracking"
    ].map((feature) => `${feature}=()`).join(", ");
  }
});

// simulator/src/http/htmlEntry.ts
import { readFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import express2 from "express";
async function sendHtmlEntry(res, file) {
  const html = await readFile(file, "utf8");
  res.type("html").set("Cache-Control", "no-cache").send(html.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(res)));
}
function staticAssets(root) {
  const files = express2.static(root, { index: false });
  return (req, res, next) => {
    if (req.path.toLowerCase().endsWith(".map")) {
      res.status(404).type("text/plain").send(STATUS_CODES[404]);
      return;
    }
    if (req.path.endsWith(".html")) next();
    else files(req, res, next);
  };
}
var NONCE_PLACEHOLDER;
var init_htmlEntry = __esm({
  "simulator/src/http/htmlEntry.ts"() {
    "use strict";
    init_securityHeaders();
    NONCE_PLACEHOLDER = "HOMEPORT_CSP_NONCE";
  }
});

// simulator/src/local/localSpa.ts
import { existsSync as existsSync10 } from "node:fs";
import { join as join12, resolve } from "node:path";
import { Router as Router2 } from "express";
import { ErrorCode as ErrorCode7 } from "@homeport/sdk";
function localSpa(ctx, serveDir) {
  const router = Router2({ mergeParams: true });
  const root = serveDir ? resolve(serveDir) : null;
  router.use((req, res, next) => {
    const serial = String(req.params.serial ?? "").toUpperCase();
    if (!hasGateway(ctx.cloud.state, serial)) {
      res.status(404).json([{ errorCode: ErrorCode7.notFound, message: `No gateway ${serial}` }]);
      return;
    }
    next();
  });
  if (root) router.use(staticAssets(root));
  router.get("*", (_req, res, next) => {
    const entry = root ? join12(root, LOCAL_ENTRY) : null;
    if (entry && existsSync10(entry)) {
      sendHtmlEntry(res, entry).catch(next);
      return;
    }
    res.status(404).json([{ errorCode: ErrorCode7.notFound, message: "The local interface is not built (no local.html)" }]);
  });
  return router;
}
var LOCAL_ENTRY;
var init_localSpa = __esm({
  "simulator/src/local/localSpa.ts"() {
    "use strict";
    init_htmlEntry();
    init_cloudIndex();
    LOCAL_ENTRY = "local.html";
  }
});

// simulator/src/cloud/messages.ts
function otpMessage(phone, userId, code, minutes) {
  return {
    kind: "otp",
    channel: "sms",
    to: phone,
    userId,
    subject: "Homeport login code",
    text: `${code} is your Homeport login code. It is valid for ${minutes} minutes.`,
    code
  };
}
function actionOtpMessage(user, code, minutes) {
  return {
    kind: "otp",
    channel: "email",
    to: user.username,
    userId: user.id,
    subject: "Your Homeport authorization code",
    text: `${code} is your code to confirm a sensitive action in Homeport. It is valid for ${minutes} minutes. If you did not ask for it, change your password.`,
    code
  };
}
function activationMessage(user, origin, code) {
  const link = linkFields(origin, `/activate/${code}`);
  return {
    kind: "activation",
    channel: "email",
    to: user.username,
    userId: user.id,
    subject: "Activate your Homeport account",
    text: `${greeting(user)} open ${link.link} to activate your account. The link is valid for 7 days.`,
    ...link
  };
}
function passwordResetMessage(user, origin, hash2, language) {
  const link = linkFields(origin, `/resetPassword/${hash2}?lang=${language}`);
  return {
    kind: "password_reset",
    channel: "email",
    to: user.username,
    userId: user.id,
    subject: "Reset your Homeport password",
    text: `${greeting(user)} open ${link.link} to choose a new password. The link is valid for 1 hour.`,
    ...link
  };
}
function pinResetMessage(user, origin, hash2, serial) {
  const link = linkFields(origin, `/resetPin/hash/${hash2}?lang=en_EN`);
  return {
    kind: "pin_reset",
    channel: "email",
    to: user.username,
    userId: user.id,
    subject: `Reset the PIN of gateway ${serial}`,
    text: `${greeting(user)} open ${link.link} to choose a new PIN for gateway ${serial}. The link is valid for 1 hour.`,
    ...link
  };
}
function linkOtpMessage(secondary, master, code, minutes, isSupport) {
  const role = isSupport ? "a support account" : "a linked account";
  return {
    kind: "otp",
    channel: "email",
    to: secondary.username,
    userId: secondary.id,
    subject: "Your Homeport account link code",
    text: `${greeting(secondary)} ${master.firstName} ${master.lastName} (${master.username}) wants to add you as ${role}. Give them the code ${code} if you agree. It is valid for ${minutes} minutes.`,
    code
  };
}
var greeting, linkFields;
var init_messages = __esm({
  "simulator/src/cloud/messages.ts"() {
    "use strict";
    greeting = (user) => `Hello ${user.firstName},`;
    linkFields = (origin, path) => ({ path, link: `${origin}${path}` });
  }
});

// simulator/src/auth/phone.ts
import { normalizePhone as sdkNormalizePhone } from "@homeport/sdk";
function normalizePhone(text3) {
  return sdkNormalizePhone(text3);
}
var init_phone = __esm({
  "simulator/src/auth/phone.ts"() {
    "use strict";
  }
});

// simulator/src/rest/startSession.ts
import { describeClient } from "@homeport/sdk";
async function startSession(ctx, user, userAgent) {
  const { session, sessionId } = ctx.sessions.create(user.id, describeClient(userAgent));
  try {
    await notifyUser(ctx, { userId: user.id, name: UserEvent.login, data: { userId: user.id, sessionRef: session.id } });
  } catch (error) {
    ctx.log(`auth: login_user for ${user.id} not published: ${String(error)}`);
  }
  return { sessionId, userId: user.id, user: userView(user) };
}
var init_startSession = __esm({
  "simulator/src/rest/startSession.ts"() {
    "use strict";
    init_userNotices();
    init_views();
  }
});

// simulator/src/rest/authLogin.ts
import { Router as Router3 } from "express";
import { ErrorCode as ErrorCode8, LoginBody } from "@homeport/sdk";
function readLogin(body) {
  const missing = (value) => value === void 0 || value === null || value === "";
  if (missing(body.identity) || missing(body.secret)) throw new ApiError(400, ErrorCode8.missingCredentials, "Username or password is not provided");
  const { identity, secret, loginType, isPrivacyPolicyAccepted, areTermsOfServiceAccepted } = readInput(LoginBody, body);
  let key3 = identity.trim().toLowerCase();
  if (loginType === "OTP") {
    const phone = normalizePhone(identity);
    if (!phone) throw badInput("identity", "identity must be a phone number for the OTP login");
    key3 = phone;
  }
  return {
    loginType,
    identity: key3,
    secret,
    acceptsPrivacy: isPrivacyPolicyAccepted === true,
    acceptsTerms: areTermsOfServiceAccepted === true
  };
}
async function verifyEmail(state, request) {
  const user = userByUsername(state, request.identity);
  const ok = await verifyPassword(request.secret, user?.passwordHash ?? null);
  return user && ok ? { user, consume: noop } : null;
}
function verifyOtp(state, tokens2, request) {
  const user = userByPhone(state, request.identity);
  const newest = user ? tokens2.newestLive("otp", user.id) : null;
  if (!user || !newest) return null;
  if (tokens2.find("otp", request.secret, user.id) !== newest) {
    newest.attempts += 1;
    if (newest.attempts >= OTP_MAX_ATTEMPTS) tokens2.use(newest);
    return null;
  }
  return { user, consume: () => tokens2.use(newest) };
}
function verifyHash(state, tokens2, request) {
  const record = tokens2.find("hash_login", request.secret);
  if (!record || tokens2.stateOf(record) !== "live") return null;
  if (record.data.username !== request.identity || record.data.origin !== HASH_PORTAL_ORIGIN) return null;
  const user = userById(state, record.userId);
  return user ? { user, consume: () => tokens2.use(record) } : null;
}
function pendingAcceptance(user, request, rawIdentity) {
  if (request.acceptsPrivacy) user.privacyPolicyAccepted = true;
  if (request.acceptsTerms) user.termsOfServiceAccepted = true;
  const isPrivacyPolicyAccepted = user.privacyPolicyAccepted !== false;
  const areTermsOfServiceAccepted = user.termsOfServiceAccepted !== false;
  if (isPrivacyPolicyAccepted && areTermsOfServiceAccepted) return null;
  return { identity: rawIdentity, privacyPolicyPath: PRIVACY_POLICY_PATH, termsOfServicePath: TERMS_OF_SERVICE_PATH, isPrivacyPolicyAccepted, areTermsOfServiceAccepted };
}
function loginRoutes(ctx) {
  const router = Router3();
  router.post(
    "/login",
    handle(async (req, res) => {
      const body = bodyObject(req);
      const request = readLogin(body);
      const attempt = reserveGuess(ctx, req, { kind: "account", id: request.identity });
      const state = ctx.cloud.state;
      const verified = await attempt.verify(
        () => request.loginType === "EMAIL" ? verifyEmail(state, request) : request.loginType === "OTP" ? verifyOtp(state, ctx.tokens, request) : verifyHash(state, ctx.tokens, request)
      );
      if (!verified) throw new ApiError(401, ErrorCode8.wrongCredentials, "Wrong username or password");
      const { user } = verified;
      if (!isActive2(user)) throw notActivated();
      const acceptedBefore = `${user.privacyPolicyAccepted}/${user.termsOfServiceAccepted}`;
      const pending = pendingAcceptance(user, request, String(body.identity));
      if (pending) {
        ctx.cloud.commit();
        res.status(300).json({ content: pending });
        return;
      }
      verified.consume();
      if (`${user.privacyPolicyAccepted}/${user.termsOfServiceAccepted}` !== acceptedBefore) ctx.cloud.commit();
      else if (request.loginType !== "EMAIL") ctx.cloud.commitPart("tokens");
      res.json({ data: await startSession(ctx, user, req.get("user-agent")) });
    })
  );
  return router;
}
var HASH_PORTAL_ORIGIN, OTP_MAX_ATTEMPTS, PRIVACY_POLICY_PATH, TERMS_OF_SERVICE_PATH, noop;
var init_authLogin = __esm({
  "simulator/src/rest/authLogin.ts"() {
    "use strict";
    init_password();
    init_phone();
    init_users();
    init_apiError();
    init_guessGate();
    init_handle();
    init_startSession();
    init_readInput();
    HASH_PORTAL_ORIGIN = "hash_portal";
    OTP_MAX_ATTEMPTS = 5;
    PRIVACY_POLICY_PATH = "/en/privacy-policy";
    TERMS_OF_SERVICE_PATH = "/en/terms-of-service";
    noop = () => void 0;
  }
});

// simulator/src/rest/authOtp.ts
import { Router as Router4 } from "express";
import { ErrorCode as ErrorCode9, OtpRequestBody } from "@homeport/sdk";
function otpRoutes(ctx) {
  const router = Router4();
  router.post(
    "/sendotp",
    handle((req, res) => {
      const phone = normalizePhone(readBody(req, OtpRequestBody).identity);
      if (!phone) throw badInput("identity", "identity must be a phone number");
      const user = userByPhone(ctx.cloud.state, phone);
      if (!user) throw notFound("No account has this phone number");
      if (!isActive2(user)) throw notActivated();
      const now = ctx.now();
      const recent = ctx.tokens.issuedSince("otp", user.id, now - OTP_SEND_LIMIT.windowMs);
      if (recent.length >= OTP_SEND_LIMIT.count) {
        const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt + OTP_SEND_LIMIT.windowMs - now) / 1e3));
        throw new ApiError(429, ErrorCode9.tooManyAttempts, "Too many codes for this number, try again later", void 0, { "Retry-After": String(retryAfter) });
      }
      const { raw } = ctx.tokens.issue("otp", user.id, OTP_TTL_MS, { phone }, true);
      ctx.outbox.send(otpMessage(phone, user.id, raw, OTP_TTL_MS / 6e4));
      ctx.cloud.commitPart("tokens");
      ctx.cloud.commitPart("outbox");
      res.json({ data: { otpSent: true, expiresIn: OTP_TTL_MS / 1e3 } });
    })
  );
  return router;
}
var OTP_TTL_MS, OTP_SEND_LIMIT;
var init_authOtp = __esm({
  "simulator/src/rest/authOtp.ts"() {
    "use strict";
    init_phone();
    init_users();
    init_messages();
    init_apiError();
    init_handle();
    init_readInput();
    OTP_TTL_MS = 5 * 6e4;
    OTP_SEND_LIMIT = { count: 5, windowMs: 15 * 6e4 };
  }
});

// simulator/src/rest/requireSession.ts
function requireSession(sessions) {
  return (req, res, next) => {
    const sessionId = req.get("sessionId");
    const check = sessionId ? sessions.check(sessionId) : null;
    if (check?.status !== "live") {
      next(check?.status === "ended" && check.session.revokeReason === "forced" ? forcedLogout() : sessionNotFound());
      return;
    }
    sessions.touch(check.session);
    res.locals.caller = { session: check.session, user: check.user };
    next();
  };
}
function callerOf2(res) {
  const caller = res.locals.caller;
  if (!caller) throw new Error("route is missing requireSession");
  return caller;
}
var init_requireSession = __esm({
  "simulator/src/rest/requireSession.ts"() {
    "use strict";
    init_apiError();
  }
});

// simulator/src/rest/authActionOtp.ts
import { Router as Router5 } from "express";
import { ActionOtpBody, ErrorCode as ErrorCode10 } from "@homeport/sdk";
function actionOtpRoutes(ctx, sessions) {
  const router = Router5();
  router.use("/otp/authorize", requireSession(sessions));
  router.post(
    "/otp/authorize/send",
    handle((_req, res) => {
      const { user } = callerOf2(res);
      const now = ctx.now();
      const recent = ctx.tokens.issuedSince("action_otp", user.id, now - OTP_SEND_LIMIT.windowMs);
      if (recent.length >= OTP_SEND_LIMIT.count) {
        const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt + OTP_SEND_LIMIT.windowMs - now) / 1e3));
        throw new ApiError(429, ErrorCode10.tooManyAttempts, "Too many codes, try again later", void 0, { "Retry-After": String(retryAfter) });
      }
      const { raw } = ctx.tokens.issue("action_otp", user.id, OTP_TTL_MS, {}, true);
      const message = actionOtpMessage(user, raw, OTP_TTL_MS / 6e4);
      ctx.outbox.send(message);
      ctx.cloud.commitPart("tokens");
      ctx.cloud.commitPart("outbox");
      res.json({ data: { otpSent: true, expiresIn: OTP_TTL_MS / 1e3, channel: message.channel, to: message.to } });
    })
  );
  router.post(
    "/otp/authorize/verify",
    handle((req, res) => {
      const { user, session } = callerOf2(res);
      const { otp } = readBody(req, ActionOtpBody);
      const attempt = reserveGuess(ctx, req, { kind: "account", id: user.username.toLowerCase() });
      const newest = ctx.tokens.newestLive("action_otp", user.id);
      if (!newest) {
        attempt.release();
        throw badInput("otp", "The code has expired, ask for a new one");
      }
      if (ctx.tokens.find("action_otp", otp, user.id) !== newest) {
        newest.attempts += 1;
        if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
        attempt.failed();
        throw badInput("otp", "Wrong code");
      }
      attempt.succeeded();
      ctx.tokens.use(newest);
      session.otpAuthorizedUntil = ctx.now() + OTP_AUTHORIZATION_MS;
      ctx.cloud.commitPart("tokens");
      ctx.cloud.commitRecords("sessions", [session]);
      res.json({ data: { authorized: true, expiresIn: OTP_AUTHORIZATION_MS / 1e3 } });
    })
  );
  return router;
}
var OTP_AUTHORIZATION_MS;
var init_authActionOtp = __esm({
  "simulator/src/rest/authActionOtp.ts"() {
    "use strict";
    init_messages();
    init_apiError();
    init_authLogin();
    init_authOtp();
    init_guessGate();
    init_handle();
    init_requireSession();
    init_readInput();
    OTP_AUTHORIZATION_MS = 15 * 6e4;
  }
});

// simulator/src/rest/authActivate.ts
import { Router as Router6 } from "express";
import { IdParam } from "@homeport/sdk";
function activateRoutes(ctx) {
  const router = Router6();
  router.get(
    "/activate/:code",
    handle((req, res) => {
      const code = readInput(IdParam, req.params.code, "code");
      const record = ctx.tokens.find("activation", code);
      const user = record ? userById(ctx.cloud.state, record.userId) : void 0;
      if (!record || !user) throw notFound("Unknown activation link");
      const state = ctx.tokens.stateOf(record);
      if (state === "used" || user.active !== false) throw conflict("This account is already activated");
      if (state === "expired") throw notFound("This activation link has expired");
      user.active = true;
      ctx.tokens.use(record);
      ctx.cloud.commit();
      res.json({ data: { activated: true, username: user.username } });
    })
  );
  return router;
}
var init_authActivate = __esm({
  "simulator/src/rest/authActivate.ts"() {
    "use strict";
    init_users();
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/auth/passwordRules.ts
import { defaultCustomerConfig as defaultCustomerConfig4, validatePassword } from "@homeport/sdk";
function passwordProblem(secret) {
  const check = validatePassword(secret, defaultCustomerConfig4);
  if (check.valid) return null;
  return `The password needs ${check.failed.map((rule) => RULE_TEXT[rule]).join(", ")}`;
}
var RULE_TEXT;
var init_passwordRules = __esm({
  "simulator/src/auth/passwordRules.ts"() {
    "use strict";
    RULE_TEXT = {
      tooShort: `at least ${defaultCustomerConfig4.constants.password.minLength} characters`,
      tooLong: `at most ${defaultCustomerConfig4.constants.password.maxLength} characters`,
      lowercase: "a lower-case letter",
      uppercase: "an upper-case letter",
      digit: "a digit",
      special: "a special character"
    };
  }
});

// simulator/src/gateway/gatewayPin.ts
async function pinHashOf(emulator) {
  const existing = emulator.contents.pinCodeHash;
  if (existing) return existing;
  const made = await hashPassword(emulator.contents.factory.pin);
  if (!emulator.contents.pinCodeHash) {
    emulator.contents.pinCodeHash = made;
    emulator.save();
  }
  return emulator.contents.pinCodeHash ?? made;
}
var init_gatewayPin = __esm({
  "simulator/src/gateway/gatewayPin.ts"() {
    "use strict";
    init_password();
  }
});

// simulator/src/gateway/ops/restWrites.ts
import { ALARM_NOTIFICATION_CREATED as ALARM_NOTIFICATION_CREATED4 } from "@homeport/sdk";
var reportValue, pinHash, setPinHash, emitAlarm;
var init_restWrites = __esm({
  "simulator/src/gateway/ops/restWrites.ts"() {
    "use strict";
    init_apiError();
    init_acceptValue();
    init_deviceReactions();
    init_findProperty();
    init_gatewayOps();
    init_gatewayPin();
    reportValue = gatewayOp(
      "reportValue",
      async (emulator, { device: device2, service: service2, property, value }) => {
        let found;
        try {
          found = findProperty(emulator.contents, { device: device2, service: service2, property });
        } catch (error) {
          throw notFound(error instanceof Error ? error.message : String(error));
        }
        let accepted;
        try {
          accepted = acceptValue(found.property, value);
        } catch (error) {
          throw badInput("value", error instanceof Error ? error.message : String(error));
        }
        found.property.value = accepted;
        emulator.save();
        await emulator.emit([propertyChanged(found.device, found.service, found.property.name, accepted)]);
        return { device: device2, service: found.service.name, property: found.property.name, value: accepted };
      }
    );
    pinHash = gatewayOp("pinHash", async (emulator) => ({ hash: await pinHashOf(emulator) }));
    setPinHash = gatewayOp("setPinHash", (emulator, { hash: hash2 }) => {
      emulator.contents.pinCodeHash = hash2;
      emulator.save();
      return { saved: true };
    });
    emitAlarm = gatewayOp("emitAlarm", async (emulator, { data }) => {
      await emulator.emit([{ name: ALARM_NOTIFICATION_CREATED4, data }]);
      return { emitted: true };
    });
  }
});

// simulator/src/rest/authPasswords.ts
import { Router as Router7 } from "express";
import { ChangePasswordBody, ErrorCode as ErrorCode11, ForgotPasswordBody, IdParam as IdParam2, ResetPasswordBody, ResetPinBody } from "@homeport/sdk";
function passwordRoutes(ctx) {
  const router = Router7();
  const liveLink = (purpose, hash2) => {
    const record = ctx.tokens.find(purpose, hash2);
    const user = record ? userById(ctx.cloud.state, record.userId) : void 0;
    if (!record || !user || ctx.tokens.stateOf(record) !== "live") throw linkExpired();
    return { record, user };
  };
  router.post(
    "/forgotPass",
    handle((req, res) => {
      const { email, language } = readBody(req, ForgotPasswordBody);
      const user = userByUsername(ctx.cloud.state, email);
      if (!user) throw notFound("There is no account with this e-mail address");
      const { raw } = ctx.tokens.issue("password_reset", user.id, RESET_TTL_MS, {}, true);
      ctx.outbox.send(passwordResetMessage(user, originOf(req), raw, language));
      ctx.cloud.commit();
      res.json({ data: { sent: true } });
    })
  );
  router.post(
    "/resetPassword/:hash",
    handle(async (req, res) => {
      const { record } = liveLink("password_reset", readInput(IdParam2, req.params.hash, "hash"));
      const { secret, confirmation } = readBody(req, ResetPasswordBody);
      if (secret !== confirmation) throw resetRefused("confirmation", "The password and its confirmation do not match");
      const problem = passwordProblem(secret);
      if (problem) throw resetRefused("secret", problem);
      const passwordHash = await hashPassword(secret);
      const { user } = liveLink("password_reset", readInput(IdParam2, req.params.hash, "hash"));
      user.passwordHash = passwordHash;
      ctx.tokens.use(record);
      ctx.throttle.clear({ kind: "account", id: user.username.toLowerCase() });
      const sessions = ctx.sessions.liveOf(user.id);
      await endSessions(ctx, sessions, "password", loggedOutByOther(sessions));
      res.json({ data: { passwordChanged: true } });
    })
  );
  router.post(
    "/resetPin/hash/:hash",
    handle(async (req, res) => {
      const { record } = liveLink("pin_reset", readInput(IdParam2, req.params.hash, "hash"));
      const { pin, confirmation } = readBody(req, ResetPinBody);
      if (pin !== confirmation) throw resetRefused("confirmation", "The PIN and its confirmation do not match");
      const serial = record.data.serialNumber ?? "";
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) throw linkExpired();
      const pinCodeHash = await hashPassword(pin);
      liveLink("pin_reset", readInput(IdParam2, req.params.hash, "hash"));
      if (!await ctx.emulators.runIfThere(serial, setPinHash, { hash: pinCodeHash })) throw linkExpired();
      ctx.tokens.use(record);
      ctx.cloud.commit();
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: false } });
      res.json({ data: { pinReset: true, serialNumber: serial } });
    })
  );
  router.post(
    "/changePass",
    requireSession(ctx.sessions),
    handle(async (req, res) => {
      const { checkSecret, secret, confirmation, logoutOtherClients } = readBody(req, ChangePasswordBody);
      if (secret !== confirmation) throw badInput("confirmation", "The new password and its confirmation do not match");
      const problem = passwordProblem(secret);
      if (problem) throw badInput("secret", problem);
      const { user, session } = callerOf2(res);
      const attempt = reserveGuess(ctx, req, { kind: "account", id: user.username.toLowerCase() });
      if (!await attempt.verify(() => verifyPassword(checkSecret, user.passwordHash))) throw badInput("checkSecret", "The current password is wrong");
      user.passwordHash = await hashPassword(secret);
      const others = logoutOtherClients ? ctx.sessions.liveOf(user.id).filter((s) => s.id !== session.id) : [];
      await endSessions(ctx, others, "password", loggedOutByOther(others));
      res.json({ data: { passwordChanged: true } });
    })
  );
  return router;
}
var RESET_TTL_MS, linkExpired, resetRefused;
var init_authPasswords = __esm({
  "simulator/src/rest/authPasswords.ts"() {
    "use strict";
    init_password();
    init_passwordRules();
    init_users();
    init_applyGatewayPatch();
    init_messages();
    init_userNotices();
    init_restWrites();
    init_apiError();
    init_guessGate();
    init_handle();
    init_requireSession();
    init_readInput();
    init_cloudIndex();
    RESET_TTL_MS = 36e5;
    linkExpired = () => new ApiError(404, ErrorCode11.resetLinkExpired, "This link has expired or was already used");
    resetRefused = (field, message) => new ApiError(400, ErrorCode11.resetFailed, message, field);
  }
});

// simulator/src/rest/authSessions.ts
import { Router as Router8 } from "express";
import { isAdmin as isAdmin5, LoggedInUsersBody, LogoutOneBody } from "@homeport/sdk";
function sessionRoutes(ctx) {
  const router = Router8();
  const session = requireSession(ctx.sessions);
  const view2 = (s, current2) => {
    const user = userByIdIndexed(ctx.cloud.state, s.userId);
    return {
      sessionRef: s.id,
      userId: s.userId,
      name: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      username: user?.username ?? "",
      clientType: s.clientType ?? "api",
      deviceModel: s.deviceModel ?? "Unknown device",
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.id === current2.id,
      mqttClients: ctx.clients.countOf(s.id)
    };
  };
  router.post(
    "/getLoggedInUsers",
    session,
    handle((req, res) => {
      const caller = callerOf2(res);
      const userId = readBody(req, LoggedInUsersBody).userId ?? caller.user.id;
      if (userId !== caller.user.id && !isAdmin5(caller.user)) throw forbidden("You may list only your own sessions");
      res.json({ data: ctx.sessions.liveOf(userId).map((s) => view2(s, caller.session)) });
    })
  );
  router.post(
    "/logoutAll",
    session,
    handle(async (req, res) => {
      bodyObject(req);
      const caller = callerOf2(res);
      const others = ctx.sessions.liveOf(caller.user.id).filter((s) => s.id !== caller.session.id);
      await endSessions(ctx, others, "other_session", loggedOutByOther(others), "sessions");
      res.json({ data: { loggedOut: others.length } });
    })
  );
  router.post(
    "/logoutOne",
    session,
    handle(async (req, res) => {
      const caller = callerOf2(res);
      const { sessionRef } = readBody(req, LogoutOneBody);
      const target = ctx.sessions.liveOf(caller.user.id).find((s) => s.id === sessionRef);
      if (!target) throw notFound("No such live session of yours");
      if (target.id === caller.session.id) {
        await endSessions(ctx, [target], "logout", [], "sessions");
      } else {
        await endSessions(ctx, [target], "other_session", loggedOutByOther([target]), "sessions");
      }
      res.json({ data: { loggedOut: 1 } });
    })
  );
  return router;
}
var init_authSessions = __esm({
  "simulator/src/rest/authSessions.ts"() {
    "use strict";
    init_userNotices();
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
    init_cloudIndex();
  }
});

// simulator/src/seed/clients.ts
function clientRecords() {
  return seedClients.map((c) => ({
    id: c.clientId,
    brand: c.brand,
    icon: c.icon,
    isActive: true,
    // spec 1 §3: the default brand offers OTP, e-mail, forgot password and create account.
    isHaveOtpEnabled: c.environment === null,
    isEmailEnabled: true,
    isForgotPasswordEnabled: true,
    isCreateAccountEnabled: c.environment === null,
    environment: c.environment,
    secretHash: c.secret === null ? null : sha256Hex(c.secret),
    redirectUris: c.redirectUris,
    scopes: c.scopes
  }));
}
var PORTAL_CLIENT_ID, seedClients;
var init_clients = __esm({
  "simulator/src/seed/clients.ts"() {
    "use strict";
    init_digest();
    PORTAL_CLIENT_ID = "homeport-portal";
    seedClients = [
      { clientId: PORTAL_CLIENT_ID, secret: null, brand: "Homeport", icon: "homeport", environment: null, redirectUris: [], scopes: [] },
      {
        clientId: "google-home",
        secret: "google-home-secret",
        brand: "Google",
        icon: "google",
        environment: "Google",
        redirectUris: ["https://oauth-redirect.googleusercontent.com/r/homeport-sim"],
        scopes: ["devices", "scenes"]
      },
      {
        clientId: "alexa-skill",
        secret: "alexa-skill-secret",
        brand: "Alexa",
        icon: "alexa",
        environment: "Alexa",
        redirectUris: ["https://pitangui.amazon.com/api/skill/link/M2HOMEPORTSIM", "https://layla.amazon.com/api/skill/link/M2HOMEPORTSIM"],
        scopes: ["devices", "scenes"]
      },
      {
        clientId: "qa-partner",
        secret: "qa-partner-secret",
        brand: "QA Partner",
        icon: "qa",
        environment: "Google",
        // Any port: e2e and QA run a callback page on a free port.
        redirectUris: ["http://localhost:*/oauth-callback", "http://127.0.0.1:*/oauth-callback"],
        scopes: ["devices", "scenes", "gateway"]
      }
    ];
  }
});

// simulator/src/rest/authSso.ts
import { Router as Router9 } from "express";
import { ErrorCode as ErrorCode12, SsoCodeBody } from "@homeport/sdk";
function ssoRoutes(ctx) {
  const router = Router9();
  router.get(
    "/getRealmConfig",
    handle((req, res) => {
      const authServerUrl = `${originOf(req)}${SIM_IDP_PATH}`;
      res.json({
        data: { realm: SSO_REALM, clientId: PORTAL_CLIENT_ID, authServerUrl, authorizationEndpoint: `${authServerUrl}/auth`, responseType: "code" }
      });
    })
  );
  router.post(
    "/retrieveSSOTokens",
    handle(async (req, res) => {
      const { code, state, session_state: sessionState } = readBody(req, SsoCodeBody);
      const record = ctx.tokens.find("sso_code", code);
      if (!record || ctx.tokens.stateOf(record) !== "live") throw refused();
      if (record.data.state !== state || record.data.sessionState !== sessionState) throw refused();
      const user = userById(ctx.cloud.state, record.userId);
      if (!user) throw refused();
      if (!isActive2(user)) throw notActivated();
      ctx.tokens.use(record);
      ctx.cloud.commitPart("tokens");
      res.json({ data: await startSession(ctx, user, req.get("user-agent")) });
    })
  );
  return router;
}
var SIM_IDP_PATH, SSO_REALM, refused;
var init_authSso = __esm({
  "simulator/src/rest/authSso.ts"() {
    "use strict";
    init_users();
    init_clients();
    init_apiError();
    init_handle();
    init_startSession();
    init_readInput();
    SIM_IDP_PATH = "/sim-idp";
    SSO_REALM = "homeport";
    refused = () => new ApiError(401, ErrorCode12.wrongCredentials, "The sign-in code is unknown, used or expired");
  }
});

// simulator/src/rest/auth.ts
import { Router as Router10 } from "express";
import { ErrorCode as ErrorCode13 } from "@homeport/sdk";
function authRoutes(ctx) {
  const router = Router10();
  router.use(loginRoutes(ctx));
  router.use(otpRoutes(ctx));
  router.use(activateRoutes(ctx));
  router.use(passwordRoutes(ctx));
  router.use(sessionRoutes(ctx));
  router.use(ssoRoutes(ctx));
  router.use(actionOtpRoutes(ctx, ctx.sessions));
  router.get(
    "/logout",
    requireSession(ctx.sessions),
    handle((_req, res) => {
      const { session } = callerOf2(res);
      ctx.sessions.revoke(session);
      ctx.clients.disconnectSession(session.id);
      res.json({ data: { loggedOut: true } });
    })
  );
  router.get(
    "/session/read/:sessionId",
    handle((req, res) => {
      const check = ctx.sessions.check(req.params.sessionId ?? "");
      if (check.status === "ended" && check.session.revokeReason === "forced") throw forcedLogout(404);
      if (check.status !== "live") throw new ApiError(404, ErrorCode13.sessionNotFound, "Session not found");
      const data = { sessionRef: check.session.id, userId: check.session.userId };
      res.json({ data });
    })
  );
  return router;
}
var init_auth = __esm({
  "simulator/src/rest/auth.ts"() {
    "use strict";
    init_apiError();
    init_authActionOtp();
    init_authActivate();
    init_authLogin();
    init_authOtp();
    init_authPasswords();
    init_authSessions();
    init_authSso();
    init_handle();
    init_requireSession();
  }
});

// simulator/src/rest/clients.ts
import { Router as Router11 } from "express";
import { ClientQuery } from "@homeport/sdk";
function brandView(c) {
  return {
    brand: c.brand,
    clientId: c.id,
    icon: c.icon,
    isActive: c.isActive,
    isHaveOtpEnabled: c.isHaveOtpEnabled,
    isEmailEnabled: c.isEmailEnabled,
    isForgotPasswordEnabled: c.isForgotPasswordEnabled,
    isCreateAccountEnabled: c.isCreateAccountEnabled,
    environment: c.environment
  };
}
function clientRoutes(ctx) {
  const router = Router11();
  router.get(
    "/get",
    handle((req, res) => {
      const { clientId } = readQuery(req, ClientQuery);
      const brands = ctx.cloud.state.clients.filter((c) => c.isActive && (clientId === void 0 || c.id === clientId));
      res.json({ data: brands.map(brandView) });
    })
  );
  return router;
}
var init_clients2 = __esm({
  "simulator/src/rest/clients.ts"() {
    "use strict";
    init_handle();
    init_readInput();
  }
});

// simulator/src/cloud/gatewayPatch.ts
import { CloudPatchEntries, EmulatorPatchEntries } from "@homeport/sdk";
function splitGatewayPatch(body) {
  const cloud = {};
  const emulator = {};
  const directives = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === void 0) continue;
    const part = Object.hasOwn(CloudPatchEntries, field) ? cloud : Object.hasOwn(EmulatorPatchEntries, field) ? emulator : directives;
    part[field] = value;
  }
  return { cloud, emulator, directives };
}
var init_gatewayPatch = __esm({
  "simulator/src/cloud/gatewayPatch.ts"() {
    "use strict";
  }
});

// simulator/src/cloud/deleteUser.ts
async function deleteUser(ctx, user) {
  const state = ctx.cloud.state;
  const sessions = ctx.sessions.liveOf(user.id);
  const removals = detachGateways(
    ctx.product,
    state,
    state.gateways.filter((g) => g.userId === user.id),
    user.id
  );
  state.users = state.users.filter((u) => u.id !== user.id);
  for (const other of state.users) other.parentsIds = other.parentsIds.filter((id) => id !== user.id);
  state.linkedAccounts = state.linkedAccounts.filter((l) => l.masterAccountId !== user.id && l.secondaryAccountId !== user.id);
  state.tokens = state.tokens.filter((t) => t.userId !== user.id);
  state.oauthGrants = state.oauthGrants.filter((g) => g.userId !== user.id);
  await endSessions(ctx, sessions, "deleted", [{ userId: user.id, name: UserEvent.accountDeleted, data: { userId: user.id } }]);
  await publishRemovals(ctx, removals);
}
var init_deleteUser = __esm({
  "simulator/src/cloud/deleteUser.ts"() {
    "use strict";
    init_removeGatewayOwner();
    init_userNotices();
  }
});

// simulator/src/rest/controlAccounts.ts
import { Router as Router12 } from "express";
import { HashTokenBody, IdParam as IdParam3, SessionListQuery } from "@homeport/sdk";
function controlAccountRoutes(ctx) {
  const router = Router12();
  const userOr404 = (id) => {
    const user = userById(ctx.cloud.state, readInput(IdParam3, id, "id"));
    if (!user) throw notFound(`No user ${id}`);
    return user;
  };
  router.get(
    "/sessions",
    handle((req, res) => {
      const { userId } = readQuery(req, SessionListQuery);
      const sessions = ctx.cloud.state.sessions.filter((s) => userId === void 0 || s.userId === userId);
      res.json({
        data: sessions.map((s) => ({
          sessionRef: s.id,
          userId: s.userId,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          revokedAt: s.revokedAt,
          revokeReason: s.revokeReason ?? null,
          otpAuthorizedUntil: s.otpAuthorizedUntil ?? null,
          live: ctx.sessions.checkRef(s.id).status === "live",
          mqttClients: ctx.clients.countOf(s.id)
        }))
      });
    })
  );
  router.post(
    "/sessions/:sessionRef/expire",
    handle(async (req, res) => {
      const check = ctx.sessions.checkRef(readInput(IdParam3, req.params.sessionRef, "sessionRef"));
      if (check.status !== "live") throw notFound("No such live session");
      await endSessions(ctx, [check.session], "expired", expiredNotices([check.session]), "sessions");
      res.json({ data: { expired: true } });
    })
  );
  router.delete(
    "/users/:id",
    handle(async (req, res) => {
      const user = userOr404(String(req.params.id));
      await deleteUser(ctx, user);
      res.json({ data: { deleted: true, userId: user.id } });
    })
  );
  router.post(
    "/users/:id/force-logout",
    handle(async (req, res) => {
      const user = userOr404(String(req.params.id));
      const sessions = ctx.sessions.liveOf(user.id);
      await endSessions(ctx, sessions, "forced", [], "sessions");
      res.json({ data: { loggedOut: sessions.length } });
    })
  );
  router.post(
    "/hash-tokens",
    handle((req, res) => {
      const body = readBody(req, HashTokenBody);
      const { username } = body;
      const origin = body.origin ?? HASH_PORTAL_ORIGIN;
      const ttl = body.ttlSeconds ?? HASH_TOKEN_TTL_S;
      const user = userByUsername(ctx.cloud.state, username);
      if (!user) throw notFound(`No user ${username}`);
      const { raw, record } = ctx.tokens.issue("hash_login", user.id, ttl * 1e3, { username: user.username.toLowerCase(), origin });
      ctx.cloud.commit();
      const path = `/hashloginredirect?${new URLSearchParams({ username: user.username, token: raw, origin }).toString()}`;
      res.status(201).json({ data: { token: raw, username: user.username, origin, expiresAt: record.expiresAt, path } });
    })
  );
  return router;
}
var HASH_TOKEN_TTL_S;
var init_controlAccounts = __esm({
  "simulator/src/rest/controlAccounts.ts"() {
    "use strict";
    init_users();
    init_deleteUser();
    init_userNotices();
    init_apiError();
    init_authLogin();
    init_handle();
    init_readInput();
    HASH_TOKEN_TTL_S = 600;
  }
});

// simulator/src/gateway/ops/physicalWorld.ts
import { randomBytes as randomBytes14 } from "node:crypto";
import { SNAPSHOT_MAX_DEVICES } from "@homeport/sdk";
function numbered(name, count) {
  return Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
}
function freshHardwareId(taken) {
  for (; ; ) {
    const candidate = randomBytes14(8).toString("hex").toUpperCase();
    if (taken.has(candidate)) continue;
    taken.add(candidate);
    return candidate;
  }
}
var addDevices, deviceFirmware, readNetwork, pairingPress, existingPress, nodeFail, restoreHome;
var init_physicalWorld = __esm({
  "simulator/src/gateway/ops/physicalWorld.ts"() {
    "use strict";
    init_apiError();
    init_deviceReactions();
    init_gatewayOps();
    init_layout();
    init_buildDevice();
    init_network();
    init_playReaction();
    addDevices = gatewayOp("addDevices", async (emulator, args, env) => {
      const { contents } = emulator;
      const serial = contents.serialNumber;
      if (!allRoomIds(contents).includes(args.roomId)) throw notFound(`No room ${args.roomId} on ${serial}`);
      if (!args.online) throw conflict(`${serial} is offline`);
      if (contents.devices.length + args.count > SNAPSHOT_MAX_DEVICES) {
        throw badInput("count", `${serial} has ${contents.devices.length} devices; a gateway holds at most ${SNAPSHOT_MAX_DEVICES}`);
      }
      const names = args.name === void 0 ? defaultNames(contents.devices, args.kind, args.count) : numbered(args.name, args.count);
      const hardwareIds = { ...contents.hardwareIds ?? {} };
      const taken = new Set(Object.values(hardwareIds));
      let id = nextId2(contents.devices.map((d) => d.id));
      const added = [];
      for (const name of names) {
        const device2 = { ...buildDevice(args.kind, id, name, args.bus), room_id: args.roomId };
        hardwareIds[String(id)] = freshHardwareId(taken);
        added.push(device2);
        id++;
      }
      contents.devices.push(...added);
      contents.hardwareIds = hardwareIds;
      emulator.save();
      const [only] = added;
      const event = added.length === 1 && only ? { name: "device_added", data: { device_id: only.id, device_name: only.device_name, class: only.class, hardware_id: hardwareIds[String(only.id)] } } : { name: "devices_added", data: { device_ids: added.map((d) => d.id) } };
      await playOnGateway(emulator, env, { events: [event], later: [] });
      return { added: added.map((d) => d.id) };
    });
    deviceFirmware = gatewayOp(
      "deviceFirmware",
      async (emulator, { id, available, failAt }, env) => {
        const serial = emulator.contents.serialNumber;
        const device2 = emulator.contents.devices.find((d) => d.id === id);
        if (!device2) throw notFound(`No device ${id} on ${serial}`);
        const ota = device2.service_list.find((s) => s.name === "OTAService");
        const flag = ota?.property_list.find((p) => p.name === "NewFirmwareAvailable");
        if (!ota || !flag) throw notFound(`Device ${id} has no OTAService: its firmware is not upgraded through the gateway`);
        const events = [];
        if (available !== void 0 && flag.value !== available) {
          flag.value = available;
          events.push(propertyChanged(device2, ota, flag.name, available));
        }
        const arranged = { ...emulator.contents.upgradeFailAt ?? {} };
        if (failAt === null) delete arranged[String(id)];
        else if (failAt !== void 0) arranged[String(id)] = failAt;
        emulator.contents.upgradeFailAt = arranged;
        emulator.save();
        await playOnGateway(emulator, env, { events, later: [] });
        return { device: id, available: flag.value, failAt: arranged[String(id)] ?? null };
      }
    );
    readNetwork = gatewayOp("readNetwork", (emulator) => {
      const now = emulator.now();
      return {
        ...networkState(emulator),
        waiting: emulator.presses.filter((p) => p.until > now).map(({ kind, hardwareId, outcome, until }) => ({ kind, hardwareId, outcome, until }))
      };
    });
    pairingPress = gatewayOp(
      "pairingPress",
      async (emulator, { waitSeconds, ...press }, env) => {
        const reaction = pressPair(emulator, { ...press, until: emulator.now() + waitSeconds * 1e3 });
        if (reaction) await playOnGateway(emulator, env, reaction);
        return { hardwareId: press.hardwareId, state: reaction ? "joining" : "waiting", network: networkState(emulator) };
      }
    );
    existingPress = gatewayOp("existingPress", async (emulator, { id }, env) => {
      if (!emulator.contents.devices.some((d) => d.id === id)) throw notFound(`No device ${id} on ${emulator.contents.serialNumber}`);
      const network = networkState(emulator);
      await playOnGateway(emulator, env, pressExisting(emulator, id));
      return { device: id, network };
    });
    nodeFail = gatewayOp("nodeFail", async (emulator, { id, failed }) => {
      const device2 = emulator.contents.devices.find((d) => d.id === id);
      if (!device2) throw notFound(`No device ${id} on ${emulator.contents.serialNumber}`);
      await emulator.emit(setNodeFailed(emulator, device2, failed));
      return { device: id, failed, status: device2.status };
    });
    restoreHome = gatewayOp("restoreHome", (emulator, { seeded }) => {
      const { contents } = emulator;
      if (!seeded) throw notFound(`${contents.serialNumber} is not part of the seed`);
      for (const rule of contents.rules) emulator.rules.ruleDeleted(rule.id)();
      contents.devices = seeded.devices;
      contents.floors = seeded.floors;
      contents.hardwareIds = seeded.hardwareIds ?? {};
      contents.failedNodes = seeded.failedNodes ?? [];
      contents.rules = seeded.rules;
      contents.scenarioStatuses = seeded.scenarioStatuses;
      contents.ruleSeq = Math.max(contents.ruleSeq, seeded.ruleSeq);
      delete contents.settings;
      emulator.save();
      for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
      return { serialNumber: contents.serialNumber, devices: contents.devices.length, floors: contents.floors.length };
    });
  }
});

// simulator/src/rest/controlGateway.ts
import { SerialParam as SerialParam2 } from "@homeport/sdk";
function gatewayOf2(ctx, raw) {
  const serial = readInput(SerialParam2, raw, "serial");
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) throw notFound(`No gateway ${serial}`);
  return gateway;
}
var init_controlGateway = __esm({
  "simulator/src/rest/controlGateway.ts"() {
    "use strict";
    init_apiError();
    init_readInput();
    init_cloudIndex();
  }
});

// simulator/src/rest/controlDevices.ts
import { Router as Router13 } from "express";
import { DeviceIdParam, SimDevicesBody, SimFirmwareBody } from "@homeport/sdk";
function controlDeviceRoutes(ctx) {
  const router = Router13();
  const gatewayOf3 = (raw) => gatewayOf2(ctx, raw);
  router.post(
    "/gateways/:serial/devices",
    handle(async (req, res) => {
      const gateway = gatewayOf3(req.params.serial);
      const body = readBody(req, SimDevicesBody);
      const { added } = await ctx.emulators.run(gateway.serialNumber, addDevices, { ...body, online: gateway.connectionStatus === "online" });
      res.json({ data: { added } });
    })
  );
  router.post(
    "/gateways/:serial/devices/:id/firmware",
    handle(async (req, res) => {
      const gateway = gatewayOf3(req.params.serial);
      const id = readInput(DeviceIdParam, req.params.id, "id");
      const body = readBody(req, SimFirmwareBody);
      const data = await ctx.emulators.run(gateway.serialNumber, deviceFirmware, { id, available: body.available, failAt: body.failAt });
      res.json({ data });
    })
  );
  return router;
}
var init_controlDevices = __esm({
  "simulator/src/rest/controlDevices.ts"() {
    "use strict";
    init_physicalWorld();
    init_controlGateway();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlFaults.ts
import { Router as Router14 } from "express";
import { FaultBody, FaultIdParam } from "@homeport/sdk";
function controlFaultRoutes(ctx) {
  const router = Router14();
  router.get(
    "/faults",
    handle((_req, res) => {
      res.json({ data: ctx.faults.list() });
    })
  );
  router.post(
    "/faults",
    handle((req, res) => {
      const fault = ctx.faults.add(readBody(req, FaultBody));
      ctx.log(`fault ${fault.id} stood up: ${JSON.stringify(fault)}`);
      res.status(201).json({ data: fault });
    })
  );
  router.delete(
    "/faults/:id",
    handle((req, res) => {
      const id = readInput(FaultIdParam, req.params.id, "id");
      if (!ctx.faults.remove(id)) throw notFound(`No fault ${id}`);
      res.json({ data: { deleted: 1 } });
    })
  );
  router.delete(
    "/faults",
    handle((_req, res) => {
      res.json({ data: { deleted: ctx.faults.clear() } });
    })
  );
  return router;
}
var init_controlFaults = __esm({
  "simulator/src/rest/controlFaults.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlOutbox.ts
import { Router as Router15 } from "express";
import { OutboxQuery } from "@homeport/sdk";
function controlOutboxRoutes(ctx) {
  const router = Router15();
  router.get(
    "/outbox",
    handle((req, res) => {
      const { to, kind } = readQuery(req, OutboxQuery);
      res.json({ data: ctx.outbox.list({ to, kind }), held: ctx.outbox.held() });
    })
  );
  router.delete(
    "/outbox",
    handle((_req, res) => {
      const deleted = ctx.outbox.clear();
      ctx.cloud.commit();
      res.json({ data: { deleted } });
    })
  );
  return router;
}
var init_controlOutbox = __esm({
  "simulator/src/rest/controlOutbox.ts"() {
    "use strict";
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlClock.ts
import { Router as Router16 } from "express";
import { SimClockBody } from "@homeport/sdk";
function clockView(clock, fired) {
  const { now, rate, pending, nextDue } = clock.state();
  return { now, iso: new Date(now).toISOString(), rate, pending, nextDue: nextDue === null ? null : new Date(nextDue).toISOString(), ...fired === void 0 ? {} : { fired } };
}
function controlClockRoutes(ctx) {
  const router = Router16();
  router.get(
    "/clock",
    handle((_req, res) => {
      res.json({ data: clockView(ctx.clock) });
    })
  );
  router.post(
    "/clock",
    handle(async (req, res) => {
      const body = readBody(req, SimClockBody);
      const now = ctx.clock.now();
      if (body.to !== void 0 && body.to < now) throw conflict(`The clock only moves forward: it is ${new Date(now).toISOString()}; reset the simulator to start over`);
      let fired = 0;
      if (body.advanceMs !== void 0) fired = ctx.clock.advance(body.advanceMs).fired;
      if (body.to !== void 0) fired = ctx.clock.set(body.to).fired;
      if (body.rate !== void 0) ctx.clock.setRate(body.rate);
      await ctx.emulators.settled();
      ctx.log(`clock: ${new Date(ctx.clock.now()).toISOString()} at rate ${ctx.clock.state().rate} (${fired} timers fired)`);
      res.json({ data: clockView(ctx.clock, fired) });
    })
  );
  return router;
}
var init_controlClock = __esm({
  "simulator/src/rest/controlClock.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlPairing.ts
import { randomBytes as randomBytes15 } from "node:crypto";
import { Router as Router17 } from "express";
import { DeviceIdParam as DeviceIdParam2, SimNodeFailBody, SimPairingBody } from "@homeport/sdk";
function controlPairingRoutes(ctx) {
  const router = Router17();
  const gatewayOf3 = (raw) => gatewayOf2(ctx, raw);
  const online = (raw) => {
    const gateway = gatewayOf3(raw);
    if (gateway.connectionStatus !== "online") throw conflict(`${gateway.serialNumber} is offline`);
    return gateway;
  };
  router.get(
    "/gateways/:serial/network",
    handle(async (req, res) => {
      const gateway = gatewayOf3(req.params.serial);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, readNetwork, void 0) });
    })
  );
  router.post(
    "/gateways/:serial/pairing",
    handle(async (req, res) => {
      const gateway = online(req.params.serial);
      const body = readBody(req, SimPairingBody);
      const hardwareId = body.hardwareId ?? randomBytes15(8).toString("hex").toUpperCase();
      const data = await ctx.emulators.run(gateway.serialNumber, pairingPress, {
        kind: body.kind,
        bus: body.bus,
        name: body.name,
        hardwareId,
        outcome: body.outcome,
        failCode: body.failCode,
        failuresLeft: body.outcome === "fail" ? body.times : 0,
        waitSeconds: body.waitSeconds
      });
      res.json({ data });
    })
  );
  router.post(
    "/gateways/:serial/devices/:id/press",
    handle(async (req, res) => {
      const gateway = online(req.params.serial);
      const id = readInput(DeviceIdParam2, req.params.id, "id");
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, existingPress, { id }) });
    })
  );
  router.post(
    "/gateways/:serial/devices/:id/fail",
    handle(async (req, res) => {
      const gateway = gatewayOf3(req.params.serial);
      const id = readInput(DeviceIdParam2, req.params.id, "id");
      const { failed } = readBody(req, SimNodeFailBody);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, nodeFail, { id, failed }) });
    })
  );
  return router;
}
var init_controlPairing = __esm({
  "simulator/src/rest/controlPairing.ts"() {
    "use strict";
    init_physicalWorld();
    init_apiError();
    init_controlGateway();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlRules.ts
import { Router as Router18 } from "express";
import { RuleLogQuery, SerialParam as SerialParam3 } from "@homeport/sdk";
function controlRuleRoutes(ctx) {
  const router = Router18();
  router.get(
    "/gateways/:serial/rules/log",
    handle(async (req, res) => {
      const serial = readInput(SerialParam3, req.params.serial, "serial");
      const { ruleId } = readQuery(req, RuleLogQuery);
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      res.json({ data: await ctx.emulators.run(serial, readRuleLog, ruleId === void 0 ? {} : { ruleId }) });
    })
  );
  return router;
}
var init_controlRules = __esm({
  "simulator/src/rest/controlRules.ts"() {
    "use strict";
    init_cloudReads();
    init_apiError();
    init_handle();
    init_readInput();
    init_cloudIndex();
  }
});

// simulator/src/seed/campaigns.ts
function seedCampaigns() {
  return [
    campaign(1, "DOC400", "4.0.1", "4.21.3", ["Longer battery reports for sensors", "Security fixes"], 60),
    campaign(2, "DOC400", "4.1.0", "4.22.0", FEATURES_41, 10),
    campaign(3, "HA101", "4.1.0", "4.22.0", FEATURES_41, 10),
    campaign(4, "HA102", "4.1.0", "4.22.0", FEATURES_41, 10),
    campaign(5, "LIV100", "4.1.0", null, ["Night mode for the status light", "Security fixes"], 20)
  ];
}
var softwareIdOf, campaign, FEATURES_41;
var init_campaigns = __esm({
  "simulator/src/seed/campaigns.ts"() {
    "use strict";
    init_ids();
    softwareIdOf = (model, version) => `fw-${model.toLowerCase()}-${version}`;
    campaign = (n, model, softwareVersion, ohmVersion, softwareDescription, daysAgo) => ({
      id: `fwc-${n}`,
      campaignID: `fwc-${n}`,
      model,
      softwareId: softwareIdOf(model, softwareVersion),
      softwareVersion,
      softwareDescription,
      ohmVersion,
      publishedAt: SEED_EPOCH - daysAgo * DAY_MS
    });
    FEATURES_41 = ["Faster Z-Wave inclusion", "Scenes keep running while the cloud is unreachable", "Zigbee channel chosen at start-up", "Security fixes"];
  }
});

// simulator/src/seed/countries.ts
function seedCountries() {
  return COUNTRIES.map(([name, alpha2Code, dialCode]) => ({ id: alpha2Code, name, alpha2Code, dialCode }));
}
var COUNTRIES;
var init_countries = __esm({
  "simulator/src/seed/countries.ts"() {
    "use strict";
    COUNTRIES = [
      ["India", "IN", "+91"],
      ["Australia", "AU", "+61"],
      ["Bangladesh", "BD", "+880"],
      ["Brazil", "BR", "+55"],
      ["Canada", "CA", "+1"],
      ["France", "FR", "+33"],
      ["Germany", "DE", "+49"],
      ["Indonesia", "ID", "+62"],
      ["Italy", "IT", "+39"],
      ["Japan", "JP", "+81"],
      ["Kenya", "KE", "+254"],
      ["Malaysia", "MY", "+60"],
      ["Nepal", "NP", "+977"],
      ["Netherlands", "NL", "+31"],
      ["Poland", "PL", "+48"],
      ["Portugal", "PT", "+351"],
      ["Singapore", "SG", "+65"],
      ["South Africa", "ZA", "+27"],
      ["Spain", "ES", "+34"],
      ["Sri Lanka", "LK", "+94"],
      ["United Arab Emirates", "AE", "+971"],
      ["United Kingdom", "GB", "+44"],
      ["United States", "US", "+1"]
    ];
  }
});

// simulator/src/seed/announcementAudience.ts
function giveCustomersAudience(customers) {
  for (const user of customers) {
    const number2 = Number.parseInt(user.id.slice(4), 16) || 0;
    const city = SEED_CITIES[number2 % SEED_CITIES.length];
    user.addresses = [
      { _id: `${user.id}-home`, line1: `${number2 % 90 + 1} Park street`, line2: "", city, zip: `4000${String(number2 % 100).padStart(2, "0")}`, country: "India" }
    ];
    const choice = number2 % 3;
    if (choice === 0) {
      user.receiveAnnouncementsBy = [
        { contactType: "email", sendAnnouncements: true },
        { contactType: "pushMobile", sendAnnouncements: true },
        { contactType: "whatsapp", sendAnnouncements: true }
      ];
      user.contacts.push({ contactType: "phone", contact: `+91987650${String(number2).padStart(4, "0")}`, isDefault: false, label: "Mobile" });
    } else if (choice === 1) {
      user.receiveAnnouncementsBy = [
        { contactType: "email", sendAnnouncements: false },
        { contactType: "pushMobile", sendAnnouncements: true }
      ];
    } else {
      user.receiveAnnouncementsBy = [];
    }
  }
}
var SEED_CITIES;
var init_announcementAudience = __esm({
  "simulator/src/seed/announcementAudience.ts"() {
    "use strict";
    SEED_CITIES = ["Mumbai", "Pune", "Bengaluru", "Chennai"];
  }
});

// simulator/src/seed/users.ts
function seededHash(password, salt) {
  const key3 = `${salt.toString("hex")}:${password}`;
  let hash2 = hashes.get(key3);
  if (!hash2) {
    hash2 = hashPasswordSync(password, salt);
    hashes.set(key3, hash2);
  }
  return hash2;
}
function userRecord(fields, passwordHash, createdAt) {
  return {
    ...fields,
    _id: fields.id,
    contacts: [{ contactType: "email", contact: fields.username, isDefault: true, label: "Default" }],
    preferredLanguage: "en_EN",
    passwordHash,
    createdAt
  };
}
function accountRecord(account, devices, saltPrng) {
  const record = userRecord(
    {
      id: account.userId,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      groups: account.groups,
      // A copy: the account's own list is a module constant every seed reads (a push must not reach the next seed).
      devices: [...devices],
      parentsIds: account.linkedTo ? [account.linkedTo.master] : []
    },
    seededHash(account.password, saltPrng.bytes(16)),
    SEED_EPOCH - 400 * DAY_MS
  );
  if (account.phone) record.contacts.push({ contactType: "phone", contact: account.phone, isDefault: false, label: "Mobile" });
  if (account.accepted === false) {
    record.privacyPolicyAccepted = false;
    record.termsOfServiceAccepted = false;
  }
  return record;
}
var hashes;
var init_users2 = __esm({
  "simulator/src/seed/users.ts"() {
    "use strict";
    init_password();
    init_ids();
    hashes = /* @__PURE__ */ new Map();
  }
});

// simulator/src/seed/customers.ts
var FIRST, LAST, CustomerPool;
var init_customers = __esm({
  "simulator/src/seed/customers.ts"() {
    "use strict";
    init_accounts();
    init_ids();
    init_users2();
    FIRST = ["Aarav", "Diya", "Ishaan", "Kavya", "Rohan", "Meera", "Vikram", "Ananya", "Arjun", "Priya", "Kabir", "Sara", "Dev", "Nisha"];
    LAST = ["Sharma", "Iyer", "Nair", "Reddy", "Banerjee", "Patel", "Singh", "Das", "Kulkarni", "Menon", "Gupta", "Joshi"];
    CustomerPool = class {
      constructor(prng, size) {
        this.prng = prng;
        this.size = size;
      }
      prng;
      size;
      users = [];
      /** Picks a customer (created on first pick) and records the gateway as theirs. */
      assign(serial) {
        const slot = this.prng.int(0, Math.max(0, this.size - 1));
        let user = this.users[slot];
        if (!user) {
          const number2 = FIRST_CUSTOMER_NUMBER + slot;
          const first = this.prng.pick(FIRST);
          const last = this.prng.pick(LAST);
          user = userRecord(
            {
              id: userIdOf(number2),
              username: `${first}.${last}${number2}@mail.test`.toLowerCase(),
              firstName: first,
              lastName: last,
              groups: ["users"],
              devices: [],
              parentsIds: []
            },
            null,
            SEED_EPOCH - this.prng.int(30, 700) * DAY_MS
          );
          this.users[slot] = user;
        }
        user.devices.push(serial);
        return user;
      }
      all() {
        return this.users.filter((u) => u !== void 0);
      }
    };
  }
});

// simulator/src/seed/demoRules.ts
import { NotificationType as NotificationType4 } from "@homeport/sdk";
function demoRules() {
  let seq = 0;
  const id = () => ++seq;
  const actionSet = (name, delay, parts) => {
    const notifications = parts.notifications ?? [];
    return {
      id: id(),
      name,
      delay,
      devices: parts.devices ?? [],
      statuses: parts.statuses ?? [],
      notifications,
      alarms: parts.alarms ?? [],
      push_notification: notifications.filter((n) => n.type === NotificationType4.push).length,
      notification: notifications.filter((n) => n.type !== NotificationType4.push).length,
      alarm_notification: (parts.alarms ?? []).length
    };
  };
  const gasLeak = {
    id: id(),
    name: "Gas leak",
    active: true,
    rule_logic: "OR",
    time_triggers: [],
    // Kitchen Gas Detector (10) raises its alarm.
    event_triggers: [{ id: id(), event_source: 10, service_name: "GasService", property_name: "Alarm", value: true, compare_type: "EQ", delay: 0 }],
    statuses: [],
    scenes: []
  };
  gasLeak.scenes.push(
    actionSet("Light and warn", 0, {
      // Kitchen Colour Bulb (8) on; the panic status on; a push to the owner; alarm 100.
      devices: [{ id: 8, settings: [{ service_name: "SwitchService", property: "State", value: true }] }],
      statuses: [{ name: "panic", resource_id: 13, enabled: true }],
      notifications: [{ notification_id: id(), type: NotificationType4.push, desc: "Gas detected in the kitchen", short_desc: "Gas leak", destination: "" }],
      alarms: [{ alarm_code: 100 }]
    })
  );
  const leaving = {
    id: id(),
    name: "Leaving home",
    active: true,
    rule_logic: "OR",
    time_triggers: [],
    event_triggers: [],
    // The away status (15) turned on.
    statuses: [{ id: id(), name: "away", state: true, resource_id: 15 }],
    scenes: []
  };
  leaving.scenes.push(
    actionSet("Lock up", 0, {
      // Front Door Lock (6) locked, Living Room Outlet (1) off, at_home off.
      devices: [
        { id: 6, settings: [{ service_name: "DoorLockService", property: "Locked", value: true }] },
        { id: 1, settings: [{ service_name: "SwitchService", property: "State", value: false }] }
      ],
      statuses: [{ name: "at_home", resource_id: 2, enabled: false }]
    }),
    // Half a minute later the Hall Dimmer (2) goes dark.
    actionSet("Hall lights out", 3e4, { devices: [{ id: 2, settings: [{ service_name: "LevelService", property: "Level", value: 0 }] }] })
  );
  const goodNight = {
    id: id(),
    name: "Good night",
    active: false,
    rule_logic: "OR",
    // 22:30:00 every day, from the seed's first day (the gateway's local time).
    time_triggers: [{ id: id(), year: 2026, month: 1, day: 1, hour: 22, minute: 30, second: 0, repeat: [true, true, true, true, true, true, true] }],
    event_triggers: [],
    statuses: [],
    scenes: []
  };
  goodNight.scenes.push(
    actionSet("Dim and warm", 0, {
      // Hall Dimmer (2) to 10 %, Bedroom Thermostat (3) to 19 °C, night on, day off.
      devices: [
        { id: 2, settings: [{ service_name: "LevelService", property: "Level", value: 10 }] },
        { id: 3, settings: [{ service_name: "ThermostatService", property: "SetPoint", value: 19 }] }
      ],
      statuses: [
        { name: "night", resource_id: 5, enabled: true },
        { name: "day", resource_id: 16, enabled: false }
      ]
    })
  );
  return { rules: [gasLeak, leaving, goodNight], scenarioStatuses: defaultScenarioStatuses(["at_home", "day", "disarmed"]), ruleSeq: seq };
}
var init_demoRules = __esm({
  "simulator/src/seed/demoRules.ts"() {
    "use strict";
    init_scenarioStatuses();
  }
});

// simulator/src/seed/demoHome.ts
function demoHome() {
  const devices = [
    outlet({ id: 1, name: "Living Room Outlet", room: ROOM.living }),
    dimmer({ id: 2, name: "Hall Dimmer", room: ROOM.hall }),
    thermostat({ id: 3, name: "Bedroom Thermostat", room: ROOM.bedroom }),
    fan({ id: 4, name: "Bedroom Ceiling Fan", room: ROOM.bedroom }),
    rollerShutter({ id: 5, name: "Living Room Shutter", room: ROOM.living }),
    doorLock({ id: 6, name: "Front Door Lock", room: ROOM.entrance }),
    irBlaster({ id: 7, name: "TV Remote", room: ROOM.living }),
    colorLight({ id: 8, name: "Kitchen Colour Bulb", room: ROOM.kitchen }),
    smartMeter({ id: 9, name: "Main Smart Meter", room: ROOM.utility }),
    gasDetector({ id: 10, name: "Kitchen Gas Detector", room: ROOM.kitchen }),
    pressureSensor({ id: 11, name: "Boiler Pressure", room: ROOM.utility, status: 5 }),
    panicButton({ id: 12, name: "Bedside Panic Button", room: ROOM.bedroom }),
    weatherStation({ id: 13, name: "Garden Weather Station", room: ROOM.garden }),
    camera({ id: 14, name: "Entrance Camera", room: ROOM.entrance, status: 7 }),
    audio({ id: 15, name: "Living Room Speaker", room: ROOM.living }),
    multiSensor({ id: 16, name: "Bathroom Multisensor", room: ROOM.bathroom }),
    contactSensor({ id: 17, name: "Bedroom Window", room: UNSORTED_ROOM_ID }),
    outlet({ id: 18, name: "Garden Pump", room: UNSORTED_ROOM_ID }, "wise"),
    hueBridge({ id: 19, name: "Hue Bridge", room: ROOM.living }),
    irBlaster({ id: 20, name: "Bedroom IR Controller", room: ROOM.bedroom }, "none")
  ];
  const floors = layoutFloors(
    [
      {
        floor_id: 1,
        floor_name: "Ground Floor",
        rooms: [
          { room_id: ROOM.living, room_name: "Living Room" },
          { room_id: ROOM.kitchen, room_name: "Kitchen" },
          { room_id: ROOM.hall, room_name: "Hall" },
          { room_id: ROOM.entrance, room_name: "Entrance" },
          { room_id: ROOM.garden, room_name: "Garden" }
        ]
      },
      {
        floor_id: 2,
        floor_name: "First Floor",
        rooms: [
          { room_id: ROOM.bedroom, room_name: "Bedroom" },
          { room_id: ROOM.bathroom, room_name: "Bathroom" },
          { room_id: ROOM.utility, room_name: "Utility Room" }
        ]
      }
    ],
    devices
  );
  return { devices, floors, ...demoRules() };
}
var ROOM;
var init_demoHome = __esm({
  "simulator/src/seed/demoHome.ts"() {
    "use strict";
    init_media();
    init_power();
    init_safety();
    init_comfort();
    init_floors();
    init_demoRules();
    ROOM = { living: 1, kitchen: 2, hall: 3, entrance: 4, garden: 5, bedroom: 6, bathroom: 7, utility: 8 };
  }
});

// simulator/src/seed/genericHome.ts
function genericHome(prng, assigned, size = { min: 2, max: 6 }) {
  const count = assigned ? prng.int(size.min, size.max) : 0;
  const devices = [];
  for (let id = 1; id <= count; id += 1) {
    const [label, build] = prng.pick(CATALOGUE);
    const room = prng.chance(0.2) ? UNSORTED_ROOM_ID : prng.pick(ROOMS).room_id;
    const status = prng.chance(0.1) ? 5 : 2;
    devices.push(build({ id, name: `${label} ${id}`, room, status }));
  }
  return { devices, floors: layoutFloors(assigned ? [{ floor_id: 1, floor_name: "Home", rooms: ROOMS }] : [], devices) };
}
var CATALOGUE, ROOMS;
var init_genericHome = __esm({
  "simulator/src/seed/genericHome.ts"() {
    "use strict";
    init_media();
    init_power();
    init_safety();
    init_comfort();
    init_floors();
    CATALOGUE = [
      ["Outlet", outlet],
      ["Dimmer", dimmer],
      ["Colour Bulb", colorLight],
      ["Thermostat", thermostat],
      ["Fan", fan],
      ["Shutter", rollerShutter],
      ["Door Lock", doorLock],
      ["Multisensor", multiSensor],
      ["Window Contact", contactSensor],
      ["Camera", camera],
      ["Speaker", audio]
    ];
    ROOMS = [
      { room_id: 1, room_name: "Living Room" },
      { room_id: 2, room_name: "Kitchen" },
      { room_id: 3, room_name: "Bedroom" }
    ];
  }
});

// simulator/src/seed/derivedGateway.ts
function encodeHomes(assigned) {
  const bytes = Buffer.alloc(Math.ceil(assigned.length / 8));
  assigned.forEach((yes, i) => {
    if (yes) bytes[i >> 3] |= 1 << (i & 7);
  });
  return bytes.toString("base64");
}
function hasHome(homes, position) {
  const bytes = Buffer.from(homes, "base64");
  return ((bytes[position >> 3] ?? 0) & 1 << (position & 7)) !== 0;
}
function indexOfSerial(serial) {
  const match = /^HP(\d{10})$/.exec(serial);
  if (!match) return null;
  const index = Number(match[1]) - 1e9;
  return index > 0 ? index : null;
}
function gatewayPrng(seed, index) {
  return new Prng((seed ^ Math.imul(index, 2654435761) ^ 668265263) >>> 0);
}
function deriveGatewayContents(meta, record, secretsFor = newFactorySecrets) {
  if (typeof meta.homes !== "string") return null;
  const index = indexOfSerial(record.serialNumber);
  if (index === null || index <= NAMED_GATEWAY_COUNT || index > meta.gateways) return null;
  const prng = gatewayPrng(meta.seed, index);
  const home = genericHome(prng, hasHome(meta.homes, index - NAMED_GATEWAY_COUNT - 1), GENERATED_DEVICES);
  return {
    serialNumber: record.serialNumber,
    platform: {
      model: record.model,
      ohmVersion: record.swVersions.ohmVersion,
      appVersion: "2.18.8",
      osmVersion: prng.pick(["1.24.0", "1.25.0", "1.26.1"]),
      networkType: record.connectionType,
      ip: `192.168.${prng.int(0, 10)}.${prng.int(2, 250)}`
    },
    privilegedBy: null,
    pinLocked: false,
    factory: secretsFor(record.serialNumber),
    rules: [],
    scenarioStatuses: defaultScenarioStatuses(),
    ruleSeq: 0,
    ...home
  };
}
function statisticsDerive(cloud) {
  return (serial) => {
    const record = gatewayBySerial(cloud.state, serial);
    return record ? deriveGatewayContents(cloud.state.meta, record, () => ({ pin: "000000", localPassword: "unused" })) : null;
  };
}
var GENERATED_DEVICES;
var init_derivedGateway = __esm({
  "simulator/src/seed/derivedGateway.ts"() {
    "use strict";
    init_factorySecrets();
    init_scenarioStatuses();
    init_cloudIndex();
    init_accounts();
    init_genericHome();
    init_prng();
    GENERATED_DEVICES = { min: 10, max: 30 };
  }
});

// simulator/src/seed/licences.ts
function seedLicences(seed, gateways) {
  const prng = new Prng(seed ^ 668265263);
  const activatedAt = SEED_EPOCH - 30 * DAY_MS;
  const active = gateways.slice(0, NAMED_GATEWAY_COUNT).flatMap(
    (gateway, i) => gateway.userId === null ? [] : [
      {
        id: prng.hex(20),
        userId: gateway.userId,
        plan: PLANS[i % PLANS.length],
        serialNumber: gateway.serialNumber,
        status: "active",
        activatedAt,
        validUntil: activatedAt + LICENCE_TERM_MS
      }
    ]
  );
  const spare = (userId, plan) => ({ id: prng.hex(20), userId, plan, serialNumber: null, status: "unused", activatedAt: null, validUntil: null });
  return [...active, spare(demoAccount.userId, PLANS[0]), spare(demoAccount.userId, PLANS[1]), spare(otherAccount.userId, PLANS[0])];
}
var PLANS, LICENCE_TERM_MS;
var init_licences = __esm({
  "simulator/src/seed/licences.ts"() {
    "use strict";
    init_accounts();
    init_ids();
    init_prng();
    PLANS = ["Homeport Care", "Homeport Care Plus"];
    LICENCE_TERM_MS = 365 * DAY_MS;
  }
});

// simulator/src/seed/regions.ts
var REGIONS, REGION_ORDER;
var init_regions = __esm({
  "simulator/src/seed/regions.ts"() {
    "use strict";
    REGIONS = {
      S: [
        { state: "Karnataka", centres: ["Bengaluru", "Mysuru"] },
        { state: "Tamil Nadu", centres: ["Chennai", "Coimbatore"] },
        { state: "Kerala", centres: ["Kochi", "Thiruvananthapuram"] }
      ],
      N: [
        { state: "Delhi", centres: ["New Delhi"] },
        { state: "Punjab", centres: ["Ludhiana", "Amritsar"] },
        { state: "Uttar Pradesh", centres: ["Lucknow", "Noida"] }
      ],
      E: [
        { state: "West Bengal", centres: ["Kolkata", "Siliguri"] },
        { state: "Odisha", centres: ["Bhubaneswar"] },
        { state: "Assam", centres: ["Guwahati"] }
      ],
      W: [
        { state: "Maharashtra", centres: ["Mumbai", "Pune"] },
        { state: "Gujarat", centres: ["Ahmedabad", "Surat"] },
        { state: "Rajasthan", centres: ["Jaipur"] }
      ]
    };
    REGION_ORDER = ["S", "N", "E", "W"];
  }
});

// simulator/src/seed/gatewayRecord.ts
function planGateway(prng, plan) {
  const region = REGION_ORDER[(plan.index - 1) % REGION_ORDER.length] ?? "S";
  const place = prng.pick(REGIONS[region]);
  const model = plan.model ?? prng.pick(MODELS);
  const pickedFirmware = plan.firmware ?? prng.pick(FIRMWARE);
  const firmware = plan.olderFirmware?.currentFWVersion ?? pickedFirmware;
  const softwareId = `fw-${model.toLowerCase()}-${firmware}`;
  const installedAt = SEED_EPOCH - prng.int(5, 200) * DAY_MS;
  const connectionType = model === "VOC200" ? "unknown" : prng.chance(0.6) ? "ethernet" : "wifi";
  const pickedOhm = prng.pick(OHM);
  const ohmVersion = plan.olderFirmware?.ohmVersion ?? pickedOhm;
  const record = {
    id: plan.serial,
    serialNumber: plan.serial,
    name: plan.name,
    userId: plan.owner,
    connectionStatus: plan.online ? "online" : "offline",
    secureId: prng.hex(24),
    type: model === "VOC200" ? "VG" : "HG",
    model,
    operationMode: plan.operationMode ?? 0,
    connectionType,
    currentFWVersion: firmware,
    swVersions: { ohmVersion },
    installations: [
      {
        softwareId,
        history: INSTALL_STEPS.map((status, step) => ({ status, ts: installedAt + step * 6e4 }))
      }
    ],
    installationSoftwareId: softwareId,
    backupRestoreInProgress: false,
    replacementInProgress: false,
    subscriptionLockMode: 0,
    isAutomaticallyBackup: prng.chance(0.5),
    region,
    state: place.state,
    centre: prng.pick(place.centres)
  };
  const platform = {
    model,
    ohmVersion,
    appVersion: "2.18.8",
    osmVersion: prng.pick(["1.24.0", "1.25.0", "1.26.1"]),
    networkType: connectionType,
    ip: `192.168.${prng.int(0, 10)}.${prng.int(2, 250)}`
  };
  return { record, platform };
}
var MODELS, FIRMWARE, OHM, INSTALL_STEPS;
var init_gatewayRecord = __esm({
  "simulator/src/seed/gatewayRecord.ts"() {
    "use strict";
    init_ids();
    init_regions();
    MODELS = ["DOC400", "DOC400", "HA101", "HA102", "JCO4032", "LIV100", "SHH600", "SHH800"];
    FIRMWARE = ["3.2.1", "3.4.0", "3.6.2", "4.0.1"];
    OHM = ["4.18.2", "4.19.0", "4.21.3"];
    INSTALL_STEPS = ["accepted", "delivering", "delivered", "downloading", "installing", "installed"];
  }
});

// simulator/src/seed/buildSeed.ts
function buildSeed({ seed, gateways }, secretsFor = newFactorySecrets) {
  if (!Number.isInteger(gateways) || gateways < MIN_GATEWAYS || gateways > MAX_GATEWAYS) {
    throw new Error(`gateways must be an integer from ${MIN_GATEWAYS} to ${MAX_GATEWAYS}`);
  }
  const fleetPrng = new Prng(seed);
  const homePrng = new Prng(seed ^ 2654435769);
  const customers = new CustomerPool(new Prng(seed ^ 2246822507), Math.ceil((gateways - NAMED_GATEWAY_COUNT) / 2));
  const records = [];
  const contents = [];
  const homes = [];
  const add = (plan, home) => {
    const { record, platform } = planGateway(fleetPrng, plan);
    records.push(record);
    contents.push({
      serialNumber: plan.serial,
      platform,
      privilegedBy: null,
      pinLocked: false,
      factory: secretsFor(plan.serial),
      rules: [],
      scenarioStatuses: defaultScenarioStatuses(),
      ruleSeq: 0,
      ...home
    });
  };
  add({ serial: DEMO_ONLINE_SERIAL, index: 1, name: "Demo Home", owner: demoAccount.userId, online: true, model: "DOC400", firmware: "3.6.2" }, demoHome());
  add({ serial: DEMO_OFFLINE_SERIAL, index: 2, name: "Beach House", owner: demoAccount.userId, online: false, model: "DOC400" }, genericHome(homePrng, true));
  OTHER_SERIALS.forEach(
    (serial, i) => add(
      {
        serial,
        index: 3 + i,
        name: ["Other Flat", "Other Office", "Other Garage"][i] ?? serial,
        owner: otherAccount.userId,
        online: i !== 1,
        // One gateway in operation mode bit 2 (spec 1 §6: only Settings usable).
        operationMode: i === 2 ? 4 : 0,
        // Other Flat runs firmware from before scenario-status collections: get_scenario_statuses answers 1, get_statuses works.
        olderFirmware: i === 0 ? OLD_STATUS_FIRMWARE : void 0
      },
      genericHome(homePrng, true)
    )
  );
  for (let index = NAMED_GATEWAY_COUNT + 1; index <= gateways; index += 1) {
    const serial = serialOf(index);
    const fixed = FORCED[index];
    const assigned = fixed?.assigned ?? fleetPrng.chance(0.75);
    const online = fixed?.online ?? fleetPrng.chance(0.7);
    const owner = assigned ? customers.assign(serial) : null;
    homes.push(assigned);
    records.push(
      planGateway(fleetPrng, { serial, index, name: owner ? `${owner.firstName}'s Home` : "Unassigned gateway", owner: owner?.id ?? null, online, model: fixed?.model }).record
    );
  }
  const saltPrng = new Prng(seed ^ 3266489909);
  const linkedAccounts = [
    {
      id: "link-1",
      masterAccountId: demoAccount.userId,
      secondaryAccountId: familyAccount.userId,
      isSupport: familyAccount.linkedTo?.isSupport ?? false,
      verified: true
    }
  ];
  giveCustomersAudience(customers.all());
  const users = [
    accountRecord(demoAccount, demoAccount.owns, saltPrng),
    accountRecord(adminAccount, [], saltPrng),
    accountRecord(otherAccount, otherAccount.owns, saltPrng),
    // A secondary account reaches its master's gateways (spec 2 §3 "Linked account").
    accountRecord(familyAccount, demoAccount.owns, saltPrng),
    accountRecord(termsAccount, [], saltPrng),
    accountRecord(viewerAccount, [], saltPrng),
    ...customers.all()
  ];
  return {
    cloud: {
      meta: { seed, gateways, homes: encodeHomes(homes) },
      users,
      sessions: [],
      gateways: records,
      countries: seedCountries(),
      linkedAccounts,
      loginAttempts: [],
      tokens: [],
      outbox: [],
      clients: clientRecords(),
      oauthGrants: [],
      licences: seedLicences(seed, records),
      addresses: [],
      onlineOfflineNotices: [],
      kpiReports: [],
      campaigns: seedCampaigns(),
      firmwareStates: [],
      alarms: [],
      alarmTables: [],
      alarmNotifications: [],
      exportTasks: [],
      mediaDeviceNotices: []
    },
    contents
  };
}
var FORCED, OLD_STATUS_FIRMWARE, MIN_GATEWAYS, MAX_GATEWAYS;
var init_buildSeed = __esm({
  "simulator/src/seed/buildSeed.ts"() {
    "use strict";
    init_factorySecrets();
    init_accounts();
    init_campaigns();
    init_clients();
    init_countries();
    init_announcementAudience();
    init_customers();
    init_demoHome();
    init_derivedGateway();
    init_genericHome();
    init_scenarioStatuses();
    init_licences();
    init_gatewayRecord();
    init_ids();
    init_prng();
    init_users2();
    FORCED = {
      6: { assigned: false, online: true },
      7: { assigned: false, online: false },
      8: { assigned: true, online: false },
      9: { assigned: true, online: true, model: "VOC200" }
    };
    OLD_STATUS_FIRMWARE = { currentFWVersion: "3.1.0", ohmVersion: "3.1.7" };
    MIN_GATEWAYS = NAMED_GATEWAY_COUNT;
    MAX_GATEWAYS = 1e5;
  }
});

// simulator/src/rest/controlGatewaySettings.ts
import { Router as Router19 } from "express";
import { isAdmin as isAdmin6, SerialParam as SerialParam4, SimLicenceBody } from "@homeport/sdk";
function controlGatewaySettingsRoutes(ctx) {
  const router = Router19();
  router.post(
    "/licences",
    handle((req, res) => {
      const { userId, plan } = readBody(req, SimLicenceBody);
      const user = userByIdIndexed(ctx.cloud.state, userId);
      if (!user) throw notFound(`No user ${userId}`);
      if (isAdmin6(user)) throw badInput("userId", `${userId} is an admin; admins own no gateways`);
      const prng = new Prng((ctx.now() ^ ctx.cloud.state.licences.length * 2654435769) >>> 0);
      let key3 = prng.hex(20);
      while (ctx.cloud.state.licences.some((l) => l.id === key3)) key3 = prng.hex(20);
      const licence = { id: key3, userId, plan: plan ?? PLANS[0], serialNumber: null, status: "unused", activatedAt: null, validUntil: null };
      ctx.cloud.state.licences.push(licence);
      ctx.cloud.commit();
      res.status(201).json({ data: { licenceKey: key3, plan: licence.plan, userId, serialNumber: null, status: licence.status } });
    })
  );
  router.post(
    "/gateways/:serial/restore-home",
    handle(async (req, res) => {
      const serial = readInput(SerialParam4, req.params.serial, "serial");
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      const { seed, gateways } = ctx.cloud.state.meta;
      const unused = () => ({ pin: "000000", localPassword: "unused" });
      const record = gatewayBySerial(ctx.cloud.state, serial);
      const seeded = buildSeed({ seed, gateways }, unused).contents.find((c) => c.serialNumber === serial) ?? (record ? deriveGatewayContents(ctx.cloud.state.meta, record, unused) : null);
      const home = seeded && {
        devices: seeded.devices,
        floors: seeded.floors,
        hardwareIds: seeded.hardwareIds,
        failedNodes: seeded.failedNodes,
        rules: seeded.rules,
        scenarioStatuses: seeded.scenarioStatuses,
        ruleSeq: seeded.ruleSeq
      };
      res.json({ data: await ctx.emulators.run(serial, restoreHome, { seeded: home }) });
    })
  );
  return router;
}
var init_controlGatewaySettings = __esm({
  "simulator/src/rest/controlGatewaySettings.ts"() {
    "use strict";
    init_buildSeed();
    init_licences();
    init_prng();
    init_apiError();
    init_handle();
    init_readInput();
    init_cloudIndex();
    init_derivedGateway();
    init_physicalWorld();
  }
});

// simulator/src/rest/reachableGateway.ts
function reachableGateway(ctx, user, serial) {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) throw notFound(`No gateway ${serial}`);
  if (!canReachGateway(user, gateway)) throw notYourDevice(serial);
  return gateway;
}
var init_reachableGateway = __esm({
  "simulator/src/rest/reachableGateway.ts"() {
    "use strict";
    init_gatewayAccess();
    init_apiError();
    init_cloudIndex();
  }
});

// simulator/src/rest/writeAccess.ts
import { defaultCustomerConfig as defaultCustomerConfig5, mayChangeAccount, mayWriteGateway as mayWriteGateway2 } from "@homeport/sdk";
function requireGatewayWrite(user, gateway) {
  if (!mayWriteGateway2(user, gateway, defaultCustomerConfig5)) throw forbidden("Your role does not allow changes to this gateway (admin-support only)");
}
function requireAccountChange(user, accountId) {
  if (!mayChangeAccount(user, accountId, defaultCustomerConfig5)) throw forbidden("Your role does not allow changes to this account");
}
var init_writeAccess = __esm({
  "simulator/src/rest/writeAccess.ts"() {
    "use strict";
    init_apiError();
  }
});

// simulator/src/rest/zota.ts
import { Router as Router20 } from "express";
import {
  campaignForGateway,
  compareVersions,
  defaultCustomerConfig as defaultCustomerConfig6,
  ErrorCode as ErrorCode14,
  FIRMWARE_INSTALLING_STATUSES as FIRMWARE_INSTALLING_STATUSES2,
  isNewerFirmware,
  sameModel,
  SoftwareIdParam,
  ZotaConfirmBody,
  ZotaErrorCode,
  ZotaListQuery,
  ZotaRefreshBody,
  ZotaTableQuery
} from "@homeport/sdk";
function tableInfo(ctx, gateway) {
  const state = firmwareStateOf(ctx, gateway.serialNumber);
  const campaign2 = campaignForGateway(ctx.cloud.state.campaigns, gateway);
  const current2 = currentInstallation(gateway);
  const record = current2 ? gateway.installations.find((i) => i.softwareId === current2.softwareId) : void 0;
  return {
    serialNumber: gateway.serialNumber,
    model: gateway.model,
    currentFWVersion: gateway.currentFWVersion,
    ohmVersion: gateway.swVersions.ohmVersion,
    campaign: campaign2 ? campaignView(campaign2) : null,
    installation: current2 && record ? {
      softwareId: current2.softwareId,
      status: current2.status,
      history: record.history.map((h) => ({ ...h })),
      campaignID: campaignIdOf(ctx, state, current2.softwareId)
    } : null,
    checkedAt: state?.checkedAt ?? null
  };
}
function campaignIdOf(ctx, state, softwareId) {
  if (state?.running?.softwareId === softwareId) return state.running.campaignID;
  return ctx.cloud.state.campaigns.filter((c) => c.softwareId === softwareId).sort(newestFirst)[0]?.campaignID ?? null;
}
function zotaRoutes(ctx) {
  const router = Router20();
  router.use(requireSession(ctx.sessions));
  router.use((_req, _res, next) => next(flags.ZOTA ? void 0 : forbidden("Gateway firmware campaigns are not part of this build")));
  router.get(
    "/list",
    handle((req, res) => {
      const { model } = readQuery(req, ZotaListQuery);
      const campaigns = ctx.cloud.state.campaigns.filter((c) => model === void 0 || sameModel(c.model, model)).map(campaignView);
      res.json({ data: campaigns.sort((a, b) => a.model.localeCompare(b.model) || newestFirst(a, b)) });
    })
  );
  router.get(
    "/table/info",
    handle((req, res) => {
      const { serialNumber } = readQuery(req, ZotaTableQuery);
      res.json({ data: tableInfo(ctx, reachableGateway(ctx, callerOf2(res).user, serialNumber)) });
    })
  );
  router.post(
    "/table/refresh",
    handle((req, res) => {
      const { serialNumber } = readBody(req, ZotaRefreshBody);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode14.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
      const existing = firmwareStateOf(ctx, gateway.serialNumber);
      if (existing) existing.checkedAt = ctx.now();
      else ctx.cloud.state.firmwareStates.push({ id: gateway.serialNumber, checkedAt: ctx.now(), running: null });
      ctx.cloud.commit();
      res.json({ data: tableInfo(ctx, gateway) });
    })
  );
  router.get(
    "/modellist",
    handle((_req, res) => {
      const models = /* @__PURE__ */ new Map();
      for (const g of ctx.cloud.state.gateways) models.set(g.model.toUpperCase(), { model: g.model.toUpperCase(), campaigns: 0, latestVersion: null });
      for (const c of ctx.cloud.state.campaigns) {
        const key3 = c.model.toUpperCase();
        const row = models.get(key3) ?? { model: key3, campaigns: 0, latestVersion: null };
        row.campaigns += 1;
        if (row.latestVersion === null || isNewerFirmware(c.softwareVersion, row.latestVersion)) row.latestVersion = c.softwareVersion;
        models.set(key3, row);
      }
      res.json({ data: [...models.values()].sort((a, b) => a.model.localeCompare(b.model)) });
    })
  );
  router.get(
    "/software/:id",
    handle((req, res) => {
      const id = readInput(SoftwareIdParam, req.params.id, "id");
      const campaign2 = ctx.cloud.state.campaigns.filter((c) => c.softwareId === id).sort(newestFirst)[0];
      if (!campaign2) throw notFound(`No software ${id}`);
      const { softwareId, model, softwareVersion, softwareDescription, campaignID } = campaign2;
      res.json({ data: { softwareId, model, softwareVersion, softwareDescription: [...softwareDescription], campaignID } });
    })
  );
  router.post(
    "/confirm",
    handle(async (req, res) => {
      const { gatewayID, campaignID } = readBody(req, ZotaConfirmBody);
      const { user } = callerOf2(res);
      const gateway = reachableGateway(ctx, user, gatewayID);
      requireGatewayWrite(user, gateway);
      const campaign2 = ctx.cloud.state.campaigns.find((c) => c.campaignID === campaignID);
      if (!campaign2) throw new ApiError(404, ZotaErrorCode.unknownCampaign, `No firmware campaign ${campaignID}`, "campaignID");
      if (!sameModel(campaign2.model, gateway.model)) {
        throw new ApiError(409, ZotaErrorCode.wrongModel, `Campaign ${campaignID} is for ${campaign2.model} gateways; ${gateway.serialNumber} is a ${gateway.model}`, "campaignID");
      }
      if (!isNewerFirmware(campaign2.softwareVersion, gateway.currentFWVersion)) {
        throw new ApiError(
          409,
          ZotaErrorCode.notNewer,
          `${gateway.serialNumber} already runs ${gateway.currentFWVersion}, not older than ${campaign2.softwareVersion}`,
          "campaignID"
        );
      }
      const current2 = currentInstallation(gateway);
      if (current2 && FIRMWARE_INSTALLING_STATUSES2.includes(current2.status)) {
        throw new ApiError(409, ZotaErrorCode.installationRunning, `${gateway.serialNumber} is already installing ${current2.softwareId} (${current2.status})`);
      }
      if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode14.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
      await startInstallation(ctx, gateway, campaign2);
      const answer2 = { serialNumber: gateway.serialNumber, campaignID, softwareId: campaign2.softwareId, status: "accepted" };
      res.json({ data: answer2 });
    })
  );
  return router;
}
var flags, campaignView, newestFirst;
var init_zota = __esm({
  "simulator/src/rest/zota.ts"() {
    "use strict";
    init_firmwareInstallation();
    init_gatewayStateEvents();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_writeAccess();
    ({ flags } = defaultCustomerConfig6);
    campaignView = ({ id: _id, ...campaign2 }) => ({ ...campaign2, softwareDescription: [...campaign2.softwareDescription] });
    newestFirst = (a, b) => compareVersions(b.softwareVersion, a.softwareVersion) || b.publishedAt - a.publishedAt;
  }
});

// simulator/src/rest/controlZota.ts
import { Router as Router21 } from "express";
import { CampaignIdParam, SimCampaignBody, SimFirmwareInstallationBody, ZotaErrorCode as ZotaErrorCode2 } from "@homeport/sdk";
function controlZotaRoutes(ctx) {
  const router = Router21();
  router.post(
    "/zota/campaigns",
    handle((req, res) => {
      const body = readBody(req, SimCampaignBody);
      let n = ctx.cloud.state.campaigns.length + 1;
      while (ctx.cloud.state.campaigns.some((c) => c.campaignID === `fwc-${n}`)) n += 1;
      const campaign2 = {
        id: `fwc-${n}`,
        campaignID: `fwc-${n}`,
        model: body.model,
        softwareId: softwareIdOf(body.model, body.softwareVersion),
        softwareVersion: body.softwareVersion,
        softwareDescription: body.softwareDescription,
        ohmVersion: body.ohmVersion ?? null,
        publishedAt: ctx.now()
      };
      ctx.cloud.state.campaigns.push(campaign2);
      ctx.cloud.commit();
      ctx.log(`control: campaign ${campaign2.campaignID} ${campaign2.model} ${campaign2.softwareVersion}`);
      res.status(201).json({ data: campaignView(campaign2) });
    })
  );
  router.delete(
    "/zota/campaigns/:id",
    handle((req, res) => {
      const id = readInput(CampaignIdParam, req.params.id, "id");
      const index = ctx.cloud.state.campaigns.findIndex((c) => c.campaignID === id);
      if (index < 0) throw notFound(`No firmware campaign ${id}`);
      const [removed] = ctx.cloud.state.campaigns.splice(index, 1);
      ctx.cloud.commit();
      res.json({ data: campaignView(removed) });
    })
  );
  router.post(
    "/gateways/:serial/firmware-installation",
    handle(async (req, res) => {
      const gateway = gatewayOf2(ctx, req.params.serial);
      const { action } = readBody(req, SimFirmwareInstallationBody);
      const ended = await endInstallation(ctx, gateway, action);
      if (!ended) throw new ApiError(409, ZotaErrorCode2.noInstallation, `${gateway.serialNumber} has no firmware installation in progress`);
      res.json({ data: tableInfo(ctx, gateway) });
    })
  );
  return router;
}
var init_controlZota = __esm({
  "simulator/src/rest/controlZota.ts"() {
    "use strict";
    init_firmwareInstallation();
    init_campaigns();
    init_apiError();
    init_controlGateway();
    init_handle();
    init_readInput();
    init_zota();
  }
});

// simulator/src/rest/controlBulk.ts
import { Router as Router22 } from "express";
import { BulkQueueControlBody } from "@homeport/sdk";
function controlBulkRoutes(ctx) {
  const router = Router22();
  router.post(
    "/bulk/queue",
    handle((req, res) => {
      const { action } = readBody(req, BulkQueueControlBody);
      ctx.bulk.queue.control(action);
      ctx.log(`control: bulk queue ${action}`);
      res.json({ data: ctx.bulk.queue.state() });
    })
  );
  router.get(
    "/bulk/queue",
    handle((_req, res) => {
      res.json({ data: ctx.bulk.queue.state() });
    })
  );
  return router;
}
var init_controlBulk = __esm({
  "simulator/src/rest/controlBulk.ts"() {
    "use strict";
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlAlarms.ts
import { Router as Router23 } from "express";
import { DeliveriesQuery, RaiseAlarmBody, SerialParam as SerialParam5 } from "@homeport/sdk";
function controlAlarmRoutes(ctx) {
  const router = Router23();
  router.post(
    "/gateways/:serial/alarms",
    handle(async (req, res) => {
      const serial = readInput(SerialParam5, req.params.serial, "serial");
      const { alarmCode, deviceId } = readBody(req, RaiseAlarmBody);
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      const data = ctx.alarms.raise(serial, alarmCode, { source: { kind: "qa", ...deviceId === void 0 ? {} : { deviceId } } });
      if (data) await ctx.emulators.runIfThere(serial, emitAlarm, { data });
      const record = ctx.cloud.state.alarmNotifications.find((n) => n.id === data?.notificationId);
      res.status(201).json({ data: { notification: record ? notificationToWire(record) : null, deliveries: record?.deliveries ?? [] } });
    })
  );
  router.get(
    "/alarms/deliveries",
    handle((req, res) => {
      const { serialNumber, notificationId, alarmCode } = readQuery(req, DeliveriesQuery);
      const serial = serialNumber?.toUpperCase();
      const deliveries = ctx.cloud.state.alarmNotifications.filter(
        (n) => (serial === void 0 || n.serialNumber === serial) && (notificationId === void 0 || n.id === notificationId) && (alarmCode === 0 || n.alarmCode === alarmCode)
      ).flatMap((n) => n.deliveries).sort((a, b) => a.at - b.at);
      res.json({ data: deliveries });
    })
  );
  return router;
}
var init_controlAlarms = __esm({
  "simulator/src/rest/controlAlarms.ts"() {
    "use strict";
    init_alarmTable();
    init_restWrites();
    init_apiError();
    init_handle();
    init_readInput();
    init_cloudIndex();
  }
});

// simulator/src/rest/controlFleet.ts
import { Router as Router24 } from "express";
import { SimFleetFlagsBody } from "@homeport/sdk";
function controlFleetRoutes(ctx) {
  const router = Router24();
  router.get(
    "/fleet/flags",
    handle((_req, res) => {
      res.json({ data: fleetFlags(ctx) });
    })
  );
  router.put(
    "/fleet/flags",
    handle((req, res) => {
      const flags5 = setFleetFlags(ctx, readBody(req, SimFleetFlagsBody));
      ctx.log(`control: fleet flags ${JSON.stringify(flags5)}`);
      res.json({ data: flags5 });
    })
  );
  return router;
}
var init_controlFleet = __esm({
  "simulator/src/rest/controlFleet.ts"() {
    "use strict";
    init_fleetFlags();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlStatistics.ts
import { Router as Router25 } from "express";
import { SimStatisticsFaultsBody, SimStatisticsSnapshotsBody } from "@homeport/sdk";
function controlStatisticsRoutes(ctx) {
  const router = Router25();
  router.use("/statistics", (_req, _res, next) => {
    ctx.statistics.inUse();
    next();
  });
  router.get(
    "/statistics/faults",
    handle((_req, res) => {
      res.json({ data: { unreadable: ctx.statistics.unreadableSerials() } });
    })
  );
  router.put(
    "/statistics/faults",
    handle((req, res) => {
      const { unreadable } = readBody(req, SimStatisticsFaultsBody);
      const kept = ctx.statistics.setUnreadable(unreadable);
      ctx.log(`control: statistics reads fail for ${kept.length} gateways`);
      res.json({ data: { unreadable: kept } });
    })
  );
  router.post(
    "/statistics/snapshots",
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, SimStatisticsSnapshotsBody);
      if (serialNumber === void 0) {
        res.json({ data: { taken: await ctx.statistics.snapshotRound() } });
        return;
      }
      const gateway = ctx.statistics.gateway(serialNumber);
      if (!gateway) throw notFound(`No gateway ${serialNumber}`);
      ctx.statistics.snapshotsOf(serialNumber);
      res.json({ data: { taken: 1, snapshot: ctx.statistics.takeSnapshot(gateway, "daily") } });
    })
  );
  return router;
}
var init_controlStatistics = __esm({
  "simulator/src/rest/controlStatistics.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlHistory.ts
import { Router as Router26 } from "express";
import { ErrorCode as ErrorCode15, SimHistorySamplesBody } from "@homeport/sdk";
function controlHistoryRoutes(ctx) {
  const router = Router26();
  router.post(
    "/history/samples",
    handle((req, res) => {
      const { key: key3, property, samples } = readBody(req, SimHistorySamplesBody);
      if (key3.service === void 0) throw new ApiError(400, ErrorCode15.invalidInput, "The key must name a service (gatewaySerial:deviceId:service)", "key");
      if (!hasGateway(ctx.cloud.state, key3.serialNumber)) throw notFound(`No gateway ${key3.serialNumber}`);
      const imported = ctx.history.importSamples(key3.serialNumber, key3.deviceId, key3.service, property, samples);
      res.json({ data: { imported, boundary: ctx.history.store.boundaryOf(key3.serialNumber) } });
    })
  );
  return router;
}
var init_controlHistory = __esm({
  "simulator/src/rest/controlHistory.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_readInput();
    init_cloudIndex();
  }
});

// simulator/src/rest/controlScenarios.ts
import { Router as Router27 } from "express";
import { ScenarioRunIdParam } from "@homeport/sdk";
function controlScenarioRoutes(ctx) {
  const router = Router27();
  router.post(
    "/scenarios",
    handle((req, res) => {
      const body = bodyObject(req);
      let started;
      try {
        started = ctx.scenarios.start(body);
      } catch (error) {
        if (error instanceof ScenarioRefused) throw error.status === 400 ? badInput(error.field, error.message) : conflict(error.message);
        throw error;
      }
      started.done.catch((error) => ctx.log(`scenario ${started.report.id} broke: ${String(error)}`));
      res.status(202).json({ data: started.report });
    })
  );
  router.get(
    "/scenarios",
    handle((_req, res) => {
      res.json({ data: ctx.scenarios.list() });
    })
  );
  router.get(
    "/scenarios/:id",
    handle((req, res) => {
      const id = readInput(ScenarioRunIdParam, req.params.id, "id");
      const report3 = ctx.scenarios.get(id);
      if (!report3) throw notFound(`No scenario run ${id}`);
      res.json({ data: report3 });
    })
  );
  router.delete(
    "/scenarios/:id",
    handle(async (req, res) => {
      const id = readInput(ScenarioRunIdParam, req.params.id, "id");
      const report3 = ctx.scenarios.get(id);
      if (!report3) throw notFound(`No scenario run ${id}`);
      if (!ctx.scenarios.cancel(id, "the run was cancelled (DELETE /api/__sim/scenarios/{id})")) throw conflict(`Scenario run ${id} has ended (${report3.status})`);
      await ctx.scenarios.settled();
      res.json({ data: ctx.scenarios.get(id) });
    })
  );
  return router;
}
var init_controlScenarios = __esm({
  "simulator/src/rest/controlScenarios.ts"() {
    "use strict";
    init_scenarioService();
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/controlSetAside.ts
import { Router as Router28 } from "express";
import { SerialParam as SerialParam6 } from "@homeport/sdk";
function controlSetAsideRoutes(ctx) {
  const router = Router28();
  router.get(
    "/set-aside",
    handle((_req, res) => {
      res.json({ data: ctx.setAside.list() });
    })
  );
  router.post(
    "/set-aside/:serial/reseed",
    handle(async (req, res) => {
      const serial = readInput(SerialParam6, req.params.serial, "serial");
      const record = gatewayBySerial(ctx.cloud.state, serial);
      if (!record) throw notFound(`No gateway ${serial}`);
      const entries = ctx.setAside.list().filter((e) => e.serialNumber === serial);
      if (entries.length === 0) throw notFound(`Nothing of ${serial} is set aside`);
      const { meta } = ctx.cloud.state;
      const seeded = buildSeed({ seed: meta.seed, gateways: meta.gateways }).contents.find((c) => c.serialNumber === serial) ?? deriveGatewayContents(meta, record);
      const kinds = new Set(entries.map((e) => e.kind));
      if (kinds.has("gateway")) {
        if (!seeded) throw conflict(`${serial} is not part of the seed: there is nothing to reseed it from`);
        ctx.setAside.removeGateway(serial);
        await ctx.emulators.add(seeded);
        await markDataUnavailable(ctx, serial, false);
      } else if (kinds.has("time-trigger")) {
        if (!seeded) throw conflict(`${serial} is not part of the seed: there is nothing to reseed it from`);
        const { devices, floors, hardwareIds, failedNodes, rules, scenarioStatuses, ruleSeq } = seeded;
        await ctx.emulators.run(serial, restoreHome, { seeded: { devices, floors, hardwareIds, failedNodes, rules, scenarioStatuses, ruleSeq } });
      }
      ctx.setAside.removeGateway(serial);
      ctx.log(`control: ${serial} reseeded; ${entries.length} set-aside entries cleared`);
      res.json({ data: { serialNumber: serial, cleared: entries.map((e) => e.id) } });
    })
  );
  return router;
}
var init_controlSetAside = __esm({
  "simulator/src/rest/controlSetAside.ts"() {
    "use strict";
    init_setAside();
    init_physicalWorld();
    init_buildSeed();
    init_derivedGateway();
    init_cloudIndex();
    init_apiError();
    init_handle();
    init_readInput();
  }
});

// simulator/src/rest/control.ts
import { Router as Router29 } from "express";
import { DeviceIdParam as DeviceIdParam3, GatewayOwnerBody, GatewayPatchBody, isAdmin as isAdmin7, SerialParam as SerialParam7, SimEventBody, SimReportBody, topics as topics18 } from "@homeport/sdk";
function controlRoutes(ctx) {
  const router = Router29();
  const gatewayOr4042 = (serial) => {
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    return gateway;
  };
  const withEmulator = async (gateway) => {
    const summary = await ctx.emulators.runIfThere(gateway.serialNumber, readSummary, void 0);
    return {
      ...gatewayView(gateway),
      emulator: {
        privilegedBy: summary?.privilegedBy ?? null,
        pinLocked: summary?.pinLocked ?? false,
        deviceCount: summary?.deviceCount ?? 0,
        failedNodes: summary?.failedNodes ?? [],
        // The sticker (QA holds the control API; a real gateway prints these on its label).
        factoryPin: summary?.factoryPin ?? null,
        localPassword: summary?.localPassword ?? null,
        // A reboot or factory reset in progress: when the gateway is back (simulator clock).
        restartingUntil: restartingUntil(ctx, gateway.serialNumber)
      }
    };
  };
  router.post(
    "/reset",
    handle(async (_req, res) => {
      ctx.reset();
      await ctx.emulators.settled();
      res.json({ data: { reset: true } });
    })
  );
  router.get(
    "/gateways",
    handle((_req, res) => {
      res.json({ data: ctx.cloud.state.gateways.map(gatewayView) });
    })
  );
  router.get(
    "/gateways/:serial",
    handle(async (req, res) => {
      res.json({ data: await withEmulator(gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"))) });
    })
  );
  router.patch(
    "/gateways/:serial",
    handle(async (req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      const patch = splitGatewayPatch(readBody(req, GatewayPatchBody));
      const peer = patch.directives.replacementPeer;
      if (peer !== void 0 && (peer === gateway.serialNumber || !hasGateway(ctx.cloud.state, peer))) {
        throw badInput("replacementPeer", `replacementPeer must be another gateway of the fleet, not ${peer}`);
      }
      if (patch.cloud.connectionStatus !== void 0) cancelRestart(ctx, gateway.serialNumber);
      const changes = await applyGatewayPatch(ctx, gateway, patch, "records");
      res.json({ data: { ...await withEmulator(gateway), changes } });
    })
  );
  router.post(
    "/gateways/:serial/events",
    handle(async (req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      const body = readBody(req, SimEventBody);
      const topic = topics18.events({ product: ctx.product, owner: topicOwner(gateway), serial: gateway.serialNumber });
      const event = await ctx.bus.publishEvent(topic, body.name, body.data);
      res.json({ data: { topic, event } });
    })
  );
  router.post(
    "/gateways/:serial/devices/:id/report",
    handle(async (req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      const id = readInput(DeviceIdParam3, req.params.id, "id");
      const body = readBody(req, SimReportBody);
      const reported = await ctx.emulators.run(gateway.serialNumber, reportValue, { device: id, service: body.service, property: body.property, value: body.value });
      res.json({ data: reported });
    })
  );
  router.delete(
    "/gateways/:serial/owner",
    handle(async (req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      if (gateway.userId === null) throw conflict(`Gateway ${gateway.serialNumber} has no owner`);
      const previousOwner = await unassignGateway(ctx, gateway);
      res.json({ data: { ...await withEmulator(gateway), previousOwner } });
    })
  );
  router.put(
    "/gateways/:serial/owner",
    handle(async (req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      const { userId } = readBody(req, GatewayOwnerBody);
      const user = userByIdIndexed(ctx.cloud.state, userId);
      if (!user) throw notFound(`No user ${userId}`);
      if (isAdmin7(user)) throw badInput("userId", `${userId} is an admin; admins reach every gateway without owning one`);
      if (gateway.userId !== null) throw conflict(`Gateway ${gateway.serialNumber} already has an owner`);
      gateway.userId = user.id;
      if (!user.devices.includes(gateway.serialNumber)) user.devices = [...user.devices, gateway.serialNumber];
      ctx.cloud.commit();
      res.json({ data: await withEmulator(gateway) });
    })
  );
  router.post(
    "/gateways/:serial/pin-reset",
    handle((req, res) => {
      const gateway = gatewayOr4042(readInput(SerialParam7, req.params.serial, "serial"));
      const owner = gateway.userId === null ? void 0 : userByIdIndexed(ctx.cloud.state, gateway.userId);
      if (!owner) throw conflict(`Gateway ${gateway.serialNumber} has no owner to send the link to`);
      const { raw } = ctx.tokens.issue("pin_reset", owner.id, RESET_TTL_MS, { serialNumber: gateway.serialNumber }, true);
      const message = ctx.outbox.send(pinResetMessage(owner, originOf(req), raw, gateway.serialNumber));
      ctx.cloud.commit();
      res.json({ data: { sent: true, to: owner.username, messageId: message.id } });
    })
  );
  router.use(controlAccountRoutes(ctx));
  router.use(controlOutboxRoutes(ctx));
  router.use(controlFaultRoutes(ctx));
  router.use(controlPairingRoutes(ctx));
  router.use(controlClockRoutes(ctx));
  router.use(controlRuleRoutes(ctx));
  router.use(controlDeviceRoutes(ctx));
  router.use(controlGatewaySettingsRoutes(ctx));
  router.use(controlZotaRoutes(ctx));
  router.use(controlBulkRoutes(ctx));
  router.use(controlAlarmRoutes(ctx));
  router.use(controlSetAsideRoutes(ctx));
  router.use(controlFleetRoutes(ctx));
  router.use(controlStatisticsRoutes(ctx));
  router.use(controlHistoryRoutes(ctx));
  router.use(controlScenarioRoutes(ctx));
  return router;
}
var init_control = __esm({
  "simulator/src/rest/control.ts"() {
    "use strict";
    init_gatewayPatch();
    init_applyGatewayPatch();
    init_messages();
    init_ownerSegment();
    init_removeGatewayOwner();
    init_apiError();
    init_authPasswords();
    init_controlAccounts();
    init_controlDevices();
    init_controlFaults();
    init_controlOutbox();
    init_controlClock();
    init_controlPairing();
    init_controlRules();
    init_controlGatewaySettings();
    init_controlZota();
    init_controlBulk();
    init_controlAlarms();
    init_controlFleet();
    init_controlStatistics();
    init_controlHistory();
    init_controlScenarios();
    init_controlSetAside();
    init_restartGateway();
    init_handle();
    init_readInput();
    init_views();
    init_cloudReads();
    init_restWrites();
    init_cloudIndex();
    init_cloudIndex();
  }
});

// simulator/src/faults/restFaults.ts
import { ErrorCode as ErrorCode16 } from "@homeport/sdk";
function restFaults(book) {
  return (req, _res, next) => {
    const path = req.originalUrl.split("?")[0] ?? "";
    if (path.startsWith("/api/__sim") || path.startsWith("/api/__db")) return next();
    const delayMs = book.restDelay(req.method, path);
    if (delayMs > 0) setTimeout(() => answer2(req.method, path, next), delayMs);
    else answer2(req.method, path, next);
  };
  function answer2(method, path, next) {
    const fault = book.takeRest(method, path);
    if (!fault) return next();
    next(
      new ApiError(
        fault.status,
        fault.errorCode ?? ErrorCode16.generic,
        fault.message ?? `Fault ${fault.id} stood up by QA: ${fault.status} for ${fault.method ?? "any method"} ${fault.path}`
      )
    );
  }
}
var init_restFaults = __esm({
  "simulator/src/faults/restFaults.ts"() {
    "use strict";
    init_apiError();
  }
});

// simulator/src/rest/registerPayload.ts
import { isValidEmail, RegisterBody } from "@homeport/sdk";
function normalizeContact(input, index) {
  const where = `contacts.${index}.contact`;
  if (input.contactType === "email") {
    const email = input.contact.trim().toLowerCase();
    if (!isValidEmail(email)) throw badInput("contacts", `${where} must be an e-mail address`);
    return { ...input, contact: email };
  }
  const phone = normalizePhone(input.contact);
  if (!phone) throw badInput("contacts", `${where} must be a phone number`);
  return { ...input, contact: phone };
}
function readContacts(inputs, username) {
  if (inputs.length === 0) return [{ contactType: "email", contact: username, isDefault: true, label: "Default" }];
  const contacts = inputs.map(normalizeContact);
  if (contacts.filter((c) => c.isDefault).length !== 1) throw badInput("contacts", "exactly one contact must be the default");
  return contacts;
}
function readRegistration(body) {
  const input = readInput(RegisterBody, body);
  const problem = passwordProblem(input.secret);
  if (problem) throw badInput("secret", problem);
  const { identity: username, secret, firstName, lastName, gender, preferredLanguage, userOnBoardingSource } = input;
  return { username, secret, firstName, lastName, gender, preferredLanguage, contacts: readContacts(input.contacts, username), userOnBoardingSource };
}
var init_registerPayload = __esm({
  "simulator/src/rest/registerPayload.ts"() {
    "use strict";
    init_passwordRules();
    init_phone();
    init_apiError();
    init_readInput();
  }
});

// simulator/src/rest/crmRegister.ts
import { randomBytes as randomBytes16 } from "node:crypto";
import { UsernameBody } from "@homeport/sdk";
import { Router as Router30 } from "express";
function refuseTaken(state, registration) {
  if (userByUsername(state, registration.username)) throw conflict("An account with this e-mail address already exists", "identity");
  for (const contact of registration.contacts) {
    if (contact.contactType === "phone" && userByPhone(state, contact.contact)) throw conflict(`The phone number ${contact.contact} belongs to another account`, "contacts");
  }
}
function newUserId(state) {
  for (; ; ) {
    const id = randomBytes16(12).toString("hex");
    if (!state.users.some((u) => u.id === id)) return id;
  }
}
function registerRoutes(ctx) {
  const router = Router30();
  router.post(
    "/profile/checkIfExisting",
    handle((req, res) => {
      const { username } = readBody(req, UsernameBody);
      res.json({ data: { exists: userByUsername(ctx.cloud.state, username) !== void 0 } });
    })
  );
  router.put(
    "/profile/validate",
    handle((req, res) => {
      const { username } = readBody(req, UsernameBody);
      if (userByUsername(ctx.cloud.state, username)) throw conflict("An account with this e-mail address already exists", "username");
      res.json({ data: { valid: true } });
    })
  );
  router.post(
    "/profile",
    handle(async (req, res) => {
      const registration = readRegistration(bodyObject(req));
      refuseTaken(ctx.cloud.state, registration);
      const passwordHash = await hashPassword(registration.secret);
      const state = ctx.cloud.state;
      refuseTaken(state, registration);
      const id = newUserId(state);
      const user = {
        id,
        _id: id,
        username: registration.username,
        firstName: registration.firstName,
        lastName: registration.lastName,
        contacts: registration.contacts,
        groups: ["users"],
        preferredLanguage: registration.preferredLanguage,
        devices: [],
        parentsIds: [],
        passwordHash,
        createdAt: ctx.now(),
        // spec 1 §6: auto-activation is off in this build; agreeRegister accepted both texts.
        active: false,
        privacyPolicyAccepted: true,
        termsOfServiceAccepted: true,
        gender: registration.gender,
        userOnBoardingSource: registration.userOnBoardingSource
      };
      state.users.push(user);
      const { raw } = ctx.tokens.issue("activation", id, ACTIVATION_TTL_MS);
      ctx.outbox.send(activationMessage(user, originOf(req), raw));
      ctx.cloud.commit();
      res.status(201).json({ data: { id, username: user.username, active: false } });
    })
  );
  return router;
}
var ACTIVATION_TTL_MS;
var init_crmRegister = __esm({
  "simulator/src/rest/crmRegister.ts"() {
    "use strict";
    init_password();
    init_users();
    init_messages();
    init_apiError();
    init_registerPayload();
    init_handle();
    init_readInput();
    ACTIVATION_TTL_MS = 7 * 864e5;
  }
});

// simulator/src/rest/crmLinkedAccounts.ts
import { randomBytes as randomBytes17 } from "node:crypto";
import { Router as Router31 } from "express";
import {
  CreateLinkBody,
  ErrorCode as ErrorCode17,
  DeleteLinkBody,
  IdParam as IdParam4,
  isAdmin as isAdmin8,
  LinkedAccountEvent,
  LinkedPageQuery,
  pageOf,
  UserAccessErrorCode as UserAccessErrorCode2,
  VerifyLinkBody
} from "@homeport/sdk";
function linkedAccountRoutes(ctx) {
  const router = Router31();
  router.use(requireSession(ctx.sessions));
  const state = () => ctx.cloud.state;
  const userOf = (id) => userByIdIndexed(state(), id);
  const mayRead = (caller, userId) => {
    if (userId !== caller.id && !isAdmin8(caller)) throw forbidden("You may read only your own linked accounts");
  };
  const viewOf = (link, other, masked2) => ({
    id: link.id,
    masterAccountId: link.masterAccountId,
    secondaryAccountId: masked2 ? "" : link.secondaryAccountId,
    isSupport: link.isSupport,
    verified: link.verified,
    username: masked2 ? link.target ?? "" : other?.username ?? "",
    firstName: masked2 ? "" : other?.firstName ?? "",
    lastName: masked2 ? "" : other?.lastName ?? "",
    phone: masked2 ? null : other?.contacts.find((c) => c.contactType === "phone")?.contact ?? null,
    createdAt: link.createdAt ?? 0
  });
  const page4 = (req, links, side) => {
    const { page: wanted, limit } = readQuery(req, LinkedPageQuery);
    const slice = pageOf(links, wanted, limit);
    const items = slice.items.map((l) => side === "master" ? viewOf(l, userOf(l.secondaryAccountId), !l.verified) : viewOf(l, userOf(l.masterAccountId), false));
    return { items, total: links.length, page: slice.page, limit };
  };
  router.get(
    "/getMySecondary/:id",
    handle((req, res) => {
      const id = readInput(IdParam4, req.params.id, "id");
      mayRead(callerOf2(res).user, id);
      const links = state().linkedAccounts.filter((l) => l.masterAccountId === id);
      res.json({ data: page4(req, links, "master") });
    })
  );
  router.get(
    "/getWhereIAmSecondary/:id",
    handle((req, res) => {
      const id = readInput(IdParam4, req.params.id, "id");
      mayRead(callerOf2(res).user, id);
      const links = state().linkedAccounts.filter((l) => l.secondaryAccountId === id);
      res.json({ data: page4(req, links, "secondary") });
    })
  );
  router.get(
    "/getParentIds/:id",
    handle((req, res) => {
      const id = readInput(IdParam4, req.params.id, "id");
      mayRead(callerOf2(res).user, id);
      res.json({
        data: state().linkedAccounts.filter((l) => l.secondaryAccountId === id && l.verified).map((l) => l.masterAccountId)
      });
    })
  );
  const secondaryOf = (secUserId) => {
    if (secUserId.includes("@")) return userByUsername(state(), secUserId);
    return state().users.find((u) => ownContacts(u).some((c) => c.contactType === "phone" && c.contact.replace(/\D/g, "") === secUserId));
  };
  const notifyBoth = async (link, name) => {
    const data = { id: link.id, masterAccountId: link.masterAccountId, secondaryAccountId: link.secondaryAccountId, isSupport: link.isSupport, verified: link.verified };
    await notifyUser(ctx, { userId: link.masterAccountId, name, data: link.verified ? data : { ...data, secondaryAccountId: "" } });
    if (link.secondaryAccountId !== "" && userOf(link.secondaryAccountId)) await notifyUser(ctx, { userId: link.secondaryAccountId, name, data });
  };
  const sendCode = (link) => {
    const master = userOf(link.masterAccountId);
    if (!master) throw notFound("No such linked account of yours");
    const secondary = link.secondaryAccountId === "" ? void 0 : userOf(link.secondaryAccountId);
    const now = ctx.now();
    const target = secondary ? `account:${secondary.id}` : `typed:${link.target ?? link.id}`;
    const sent = state().tokens.filter((t) => t.purpose === "link_otp" && t.data.target === target && t.createdAt >= now - OTP_SEND_LIMIT.windowMs);
    if (sent.length >= OTP_SEND_LIMIT.count) throw new ApiError(429, ErrorCode17.tooManyAttempts, "Too many codes, try again later");
    const { raw } = ctx.tokens.issue("link_otp", `link:${link.id}`, OTP_TTL_MS, { linkId: link.id, target }, true);
    if (secondary) ctx.outbox.send(linkOtpMessage(secondary, master, raw, OTP_TTL_MS / 6e4, link.isSupport));
  };
  const create = (isSupport) => handle(async (req, res) => {
    const { user } = callerOf2(res);
    const { primUserId, secUserId } = readBody(req, CreateLinkBody);
    if (primUserId !== user.id) throw forbidden("You may link accounts to your own account only");
    const target = secUserId.toLowerCase();
    const secondary = secondaryOf(secUserId);
    if (secondary?.id === user.id) throw new ApiError(400, E.linkSelf, "You cannot link your own account", "secUserId");
    const existing = state().linkedAccounts.find(
      (l) => l.masterAccountId === user.id && (secondary ? l.secondaryAccountId === secondary.id : l.secondaryAccountId === "" && l.target === target)
    );
    if (existing?.verified) throw new ApiError(409, E.alreadyLinked, "This account is linked already", "secUserId");
    const link = existing ?? {
      id: `link-${randomBytes17(6).toString("hex")}`,
      masterAccountId: user.id,
      secondaryAccountId: secondary?.id ?? "",
      target,
      isSupport,
      verified: false,
      createdAt: ctx.now()
    };
    link.isSupport = isSupport;
    link.target = target;
    sendCode(link);
    if (!existing) state().linkedAccounts.push(link);
    ctx.cloud.commit();
    if (!existing) await notifyBoth(link, LinkedAccountEvent.created);
    res.status(201).json({ data: { id: link.id, verified: false } });
  });
  router.post("/create", create(false));
  router.post("/support", create(true));
  const ownLink = (caller, id) => {
    const link = state().linkedAccounts.find((l) => l.id === id);
    if (!link || link.masterAccountId !== caller.id) throw notFound("No such linked account of yours");
    return link;
  };
  router.post(
    "/verify",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { id, otp } = readBody(req, VerifyLinkBody);
      const link = ownLink(user, id);
      if (link.verified) throw new ApiError(409, E.alreadyVerified, "This link is verified already");
      const attempt = reserveGuess(ctx, req, { kind: "account", id: user.username.toLowerCase() });
      const subject = `link:${link.id}`;
      const newest = ctx.tokens.newestLive("link_otp", subject);
      const secondary = link.secondaryAccountId === "" ? void 0 : userOf(link.secondaryAccountId);
      if (!newest) {
        attempt.release();
        throw new ApiError(400, E.wrongOtp, "The code has expired, ask for a new one", "otp");
      }
      if (!secondary || ctx.tokens.find("link_otp", otp, subject) !== newest) {
        newest.attempts += 1;
        if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
        attempt.failed();
        throw new ApiError(400, E.wrongOtp, "Wrong code", "otp");
      }
      attempt.succeeded();
      ctx.tokens.use(newest);
      link.verified = true;
      grantGateways(ctx, link);
      ctx.cloud.commit();
      await notifyBoth(link, LinkedAccountEvent.verified);
      res.json({ data: { id: link.id, verified: true } });
    })
  );
  router.post(
    "/resendOTP/:id",
    handle((req, res) => {
      const link = ownLink(callerOf2(res).user, readInput(IdParam4, req.params.id, "id"));
      if (link.verified) throw new ApiError(409, E.alreadyVerified, "This link is verified already");
      sendCode(link);
      ctx.cloud.commit();
      res.json({ data: { id: link.id } });
    })
  );
  router.post(
    "/delete",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { id } = readBody(req, DeleteLinkBody);
      const link = state().linkedAccounts.find((l) => l.id === id);
      if (!link || link.masterAccountId !== user.id && link.secondaryAccountId !== user.id) throw notFound("No such linked account of yours");
      state().linkedAccounts = state().linkedAccounts.filter((l) => l !== link);
      if (link.verified) revokeGateways(ctx, link);
      ctx.cloud.commit();
      await notifyBoth({ ...link, verified: false }, LinkedAccountEvent.deleted);
      res.json({ data: { deleted: true } });
    })
  );
  return router;
}
function grantGateways(ctx, link) {
  const secondary = userByIdIndexed(ctx.cloud.state, link.secondaryAccountId);
  if (!secondary) return;
  const owned = ctx.cloud.state.gateways.filter((g) => g.userId === link.masterAccountId).map((g) => g.serialNumber);
  secondary.devices = [.../* @__PURE__ */ new Set([...secondary.devices, ...owned])];
  if (!secondary.parentsIds.includes(link.masterAccountId)) secondary.parentsIds = [...secondary.parentsIds, link.masterAccountId];
}
function revokeGateways(ctx, link) {
  const state = ctx.cloud.state;
  const secondary = userByIdIndexed(state, link.secondaryAccountId);
  if (!secondary) return;
  const stillMasters = new Set(state.linkedAccounts.filter((l) => l.secondaryAccountId === secondary.id && l.verified).map((l) => l.masterAccountId));
  const keep = (serial) => {
    const owner = gatewayBySerial(state, serial)?.userId;
    return owner !== link.masterAccountId || stillMasters.has(link.masterAccountId) || owner === secondary.id;
  };
  secondary.devices = secondary.devices.filter(keep);
  if (!stillMasters.has(link.masterAccountId)) secondary.parentsIds = secondary.parentsIds.filter((p) => p !== link.masterAccountId);
}
var E;
var init_crmLinkedAccounts = __esm({
  "simulator/src/rest/crmLinkedAccounts.ts"() {
    "use strict";
    init_users();
    init_messages();
    init_userNotices();
    init_apiError();
    init_authLogin();
    init_authOtp();
    init_guessGate();
    init_handle();
    init_requireSession();
    init_readInput();
    init_cloudIndex();
    init_cloudIndex();
    E = UserAccessErrorCode2;
  }
});

// simulator/src/cloud/userContacts.ts
function nextContactId(user) {
  const taken = new Set(user.contacts.map((c) => c._id));
  let n = 1;
  while (taken.has(`${user.id}-c${n}`)) n += 1;
  return `${user.id}-c${n}`;
}
function addressIds(user, requested) {
  const known3 = new Set((user.addresses ?? []).map((a) => a._id));
  const taken = /* @__PURE__ */ new Set();
  const kept = requested.map((id) => id && known3.has(id) && !taken.has(id) ? (taken.add(id), id) : null);
  let n = 1;
  return kept.map((id) => {
    if (id) return id;
    while (taken.has(`${user.id}-a${n}`) || known3.has(`${user.id}-a${n}`)) n += 1;
    taken.add(`${user.id}-a${n}`);
    return `${user.id}-a${n}`;
  });
}
function ensureContactIds(user) {
  let changed = false;
  for (const contact of user.contacts) {
    if (!contact._id) {
      contact._id = nextContactId(user);
      changed = true;
    }
  }
  return changed;
}
var init_userContacts = __esm({
  "simulator/src/cloud/userContacts.ts"() {
    "use strict";
  }
});

// simulator/src/rest/crmUserSettings.ts
import { Router as Router32 } from "express";
import {
  ContactCreateBody,
  ContactNotificationBody,
  ContactParams,
  ContactUpdateBody,
  ErrorCode as ErrorCode18,
  IdParam as IdParam5,
  MAX_CONTACTS_PER_TYPE,
  ProfileUpdateBody,
  SetLanguageBody,
  contactExists,
  defaultCustomerConfig as defaultCustomerConfig7,
  mayAddEmailContact,
  mayChangeAccount as mayChangeAccount2,
  mayEditProfile,
  normalizeContact as normalizeContact2
} from "@homeport/sdk";
function userSettingsRoutes(ctx) {
  const router = Router32();
  const state = () => ctx.cloud.state;
  const changeable = (res, id) => {
    const { user } = callerOf2(res);
    if (!mayChangeAccount2(user, id, config)) throw forbidden("You may change only your own profile");
    const profile = userByIdIndexed(state(), id);
    if (!profile) throw notFound(`No user ${id}`);
    ensureContactIds(profile);
    return profile;
  };
  const answer2 = (res, profile, status = 200) => {
    ctx.cloud.commit();
    res.status(status).json({ data: userView(profile) });
  };
  const freeValue = (profile, contactType, text3, exceptId) => {
    const value = normalizeContact2(contactType, text3);
    if (!value) throw badInput("contact", contactType === "email" ? "contact must be an e-mail address" : "contact must be a phone number (+ and 8 to 15 digits, or 10 digits)");
    if (contactExists(profile.contacts, contactType, value, exceptId)) throw contactExistsError(value);
    const owner = state().users.find(
      (u) => u.id !== profile.id && (contactType === "email" && u.username.toLowerCase() === value || ownContacts(u).some((c) => c.contactType === contactType && c.contact.toLowerCase() === value))
    );
    return { value, heldElsewhere: owner !== void 0 };
  };
  const markHeld = (profile, contactId, held) => {
    const others = (profile.heldElsewhere ?? []).filter((id) => id !== contactId);
    if (held) profile.heldElsewhere = [...others, contactId];
    else if (others.length > 0) profile.heldElsewhere = others;
    else delete profile.heldElsewhere;
  };
  const contactOf = (profile, contactId) => {
    const contact = profile.contacts.find((c) => c._id === contactId);
    if (!contact) throw notFound(`No contact ${contactId} in this profile`);
    return contact;
  };
  router.post(
    "/profile/setLangUser",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { userId, language } = readBody(req, SetLanguageBody);
      const profile = changeable(res, userId ?? callerOf2(res).user.id);
      profile.preferredLanguage = language;
      answer2(res, profile);
    })
  );
  router.put(
    "/profile/:id",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam5, req.params.id, "id");
      const body = readBody(req, ProfileUpdateBody);
      const profile = changeable(res, id);
      const namesChange = body.firstName !== void 0 && body.firstName !== profile.firstName || body.lastName !== void 0 && body.lastName !== profile.lastName;
      if (namesChange && !mayEditProfile(profile, config))
        throw new ApiError(403, ErrorCode18.profileEditNotAllowed, "This account\u2019s names are managed where it was created", "firstName");
      if (body.receiveAnnouncementsBy) {
        const channels = body.receiveAnnouncementsBy.map((c) => c.contactType);
        if (new Set(channels).size !== channels.length) throw badInput("receiveAnnouncementsBy", "receiveAnnouncementsBy must list each channel at most once");
      }
      if (body.firstName !== void 0) profile.firstName = body.firstName;
      if (body.lastName !== void 0) profile.lastName = body.lastName;
      if (body.receiveAnnouncementsBy) {
        const kept = (profile.receiveAnnouncementsBy ?? []).filter((c) => !body.receiveAnnouncementsBy.some((n) => n.contactType === c.contactType));
        profile.receiveAnnouncementsBy = [...kept, ...body.receiveAnnouncementsBy];
      }
      if (body.addresses) {
        const ids = addressIds(
          profile,
          body.addresses.map((a) => a._id)
        );
        profile.addresses = body.addresses.map((a, i) => ({ ...a, _id: ids[i] }));
      }
      if (body.isProfileMarkedForDeletion) profile.isProfileMarkedForDeletion = true;
      answer2(res, profile);
    })
  );
  router.post(
    "/profile/:id/contact/notificationSettings",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam5, req.params.id, "id");
      const { contactId, sendNotification } = readBody(req, ContactNotificationBody);
      const profile = changeable(res, id);
      contactOf(profile, contactId).sendNotification = sendNotification;
      answer2(res, profile);
    })
  );
  router.post(
    "/profile/:id/contact",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam5, req.params.id, "id");
      const body = readBody(req, ContactCreateBody);
      const profile = changeable(res, id);
      if (body.contactType === "email" && !mayAddEmailContact(config))
        throw new ApiError(403, ErrorCode18.emailContactNotAllowed, "Adding e-mail addresses is not available", "contactType");
      if (profile.contacts.filter((c) => c.contactType === body.contactType).length >= MAX_CONTACTS_PER_TYPE)
        throw badInput("contact", `at most ${MAX_CONTACTS_PER_TYPE} contacts of each type`);
      const { value, heldElsewhere } = freeValue(profile, body.contactType, body.contact);
      const sameType = profile.contacts.filter((c) => c.contactType === body.contactType);
      const isDefault = body.isDefault;
      if (isDefault) for (const c of sameType) c.isDefault = false;
      const contactId = nextContactId(profile);
      profile.contacts.push({ _id: contactId, contactType: body.contactType, contact: value, label: body.label, isDefault, sendNotification: body.sendNotification });
      markHeld(profile, contactId, heldElsewhere);
      answer2(res, profile, 201);
    })
  );
  router.put(
    "/profile/:id/contact/:contactId",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { id, contactId } = readInput(ContactParams, req.params);
      const body = readBody(req, ContactUpdateBody);
      const profile = changeable(res, id);
      const contact = contactOf(profile, contactId);
      if (body.contact !== void 0) {
        const { value, heldElsewhere } = freeValue(profile, contact.contactType, body.contact, contactId);
        contact.contact = value;
        markHeld(profile, contactId, heldElsewhere);
      }
      if (body.label !== void 0) contact.label = body.label;
      if (body.sendNotification !== void 0) contact.sendNotification = body.sendNotification;
      if (body.isDefault) {
        for (const c of profile.contacts) if (c.contactType === contact.contactType) c.isDefault = c === contact;
      }
      answer2(res, profile);
    })
  );
  router.delete(
    "/profile/:id/contact/:contactId",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { id, contactId } = readInput(ContactParams, req.params);
      const profile = changeable(res, id);
      const contact = contactOf(profile, contactId);
      if (contact.isDefault) throw defaultRequired();
      profile.contacts = profile.contacts.filter((c) => c !== contact);
      markHeld(profile, contactId, false);
      answer2(res, profile);
    })
  );
  return router;
}
function externalPortalRoutes(ctx) {
  const router = Router32();
  router.get(
    "/getExtenalPortalEndpoint",
    requireSession(ctx.sessions),
    handle((req, res) => {
      res.json({ data: { url: `${originOf(req)}/api/auth/externalPortal` } });
    })
  );
  router.get(
    "/externalPortal",
    handle((_req, res) => {
      res.type("html").send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>External portal</title></head><body><h1>External portal</h1><p>The simulated external portal of this Homeport build.</p></body></html>'
      );
    })
  );
  return router;
}
var config, contactExistsError, defaultRequired;
var init_crmUserSettings = __esm({
  "simulator/src/rest/crmUserSettings.ts"() {
    "use strict";
    init_users();
    init_userContacts();
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
    init_views();
    init_cloudIndex();
    config = defaultCustomerConfig7;
    contactExistsError = (value) => new ApiError(409, ErrorCode18.contactExists, `${value} is already in your contacts`, "contact");
    defaultRequired = () => new ApiError(409, ErrorCode18.defaultContactRequired, "The default contact stays: make another contact the default first", "contactId");
  }
});

// simulator/src/rest/bulk.ts
import { Router as Router33 } from "express";
import {
  BulkCampaignListQuery,
  BulkContentBody,
  BulkContentListQuery,
  BulkErrorCode,
  BulkIdParam,
  BulkTaskListQuery,
  CancelBulkTasksBody,
  CreateBulkCampaignBody,
  defaultCustomerConfig as defaultCustomerConfig8,
  isAdmin as isAdmin9,
  operationTypeOf,
  subroleOf,
  taskMatchesFilter
} from "@homeport/sdk";
function pageOf2(all, page4, limit) {
  return { items: all.slice((page4 - 1) * limit, page4 * limit), total: all.length, page: page4, limit };
}
function bulkRoutes(ctx) {
  const router = Router33();
  router.use(requireSession(ctx.sessions), requireAdmin);
  const { bulk } = ctx;
  router.post(
    "/campaign/create",
    requireAdminWrite,
    handle((req, res) => {
      const { user } = callerOf2(res);
      const body = readBody(req, CreateBulkCampaignBody);
      if (body.userId !== user.id) throw refuse2(403, BulkErrorCode.wrongUser, "userId must be your own", "userId");
      if (body.devices.length === 0) throw refuse2(400, BulkErrorCode.noSerials, "no serial numbers", "devices");
      const unknown2 = body.devices.find((serial) => !hasGateway(ctx.cloud.state, serial));
      if (unknown2) throw refuse2(404, BulkErrorCode.unknownGateway, `No gateway ${unknown2}`, "devices");
      let content;
      let contentId = null;
      const type = body.contentId ? body.operation_type ?? bulk.content(body.contentId)?.content_type ?? "inc" : operationTypeOf(body);
      if (body.contentId) {
        const stored = bulk.content(body.contentId);
        if (!stored) throw refuse2(404, BulkErrorCode.unknownContent, `No content ${body.contentId}`, "contentId");
        if (stored.content_type !== type) throw refuse2(400, BulkErrorCode.contentMismatch, `Content ${body.contentId} is of type ${stored.content_type}, not ${type}`, "contentId");
        const { _id, createdAt: _createdAt, ...data } = stored;
        content = data;
        contentId = _id;
      } else if (body.content) {
        if (body.content.content_type !== type) throw refuse2(400, BulkErrorCode.contentMismatch, `The content is of type ${body.content.content_type}, not ${type}`, "content");
        content = body.content;
      } else if (type === "inc") {
        content = { content_name: body.operation_name, content_type: "inc", content_params: [{ name: "open_network", params: { zwave_wni_enabled: true }, type: "command" }] };
      } else {
        throw refuse2(400, BulkErrorCode.contentMismatch, `An operation of type ${type} needs content or contentId`, "content");
      }
      const campaign2 = bulk.queue.create({
        operation_name: body.operation_name,
        operation_type: type,
        content,
        contentId,
        user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        userInitiated: body.userInitiated,
        devices: body.devices,
        retryNumber: body.campaignOptions.retryNumber
      });
      res.status(201).json({ data: campaign2 });
    })
  );
  router.get(
    "/campaign/list",
    handle((req, res) => {
      const { page: page4, limit, searchPhrase } = readQuery(req, BulkCampaignListQuery);
      const phrase = searchPhrase?.trim().toLowerCase() ?? "";
      const all = bulk.queue.list().filter((c) => phrase === "" || c.operation_name.toLowerCase().includes(phrase));
      res.json({ data: pageOf2(all, page4, limit) });
    })
  );
  const campaignOf = (raw) => {
    const id = readInput(BulkIdParam, raw, "id");
    const campaign2 = bulk.queue.get(id);
    if (!campaign2) throw notFound(`No bulk operation ${id}`);
    return campaign2;
  };
  router.get(
    "/campaign/:id",
    handle((req, res) => {
      res.json({ data: campaignOf(req.params.id) });
    })
  );
  const cancel = handle((req, res) => {
    const campaign2 = campaignOf(req.params.id);
    const answer2 = bulk.queue.cancelCampaign(campaign2._id);
    if (!answer2) throw refuse2(409, BulkErrorCode.wrongState, `Bulk operation ${campaign2._id} has ended (${campaign2.status})`);
    res.json({ data: answer2 });
  });
  router.post("/campaign/remove/:id", requireAdminWrite, cancel);
  router.post("/campaign/cancelAll/:id", requireAdminWrite, cancel);
  router.delete(
    "/campaign/delete/:id",
    requireAdminWrite,
    handle((req, res) => {
      const campaign2 = campaignOf(req.params.id);
      if (!bulk.queue.remove(campaign2._id)) throw refuse2(409, BulkErrorCode.wrongState, `Bulk operation ${campaign2._id} is still running; cancel it first`);
      res.json({ data: { _id: campaign2._id } });
    })
  );
  router.post(
    "/content/create",
    requireAdminWrite,
    handle((req, res) => {
      res.status(201).json({ data: bulk.addContent(readBody(req, BulkContentBody)) });
    })
  );
  router.get(
    "/content/list",
    handle((req, res) => {
      const { type, page: page4, limit, filterBy } = readQuery(req, BulkContentListQuery);
      res.json({ data: pageOf2(bulk.listContents(type, filterBy), page4, limit) });
    })
  );
  router.delete(
    "/content/delete/:id",
    requireAdminWrite,
    handle((req, res) => {
      const id = readInput(BulkIdParam, req.params.id, "id");
      if (!bulk.removeContent(id)) throw notFound(`No content ${id}`);
      res.json({ data: { _id: id } });
    })
  );
  router.get(
    "/task/list/:id",
    handle((req, res) => {
      const campaign2 = campaignOf(req.params.id);
      const { filterBy, page: page4, limit } = readQuery(req, BulkTaskListQuery);
      const tasks = (bulk.queue.tasksOf(campaign2._id) ?? []).filter((t) => taskMatchesFilter(t, filterBy));
      res.json({ data: pageOf2(tasks, page4, limit) });
    })
  );
  router.post(
    "/task/reset/:id",
    requireAdminWrite,
    handle((req, res) => {
      const id = readInput(BulkIdParam, req.params.id, "id");
      const found = bulk.queue.task(id);
      if (!found) throw notFound(`No bulk task ${id}`);
      const status = found.task.taskOptions.status;
      if (status !== "Failed" && status !== "Canceled") throw refuse2(409, BulkErrorCode.wrongState, `Task ${id} is ${status}; only a failed or canceled task is reset`);
      res.json({ data: bulk.queue.reset(found.campaign._id, id) });
    })
  );
  router.post(
    "/task/resetAll/:id",
    requireAdminWrite,
    handle((req, res) => {
      const campaign2 = campaignOf(req.params.id);
      res.json({ data: bulk.queue.reset(campaign2._id) });
    })
  );
  router.post(
    "/task/cancelSpecific",
    requireAdminWrite,
    handle((req, res) => {
      const { taskIds } = readBody(req, CancelBulkTasksBody);
      const missing = taskIds.find((id) => !bulk.queue.task(id));
      if (missing) throw notFound(`No bulk task ${missing}`);
      res.json({ data: bulk.queue.cancelTasks(taskIds) });
    })
  );
  return router;
}
var requireAdmin, requireAdminWrite, refuse2;
var init_bulk = __esm({
  "simulator/src/rest/bulk.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_readInput();
    init_requireSession();
    init_cloudIndex();
    requireAdmin = (_req, res, next) => {
      next(isAdmin9(callerOf2(res).user) ? void 0 : forbidden("Admins only"));
    };
    requireAdminWrite = (_req, res, next) => {
      next(subroleOf(callerOf2(res).user) === defaultCustomerConfig8.constants.writeSubrole ? void 0 : forbidden("Your role does not allow changes (admin-support only)"));
    };
    refuse2 = (status, code, message, field) => new ApiError(status, code, message, field);
  }
});

// simulator/src/rest/crmGroups.ts
import { Router as Router34 } from "express";
import {
  AddUsersToGroupBody,
  GroupCreateBody,
  GroupErrorCode,
  GroupIdParam,
  GroupSearchQuery,
  GroupUpdateBody,
  GroupUserIdParam,
  GroupUsersQuery,
  UsersByGroupNamesBody
} from "@homeport/sdk";
function membersOf(record, users) {
  return record.members.map((id) => users.get(id)).filter((u) => u !== void 0).sort((a, b) => a.username.localeCompare(b.username));
}
function groupView(record, users) {
  const { members, ...fields } = record;
  return { ...fields, userCount: members.filter((id) => users.has(id)).length };
}
function groupOr404(ctx, id, field = "groupId") {
  const record = ctx.groups.find(id);
  if (!record) throw refuse3(404, GroupErrorCode.notFound, `No group ${id}`, field);
  return record;
}
function refuseTakenName2(ctx, name, ownId) {
  const other = ctx.groups.findByName(name);
  if (other && other._id !== ownId) throw refuse3(409, GroupErrorCode.nameTaken, `A group named ${other.groupName} exists`, "groupName");
}
function groupRoutes(ctx) {
  const router = Router34();
  router.use(requireSession(ctx.sessions), requireAdmin);
  router.post(
    "/create",
    requireAdminWrite,
    handle((req, res) => {
      const body = readBody(req, GroupCreateBody);
      refuseTakenName2(ctx, body.groupName);
      const now = ctx.now();
      const record = { _id: ctx.groups.newId(), ...body, createdAt: now, updatedAt: now, members: [] };
      ctx.groups.save(record);
      res.status(201).json({ data: groupView(record, usersById(ctx)) });
    })
  );
  router.post(
    "/update",
    requireAdminWrite,
    handle((req, res) => {
      const { _id, ...fields } = readBody(req, GroupUpdateBody);
      const record = groupOr404(ctx, _id, "_id");
      refuseTakenName2(ctx, fields.groupName, _id);
      const next = { ...record, ...fields, updatedAt: ctx.now() };
      ctx.groups.save(next);
      res.json({ data: groupView(next, usersById(ctx)) });
    })
  );
  router.post(
    "/addUsersToGroup",
    requireAdminWrite,
    handle((req, res) => {
      const body = readBody(req, AddUsersToGroupBody);
      const record = groupOr404(ctx, body.groupId);
      const users = ctx.cloud.state.users;
      const byUsername = new Map(users.map((u) => [u.username.toLowerCase(), u]));
      const byId = usersById(ctx);
      const wanted = [];
      const unknownUsernames = [];
      const unknownSerials = [];
      const unassignedSerials = [];
      for (const name of body.usernames) {
        const user = byUsername.get(name.toLowerCase());
        if (user) wanted.push(user);
        else unknownUsernames.push(name);
      }
      const bySerial = new Map(body.deviceSN.length > 0 ? ctx.cloud.state.gateways.map((g) => [g.serialNumber, g]) : []);
      for (const serial of body.deviceSN) {
        const gateway = bySerial.get(serial.toUpperCase());
        if (!gateway) unknownSerials.push(serial);
        else if (gateway.userId === null) unassignedSerials.push(serial);
        else {
          const owner = byId.get(gateway.userId);
          if (owner) wanted.push(owner);
          else unassignedSerials.push(serial);
        }
      }
      const members = new Set(record.members);
      const added = [];
      const alreadyMembers = [];
      for (const user of wanted) {
        if (members.has(user.id)) {
          if (!alreadyMembers.includes(user.username) && !added.includes(user)) alreadyMembers.push(user.username);
          continue;
        }
        members.add(user.id);
        added.push(user);
      }
      let current2 = record;
      if (added.length > 0) {
        current2 = { ...record, members: [...record.members, ...added.map((u) => u.id)], updatedAt: ctx.now() };
        ctx.groups.save(current2);
      }
      const answer2 = {
        group: groupView(current2, byId),
        added: added.map(groupUserRow),
        alreadyMembers,
        unknownUsernames,
        unknownSerials,
        unassignedSerials
      };
      res.json({ data: answer2 });
    })
  );
  router.post(
    "/getUsersByGroupNames",
    handle((req, res) => {
      const { groupNames } = readBody(req, UsersByGroupNamesBody);
      const byId = usersById(ctx);
      const found = /* @__PURE__ */ new Map();
      const unknownGroupNames = [];
      for (const name of groupNames) {
        const record = ctx.groups.findByName(name);
        if (!record) {
          unknownGroupNames.push(name);
          continue;
        }
        for (const user of membersOf(record, byId)) found.set(user.id, user);
      }
      const data = [...found.values()].sort((a, b) => a.username.localeCompare(b.username)).map(groupUserRow);
      const answer2 = { data, count: data.length, unknownGroupNames };
      res.json(answer2);
    })
  );
  router.get(
    "/getGroupsForOwner",
    handle((_req, res) => {
      const byId = usersById(ctx);
      const data = ctx.groups.all().map((g) => groupView(g, byId));
      res.json({ data, count: data.length });
    })
  );
  router.get(
    "/getUsersForGroup",
    handle((req, res) => {
      const q = readQuery(req, GroupUsersQuery);
      const byId = usersById(ctx);
      const record = groupOr404(ctx, q.groupId);
      res.json(page(membersOf(record, byId).map(groupUserRow), q.page, q.limit));
    })
  );
  router.delete(
    "/:id/user/:userId",
    requireAdminWrite,
    handle((req, res) => {
      const record = groupOr404(ctx, readInput(GroupIdParam, req.params.id, "id"), "id");
      const userId = readInput(GroupUserIdParam, req.params.userId, "userId");
      if (!record.members.includes(userId)) throw refuse3(404, GroupErrorCode.userNotInGroup, `User ${userId} is not in group ${record.groupName}`, "userId");
      const next = { ...record, members: record.members.filter((id) => id !== userId), updatedAt: ctx.now() };
      ctx.groups.save(next);
      res.json({ data: { group: groupView(next, usersById(ctx)), userId } });
    })
  );
  router.delete(
    "/:id",
    requireAdminWrite,
    handle((req, res) => {
      const record = groupOr404(ctx, readInput(GroupIdParam, req.params.id, "id"), "id");
      ctx.groups.remove(record._id);
      res.json({ data: { _id: record._id } });
    })
  );
  return router;
}
function groupSearchRoutes(ctx) {
  const router = Router34();
  router.use(requireSession(ctx.sessions), requireAdmin);
  router.get(
    "/search",
    handle((req, res) => {
      const q = readQuery(req, GroupSearchQuery);
      const needle = (q.searchText ?? "").trim().toLowerCase();
      const byId = usersById(ctx);
      const matches2 = ctx.groups.all().filter((g) => needle === "" || [g.groupName, g.description, g.tag].some((text3) => text3.toLowerCase().includes(needle)));
      res.json(
        page(
          matches2.map((g) => groupView(g, byId)),
          q.page,
          q.limit
        )
      );
    })
  );
  return router;
}
var refuse3, usersById, groupUserRow, page;
var init_crmGroups = __esm({
  "simulator/src/rest/crmGroups.ts"() {
    "use strict";
    init_apiError();
    init_bulk();
    init_handle();
    init_readInput();
    init_requireSession();
    refuse3 = (status, code, message, field) => new ApiError(status, code, message, field);
    usersById = (ctx) => new Map(ctx.cloud.state.users.map((u) => [u.id, u]));
    groupUserRow = (u) => ({ _id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, devices: [...u.devices] });
    page = (all, pageNumber, limit) => ({ data: all.slice((pageNumber - 1) * limit, pageNumber * limit), count: all.length });
  }
});

// simulator/src/rest/crm.ts
import { Router as Router35 } from "express";
import { IdParam as IdParam6, isAdmin as isAdmin10 } from "@homeport/sdk";
function crmRoutes(ctx) {
  const router = Router35();
  router.get(
    "/countries/list",
    handle((_req, res) => {
      res.json({ data: ctx.cloud.state.countries.map(countryView) });
    })
  );
  router.use("/linked_accounts", linkedAccountRoutes(ctx));
  router.use(registerRoutes(ctx));
  router.use(userSettingsRoutes(ctx));
  router.use("/group", groupRoutes(ctx));
  router.use("/groups", groupSearchRoutes(ctx));
  router.get(
    "/profile/:id",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam6, req.params.id, "id");
      const { user } = callerOf2(res);
      if (id !== user.id && !isAdmin10(user)) throw forbidden("You may read only your own profile");
      const profile = userByIdIndexed(ctx.cloud.state, id);
      if (!profile) throw notFound(`No user ${id}`);
      if (ensureContactIds(profile)) ctx.cloud.commit();
      res.json({ data: userView(profile) });
    })
  );
  return router;
}
var init_crm = __esm({
  "simulator/src/rest/crm.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
    init_crmRegister();
    init_crmLinkedAccounts();
    init_crmUserSettings();
    init_crmGroups();
    init_userContacts();
    init_views();
    init_cloudIndex();
  }
});

// simulator/src/rest/multimedia.ts
import { Router as Router36 } from "express";
import { isAdmin as isAdmin11 } from "@homeport/sdk";
function tokens(ctx) {
  let map = tokensOf.get(ctx);
  if (!map) tokensOf.set(ctx, map = /* @__PURE__ */ new Map());
  return map;
}
function multimediaRoutes(ctx) {
  const router = Router36();
  router.get(
    "/user/getAccessToken",
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { user } = callerOf2(res);
      if (isAdmin11(user)) throw accessDeniedCamera();
      const accessToken = randomToken();
      tokens(ctx).set(accessToken, { userId: user.id, expiresAt: ctx.now() + MEDIA_TOKEN_TTL_MS });
      res.json({ data: { accessToken, expiresIn: MEDIA_TOKEN_TTL_MS / 1e3, mediaBase: `${originOf(req)}/sim-media` } });
    })
  );
  return router;
}
function page2(title, body, status = 200) {
  return {
    status,
    html: (nonce) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2430}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #cfd6e1;text-align:left}</style></head><body>${body}</body></html>`
  };
}
function mediaPages(ctx) {
  const router = Router36();
  router.get(
    "/:serial/:deviceId/:view",
    handle(async (req, res) => {
      const send = ({ status, html }) => res.status(status).type("html").send(html(cspNonceOf(res)));
      const token = typeof req.query.token === "string" ? tokens(ctx).get(req.query.token) : void 0;
      if (!token || token.expiresAt <= ctx.now()) return send(page2("Access denied", "<h1>Access denied</h1><p>The link has expired. Open it again from the portal.</p>", 403));
      const user = userByIdIndexed(ctx.cloud.state, token.userId);
      const gateway = gatewayBySerial(ctx.cloud.state, String(req.params.serial).toUpperCase());
      if (!user || !gateway || !canReachGateway(user, gateway)) return send(page2("Access denied", "<h1>Access denied</h1><p>This camera is not yours.</p>", 403));
      const view2 = req.params.view;
      const device2 = (await ctx.emulators.runIfThere(gateway.serialNumber, readCamera, { deviceId: Number(req.params.deviceId) }))?.device;
      if (!device2 || !Object.hasOwn(VIEWS, view2)) return send(page2("Not found", "<h1>Not found</h1>", 404));
      const title = `${device2.device_name}: ${VIEWS[view2]}`;
      const props = device2.service_list.flatMap((s) => s.property_list);
      if (view2 === "live") {
        const stamp = new Date(ctx.now()).toISOString().replace("T", " ").slice(0, 19);
        return send(
          page2(
            title,
            `<h1>${escape(title)}</h1><svg role="img" aria-label="Live picture of ${escape(device2.device_name)}" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#2b3442"/><circle cx="320" cy="170" r="60" fill="#4b5870"/><text x="20" y="340" fill="#fff" font-size="18">${escape(stamp)} UTC \xB7 ${escape(device2.device_name)}</text></svg>`
          )
        );
      }
      if (view2 === "events") {
        const rows2 = [5, 17, 42, 95, 180].map(
          (minutes, i) => `<tr><td>${new Date(ctx.now() - minutes * 6e4).toISOString().slice(0, 16).replace("T", " ")}</td><td>${i % 2 ? "Person detected" : "Motion detected"}</td></tr>`
        ).join("");
        return send(
          page2(title, `<h1>${escape(title)}</h1><table><caption>Recent events</caption><thead><tr><th>Time (UTC)</th><th>Event</th></tr></thead><tbody>${rows2}</tbody></table>`)
        );
      }
      const rows = props.filter((p) => !p.readonly).map((p) => `<tr><th scope="row">${escape(p.name)}</th><td>${escape(String(p.value))}</td></tr>`).join("");
      return send(page2(title, `<h1>${escape(title)}</h1><table><caption>Settings</caption><tbody>${rows}</tbody></table>`));
    })
  );
  return router;
}
var MEDIA_TOKEN_TTL_MS, tokensOf, accessDeniedCamera, VIEWS, escape;
var init_multimedia = __esm({
  "simulator/src/rest/multimedia.ts"() {
    "use strict";
    init_cloudReads();
    init_gatewayAccess();
    init_digest();
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
    init_securityHeaders();
    init_cloudIndex();
    init_cloudIndex();
    MEDIA_TOKEN_TTL_MS = 60 * 60 * 1e3;
    tokensOf = /* @__PURE__ */ new WeakMap();
    accessDeniedCamera = () => new ApiError(403, "ACCESS_DENIED_CAMERA", "Administrators cannot open camera streams");
    VIEWS = { live: "Live view", events: "Event list", settings: "Camera settings" };
    escape = (text3) => text3.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
});

// simulator/src/auth/oauthRequest.ts
function redirectUriMatches(registered, given) {
  if (!registered.includes(":*/")) return registered === given;
  let url;
  try {
    url = new URL(given);
  } catch {
    return false;
  }
  const [scheme, rest] = registered.split("://");
  const host = rest.slice(0, rest.indexOf(":*/"));
  const path = rest.slice(rest.indexOf(":*/") + 2);
  const port = url.port === "" ? 1 : Number(url.port);
  const listenable = Number.isInteger(port) && port >= 1 && port <= 65535;
  return listenable && url.protocol === `${scheme}:` && url.hostname === host && url.pathname === path && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
}
function readOAuthRequest(state, source2) {
  const { client_id: clientId, redirect_uri: redirectUri, response_type: responseType, scope, state: clientState } = source2;
  const client = typeof clientId === "string" ? state.clients.find((c) => c.id === clientId && c.isActive && c.redirectUris.length > 0) : void 0;
  if (!client) return { ok: false, field: "client_id", message: "client_id is not a known OAuth2 client", error: "invalid_request", redirectUri: null };
  if (typeof redirectUri !== "string" || !client.redirectUris.some((r) => redirectUriMatches(r, redirectUri))) {
    return { ok: false, field: "redirect_uri", message: `redirect_uri is not registered for ${client.id}`, error: "invalid_request", redirectUri: null };
  }
  const refuse8 = (field, message, error) => ({ ok: false, field, message, error, redirectUri });
  if (responseType !== "code") return refuse8("response_type", "response_type must be code", "unsupported_response_type");
  if (typeof clientState !== "string" || clientState.length < 1 || clientState.length > MAX_STATE) {
    return refuse8("state", `state must be 1 to ${MAX_STATE} characters`, "invalid_request");
  }
  const scopes = typeof scope === "string" ? scope.split(" ").filter((s) => s !== "") : [];
  if (scopes.length === 0 || scopes.length > 16 || scopes.some((s) => !client.scopes.includes(s))) {
    return refuse8("scope", `scope must be one or more of: ${client.scopes.join(" ")}`, "invalid_scope");
  }
  const { code_challenge: challenge, code_challenge_method: method } = source2;
  if (challenge === void 0 && method !== void 0) return refuse8("code_challenge", "code_challenge is required with code_challenge_method", "invalid_request");
  if (challenge !== void 0) {
    if (method !== "S256") return refuse8("code_challenge_method", "code_challenge_method must be S256", "invalid_request");
    if (typeof challenge !== "string" || !S256_CHALLENGE.test(challenge)) {
      return refuse8("code_challenge", "code_challenge must be the base64url SHA-256 of the verifier (43 characters)", "invalid_request");
    }
  } else if (client.public === true) {
    return refuse8("code_challenge", `code_challenge (S256) is required for ${client.id}`, "invalid_request");
  }
  return {
    ok: true,
    request: { client, redirectUri, scope: [...new Set(scopes)], state: clientState, codeChallenge: typeof challenge === "string" ? challenge : null }
  };
}
var MAX_STATE, S256_CHALLENGE;
var init_oauthRequest = __esm({
  "simulator/src/auth/oauthRequest.ts"() {
    "use strict";
    MAX_STATE = 512;
    S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
  }
});

// simulator/src/rest/gatewayQuery.ts
function sortGateways(list, orderBy) {
  const descending = orderBy.startsWith("-");
  const field = descending ? orderBy.slice(1) : orderBy;
  const sign = descending ? -1 : 1;
  return [...list].sort((a, b) => sign * a[field].localeCompare(b[field]) || a.serialNumber.localeCompare(b.serialNumber));
}
function gatewaysOf(user, state) {
  const found = new Set(gatewaysOwnedBy(state, user.id));
  for (const serial of user.devices) {
    const gateway = gatewayBySerial(state, serial);
    if (gateway) found.add(gateway);
  }
  return [...found];
}
function searchGateways(list, users, searchText) {
  const needle = searchText?.trim().toLowerCase();
  return needle ? searchGatewaysIndexed(list, users, needle) : list;
}
function pageOf3(list, skip, limit) {
  return list.slice(skip, skip + limit);
}
var init_gatewayQuery = __esm({
  "simulator/src/rest/gatewayQuery.ts"() {
    "use strict";
    init_cloudIndex();
  }
});

// simulator/src/rest/bodyParsers.ts
import express3, { Router as Router37 } from "express";
function bodyParsers() {
  const router = Router37();
  router.use(express3.urlencoded({ extended: false, limit: "16kb", type: "application/x-www-form-urlencoded" }));
  router.use(jsonBody({ limit: "16kb", type: (req) => !isForm(req) }));
  return router;
}
var isForm;
var init_bodyParsers = __esm({
  "simulator/src/rest/bodyParsers.ts"() {
    "use strict";
    init_jsonBody();
    isForm = (req) => Boolean(req.is("application/x-www-form-urlencoded"));
  }
});

// simulator/src/rest/oauth2Token.ts
import { createHash as createHash5, randomBytes as randomBytes18, timingSafeEqual as timingSafeEqual4 } from "node:crypto";
import { Router as Router38 } from "express";
function clientCredentials(req, body) {
  const header = req.get("authorization");
  if (header?.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const { client_id: id, client_secret: secret } = body;
  if (typeof id !== "string" || secret !== void 0 && typeof secret !== "string") throw new OAuthTokenError("invalid_client", "Client authentication failed");
  return { id, secret: secret ?? null };
}
function oauthTokenEndpoint(ctx) {
  const router = Router38();
  router.use(bodyParsers());
  function authenticate(req, body) {
    const { id, secret } = clientCredentials(req, body);
    if (secret === null) {
      const open = ctx.cloud.state.clients.find((c) => c.id === id && c.isActive && c.public === true && c.redirectUris.length > 0);
      if (!open) throw new OAuthTokenError("invalid_client", "Client authentication failed");
      return open;
    }
    const client = ctx.cloud.state.clients.find((c) => c.id === id && c.isActive && c.secretHash !== null);
    const reservation = beginGuess(ctx, req, client ? [{ kind: "oauthClient", id: `${client.id}@${clientSubject(req).id}` }] : []);
    if (!reservation.ok) {
      throw new OAuthTokenError("temporarily_unavailable", "Too many failed attempts, try again later", 429, { "Retry-After": String(reservation.retryAfterSeconds) });
    }
    const given = Buffer.from(sha256Hex(secret.slice(0, 256)), "hex");
    const ok = client?.secretHash ? timingSafeEqual4(given, Buffer.from(client.secretHash, "hex")) : false;
    if (!client || !ok) {
      reservation.attempt.failed();
      throw new OAuthTokenError("invalid_client", "Client authentication failed");
    }
    reservation.attempt.succeeded();
    return client;
  }
  function answer2(res, grant, accessToken, refreshToken) {
    res.set({ "Cache-Control": "no-store", Pragma: "no-cache" }).json({
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: Math.round((grant.expiresAt - ctx.now()) / 1e3),
      refresh_token: refreshToken,
      scope: grant.scope.join(" ")
    });
  }
  function exchangeCode(res, client, body) {
    const code = text2(body, "code");
    const redirectUri = text2(body, "redirect_uri");
    const record = ctx.tokens.find("oauth_code", code);
    const state = ctx.cloud.state;
    if (record && ctx.tokens.stateOf(record) === "used") {
      const revoked = state.oauthGrants.filter((g) => g.codeId === record.id).map((g) => g.id);
      state.oauthGrants = state.oauthGrants.filter((g) => g.codeId !== record.id);
      ctx.cloud.commitRecords("oauthGrants", [], revoked);
      throw new OAuthTokenError("invalid_grant", "The code was already used");
    }
    if (!record || ctx.tokens.stateOf(record) !== "live" || record.data.clientId !== client.id) throw new OAuthTokenError("invalid_grant", "The code is unknown or expired");
    if (record.data.redirectUri !== redirectUri) throw new OAuthTokenError("invalid_grant", "redirect_uri differs from the authorization request");
    const challenge = record.data.codeChallenge ?? null;
    const verifier = body.code_verifier;
    if (challenge === null) {
      if (verifier !== void 0) throw new OAuthTokenError("invalid_grant", "code_verifier given for a code asked without code_challenge");
      if (client.public === true) throw new OAuthTokenError("invalid_grant", "A public client\u2019s code needs PKCE");
    } else {
      if (typeof verifier !== "string" || !VERIFIER.test(verifier)) throw new OAuthTokenError("invalid_request", "code_verifier is required (43 to 128 characters)");
      if (createHash5("sha256").update(verifier).digest("base64url") !== challenge) {
        ctx.tokens.use(record);
        ctx.cloud.commitPart("tokens");
        throw new OAuthTokenError("invalid_grant", "code_verifier does not match code_challenge");
      }
    }
    const serialNumber = record.data.serialNumber ?? "";
    ctx.tokens.use(record);
    const accessToken = `hpat_${randomToken()}`;
    const refreshToken = `hprt_${randomToken()}`;
    const now = ctx.now();
    const grant = {
      id: randomBytes18(12).toString("hex"),
      userId: record.userId,
      clientId: client.id,
      serialNumber,
      scope: (record.data.scope ?? "").split(" ").filter(Boolean),
      accessTokenHash: sha256Hex(accessToken),
      refreshTokenHash: sha256Hex(refreshToken),
      codeId: record.id,
      createdAt: now,
      expiresAt: now + ACCESS_TOKEN_TTL_MS
    };
    const replaced = (g) => g.userId === grant.userId && g.clientId === client.id && g.serialNumber === serialNumber;
    const removed = state.oauthGrants.filter(replaced).map((g) => g.id);
    state.oauthGrants = state.oauthGrants.filter((g) => !replaced(g));
    state.oauthGrants.push(grant);
    ctx.cloud.commitPart("tokens");
    ctx.cloud.commitRecords("oauthGrants", [grant], removed);
    answer2(res, grant, accessToken, refreshToken);
  }
  function refresh2(res, client, body) {
    const refreshToken = text2(body, "refresh_token");
    const hash2 = sha256Hex(refreshToken);
    const grant = ctx.cloud.state.oauthGrants.find((g) => g.refreshTokenHash === hash2 && g.clientId === client.id);
    if (!grant) throw new OAuthTokenError("invalid_grant", "The refresh token is unknown or revoked");
    const accessToken = `hpat_${randomToken()}`;
    grant.accessTokenHash = sha256Hex(accessToken);
    grant.expiresAt = ctx.now() + ACCESS_TOKEN_TTL_MS;
    ctx.cloud.commitRecords("oauthGrants", [grant]);
    answer2(res, grant, accessToken, refreshToken);
  }
  router.post("/", (req, res, next) => {
    const body = typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? req.body : {};
    try {
      const client = authenticate(req, body);
      const grantType = body.grant_type;
      if (grantType === void 0) throw new OAuthTokenError("invalid_request", "grant_type is required");
      if (grantType === "authorization_code") exchangeCode(res, client, body);
      else if (grantType === "refresh_token") refresh2(res, client, body);
      else throw new OAuthTokenError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
    } catch (error) {
      next(error);
    }
  });
  const tokenErrors = (error, req, res, next) => {
    if (error instanceof OAuthTokenError) {
      if (error.status === 401 && req.get("authorization")?.startsWith("Basic ")) res.set("WWW-Authenticate", 'Basic realm="homeport"');
      res.status(error.status).set({ ...error.headers, "Cache-Control": "no-store" }).json({ error: error.error, error_description: error.message });
      return;
    }
    if (typeof error === "object" && error !== null && typeof error.type === "string") {
      res.status(400).json({ error: "invalid_request", error_description: "Malformed body" });
      return;
    }
    next(error);
  };
  router.use(tokenErrors);
  return router;
}
var ACCESS_TOKEN_TTL_MS, OAuthTokenError, text2, VERIFIER;
var init_oauth2Token = __esm({
  "simulator/src/rest/oauth2Token.ts"() {
    "use strict";
    init_digest();
    init_bodyParsers();
    init_clientAddress();
    init_guessGate();
    ACCESS_TOKEN_TTL_MS = 36e5;
    OAuthTokenError = class extends Error {
      constructor(error, message, status = error === "invalid_client" ? 401 : 400, headers = {}) {
        super(message);
        this.error = error;
        this.status = status;
        this.headers = headers;
      }
      error;
      status;
      headers;
    };
    text2 = (body, name) => {
      const value = body[name];
      if (typeof value !== "string" || value.length === 0 || value.length > 2048) throw new OAuthTokenError("invalid_request", `${name} is required`);
      return value;
    };
    VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
  }
});

// simulator/src/rest/oauth2.ts
import { Router as Router39 } from "express";
import { ErrorCode as ErrorCode19, SerialParam as SerialParam8 } from "@homeport/sdk";
function withParams(base, params) {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
function oauth2Routes(ctx) {
  const router = Router39();
  router.use("/token", oauthTokenEndpoint(ctx));
  router.use(bodyParsers());
  router.get(
    "/authorize",
    handle((req, res) => {
      const result = readOAuthRequest(ctx.cloud.state, req.query);
      if (!result.ok) throw badInput(result.field, result.message);
      const { client, redirectUri, scope, state, codeChallenge } = result.request;
      if (req.accepts(["json", "html"]) === "html") {
        const query = new URLSearchParams({ client_id: client.id, state, redirect_uri: redirectUri, response_type: "code", scope: scope.join(" ") });
        if (codeChallenge !== null) {
          query.set("code_challenge", codeChallenge);
          query.set("code_challenge_method", "S256");
        }
        res.redirect(302, `/login?${query.toString()}`);
        return;
      }
      res.json({ data: { clientId: client.id, brand: client.brand, environment: client.environment, redirectUri, scope, state } });
    })
  );
  router.post(
    "/authorize",
    handle((req, res) => {
      const form = isForm2(req);
      const body = bodyObject(req);
      const result = readOAuthRequest(ctx.cloud.state, body);
      const refuse8 = (redirectUri2, error, apiError, state2) => {
        if (!form || redirectUri2 === null) throw apiError;
        const params = { error, error_description: apiError.message };
        if (state2) params.state = state2;
        res.redirect(302, withParams(redirectUri2, params));
      };
      if (!result.ok) {
        const state2 = typeof body.state === "string" && body.state.length <= 512 ? body.state : void 0;
        refuse8(result.redirectUri, result.error, badInput(result.field, result.message), state2);
        return;
      }
      const { client, redirectUri, scope, state, codeChallenge } = result.request;
      const denied = (apiError) => refuse8(redirectUri, "access_denied", apiError, state);
      const sessionId = req.get("sessionId") ?? (typeof body.sessionId === "string" ? body.sessionId : void 0);
      const check = sessionId ? ctx.sessions.check(sessionId) : null;
      if (check?.status !== "live") {
        denied(check?.status === "ended" && check.session.revokeReason === "forced" ? forcedLogout() : sessionNotFound());
        return;
      }
      ctx.sessions.touch(check.session);
      let serial;
      try {
        serial = readInput(SerialParam8, body.serial_number, "serial_number");
      } catch (error) {
        refuse8(redirectUri, "invalid_request", error, state);
        return;
      }
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) return denied(notFound(`No gateway ${serial}`));
      if (!gatewaysOf(check.user, ctx.cloud.state).includes(gateway)) return denied(notYourDevice(serial));
      if (gateway.connectionStatus !== "online") return denied(new ApiError(503, ErrorCode19.gatewayOffline, `Gateway ${serial} is offline`));
      const { raw } = ctx.tokens.issue("oauth_code", check.user.id, OAUTH_CODE_TTL_MS, {
        clientId: client.id,
        redirectUri,
        serialNumber: serial,
        scope: scope.join(" "),
        codeChallenge
      });
      ctx.cloud.commitPart("tokens");
      const redirectUrl = withParams(redirectUri, { code: raw, state });
      if (form) res.redirect(302, redirectUrl);
      else res.json({ data: { redirectUrl, code: raw, state } });
    })
  );
  return router;
}
var OAUTH_CODE_TTL_MS, isForm2;
var init_oauth2 = __esm({
  "simulator/src/rest/oauth2.ts"() {
    "use strict";
    init_oauthRequest();
    init_apiError();
    init_gatewayQuery();
    init_bodyParsers();
    init_handle();
    init_oauth2Token();
    init_readInput();
    init_cloudIndex();
    OAUTH_CODE_TTL_MS = 10 * 6e4;
    isForm2 = (req) => Boolean(req.is("application/x-www-form-urlencoded"));
  }
});

// simulator/src/rest/oauth2Grants.ts
import { Router as Router40 } from "express";
import { DeleteGrantBody, IdParam as IdParam7, isAdmin as isAdmin12 } from "@homeport/sdk";
function oauth2GrantRoutes(ctx) {
  const router = Router40();
  const session = requireSession(ctx.sessions);
  const view2 = (g) => {
    const client = ctx.cloud.state.clients.find((c) => c.id === g.clientId);
    return {
      clientId: g.clientId,
      brand: client?.brand ?? g.clientId,
      environment: client?.environment ?? null,
      serial_number: g.serialNumber,
      scope: g.scope,
      createdAt: g.createdAt,
      expiresAt: g.expiresAt
    };
  };
  const mayRead = (res, userId) => {
    const { user } = callerOf2(res);
    if (userId !== user.id && !isAdmin12(user)) throw forbidden("You may manage only your own linked services");
  };
  router.get(
    "/token/getTokens/:userId",
    session,
    handle((req, res) => {
      const userId = readInput(IdParam7, req.params.userId, "userId");
      mayRead(res, userId);
      res.json({ data: ctx.cloud.state.oauthGrants.filter((g) => g.userId === userId).map(view2) });
    })
  );
  router.delete(
    "/token/deleteToken",
    session,
    handle((req, res) => {
      let body = bodyObject(req);
      if (Object.keys(body).length === 0) body = { ...req.query };
      const { user: userId, clientId, serial_number: serial } = readInput(DeleteGrantBody, body);
      requireAccountChange(callerOf2(res).user, userId);
      const state = ctx.cloud.state;
      const matches2 = (g) => g.userId === userId && g.clientId === clientId && (serial === void 0 || g.serialNumber === serial);
      const removed = state.oauthGrants.filter(matches2).map((g) => g.id);
      const deleted = removed.length;
      if (deleted === 0) throw notFound("No such linked service");
      state.oauthGrants = state.oauthGrants.filter((g) => !matches2(g));
      ctx.cloud.commitRecords("oauthGrants", [], removed);
      res.json({ data: { deleted } });
    })
  );
  return router;
}
var init_oauth2Grants = __esm({
  "simulator/src/rest/oauth2Grants.ts"() {
    "use strict";
    init_writeAccess();
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
  }
});

// simulator/src/rest/udmAdmin.ts
import { Router as Router41 } from "express";
import { AdminGatewayCountQuery, AdminGatewayListQuery, isAdmin as isAdmin13 } from "@homeport/sdk";
function udmAdminRoutes(ctx) {
  const router = Router41();
  router.get(
    "/device/adminList",
    requireAdmin2,
    handle((req, res) => {
      const { page: page4, limit, searchText } = readQuery(req, AdminGatewayListQuery);
      const { users } = ctx.cloud.state;
      const all = searchGateways(gatewaysSortedBySerial(ctx.cloud.state), users, searchText);
      res.json({ data: pageOf3(all, (page4 - 1) * limit, limit).map((g) => adminRowView(g, users)), count: all.length });
    })
  );
  router.get(
    "/device/adminCount",
    requireAdmin2,
    handle((req, res) => {
      const { gateways, users } = ctx.cloud.state;
      const found = searchGateways(gateways, users, readQuery(req, AdminGatewayCountQuery).searchText);
      const counts = {
        count: found.length,
        assign: found.filter((g) => g.userId !== null).length,
        online: found.filter((g) => g.connectionStatus === "online").length
      };
      res.json(counts);
    })
  );
  return router;
}
var requireAdmin2;
var init_udmAdmin = __esm({
  "simulator/src/rest/udmAdmin.ts"() {
    "use strict";
    init_apiError();
    init_cloudIndex();
    init_gatewayQuery();
    init_handle();
    init_requireSession();
    init_readInput();
    init_views();
    requireAdmin2 = (_req, res, next) => {
      next(isAdmin13(callerOf2(res).user) ? void 0 : forbidden("Admins only"));
    };
  }
});

// simulator/src/rest/fleet.ts
import { randomBytes as randomBytes19 } from "node:crypto";
import { Router as Router42 } from "express";
import {
  candidateRefusal,
  canCancelAllTasks,
  canCancelTask,
  canDeleteOperation,
  canRetryOperation,
  defaultCustomerConfig as defaultCustomerConfig9,
  ErrorCode as ErrorCode20,
  FleetErrorCode,
  GatewaysWithoutUserQuery,
  isAdmin as isAdmin14,
  isListedBackup,
  LATEST_RESTORE_POINT as LATEST_RESTORE_POINT2,
  OperationIdParam,
  OperationListQuery,
  RemoveVirtualGatewayBody,
  ReplacementCreateBody,
  SerialParam as SerialParam9,
  subroleOf as subroleOf2,
  TaskIdParam,
  TaskListQuery,
  UNSORTED_FLOOR_ID as UNSORTED_FLOOR_ID3,
  UNSORTED_ROOM_ID as UNSORTED_ROOM_ID6,
  VirtualGatewayBody
} from "@homeport/sdk";
function requireFleetWrite(user) {
  if (subroleOf2(user) !== defaultCustomerConfig9.constants.writeSubrole) throw forbidden("Your role does not allow changes to the fleet (admin-support only)");
}
function requireOwnId(user, id, field) {
  if (id !== user.id) throw refuse4(403, ErrorCode20.forbidden, `${field} must be your own user id`, field);
}
function replaceRoutes(ctx) {
  const router = Router42();
  router.use(requireSession(ctx.sessions), requireAdmin3);
  router.post(
    "/gw/create",
    handle(async (req, res) => {
      const { user, session } = callerOf2(res);
      const flags5 = fleetFlags(ctx);
      if (!flags5.RPL_GTW) throw refuse4(403, FleetErrorCode.replacementDisabled, "Gateway replacement is not enabled");
      requireFleetWrite(user);
      const body = readBody(req, ReplacementCreateBody);
      requireOwnId(user, body.userId, "userId");
      if (flags5.SECURE_IMPORTANT_ROUTES_WITH_OTP && !((session.otpAuthorizedUntil ?? 0) > ctx.now())) {
        throw refuse4(403, FleetErrorCode.otpRequired, "Authorize with a one-time code first (POST /auth/otp/authorize/send, then verify)");
      }
      const failed = gatewayOr404(ctx, body.failedGtwSN, "failedGtwSN");
      const fresh = gatewayOr404(ctx, body.newGtwSN, "newGtwSN");
      if (failed.serialNumber === fresh.serialNumber) throw CANDIDATE_REFUSALS.sameGateway(failed, fresh);
      if (inReplacement(ctx, failed)) throw refuse4(409, FleetErrorCode.inProgress, `Gateway ${failed.serialNumber} is in a replacement already`, "failedGtwSN");
      if (failed.userId === null) throw refuse4(409, FleetErrorCode.failedNotAssigned, `Gateway ${failed.serialNumber} has no owner: nothing to move`, "failedGtwSN");
      const refusal = candidateRefusal(failed, { ...fresh, replacementInProgress: inReplacement(ctx, fresh) });
      if (refusal) throw CANDIDATE_REFUSALS[refusal](failed, fresh);
      if (body.restorePoint !== LATEST_RESTORE_POINT2) {
        const backup = ctx.backups.find(body.restorePoint);
        if (!backup || backup.serialNumber !== failed.serialNumber || !isListedBackup(backup) || ctx.backups.snapshotText(backup._id) === null) {
          throw refuse4(400, FleetErrorCode.restorePointUnknown, `${body.restorePoint} is not a kept backup of ${failed.serialNumber}`, "restorePoint");
        }
      }
      const op = await createReplacement(ctx, {
        failed,
        fresh,
        restorePoint: body.restorePoint,
        automaticFactoryReset: body.automaticFactoryReset,
        kind: body.kind,
        adminId: user.id
      });
      res.status(201).json({ data: { operation: operationView(op) } });
    })
  );
  router.get(
    "/gw/check/:sn",
    handle((req, res) => {
      const gateway = gatewayOr404(ctx, readInput(SerialParam9, req.params.sn, "sn"));
      const live = liveOperationOf(ctx, gateway.serialNumber);
      const answer2 = {
        serialNumber: gateway.serialNumber,
        inProgress: gateway.replacementInProgress || live !== null,
        operationId: live?.op._id ?? null,
        role: live?.role ?? (gateway.replacementInProgress ? gateway.replacementOf ? "new" : "failed" : null)
      };
      res.json({ data: answer2 });
    })
  );
  return router;
}
function operationRoutes(ctx) {
  const router = Router42();
  router.use(requireSession(ctx.sessions), requireAdmin3);
  router.get(
    "/list",
    handle((req, res) => {
      const { limit, skip, status, search } = readQuery(req, OperationListQuery);
      const needle = search?.trim().toUpperCase();
      const all = operationsOf(ctx).filter((op) => status === void 0 || op.status === status).filter((op) => !needle || op.failedGtwSN.includes(needle) || op.newGtwSN.includes(needle)).sort((a, b) => b.timeOfOperationStart - a.timeOfOperationStart || b._id.localeCompare(a._id, "en", { numeric: true }));
      res.json({ data: pageOf3(all, skip, limit).map(operationView), count: all.length });
    })
  );
  router.get(
    "/:id",
    handle((req, res) => {
      res.json({ data: operationView(operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"))) });
    })
  );
  router.delete(
    "/:id",
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"));
      if (!canDeleteOperation(op)) throw refuse4(409, FleetErrorCode.notDeletable, `Operation ${op._id} is ${op.status}; only a Completed or Failed one is deleted`);
      await deleteOperation(ctx, op);
      res.json({ data: { _id: op._id } });
    })
  );
  router.post(
    "/:id/retry",
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"));
      if (op.givenUp || !canRetryOperation(op)) throw refuse4(409, FleetErrorCode.nothingToRetry, `Operation ${op._id} has no failed task to retry`);
      await retryOperation(ctx, op);
      res.json({ data: { operation: operationView(op) } });
    })
  );
  router.get(
    "/:id/tasks",
    handle((req, res) => {
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"));
      const { filterBy, search, page: page4, limit } = readQuery(req, TaskListQuery);
      const needle = search?.trim().toLowerCase();
      const all = op.tasks.filter((t) => filterBy === "all" || t.taskOptions.status === filterBy).filter((t) => !needle || t.name.toLowerCase().includes(needle) || t.device.toLowerCase().includes(needle));
      res.json({ data: pageOf3(all, (page4 - 1) * limit, limit).map(taskView), count: all.length });
    })
  );
  router.post(
    "/:id/cancel",
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"));
      if (!canCancelAllTasks(op)) throw refuse4(409, FleetErrorCode.operationEnded, `Operation ${op._id} has ended (${op.status})`);
      await cancelAllTasks(ctx, op);
      res.json({ data: { operation: operationView(op) } });
    })
  );
  router.post(
    "/:id/tasks/:taskId/cancel",
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const op = operationOr404(ctx, readInput(OperationIdParam, req.params.id, "id"));
      const taskId = readInput(TaskIdParam, req.params.taskId, "taskId");
      const task = op.tasks.find((t) => t._id === taskId);
      if (!task) throw notFound(`No task ${taskId} in operation ${op._id}`);
      if (!isLive(op) || !canCancelTask(task))
        throw refuse4(409, FleetErrorCode.taskNotCancelable, `Task ${task._id} is ${task.taskOptions.status}${isLive(op) ? "" : " in an ended operation"}`);
      await cancelOneTask(ctx, op, task);
      res.json({ data: { operation: operationView(op), task: taskView(task) } });
    })
  );
  return router;
}
async function removeFromFleet(ctx, gateway) {
  const formerOwner = gateway.userId;
  const removals = detachGateways(ctx.product, ctx.cloud.state, [gateway]);
  removeGatewayRecord(ctx, gateway);
  ctx.cloud.commit();
  await publishRemovals(ctx, removals);
  ctx.log(`fleet: ${gateway.serialNumber} removed`);
  return { serialNumber: gateway.serialNumber, removed: true, formerOwner };
}
function generateIds(ctx) {
  const taken = new Set(ctx.cloud.state.gateways.flatMap((g) => [g.serialNumber, g.secureId.toUpperCase()]));
  for (; ; ) {
    const serialNumber = `VG${randomBytes19(5).toString("hex").toUpperCase()}`;
    const secureId = randomBytes19(12).toString("hex").toUpperCase();
    if (!taken.has(serialNumber) && !taken.has(secureId)) return { serialNumber, secureId };
  }
}
function udmFleetRoutes(ctx) {
  const router = Router42();
  router.get(
    "/device/fetchGtwWithoutUser",
    requireAdmin3,
    handle((req, res) => {
      const { page: page4, limit, orderBy, models, searchText } = readQuery(req, GatewaysWithoutUserQuery);
      const wanted = new Set(
        (models ?? "").split(",").map((m) => m.trim().toUpperCase()).filter((m) => m !== "")
      );
      const { gateways, users } = ctx.cloud.state;
      const unassigned = searchGateways(gateways, users, searchText).filter((g) => g.userId === null && (wanted.size === 0 || wanted.has(g.model.toUpperCase())));
      const order = orderBy === "connectionStatus" ? "-connectionStatus" : orderBy === "-connectionStatus" ? "connectionStatus" : orderBy;
      const all = sortGateways(unassigned, order);
      res.json({ data: pageOf3(all, (page4 - 1) * limit, limit).map(gatewayView), count: all.length });
    })
  );
  router.get(
    "/hardware/list",
    requireAdmin3,
    handle((_req, res) => {
      res.json({ data: HARDWARE_LIST });
    })
  );
  router.delete(
    "/device/:sn",
    requireAdmin3,
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const gateway = gatewayOr404(ctx, readInput(SerialParam9, req.params.sn, "sn"));
      if (inReplacement(ctx, gateway)) throw refuse4(409, FleetErrorCode.removeInReplacement, `Gateway ${gateway.serialNumber} is in a replacement`);
      res.json({ data: await removeFromFleet(ctx, gateway) });
    })
  );
  const requireVirtual = (_req, _res, next) => {
    next(fleetFlags(ctx).VIRTUAL_GTW ? void 0 : refuse4(403, FleetErrorCode.virtualDisabled, "Virtual gateway creation is not enabled"));
  };
  router.get(
    "/admin/generate-sn-and-sid",
    requireAdmin3,
    requireVirtual,
    handle((_req, res) => {
      requireFleetWrite(callerOf2(res).user);
      res.json({ data: generateIds(ctx) });
    })
  );
  router.post(
    "/device/upload/one/vg",
    requireAdmin3,
    requireVirtual,
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      requireFleetWrite(user);
      const body = readBody(req, VirtualGatewayBody);
      requireOwnId(user, body.creatorId, "creatorId");
      const hardware = HARDWARE_LIST.find((h) => h.hardwareModel === body.hardwareModel);
      if (!hardware?.virtual) throw refuse4(400, FleetErrorCode.virtualModelUnknown, `${body.hardwareModel} is not a virtual gateway model`, "hardwareModel");
      if (!hardware.firmwareModels.includes(body.firmwareModel)) {
        throw refuse4(
          400,
          FleetErrorCode.virtualModelUnknown,
          `${body.firmwareModel} is not a firmware of ${hardware.hardwareModel} (${hardware.firmwareModels.join(", ")})`,
          "firmwareModel"
        );
      }
      const ids = body.serialNumber !== void 0 && body.secureId !== void 0 ? { serialNumber: body.serialNumber, secureId: body.secureId } : generateIds(ctx);
      const gateways = ctx.cloud.state.gateways;
      if (gateways.some((g) => g.serialNumber === ids.serialNumber)) throw refuse4(409, FleetErrorCode.virtualIdTaken, `Serial ${ids.serialNumber} is taken`, "serialNumber");
      if (gateways.some((g) => g.secureId.toUpperCase() === ids.secureId)) throw refuse4(409, FleetErrorCode.virtualIdTaken, "That secure id is taken", "secureId");
      const now = ctx.now();
      const softwareId = `fw-${hardware.hardwareModel.toLowerCase()}-${body.firmwareModel}`;
      const record = {
        id: ids.serialNumber,
        serialNumber: ids.serialNumber,
        name: "Virtual gateway",
        userId: null,
        connectionStatus: "online",
        secureId: ids.secureId,
        type: "VG",
        model: hardware.hardwareModel,
        operationMode: 0,
        connectionType: "unknown",
        currentFWVersion: body.firmwareModel,
        swVersions: { ohmVersion: "4.21.3" },
        installations: [{ softwareId, history: [{ status: "installed", ts: now }] }],
        installationSoftwareId: softwareId,
        backupRestoreInProgress: false,
        replacementInProgress: false,
        subscriptionLockMode: 0,
        isAutomaticallyBackup: false,
        region: "S",
        state: "",
        centre: ""
      };
      await ctx.emulators.add({
        serialNumber: ids.serialNumber,
        platform: { model: hardware.hardwareModel, ohmVersion: "4.21.3", appVersion: "2.18.8", osmVersion: "1.26.1", networkType: "unknown", ip: "10.0.0.2" },
        privilegedBy: null,
        pinLocked: false,
        factory: newFactorySecrets(),
        devices: [],
        floors: [{ floor_id: UNSORTED_FLOOR_ID3, floor_name: "Unsorted", rooms: [{ room_id: UNSORTED_ROOM_ID6, room_name: UNSORTED_ROOM_NAME, devices: [] }] }],
        rules: [],
        scenarioStatuses: defaultScenarioStatuses(),
        ruleSeq: 0
      });
      gateways.push(record);
      ctx.cloud.commit();
      ctx.log(`fleet: virtual gateway ${ids.serialNumber} created by ${user.id}`);
      const answer2 = {
        imported: true,
        newlyGenerated: ids,
        creationVG: { serialNumber: ids.serialNumber, secureId: ids.secureId, model: record.model, currentFWVersion: record.currentFWVersion, creatorId: user.id, createdAt: now }
      };
      res.status(201).json({ data: answer2 });
    })
  );
  router.post(
    "/device/remove/one/vg",
    requireAdmin3,
    requireVirtual,
    handle(async (req, res) => {
      requireFleetWrite(callerOf2(res).user);
      const { serialNumber } = readBody(req, RemoveVirtualGatewayBody);
      const gateway = gatewayOr404(ctx, serialNumber, "serialNumber");
      if (gateway.model.toUpperCase() !== VIRTUAL_MODEL) throw refuse4(409, FleetErrorCode.notVirtual, `Gateway ${serialNumber} is not virtual`, "serialNumber");
      if (inReplacement(ctx, gateway)) throw refuse4(409, FleetErrorCode.removeInReplacement, `Gateway ${serialNumber} is in a replacement`);
      res.json({ data: await removeFromFleet(ctx, gateway) });
    })
  );
  return router;
}
var refuse4, requireAdmin3, gatewayOr404, operationOr404, inReplacement, CANDIDATE_REFUSALS, FIRMWARES, VIRTUAL_MODEL, HARDWARE_LIST;
var init_fleet2 = __esm({
  "simulator/src/rest/fleet.ts"() {
    "use strict";
    init_fleetFlags();
    init_replacement();
    init_removeGatewayOwner();
    init_factorySecrets();
    init_scenarioStatuses();
    init_floors();
    init_apiError();
    init_gatewayQuery();
    init_handle();
    init_requireSession();
    init_readInput();
    init_views();
    init_cloudIndex();
    refuse4 = (status, code, message, field) => new ApiError(status, code, message, field);
    requireAdmin3 = (_req, res, next) => {
      next(isAdmin14(callerOf2(res).user) ? void 0 : forbidden("Admins only"));
    };
    gatewayOr404 = (ctx, serial, field = "sn") => {
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) throw refuse4(404, ErrorCode20.notFound, `No gateway ${serial}`, field);
      return gateway;
    };
    operationOr404 = (ctx, id) => {
      const op = findOperation(ctx, id);
      if (!op) throw notFound(`No operation ${id}`);
      return op;
    };
    inReplacement = (ctx, gateway) => gateway.replacementInProgress || liveOperationOf(ctx, gateway.serialNumber) !== null;
    CANDIDATE_REFUSALS = {
      sameGateway: () => refuse4(400, FleetErrorCode.sameGateway, "The new gateway must not be the failed one", "newGtwSN"),
      inProgress: (_f, fresh) => refuse4(409, FleetErrorCode.inProgress, `Gateway ${fresh.serialNumber} is in a replacement already`, "newGtwSN"),
      newOffline: (_f, fresh) => refuse4(409, FleetErrorCode.newOffline, `Gateway ${fresh.serialNumber} is offline`, "newGtwSN"),
      newAssigned: (_f, fresh) => refuse4(409, FleetErrorCode.newAssigned, `Gateway ${fresh.serialNumber} has an owner`, "newGtwSN"),
      notCompatible: (failed, fresh) => refuse4(409, FleetErrorCode.notCompatible, `A ${fresh.model} cannot take the home of a ${failed.model} (cross-replace table)`, "newGtwSN")
    };
    FIRMWARES = ["3.2.1", "3.4.0", "3.6.2", "4.0.1"];
    VIRTUAL_MODEL = defaultCustomerConfig9.constants.virtualGatewayModel.toUpperCase();
    HARDWARE_LIST = ["DOC400", "HA101", "HA102", "JCO4032", "LIV100", "SHH600", "SHH800", VIRTUAL_MODEL].map((hardwareModel) => ({
      hardwareModel,
      firmwareModels: [...FIRMWARES],
      virtual: hardwareModel === VIRTUAL_MODEL
    }));
  }
});

// simulator/src/rest/udmLocks.ts
import { Router as Router43 } from "express";
import { ErrorCode as ErrorCode21, holdsPrivilege as holdsPrivilege2, isAdmin as isAdmin15, PinUnlockBody, PrivilegeActivateBody, SerialParam as SerialParam10 } from "@homeport/sdk";
function udmLockRoutes(ctx) {
  const router = Router43();
  const onlineGateway = (res, sn) => {
    const { user } = callerOf2(res);
    const gateway = reachableGateway(ctx, user, readInput(SerialParam10, sn, "sn"));
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode21.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
    return gateway;
  };
  const holderOf = async (gateway) => (await ctx.emulators.run(gateway.serialNumber, readLocks, void 0)).privilegedBy;
  router.post(
    "/device/:sn/pinLock/activate",
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: true } }, "records");
      res.json({ data: { locked: true } });
    })
  );
  router.post(
    "/device/:sn/pinLock/deactivate",
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      const { pin } = readBody(req, PinUnlockBody);
      const attempt = reserveGuess(ctx, req, { kind: "pin", id: gateway.serialNumber });
      const right = await attempt.verify(async () => verifyPassword(pin, (await ctx.emulators.run(gateway.serialNumber, pinHash, void 0)).hash));
      if (!right) throw badInput("pin", "Wrong PIN");
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { pinLocked: false } });
      res.json({ data: { locked: false } });
    })
  );
  router.post(
    "/device/:sn/privilegeMode/activate",
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      const { client } = readBody(req, PrivilegeActivateBody);
      const { user } = callerOf2(res);
      const holder = await holderOf(gateway);
      if (holder !== null && !holdsPrivilege2(holder, user.id)) throw conflict("Another party holds privileged mode on this gateway");
      const owner = client === void 0 ? user.id : `${user.id}:${client}`;
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { privilegedBy: owner } }, "records");
      res.json({ data: { privileged: true, owner } });
    })
  );
  router.post(
    "/device/:sn/privilegeMode/deactivate",
    handle(async (req, res) => {
      const gateway = onlineGateway(res, req.params.sn);
      bodyObject(req);
      const { user } = callerOf2(res);
      const holder = await holderOf(gateway);
      if (holder !== null && !holdsPrivilege2(holder, user.id) && !isAdmin15(user)) throw conflict("Another party holds privileged mode on this gateway");
      await applyGatewayPatch(ctx, gateway, { cloud: {}, emulator: { privilegedBy: null } }, "records");
      res.json({ data: { privileged: false, owner: null } });
    })
  );
  return router;
}
var init_udmLocks = __esm({
  "simulator/src/rest/udmLocks.ts"() {
    "use strict";
    init_writeAccess();
    init_password();
    init_applyGatewayPatch();
    init_cloudReads();
    init_restWrites();
    init_apiError();
    init_guessGate();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
  }
});

// simulator/src/rest/udmOwner.ts
import { Router as Router44 } from "express";
import { EmptyBody, GATEWAY_NAME_MAX, gatewayNameProblem, RenameGatewayBody, SerialParam as SerialParam11 } from "@homeport/sdk";
function udmOwnerRoutes(ctx) {
  const router = Router44();
  const ownedGateway = (res, sn) => {
    const serial = readInput(SerialParam11, sn, "sn");
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    if (gateway.userId === null || gateway.userId !== callerOf2(res).user.id) throw notYourDevice(serial);
    return gateway;
  };
  router.put(
    "/device/:sn/rename",
    handle(async (req, res) => {
      const gateway = ownedGateway(res, req.params.sn);
      const body = readBody(req, RenameGatewayBody);
      const problem = gatewayNameProblem(body.name);
      if (problem) throw badInput("name", NAME_PROBLEMS[problem]);
      await applyGatewayPatch(ctx, gateway, { cloud: { name: body.name.trim() }, emulator: {} }, "records");
      res.json({ data: gatewayView(gateway) });
    })
  );
  router.put(
    "/device/:sn/unassign",
    handle(async (req, res) => {
      const gateway = ownedGateway(res, req.params.sn);
      readBody(req, EmptyBody);
      await unassignGateway(ctx, gateway);
      res.json({ data: gatewayView(gateway) });
    })
  );
  return router;
}
var NAME_PROBLEMS;
var init_udmOwner = __esm({
  "simulator/src/rest/udmOwner.ts"() {
    "use strict";
    init_applyGatewayPatch();
    init_removeGatewayOwner();
    init_apiError();
    init_handle();
    init_requireSession();
    init_readInput();
    init_views();
    init_cloudIndex();
    NAME_PROBLEMS = {
      empty: "name must not be empty",
      tooLong: `name must be at most ${GATEWAY_NAME_MAX} characters`,
      controlCharacter: "name must not hold control characters"
    };
  }
});

// simulator/src/rest/udmSettings.ts
import { Router as Router45 } from "express";
import {
  AssignGatewayBody,
  defaultCustomerConfig as defaultCustomerConfig10,
  ErrorCode as ErrorCode22,
  gatewayNameProblem as gatewayNameProblem2,
  GATEWAY_NAME_MAX as GATEWAY_NAME_MAX2,
  isAdmin as isAdmin16,
  licenceKeyProblem,
  normaliseLicenceKey,
  normaliseSecureId,
  secureIdProblem,
  SerialParam as SerialParam12,
  topics as topics19
} from "@homeport/sdk";
function udmSettingsRoutes(ctx) {
  const router = Router45();
  const restart = (kind) => handle(async (req, res) => {
    const { user } = callerOf2(res);
    const gateway = reachableGateway(ctx, user, readInput(SerialParam12, req.params.sn, "sn"));
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode22.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
    res.json({ data: await restartGateway(ctx, gateway, kind) });
  });
  router.get("/device/:sn/reboot", restart("reboot"));
  router.get("/device/:sn/factoryReset", restart("factory_reset"));
  router.put(
    "/device/:sn/assign",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const body = readBody(req, AssignGatewayBody);
      const serial = readInput(SerialParam12, req.params.sn, "sn");
      if (isAdmin16(user)) throw forbidden("Admins reach every gateway without owning one");
      if (body.userId !== void 0 && body.userId !== user.id) throw forbidden("You may assign a gateway only to yourself");
      const gateway = gatewayBySerial(ctx.cloud.state, serial);
      if (!gateway) throw notFound(`No gateway ${serial}: check the serial number on its sticker`);
      if (gateway.userId === user.id) throw conflict(`Gateway ${serial} is already yours`);
      if (gateway.userId !== null) throw conflict(`Gateway ${serial} is already assigned to another account`);
      const secureId = normaliseSecureId(body.secureId);
      if (secureIdProblem(secureId)) throw badInput("secureId", "secureId must be 8 to 64 letters and digits");
      const name = body.name?.trim() ?? "";
      if (name !== "" && gatewayNameProblem2(name)) throw badInput("name", `name must be 1 to ${GATEWAY_NAME_MAX2} characters without control characters`);
      const licence = flags2.LICENCE_SUPPORT ? licenceFor(ctx, user.id, body.licenceKey ?? "") : null;
      const attempt = reserveGuess(ctx, req, { kind: "secureId", id: serial });
      if (!await attempt.verify(async () => secureId === gateway.secureId.toUpperCase())) throw badInput("secureId", "The secure ID does not match this gateway");
      assign(ctx, gateway, user.id, name);
      if (licence) {
        licence.serialNumber = serial;
        licence.status = "active";
        licence.activatedAt = ctx.now();
        licence.validUntil = ctx.now() + LICENCE_TERM_MS;
      }
      ctx.cloud.commit();
      await announce(ctx, gateway);
      res.json({ data: gatewayView(gateway) });
    })
  );
  return router;
}
function licenceFor(ctx, userId, typed) {
  const key3 = normaliseLicenceKey(typed);
  const problem = licenceKeyProblem(key3, constants.licenceKey);
  if (problem === "empty") throw badInput("licenceKey", "licenceKey is required");
  if (problem) throw badInput("licenceKey", `licenceKey must be ${constants.licenceKey.length} hexadecimal characters (0-9, A-F)`);
  const licence = ctx.cloud.state.licences.find((l) => l.id === key3 && l.userId === userId);
  if (!licence) throw badInput("licenceKey", "This licence key is not one of yours");
  if (licence.status !== "unused") throw conflict("This licence key is already used by a gateway", "licenceKey");
  return licence;
}
function assign(ctx, gateway, userId, name) {
  gateway.userId = userId;
  if (name !== "") gateway.name = name;
  const linked = new Set(ctx.cloud.state.linkedAccounts.filter((l) => l.masterAccountId === userId && l.verified).map((l) => l.secondaryAccountId));
  for (const holder of ctx.cloud.state.users) {
    if ((holder.id === userId || linked.has(holder.id)) && !holder.devices.includes(gateway.serialNumber)) holder.devices = [...holder.devices, gateway.serialNumber];
  }
}
async function announce(ctx, gateway) {
  const data = { serialNumber: gateway.serialNumber, userId: gateway.userId };
  for (const holder of ctx.cloud.state.users.filter((u) => u.devices.includes(gateway.serialNumber))) {
    await notifyUser(ctx, { userId: holder.id, name: "gateway_assigned", data });
  }
  const admin = topics19.adminEvents(ctx.product);
  await ctx.bus.publishEvent(admin, "gateway_assigned", data);
  await ctx.bus.publishEvent(admin, "gateway_updated", { serialNumber: gateway.serialNumber, changes: { userId: gateway.userId, name: gateway.name } });
  await ctx.bus.publishEvent(topics19.events({ product: ctx.product, owner: topicOwner(gateway), serial: gateway.serialNumber }), "gateway_updated", {
    serialNumber: gateway.serialNumber,
    changes: { userId: gateway.userId, name: gateway.name }
  });
}
var flags2, constants;
var init_udmSettings = __esm({
  "simulator/src/rest/udmSettings.ts"() {
    "use strict";
    init_ownerSegment();
    init_userNotices();
    init_restartGateway();
    init_licences();
    init_apiError();
    init_guessGate();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_views();
    init_writeAccess();
    init_cloudIndex();
    ({ flags: flags2, constants } = defaultCustomerConfig10);
  }
});

// simulator/src/rest/udm.ts
import { Router as Router46 } from "express";
import { GatewayInfoListQuery, GatewayListQuery, isAdmin as isAdmin17, SerialParam as SerialParam13 } from "@homeport/sdk";
function udmRoutes(ctx) {
  const router = Router46();
  router.use(requireSession(ctx.sessions));
  const listOwner = (res, requested) => {
    const { user } = callerOf2(res);
    const ownerId = requested ?? user.id;
    if (ownerId !== user.id && !isAdmin17(user)) throw forbidden("You may list only your own gateways");
    return userByIdIndexed(ctx.cloud.state, ownerId) ?? { id: ownerId, devices: [] };
  };
  router.get(
    "/device/list",
    handle((req, res) => {
      const query = readQuery(req, GatewayListQuery);
      const owner = listOwner(res, query.owner);
      const { page: page4, limit, orderBy } = query;
      const all = sortGateways(gatewaysOf(owner, ctx.cloud.state), orderBy);
      res.json({ data: pageOf3(all, (page4 - 1) * limit, limit).map(gatewayView), count: all.length });
    })
  );
  router.get(
    "/device/hg/info/list",
    handle((req, res) => {
      const query = readQuery(req, GatewayInfoListQuery);
      const owner = listOwner(res, query.userId);
      const { skip, limit } = query;
      const all = sortGateways(gatewaysOf(owner, ctx.cloud.state), "serialNumber");
      res.json({ data: { data: pageOf3(all, skip, limit).map(gatewayView), count: all.length } });
    })
  );
  router.get(
    "/device/hg/:sn/info",
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf2(res).user, readInput(SerialParam13, req.params.sn, "sn"));
      res.json({ data: gatewayView(gateway) });
    })
  );
  router.get(
    "/device/:sn/checkConnectionStatus",
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf2(res).user, readInput(SerialParam13, req.params.sn, "sn"));
      res.json({ data: { connectionStatus: gateway.connectionStatus } });
    })
  );
  router.get(
    "/device/:sn/privilegeMode/check",
    handle(async (req, res) => {
      const gateway = reachableGateway(ctx, callerOf2(res).user, readInput(SerialParam13, req.params.sn, "sn"));
      const owner = (await ctx.emulators.runIfThere(gateway.serialNumber, readLocks, void 0))?.privilegedBy ?? null;
      res.json({ data: { privileged: owner !== null, owner } });
    })
  );
  router.get(
    "/device/:sn/pinLock/check",
    handle(async (req, res) => {
      const gateway = reachableGateway(ctx, callerOf2(res).user, readInput(SerialParam13, req.params.sn, "sn"));
      res.json({ data: { locked: (await ctx.emulators.runIfThere(gateway.serialNumber, readLocks, void 0))?.pinLocked ?? false } });
    })
  );
  router.use(udmLockRoutes(ctx));
  router.use(udmOwnerRoutes(ctx));
  router.use(udmSettingsRoutes(ctx));
  router.use(udmAdminRoutes(ctx));
  router.use(udmFleetRoutes(ctx));
  return router;
}
var init_udm = __esm({
  "simulator/src/rest/udm.ts"() {
    "use strict";
    init_cloudReads();
    init_apiError();
    init_reachableGateway();
    init_gatewayQuery();
    init_handle();
    init_requireSession();
    init_udmAdmin();
    init_fleet2();
    init_udmLocks();
    init_udmOwner();
    init_udmSettings();
    init_readInput();
    init_views();
    init_cloudIndex();
  }
});

// simulator/src/gateway/ops/cloudPairing.ts
import { DEVICE_ALREADY_EXISTS as DEVICE_ALREADY_EXISTS2 } from "@homeport/sdk";
var BULK_STEP_MS, duplicate, known2, wisePair, wisePairBulk, wiseCancel;
var init_cloudPairing = __esm({
  "simulator/src/gateway/ops/cloudPairing.ts"() {
    "use strict";
    init_apiError();
    init_gatewayOps();
    init_network();
    init_playReaction();
    BULK_STEP_MS = 1e3;
    duplicate = (deviceId) => new ApiError(409, "705", `${DEVICE_ALREADY_EXISTS2}: ${deviceId}`, "deviceId");
    known2 = (emulator, hardwareId) => hasHardware(emulator, hardwareId) || emulator.pendingIds.has(hardwareId);
    wisePair = gatewayOp("wisePair", async (emulator, { afterMs, ...device2 }, env) => {
      if (known2(emulator, device2.hardwareId)) throw duplicate(device2.hardwareId);
      await playOnGateway(emulator, env, pairById(emulator, device2, afterMs));
    });
    wisePairBulk = gatewayOp("wisePairBulk", async (emulator, { devices }, env) => {
      const answer2 = { accepted: [], refused: [] };
      const seen = /* @__PURE__ */ new Set();
      const reaction = { events: [], later: [] };
      for (const device2 of devices) {
        if (seen.has(device2.deviceId) || known2(emulator, device2.deviceId)) {
          answer2.refused.push({ deviceId: device2.deviceId, errorCode: "705", message: DEVICE_ALREADY_EXISTS2 });
          continue;
        }
        seen.add(device2.deviceId);
        const one = pairById(emulator, { kind: device2.kind, bus: "wise", hardwareId: device2.deviceId, name: device2.name }, BULK_STEP_MS * (answer2.accepted.length + 1));
        answer2.accepted.push(device2.deviceId);
        reaction.events.push(...one.events);
        reaction.later.push(...one.later);
      }
      if (answer2.accepted.length > 1) {
        const before2 = new Set(emulator.contents.devices.map((d) => d.id));
        reaction.later.push({
          afterMs: BULK_STEP_MS * answer2.accepted.length + 1,
          run: () => {
            const ids = Object.entries(emulator.contents.hardwareIds ?? {}).filter(([id, hardwareId]) => answer2.accepted.includes(hardwareId) && !before2.has(Number(id))).map(([id]) => Number(id));
            return ids.length > 0 ? [{ name: "devices_added", data: { device_ids: ids } }] : [];
          }
        });
      }
      await playOnGateway(emulator, env, reaction);
      return answer2;
    });
    wiseCancel = gatewayOp("wiseCancel", (emulator) => {
      const cancelled = emulator.pendingIds.size;
      emulator.pendingIds.clear();
      return { cancelled };
    });
  }
});

// simulator/src/rest/wise.ts
import { Router as Router47 } from "express";
import { ErrorCode as ErrorCode23, RemoteDeviceBody, SerialParam as SerialParam14, WiseAuthorizeBody, WiseBulkBody } from "@homeport/sdk";
function wiseKind(type) {
  const [family = "", model = ""] = (type ?? "").split(".");
  const m = model.toLowerCase();
  if (family === "Lighting") return m.includes("dimmer") ? "dimmer" : m.includes("colo") ? "color_light" : "switch";
  if (family === "Hvac") return m.includes("fan") ? "fan" : "thermostat";
  if (family === "Closure") return "roller_shutter";
  if (family === "Security") return m.includes("lock") ? "door_lock" : m.includes("gas") ? "gas_detector" : "panic_button";
  if (family === "Sensory") return "sensor";
  return "switch";
}
function wiseRoutes(ctx) {
  const router = Router47();
  router.use(requireSession(ctx.sessions));
  const gatewayFor2 = (user, serial) => {
    const gateway = reachableGateway(ctx, user, serial);
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode23.gatewayOffline, `Gateway ${serial} is offline`);
    return gateway;
  };
  router.post(
    "/authorize",
    handle(async (req, res) => {
      const body = readBody(req, WiseAuthorizeBody);
      const gateway = gatewayFor2(callerOf2(res).user, body.gatewayId);
      await ctx.emulators.run(gateway.serialNumber, wisePair, { kind: wiseKind(body.deviceType), bus: "wise", hardwareId: body.deviceId, name: body.deviceName });
      const answer2 = { deviceId: body.deviceId, status: "pairing" };
      res.json({ data: answer2 });
    })
  );
  router.post(
    "/authorize/bulk",
    handle(async (req, res) => {
      const body = readBody(req, WiseBulkBody);
      const gateway = gatewayFor2(callerOf2(res).user, body.gatewayId);
      const devices = body.devices.map((device2) => ({ deviceId: device2.deviceId, kind: wiseKind(device2.deviceType), name: device2.deviceName }));
      const answer2 = await ctx.emulators.run(gateway.serialNumber, wisePairBulk, { devices });
      res.json({ data: answer2 });
    })
  );
  router.post(
    "/InitializeRemoteDevice",
    handle(async (req, res) => {
      const body = readBody(req, RemoteDeviceBody);
      const gateway = gatewayFor2(callerOf2(res).user, body.gatewayId);
      await ctx.emulators.run(gateway.serialNumber, wisePair, { kind: body.kind, bus: "ip", hardwareId: body.deviceId, name: body.deviceName, afterMs: 500 });
      const answer2 = { deviceId: body.deviceId, status: "pairing" };
      res.json({ data: answer2 });
    })
  );
  router.delete(
    "/cancelpairing/:serial",
    handle(async (req, res) => {
      const serial = readInput(SerialParam14, req.params.serial, "serial");
      const gateway = gatewayFor2(callerOf2(res).user, serial);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, wiseCancel, void 0) });
    })
  );
  return router;
}
var init_wise = __esm({
  "simulator/src/rest/wise.ts"() {
    "use strict";
    init_cloudPairing();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_readInput();
    init_requireSession();
    init_writeAccess();
    init_cloudPairing();
  }
});

// simulator/src/rest/alarmGateway.ts
import { Router as Router48 } from "express";
import { OnlineOfflineNotificationsBody, SerialParam as SerialParam15 } from "@homeport/sdk";
function alarmGatewayRoutes(ctx) {
  const router = Router48();
  router.use(requireSession(ctx.sessions));
  const idOf = (serial, userId) => `${serial}:${userId}`;
  router.get(
    "/gtw/checkOOnotifications/:sn",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const gateway = reachableGateway(ctx, user, readInput(SerialParam15, req.params.sn, "sn"));
      const record = ctx.cloud.state.onlineOfflineNotices.find((r) => r.id === idOf(gateway.serialNumber, user.id));
      res.json({ data: { enabled: record?.enabled ?? false } });
    })
  );
  router.post(
    "/gtw/enableOOnotifications",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const { value, serialNumber, userId } = readBody(req, OnlineOfflineNotificationsBody);
      if (userId !== user.id) throw forbidden("You may choose only your own notifications");
      const gateway = reachableGateway(ctx, user, serialNumber);
      requireGatewayWrite(user, gateway);
      const id = idOf(gateway.serialNumber, user.id);
      ctx.cloud.state.onlineOfflineNotices = [
        ...ctx.cloud.state.onlineOfflineNotices.filter((r) => r.id !== id),
        { id, serialNumber: gateway.serialNumber, userId: user.id, enabled: value }
      ];
      ctx.cloud.commit();
      res.json({ data: { enabled: value } });
    })
  );
  return router;
}
var init_alarmGateway = __esm({
  "simulator/src/rest/alarmGateway.ts"() {
    "use strict";
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_writeAccess();
  }
});

// simulator/src/store/backupFiles.ts
import { randomBytes as randomBytes20 } from "node:crypto";
import { existsSync as existsSync11, mkdirSync as mkdirSync9, readdirSync as readdirSync7, readFileSync as readFileSync11, rmSync as rmSync10 } from "node:fs";
import { join as join13 } from "node:path";
var SERIAL5, BACKUP_ID, BackupFiles;
var init_backupFiles = __esm({
  "simulator/src/store/backupFiles.ts"() {
    "use strict";
    init_atomicWrite();
    init_setAsideFiles();
    SERIAL5 = /^[A-Z0-9]{1,32}$/;
    BACKUP_ID = /^([A-Z0-9]{1,32})_([0-9a-f]{12})$/;
    BackupFiles = class _BackupFiles {
      constructor(dir, aside = null) {
        this.dir = dir;
        this.aside = aside;
      }
      dir;
      aside;
      /**
       * One record file read, or null when it does not read as a backup of its
       * gateway: then it is set aside (moved to set-aside/, logged, listed) and
       * the gateway's other backups answer as before.
       */
      readRecord(id, path) {
        try {
          const record = JSON.parse(readFileSync11(path, "utf8"));
          const ok = typeof record === "object" && record !== null && record._id === id && typeof record.createdAt === "number";
          if (ok) return record;
          throw new TypeError(`backups/${id}.json is not the record of backup ${id}`);
        } catch (error) {
          const serial = _BackupFiles.serialOf(id) ?? "";
          const reason = reasonOf(error);
          this.aside?.log(`backup ${id}: its record did not load and is set aside (${reason})`);
          try {
            this.aside?.files.put({ id: `${id}--backup`, serialNumber: serial, kind: "backup", item: `backups/${serial}/${id}.json`, reason, at: this.aside.now() }, path);
          } catch (failure2) {
            this.aside?.log(`backup ${id}: could not be set aside: ${reasonOf(failure2)}`);
          }
          return null;
        }
      }
      /** A new id for a backup of `serial`. */
      static newId(serial) {
        if (!SERIAL5.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
        return `${serial}_${randomBytes20(6).toString("hex")}`;
      }
      /** The gateway a backup id names, or null for anything that is not one of ours. */
      static serialOf(id) {
        return BACKUP_ID.exec(id)?.[1] ?? null;
      }
      folderOf(serial) {
        if (!SERIAL5.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
        return join13(this.dir, serial);
      }
      pathOf(id, suffix) {
        const serial = _BackupFiles.serialOf(id);
        if (!serial) throw new Error(`not a backup id: ${id}`);
        return join13(this.folderOf(serial), `${id}${suffix}`);
      }
      /** Every backup record of a gateway, oldest first. */
      list(serial) {
        if (!SERIAL5.test(serial)) return [];
        const folder = this.folderOf(serial);
        if (!existsSync11(folder)) return [];
        return readdirSync7(folder).filter((name) => name.endsWith(".json") && !name.endsWith(".snapshot.json") && BACKUP_ID.test(name.slice(0, -".json".length))).map((name) => this.readRecord(name.slice(0, -".json".length), join13(folder, name))).filter((record) => record !== null).sort((a, b) => a.createdAt - b.createdAt || a._id.localeCompare(b._id));
      }
      /** One record by id, or null. */
      find(id) {
        if (!_BackupFiles.serialOf(id)) return null;
        const path = this.pathOf(id, ".json");
        return existsSync11(path) ? this.readRecord(id, path) : null;
      }
      write(record) {
        mkdirSync9(this.folderOf(record.serialNumber), { recursive: true });
        writeFileAtomic(this.pathOf(record._id, ".json"), `${JSON.stringify(record, null, 1)}
`);
      }
      /** Writes the snapshot once; answers its size in bytes. */
      writeSnapshot(id, snapshot) {
        const text3 = JSON.stringify(snapshot);
        const serial = _BackupFiles.serialOf(id);
        if (!serial) throw new Error(`not a backup id: ${id}`);
        mkdirSync9(this.folderOf(serial), { recursive: true });
        writeFileAtomic(this.pathOf(id, ".snapshot.json"), text3);
        return Buffer.byteLength(text3);
      }
      /** The snapshot as stored (the JSON text, for the zip), or null when there is none. */
      snapshotText(id) {
        if (!_BackupFiles.serialOf(id)) return null;
        const path = this.pathOf(id, ".snapshot.json");
        return existsSync11(path) ? readFileSync11(path, "utf8") : null;
      }
      /** Removes a backup's record and snapshot (the snapshot first: a record never points at nothing for long). */
      remove(id) {
        rmSync10(this.pathOf(id, ".snapshot.json"), { force: true });
        rmSync10(this.pathOf(id, ".json"), { force: true });
      }
      /** `restoring/{serial}.json`, beside the gateways' folders (a lower-case name is no serial), so a folder holds backups only. */
      restoringPath(serial) {
        if (!SERIAL5.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
        return join13(this.dir, "restoring", `${serial}.json`);
      }
      /**
       * `restoring/{serial}.json`: the backup a restore of the gateway is putting back,
       * written when it starts and removed when it ends, so that a restore whose
       * timer a restart lost is found and ended (rest/backups.ts).
       */
      markRestoring(serial, id) {
        mkdirSync9(join13(this.dir, "restoring"), { recursive: true });
        writeFileAtomic(this.restoringPath(serial), `${JSON.stringify({ backupId: id })}
`);
      }
      /** The backup a restore of the gateway started with, or null when none is marked. */
      restoringOf(serial) {
        if (!SERIAL5.test(serial)) return null;
        const path = this.restoringPath(serial);
        if (!existsSync11(path)) return null;
        try {
          const { backupId } = JSON.parse(readFileSync11(path, "utf8"));
          return typeof backupId === "string" ? backupId : "";
        } catch {
          return "";
        }
      }
      clearRestoring(serial) {
        if (SERIAL5.test(serial)) rmSync10(this.restoringPath(serial), { force: true });
      }
      /** Removes the folder (reseed); the first backup makes it again. */
      clear() {
        rmSync10(this.dir, { recursive: true, force: true });
      }
    };
  }
});

// simulator/src/rest/backupZip.ts
import { inflateRaw } from "node:zlib";
import { BACKUP_ZIP_MAX_ENTRIES, BACKUP_ZIP_MAX_INFLATED, BACKUP_ZIP_MAX_RATIO, BACKUP_ZIP_RATIO_FROM } from "@homeport/sdk";
function directoryOf(bytes) {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused("it has no central directory");
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 65535 || size === 4294967295 || offset === 4294967295) throw new ZipRefused("zip64 archives are not backups");
  if (count > BACKUP_ZIP_MAX_ENTRIES) throw new ZipRefused(`it holds ${count} entries; a backup holds at most ${BACKUP_ZIP_MAX_ENTRIES}`);
  if (offset + size > end) throw new ZipRefused("its central directory is cut short");
  const entries = [];
  const names = /* @__PURE__ */ new Set();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefused("its central directory is damaged");
    const flags5 = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw new ZipRefused("its central directory is damaged");
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    if (flags5 & 1) throw new ZipRefused(`${name} is encrypted`);
    if (names.has(name)) throw new ZipRefused(`it holds ${name} more than once`);
    names.add(name);
    entries.push({
      name,
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      headerOffset: bytes.readUInt32LE(at + 42)
    });
    at = next;
  }
  return entries;
}
function dataOf(bytes, entry) {
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipRefused(`${entry.name} cannot be found in the file`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefused(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}
function inflateUpTo(data, limit) {
  return new Promise((resolve4, reject) => {
    inflateRaw(data, { maxOutputLength: Math.max(1, limit), chunkSize: 64 * 1024 }, (error, result) => {
      if (!error) resolve4(result.length > limit ? "past limit" : result);
      else if (error.code === "ERR_BUFFER_TOO_LARGE") resolve4("past limit");
      else reject(new ZipRefused("it cannot be inflated"));
    });
  });
}
async function readZipEntries(bytes, wanted) {
  const entries = directoryOf(bytes).filter((entry) => wanted.has(entry.name));
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > BACKUP_ZIP_MAX_INFLATED) throw new ZipRefused(`it would inflate to ${declared} bytes; a backup holds at most ${BACKUP_ZIP_MAX_INFLATED}`);
  const found = /* @__PURE__ */ new Map();
  let left = BACKUP_ZIP_MAX_INFLATED;
  for (const entry of entries) {
    const data = dataOf(bytes, entry);
    const ratioLimit = Math.max(BACKUP_ZIP_RATIO_FROM, entry.compressedSize * BACKUP_ZIP_MAX_RATIO);
    const limit = Math.min(left, ratioLimit);
    let inflated;
    if (entry.method === STORED) inflated = data.length > limit ? "past limit" : data;
    else if (entry.method === DEFLATED) inflated = await inflateUpTo(data, limit);
    else throw new ZipRefused(`${entry.name} is compressed with method ${entry.method}; a backup uses deflate`);
    if (inflated === "past limit") {
      throw new ZipRefused(
        limit === left ? `it inflates to more than ${BACKUP_ZIP_MAX_INFLATED} bytes; a backup holds at most that` : `${entry.name} inflates to more than ${BACKUP_ZIP_MAX_RATIO} times its compressed size`
      );
    }
    if (inflated.length !== entry.declaredSize) throw new ZipRefused(`${entry.name} is not the size its directory says`);
    left -= inflated.length;
    found.set(entry.name, inflated);
  }
  return found;
}
var ZipRefused, END_OF_DIRECTORY, DIRECTORY_ENTRY, LOCAL_HEADER, END_SEARCH, STORED, DEFLATED;
var init_backupZip = __esm({
  "simulator/src/rest/backupZip.ts"() {
    "use strict";
    ZipRefused = class extends Error {
    };
    END_OF_DIRECTORY = 101010256;
    DIRECTORY_ENTRY = 33639248;
    LOCAL_HEADER = 67324752;
    END_SEARCH = 22 + 65535;
    STORED = 0;
    DEFLATED = 8;
  }
});

// simulator/src/rest/backups.ts
import busboy from "busboy";
import { Router as Router49 } from "express";
import { strToU8, zipSync } from "fflate";
import {
  AutomaticBackupBody,
  BACKUP_FORMAT,
  BACKUP_IMPORT_MAX_BYTES,
  BACKUP_MAX_PER_GATEWAY,
  BACKUP_ZIP_ENTRIES,
  BackupErrorCode,
  BackupEvent,
  BackupIdParam,
  BackupManifestSchema,
  BackupSnapshotSchema as BackupSnapshotSchema2,
  ErrorCode as ErrorCode24,
  ImportBackupFields,
  RestoreBackupBody,
  SaveBackupBody,
  SerialParam as SerialParam16,
  backupFileName,
  backupMinFirmware,
  backupSupported,
  countsAgainstMax,
  isListedBackup as isListedBackup2,
  parseUntrusted as parseUntrusted4,
  looksLikeZip,
  parseWire as parseWire5,
  topics as topics20
} from "@homeport/sdk";
function requireOwnUserId(user, userId) {
  if (userId !== user.id) throw refuse5(403, BackupErrorCode.wrongOwner, "userId must be your own user id", "userId");
}
function requireFirmware(gateway) {
  if (backupSupported(gateway.model, gateway.currentFWVersion)) return;
  const minimum = backupMinFirmware(gateway.model);
  throw refuse5(409, BackupErrorCode.firmwareTooOld, `Backups need firmware ${minimum} or later on a ${gateway.model}; this gateway runs ${gateway.currentFWVersion}`);
}
function requireOnline(gateway) {
  if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode24.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
}
async function publish2(ctx, gateway, name, data) {
  await ctx.bus.publishEvent(topics20.events({ product: ctx.product, owner: topicOwner(gateway), serial: gateway.serialNumber }), name, data);
}
function backupsOf(ctx, serial) {
  const creating = pendingOf(ctx).creating;
  return ctx.backups.list(serial).map((backup) => {
    if (backup.status !== "in_progress" || creating.has(backup._id)) return backup;
    const failed = { ...backup, status: "failed", updatedAt: ctx.now() };
    ctx.backups.write(failed);
    return failed;
  });
}
async function requireRoom(ctx, gateway) {
  if (hasRoom(ctx, gateway)) return;
  const message = `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may. Remove one to make another.`;
  await publish2(ctx, gateway, BackupEvent.maxNumber, { message });
  throw refuse5(409, BackupErrorCode.maxNumber, message);
}
function backupFor(ctx, user, id) {
  const backup = ctx.backups.find(id);
  if (!backup) throw notFound(`No backup ${id}`);
  return { backup, gateway: reachableGateway(ctx, user, backup.serialNumber) };
}
function backupRoutes(ctx) {
  const router = Router49();
  router.use(requireSession(ctx.sessions));
  router.post(
    "/import/:sn",
    handle(async (req, res) => importBackup(ctx, req, res))
  );
  router.use(jsonBody({ limit: "16kb", type: () => true }));
  router.get(
    "/:sn/list/:userId",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const serial = readInput(SerialParam16, req.params.sn, "sn");
      requireOwnUserId(user, readInput(BackupIdParam, req.params.userId, "userId"));
      const gateway = reachableGateway(ctx, user, serial);
      await endLostRestore(ctx, gateway);
      res.json({ data: backupsOf(ctx, gateway.serialNumber) });
    })
  );
  router.post(
    "/saveBackup",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const body = readBody(req, SaveBackupBody);
      requireOwnUserId(user, body.userId);
      const gateway = reachableGateway(ctx, user, body.serialNumber);
      requireGatewayWrite(user, gateway);
      requireOnline(gateway);
      requireFirmware(gateway);
      await endLostRestore(ctx, gateway);
      if (gateway.backupRestoreInProgress) throw refuse5(409, BackupErrorCode.restoreInProgress, "A restore is running on this gateway");
      await requireRoom(ctx, gateway);
      const snapshot = await ctx.emulators.runIfThere(gateway.serialNumber, readHomeSnapshot, void 0);
      if (!snapshot) throw new Error(`no emulator contents for ${gateway.serialNumber}`);
      if (!hasRoom(ctx, gateway)) throw refuse5(409, BackupErrorCode.maxNumber, `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may.`);
      const now = ctx.now();
      const backup = {
        _id: BackupFiles.newId(gateway.serialNumber),
        status: "in_progress",
        userId: user.id,
        serialNumber: gateway.serialNumber,
        type: body.type,
        snapshotName: body.snapshotName,
        // The firmware the gateway runs, as the cloud knows it (the client's value is what it showed).
        currentFWVersion: gateway.currentFWVersion,
        params: snapshotParams(snapshot, 0),
        createdAt: now,
        updatedAt: now
      };
      ctx.backups.write(backup);
      const pending = pendingOf(ctx);
      pending.creating.set(
        backup._id,
        ctx.clock.setTimeout(() => {
          pending.creating.delete(backup._id);
          deliver(ctx, backup._id, snapshot).catch((error) => ctx.log(`backup: ${backup._id} not delivered: ${String(error)}`));
        }, BACKUP_CREATE_MS)
      );
      await publish2(ctx, gateway, BackupEvent.added, backup);
      ctx.log(`backup: ${backup._id} of ${gateway.serialNumber} started, delivered in ${BACKUP_CREATE_MS} ms`);
      res.json({ data: backup });
    })
  );
  router.post(
    "/restoreBackup",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const body = readBody(req, RestoreBackupBody);
      requireOwnUserId(user, body.userId);
      const { backup, gateway } = backupFor(ctx, user, body.backupId);
      if (backup.serialNumber !== body.serialNumber) throw notFound(`No backup ${body.backupId} on gateway ${body.serialNumber}`);
      requireGatewayWrite(user, gateway);
      if (!isListedBackup2(backup)) throw refuse5(409, BackupErrorCode.notReady, `Backup ${backup._id} is ${backup.status}, not kept`);
      requireOnline(gateway);
      requireFirmware(gateway);
      await endLostRestore(ctx, gateway);
      if (gateway.backupRestoreInProgress) throw refuse5(409, BackupErrorCode.restoreInProgress, "A restore is running on this gateway");
      const text3 = ctx.backups.snapshotText(backup._id);
      if (text3 === null) throw refuse5(409, BackupErrorCode.notReady, `Backup ${backup._id} has no snapshot`);
      const snapshot = readSnapshot(text3);
      if (!snapshot.ok) throw refuse5(409, BackupErrorCode.corrupt, `Backup ${backup._id} cannot be restored: ${snapshot.message}`);
      await applyGatewayPatch(ctx, gateway, { cloud: { backupRestoreInProgress: true }, emulator: {} });
      const serial = gateway.serialNumber;
      ctx.backups.markRestoring(serial, backup._id);
      const pending = pendingOf(ctx);
      pending.restoring.set(
        serial,
        ctx.clock.setTimeout(() => {
          pending.restoring.delete(serial);
          finishRestore(ctx, serial, backup._id).catch((error) => ctx.log(`backup: restore of ${serial} did not end: ${String(error)}`));
        }, BACKUP_RESTORE_MS)
      );
      ctx.log(`backup: restore of ${backup._id} on ${serial} started, done in ${BACKUP_RESTORE_MS} ms`);
      const answer2 = { backupId: backup._id, serialNumber: serial, doneInMs: BACKUP_RESTORE_MS };
      res.json({ data: answer2 });
    })
  );
  router.post(
    "/:sn/automatically/:userId",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const serial = readInput(SerialParam16, req.params.sn, "sn");
      requireOwnUserId(user, readInput(BackupIdParam, req.params.userId, "userId"));
      const { isAutomaticallyBackup } = readBody(req, AutomaticBackupBody);
      const gateway = reachableGateway(ctx, user, serial);
      requireGatewayWrite(user, gateway);
      await applyGatewayPatch(ctx, gateway, { cloud: { isAutomaticallyBackup }, emulator: {} }, "records");
      res.json({ data: { serialNumber: gateway.serialNumber, isAutomaticallyBackup: gateway.isAutomaticallyBackup } });
    })
  );
  router.delete(
    "/delete/:id",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { backup, gateway } = backupFor(ctx, user, readInput(BackupIdParam, req.params.id, "id"));
      requireGatewayWrite(user, gateway);
      const pending = pendingOf(ctx);
      ctx.clock.clearTimeout(pending.creating.get(backup._id));
      pending.creating.delete(backup._id);
      ctx.backups.remove(backup._id);
      const data = { _id: backup._id, serialNumber: backup.serialNumber };
      await publish2(ctx, gateway, BackupEvent.removed, data);
      res.json({ data });
    })
  );
  router.get(
    "/export/:id",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const { backup, gateway } = backupFor(ctx, user, readInput(BackupIdParam, req.params.id, "id"));
      if (!isListedBackup2(backup)) throw refuse5(409, BackupErrorCode.notReady, `Backup ${backup._id} is ${backup.status}, not kept`);
      const snapshot = ctx.backups.snapshotText(backup._id);
      if (snapshot === null) throw refuse5(409, BackupErrorCode.notReady, `Backup ${backup._id} has no snapshot`);
      const manifest = {
        format: BACKUP_FORMAT,
        serialNumber: backup.serialNumber,
        model: gateway.model,
        currentFWVersion: backup.currentFWVersion,
        createdAt: backup.createdAt,
        snapshotName: backup.snapshotName
      };
      const zip = zipSync({
        [BACKUP_ZIP_ENTRIES.manifest]: strToU8(`${JSON.stringify(manifest, null, 2)}
`),
        [BACKUP_ZIP_ENTRIES.snapshot]: strToU8(snapshot)
      });
      const fileName = backupFileName(backup.serialNumber, backup.snapshotName, backup.createdAt);
      res.set({
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        "cache-control": "no-store"
      });
      res.send(Buffer.from(zip));
    })
  );
  return router;
}
async function deliver(ctx, id, snapshot) {
  const backup = ctx.backups.find(id);
  if (!backup || backup.status !== "in_progress") return;
  const gateway = gatewayBySerial(ctx.cloud.state, backup.serialNumber);
  if (!gateway) return;
  let done2;
  if (gateway.connectionStatus === "online") {
    const bytes = ctx.backups.writeSnapshot(id, snapshot);
    done2 = { ...backup, status: "success", params: snapshotParams(snapshot, bytes), updatedAt: ctx.now() };
  } else {
    done2 = { ...backup, status: "failed", updatedAt: ctx.now() };
  }
  ctx.backups.write(done2);
  await publish2(ctx, gateway, BackupEvent.updated, done2);
  ctx.log(`backup: ${id} ${done2.status}`);
}
async function finishRestore(ctx, serial, id) {
  ctx.backups.clearRestoring(serial);
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway?.backupRestoreInProgress) return;
  let result = "backupFailed";
  try {
    const text3 = ctx.backups.snapshotText(id);
    const read = text3 === null ? null : readSnapshot(text3);
    if (read && !read.ok) ctx.log(`backup: ${id} cannot be restored: ${read.message}`);
    if (gateway.connectionStatus === "online" && read?.ok && await ctx.emulators.runIfThere(serial, restoreHomeSnapshot, { snapshot: read.value })) result = "restoreCompleted";
  } catch (error) {
    ctx.log(`backup: restore of ${id} on ${serial} failed: ${String(error)}`);
  }
  await endRestore(ctx, gateway, id, result);
}
async function endRestore(ctx, gateway, id, result) {
  const serial = gateway.serialNumber;
  try {
    await applyGatewayPatch(ctx, gateway, { cloud: { backupRestoreInProgress: false }, emulator: {}, directives: { backupRestoreResult: result } });
  } catch (error) {
    gateway.backupRestoreInProgress = false;
    ctx.cloud.commit();
    ctx.log(`backup: restore of ${id} on ${serial} ended (${result}) without its event: ${String(error)}`);
  }
  ctx.log(`backup: restore of ${id} on ${serial}: ${result}`);
}
async function endLostRestore(ctx, gateway) {
  const serial = gateway.serialNumber;
  if (pendingOf(ctx).restoring.has(serial)) return;
  const id = ctx.backups.restoringOf(serial);
  if (id === null) return;
  ctx.backups.clearRestoring(serial);
  if (!gateway.backupRestoreInProgress) return;
  ctx.log(`backup: the restore of ${id || "a backup"} on ${serial} was lost (the simulator restarted): backupFailed`);
  await endRestore(ctx, gateway, id, "backupFailed");
}
function readUpload(req) {
  return new Promise((resolve4, reject) => {
    let parser;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: BACKUP_IMPORT_MAX_BYTES, fields: 8, fieldSize: 1024, parts: 10 } });
    } catch {
      reject(badInput("body", "body must be multipart/form-data (file, fileName, userId)"));
      return;
    }
    const upload = { fields: {}, file: null, tooBig: false, files: 0 };
    parser.on("field", (name, value) => {
      upload.fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      upload.files += 1;
      if (name !== "file") {
        upload.fields[name] = "(a file)";
        stream.resume();
        return;
      }
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("limit", () => {
        upload.tooBig = true;
      });
      stream.on("end", () => {
        upload.file = upload.tooBig ? Buffer.alloc(0) : Buffer.concat(chunks);
      });
    });
    parser.on("filesLimit", () => {
      upload.files += 1;
    });
    parser.on("error", () => reject(badInput("body", "the multipart body could not be read")));
    parser.on("close", () => resolve4(upload));
    req.pipe(parser);
  });
}
function guardedJson(text3) {
  const read = parseUntrusted4(text3, { maxBytes: Number.MAX_SAFE_INTEGER });
  if (read.ok) return read;
  return { ok: false, why: read.reason === "too deep" ? "nests too deep" : "is not JSON" };
}
function readSnapshot(text3) {
  const json = guardedJson(text3);
  if (!json.ok) return { ok: false, message: `${BACKUP_ZIP_ENTRIES.snapshot} ${json.why}` };
  const read = parseWire5(BackupSnapshotSchema2, json.value, "snapshot");
  return read.ok ? read : { ok: false, message: read.message };
}
async function readZip(bytes) {
  let entries;
  try {
    entries = await readZipEntries(bytes, new Set(Object.values(BACKUP_ZIP_ENTRIES)));
  } catch (error) {
    throw corrupt(error instanceof ZipRefused ? error.message : "it cannot be read");
  }
  const textOf = (name) => {
    const data = entries.get(name);
    if (!data) throw corrupt(`${name} is missing`);
    return data.toString("utf8");
  };
  const manifestJson = guardedJson(textOf(BACKUP_ZIP_ENTRIES.manifest));
  if (!manifestJson.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.manifest} ${manifestJson.why}`);
  const manifest = parseWire5(BackupManifestSchema, manifestJson.value, "manifest");
  if (!manifest.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.manifest}: ${manifest.message}`);
  const snapshot = readSnapshot(textOf(BACKUP_ZIP_ENTRIES.snapshot));
  if (!snapshot.ok) throw corrupt(`${BACKUP_ZIP_ENTRIES.snapshot}: ${snapshot.message}`);
  return { manifest: manifest.value, snapshot: snapshot.value };
}
async function importBackup(ctx, req, res) {
  const { user } = callerOf2(res);
  const serial = readInput(SerialParam16, req.params.sn, "sn");
  const gateway = reachableGateway(ctx, user, serial);
  requireGatewayWrite(user, gateway);
  if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw badInput("body", "body must be multipart/form-data (file, fileName, userId)");
  }
  const upload = await readUpload(req);
  const fields = readInput(ImportBackupFields, upload.fields);
  requireOwnUserId(user, fields.userId);
  if (upload.files > 1) throw badInput("file", "send one file only");
  if (upload.tooBig) throw refuse5(413, BackupErrorCode.tooBig, `The file is larger than ${BACKUP_IMPORT_MAX_BYTES / 1024} KB (0.5 MB)`, "file");
  if (!upload.file || upload.file.length === 0) throw badInput("file", "file is required: the backup .zip");
  if (!/\.zip$/i.test(fields.fileName) || !looksLikeZip(upload.file)) throw refuse5(400, BackupErrorCode.notZip, "The file is not a .zip", "file");
  const { manifest, snapshot } = await readZip(upload.file);
  if (manifest.serialNumber !== gateway.serialNumber || manifest.model.toUpperCase() !== gateway.model.toUpperCase()) {
    throw refuse5(
      409,
      BackupErrorCode.wrongGateway,
      `This backup is of gateway ${manifest.serialNumber} (${manifest.model}); it can be imported to that gateway only, not to ${gateway.serialNumber} (${gateway.model})`,
      "file"
    );
  }
  requireFirmware(gateway);
  await requireRoom(ctx, gateway);
  if (!hasRoom(ctx, gateway)) throw refuse5(409, BackupErrorCode.maxNumber, `This gateway already keeps ${BACKUP_MAX_PER_GATEWAY} backups, the most it may.`);
  const now = ctx.now();
  const id = BackupFiles.newId(gateway.serialNumber);
  const bytes = ctx.backups.writeSnapshot(id, snapshot);
  const backup = {
    _id: id,
    status: "uploaded",
    userId: user.id,
    serialNumber: gateway.serialNumber,
    type: "manual",
    snapshotName: manifest.snapshotName,
    currentFWVersion: manifest.currentFWVersion,
    params: snapshotParams(snapshot, bytes),
    createdAt: now,
    updatedAt: now
  };
  ctx.backups.write(backup);
  await publish2(ctx, gateway, BackupEvent.added, backup);
  ctx.log(`backup: ${id} imported to ${gateway.serialNumber} from ${fields.fileName}`);
  res.json({ data: backup });
}
var BACKUP_CREATE_MS, BACKUP_RESTORE_MS, pendingByCtx, pendingOf, refuse5, hasRoom, corrupt;
var init_backups = __esm({
  "simulator/src/rest/backups.ts"() {
    "use strict";
    init_applyGatewayPatch();
    init_ownerSegment();
    init_backupSnapshot();
    init_cloudChanges();
    init_backupFiles();
    init_backupZip();
    init_apiError();
    init_handle();
    init_jsonBody();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_writeAccess();
    init_cloudIndex();
    BACKUP_CREATE_MS = 8e3;
    BACKUP_RESTORE_MS = 2e4;
    pendingByCtx = /* @__PURE__ */ new WeakMap();
    pendingOf = (ctx) => {
      let pending = pendingByCtx.get(ctx);
      if (!pending) pendingByCtx.set(ctx, pending = { creating: /* @__PURE__ */ new Map(), restoring: /* @__PURE__ */ new Map() });
      return pending;
    };
    refuse5 = (status, code, message, field) => new ApiError(status, code, message, field);
    hasRoom = (ctx, gateway) => backupsOf(ctx, gateway.serialNumber).filter(countsAgainstMax).length < BACKUP_MAX_PER_GATEWAY;
    corrupt = (why) => refuse5(400, BackupErrorCode.corrupt, `This zip is not a Homeport backup: ${why}`, "file");
  }
});

// simulator/src/rest/alarm.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import { Router as Router50 } from "express";
import {
  ALARM_PRIORITIES,
  AlarmByCodeBody,
  AlarmCodeParam,
  AlarmDetailsBody,
  AlarmErrorCode,
  AlarmIdParam,
  AlarmListBody,
  AlarmSerialQuery,
  CreateAlarmBody,
  EscalationUpdateBody,
  MAX_ALARMS_PER_GATEWAY,
  MAX_ESCALATION_SECONDS,
  MAX_RECIPIENTS_PER_ALARM,
  MediaDeviceStateBody,
  MediaDeviceUpdateBody,
  NotificationFilterCode,
  NotificationGroupListBody,
  NotificationListBody,
  NotificationScopeQuery,
  NotifWayBody,
  PRIORITY_NAMES,
  ReactBody,
  ReactedByDateBody,
  RecipientDeleteByIdBody,
  RecipientConfirmQuery,
  RecipientListBody,
  RecipientSetBody,
  RecipientUpdateBody,
  TableRefreshQuery,
  UpdateAlarmBody,
  UpdatePriorityBody,
  isAlarmNameTaken
} from "@homeport/sdk";
function alarmRoutes(ctx) {
  const router = Router50();
  router.use(requireSession(ctx.sessions));
  const state = () => ctx.cloud.state;
  const tableOf = (gateway) => {
    const { table, created } = ensureTable(state(), gateway.serialNumber, ctx.now());
    if (created) ctx.cloud.commit();
    return table;
  };
  const readable = (req, serial) => {
    const gateway = reachableGateway(ctx, callerOf2(reqRes(req)).user, serial);
    return { gateway, table: tableOf(gateway) };
  };
  const writable = (req, serial) => {
    const found = readable(req, serial);
    requireGatewayWrite(callerOf2(reqRes(req)).user, found.gateway);
    return found;
  };
  const alarmByCode = (serial, code) => {
    const alarm = state().alarms.find((a) => a.serialNumber === serial && a.alarmCode === code);
    if (!alarm) throw notFound(`No alarm ${code} on ${serial}`);
    return alarm;
  };
  const alarmById = (req, id, write) => {
    const alarm = state().alarms.find((a) => a.id === id);
    if (!alarm) throw notFound(`No alarm ${id}`);
    const found = write ? writable(req, alarm.serialNumber) : readable(req, alarm.serialNumber);
    return { alarm, ...found };
  };
  const changed = (alarm, table) => {
    alarm.updatedAt = ctx.now();
    tableChanged(table);
    ctx.cloud.commit();
  };
  router.post(
    "/list",
    handle((req, res) => {
      const { serialNumber } = readBody(req, AlarmListBody);
      const { table } = readable(req, serialNumber);
      res.json({ data: tableToWire(state(), table) });
    })
  );
  router.post(
    "/details",
    handle((req, res) => {
      const { id } = readBody(req, AlarmDetailsBody);
      const { alarm, table } = alarmById(req, id, false);
      res.json({ data: alarmToWire(state(), alarm, table) });
    })
  );
  router.post(
    "/getByAlarmCode",
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, AlarmByCodeBody);
      const { table } = readable(req, serialNumber);
      res.json({ data: alarmToWire(state(), alarmByCode(serialNumber, alarmCode), table) });
    })
  );
  router.post(
    "/create",
    handle((req, res) => {
      const body = readBody(req, CreateAlarmBody);
      const { table } = writable(req, body.serialNumber);
      const alarms = alarmsOf(state(), body.serialNumber);
      if (isAlarmNameTaken(
        alarms.map((a) => ({ _id: a.id, alarmCode: a.alarmCode, alarmName: [{ name: a.name, lang: "en_EN", desc: "" }] })),
        body.name
      ))
        throw nameTaken();
      if (alarms.length >= MAX_ALARMS_PER_GATEWAY) throw new ApiError(409, AlarmErrorCode.limitReached, `A gateway holds at most ${MAX_ALARMS_PER_GATEWAY} alarms`);
      const now = ctx.now();
      const code = table.nextUserCode;
      table.nextUserCode += 1;
      const alarm = {
        id: `alarm-${body.serialNumber}-${code}`,
        serialNumber: body.serialNumber,
        alarmCode: code,
        name: body.name,
        description: body.description,
        alarmPriorityCode: body.alarmPriorityCode,
        wayOfNotify: body.wayOfNotify ?? { pushNotification: true, emailNotification: true, SMS: false, call: false },
        recipients: [],
        system: false,
        createdAt: now,
        updatedAt: now
      };
      state().alarms.push(alarm);
      changed(alarm, table);
      res.status(201).json({ data: alarmToWire(state(), alarm, table) });
    })
  );
  router.put(
    "/update/:id",
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, "id");
      const body = readBody(req, UpdateAlarmBody);
      const { alarm, table } = alarmById(req, id, true);
      const others = alarmsOf(state(), alarm.serialNumber).map((a) => ({ _id: a.id, alarmCode: a.alarmCode, alarmName: [{ name: a.name, lang: "en_EN", desc: "" }] }));
      if (isAlarmNameTaken(others, body.name, alarm.id)) throw nameTaken();
      alarm.name = body.name;
      alarm.description = body.description;
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    })
  );
  router.put(
    "/updatePriority/:id",
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, "id");
      const { alarmPriorityCode } = readBody(req, UpdatePriorityBody);
      const { alarm, table } = alarmById(req, id, true);
      alarm.alarmPriorityCode = alarmPriorityCode;
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    })
  );
  router.put(
    "/update/:id/notifWay",
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, "id");
      const { wayOfNotify } = readBody(req, NotifWayBody);
      const { alarm, table } = alarmById(req, id, true);
      alarm.wayOfNotify = { ...alarm.wayOfNotify, ...Object.fromEntries(Object.entries(wayOfNotify).filter(([, on]) => on !== void 0)) };
      changed(alarm, table);
      res.json({ data: alarmToWire(state(), alarm, table) });
    })
  );
  router.delete(
    "/delete/:id",
    handle((req, res) => {
      const id = readInput(AlarmIdParam, req.params.id, "id");
      const { alarm, table } = alarmById(req, id, true);
      if (alarm.system) throw new ApiError(409, AlarmErrorCode.systemAlarm, "A gateway\u2019s own alarm cannot be deleted");
      state().alarms = state().alarms.filter((a) => a.id !== alarm.id);
      tableChanged(table);
      ctx.cloud.commit();
      res.json({ data: { deleted: true } });
    })
  );
  router.get(
    "/allPriorities",
    handle((_req, res) => {
      res.json({ data: ALARM_PRIORITIES.map((code) => ({ alarmPriorityCode: code, name: PRIORITY_NAMES[code] })) });
    })
  );
  router.get(
    "/table/refresh",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { serialNumber } = readQuery(req, TableRefreshQuery);
      const gateways = serialNumber === void 0 ? ownGateways(user) : [writable(req, readInput(AlarmSerialQuery, { serialNumber }).serialNumber).gateway];
      const stale = gateways.map((gateway) => ({ gateway, table: tableOf(gateway) })).filter(({ table }) => table.sentVersion < table.version);
      if (stale.length === 0) throw new ApiError(409, AlarmErrorCode.alreadySent, "Alarm table updates already sent to gateways");
      const now = ctx.now();
      for (const { table } of stale) {
        table.sentVersion = table.version;
        table.sentAt = now;
      }
      ctx.cloud.commit();
      await Promise.all(
        stale.map(
          ({ gateway, table }) => ctx.alarms.gatewayEvent(gateway, "alarm_table_updated", { serialNumber: gateway.serialNumber, alarmId: `${table.id}-v${table.version}` })
        )
      );
      res.json({ data: { sent: stale.length, serialNumbers: stale.map(({ gateway }) => gateway.serialNumber) } });
    })
  );
  const ownGateways = (user) => {
    const own = state().gateways.filter((g) => g.userId === user.id || user.devices.includes(g.serialNumber));
    if (own.length === 0) throw forbidden("Name the gateway (serialNumber) whose alarm table to send");
    for (const gateway of own) requireGatewayWrite(user, gateway);
    return own;
  };
  const escalationOf = (serial, table) => ({
    serialNumber: serial,
    maxEscalationTime: MAX_ESCALATION_SECONDS,
    times: ALARM_PRIORITIES.map((priority) => ({ priority, escalationTime: table.escalation[String(priority)] }))
  });
  router.get(
    "/escalation/getTimes",
    handle((req, res) => {
      const { serialNumber } = readQuery(req, AlarmSerialQuery);
      const { table } = readable(req, serialNumber);
      res.json({ data: escalationOf(serialNumber, table) });
    })
  );
  router.put(
    "/escalation/update",
    handle((req, res) => {
      const { serialNumber, priority, escalationTime } = readBody(req, EscalationUpdateBody);
      const { table } = writable(req, serialNumber);
      table.escalation[String(priority)] = escalationTime;
      tableChanged(table);
      ctx.cloud.commit();
      res.json({ data: escalationOf(serialNumber, table) });
    })
  );
  const setTypes = (recipient, types) => {
    recipient.emailNotification = types.includes(0);
    recipient.pushNotification = types.includes(1);
  };
  const recipientOf2 = (alarm, id) => {
    const recipient = alarm.recipients.find((r) => r.id === id);
    if (!recipient) throw notFound(`No recipient ${id}`);
    return recipient;
  };
  const recipientsOf = (alarm) => alarm.recipients.map((r) => recipientToWire(state(), alarm.serialNumber, r));
  router.post(
    "/recipients/set",
    handle((req, res) => {
      const { serialNumber, alarmCode, email, typeOfNotification } = readBody(req, RecipientSetBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const same3 = alarm.recipients.find((r) => r.contact.toLowerCase() === email);
      if (same3 && typeOfNotification.some((t) => t === 0 ? same3.emailNotification : same3.pushNotification)) {
        throw new ApiError(409, AlarmErrorCode.duplicateRecipient, "This email is already added !", "email");
      }
      if (same3) {
        setTypes(same3, [.../* @__PURE__ */ new Set([...typeOfNotification, ...same3.emailNotification ? [0] : [], ...same3.pushNotification ? [1] : []])]);
      } else {
        if (alarm.recipients.length >= MAX_RECIPIENTS_PER_ALARM)
          throw new ApiError(409, AlarmErrorCode.limitReached, `An alarm has at most ${MAX_RECIPIENTS_PER_ALARM} recipients`);
        const recipient = { id: randomUUID4().replace(/-/g, "").slice(0, 20), contact: email, emailNotification: false, pushNotification: false };
        setTypes(recipient, typeOfNotification);
        alarm.recipients.push(recipient);
      }
      const confirmation = askConfirmation(state(), serialNumber, email, originOf(req), ctx.now());
      if (confirmation) ctx.outbox.send(confirmation);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    })
  );
  router.post(
    "/recipients/list",
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, RecipientListBody);
      readable(req, serialNumber);
      res.json({ data: recipientsOf(alarmByCode(serialNumber, alarmCode)) });
    })
  );
  router.put(
    "/recipients/deleteById",
    handle((req, res) => {
      const { serialNumber, alarmCode, recipientId, typeOfNotification } = readBody(req, RecipientDeleteByIdBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const recipient = recipientOf2(alarm, recipientId);
      const had = typeOfNotification === 0 ? recipient.emailNotification : recipient.pushNotification;
      if (!had) throw notFound(`Recipient ${recipientId} has no ${typeOfNotification === 0 ? "e-mail" : "push"} way`);
      if (typeOfNotification === 0) recipient.emailNotification = false;
      else recipient.pushNotification = false;
      if (!recipient.emailNotification && !recipient.pushNotification) alarm.recipients = alarm.recipients.filter((r) => r.id !== recipientId);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    })
  );
  router.put(
    "/recipients/update",
    handle((req, res) => {
      const { serialNumber, alarmCode, recipientId, typeOfNotification } = readBody(req, RecipientUpdateBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const recipient = recipientOf2(alarm, recipientId);
      setTypes(recipient, typeOfNotification);
      changed(alarm, table);
      res.json({ data: recipientsOf(alarm) });
    })
  );
  router.delete(
    "/recipients/delete",
    handle((req, res) => {
      const { serialNumber, alarmCode } = readBody(req, RecipientListBody);
      const { table } = writable(req, serialNumber);
      const alarm = alarmByCode(serialNumber, alarmCode);
      const deleted = alarm.recipients.length;
      alarm.recipients = [];
      changed(alarm, table);
      res.json({ data: { deleted } });
    })
  );
  const visible = (req, serial) => {
    const { user } = callerOf2(reqRes(req));
    if (serial !== void 0) {
      const gateway = reachableGateway(ctx, user, readInput(AlarmSerialQuery, { serialNumber: serial }).serialNumber);
      return state().alarmNotifications.filter((n) => n.serialNumber === gateway.serialNumber);
    }
    const reach = /* @__PURE__ */ new Map();
    const canSee = (serialNumber) => {
      let seen = reach.get(serialNumber);
      if (seen === void 0) {
        const gateway = gatewayBySerial(state(), serialNumber);
        seen = gateway !== void 0 && canReachGateway(user, gateway);
        reach.set(serialNumber, seen);
      }
      return seen;
    };
    return state().alarmNotifications.filter((n) => canSee(n.serialNumber));
  };
  const newestFirst2 = (list) => [...list].sort((a, b) => b.timeOfEventGeneration - a.timeOfEventGeneration || (a.id < b.id ? 1 : -1));
  const pageOf4 = (list, page4, limit) => ({
    notifications: newestFirst2(list).slice((page4 - 1) * limit, page4 * limit).map(notificationToWire),
    total: list.length,
    page: page4,
    limit
  });
  router.post(
    "/notification_list",
    handle((req, res) => {
      const body = readBody(req, NotificationListBody);
      const list = visible(req, body.serialNumber).filter(
        (n) => (body.alarmCode === void 0 || n.alarmCode === body.alarmCode) && (body.priority === void 0 || n.priority === body.priority) && (body.from === void 0 || n.timeOfEventGeneration >= body.from) && (body.to === void 0 || n.timeOfEventGeneration <= body.to) && (body.filterBy === NotificationFilterCode.all || body.filterBy === NotificationFilterCode.notReacted && !n.isReacted || body.filterBy === NotificationFilterCode.reacted && n.isReacted || body.filterBy === NotificationFilterCode.escalated && n.escalationStep > 0)
      );
      res.json({ data: pageOf4(list, body.page, body.limit) });
    })
  );
  router.post(
    "/notification_group_list",
    handle((req, res) => {
      const { serialNumber } = readBody(req, NotificationGroupListBody);
      const groups = /* @__PURE__ */ new Map();
      for (const n of visible(req, serialNumber)) {
        const group = groups.get(n.alarmCode) ?? { alarmCode: n.alarmCode, alarmName: n.alarmName, priority: n.priority, total: 0, notReacted: 0, last: 0 };
        group.total += 1;
        if (!n.isReacted) group.notReacted += 1;
        if (n.timeOfEventGeneration >= group.last) Object.assign(group, { last: n.timeOfEventGeneration, alarmName: n.alarmName, priority: n.priority });
        groups.set(n.alarmCode, group);
      }
      res.json({ data: [...groups.values()].sort((a, b) => b.last - a.last) });
    })
  );
  router.get(
    "/notification/get/:code",
    handle((req, res) => {
      const code = readInput(AlarmCodeParam, req.params.code, "code");
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      res.json({
        data: pageOf4(
          visible(req, serialNumber).filter((n) => n.alarmCode === code),
          1,
          10
        )
      });
    })
  );
  router.get(
    "/notification/getAllNotificationsNotReacted",
    handle((req, res) => {
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      res.json({ data: { count: visible(req, serialNumber).filter((n) => !n.isReacted).length } });
    })
  );
  router.post(
    "/notification/react",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const { userId, notificationId, responseMsg } = readBody(req, ReactBody);
      if (userId !== user.id) throw forbidden("You may react only as yourself");
      const record = state().alarmNotifications.find((n) => n.id === notificationId);
      if (!record) throw notFound(`No notification ${notificationId}`);
      writable(req, record.serialNumber);
      if (record.isReacted) throw new ApiError(409, AlarmErrorCode.alreadyReacted, "This notification has a reaction already");
      res.json({ data: notificationToWire(ctx.alarms.react(record, user, responseMsg)) });
    })
  );
  router.post(
    "/notification/filterByDateNotificationsReacted",
    handle((req, res) => {
      const { from, to, page: page4, limit, serialNumber } = readBody(req, ReactedByDateBody);
      const list = visible(req, serialNumber).filter((n) => n.isReacted && n.timeOfEventAcknowledge !== null && n.timeOfEventAcknowledge >= from && n.timeOfEventAcknowledge <= to);
      res.json({ data: pageOf4(list, page4, limit) });
    })
  );
  router.get(
    "/getAllSpans",
    handle((req, res) => {
      const { serialNumber } = readQuery(req, NotificationScopeQuery);
      const spans = newestFirst2(visible(req, serialNumber).filter((n) => n.isReacted && n.timeOfEventAcknowledge !== null)).slice(0, 100).map((n) => ({
        notificationId: n.id,
        serialNumber: n.serialNumber,
        alarmCode: n.alarmCode,
        alarmName: n.alarmName,
        from: n.timeOfEventGeneration,
        to: n.timeOfEventAcknowledge
      }));
      res.json({ data: spans });
    })
  );
  const mediaId = (serial, userId) => `${serial}:${userId}`;
  router.post(
    "/mediaDevice/checkState",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const { serialNumber, userId } = readBody(req, MediaDeviceStateBody);
      if (userId !== user.id) throw forbidden("You may read only your own notifications");
      readable(req, serialNumber);
      const record = state().mediaDeviceNotices.find((r) => r.id === mediaId(serialNumber, userId));
      res.json({ data: { enabled: record?.enabled ?? true } });
    })
  );
  router.post(
    "/mediaDevice/updateState",
    handle((req, res) => {
      const { user } = callerOf2(res);
      const { serialNumber, userId, enabled } = readBody(req, MediaDeviceUpdateBody);
      if (userId !== user.id) throw forbidden("You may choose only your own notifications");
      writable(req, serialNumber);
      const id = mediaId(serialNumber, userId);
      state().mediaDeviceNotices = [...state().mediaDeviceNotices.filter((r) => r.id !== id), { id, serialNumber, userId, enabled }];
      ctx.cloud.commit();
      res.json({ data: { enabled } });
    })
  );
  return router;
}
function alarmConfirmRoutes(ctx) {
  const router = Router50();
  const confirm = handle((req, res) => {
    const { token } = readQuery(req, RecipientConfirmQuery);
    const found = confirmRecipient(ctx.cloud.state, token, ctx.now());
    if (!found) throw new ApiError(404, AlarmErrorCode.confirmationNotFound, "This confirmation link is not valid", "token");
    ctx.cloud.commit();
    const answer2 = { confirmed: true };
    res.json({ data: answer2 });
  });
  router.get("/recipients/confirm", confirm);
  router.post("/recipients/confirm", confirm);
  return router;
}
var nameTaken, reqRes;
var init_alarm = __esm({
  "simulator/src/rest/alarm.ts"() {
    "use strict";
    init_gatewayAccess();
    init_alarmTable();
    init_recipientConfirmations();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_readInput();
    init_requireSession();
    init_writeAccess();
    init_cloudIndex();
    nameTaken = () => new ApiError(409, AlarmErrorCode.nameTaken, "An alarm with this name exists already", "name");
    reqRes = (req) => req.res;
  }
});

// simulator/src/cloud/geocoder.ts
import { createHash as createHash6 } from "node:crypto";
function inIndia(city) {
  const digest2 = createHash6("sha256").update(city).digest();
  return { lat: Math.round((9 + digest2.readUInt16BE(0) / 65535 * 21) * 1e4) / 1e4, lng: Math.round((72 + digest2.readUInt16BE(2) / 65535 * 16) * 1e4) / 1e4 };
}
function gazetteer(countries) {
  const places = KNOWN.map(([city, state, alpha2Code, lat, lng]) => ({ city, state, alpha2Code, country: countries.get(alpha2Code) ?? alpha2Code, location: { lat, lng } }));
  const known3 = new Set(places.map((p) => key2(p.city)));
  for (const region of Object.values(REGIONS)) {
    for (const { state, centres } of region) {
      for (const city of centres) {
        if (!known3.has(key2(city))) places.push({ city, state, alpha2Code: "IN", country: countries.get("IN") ?? "India", location: inIndia(city) });
      }
    }
  }
  return places;
}
var KNOWN, key2, Geocoder;
var init_geocoder = __esm({
  "simulator/src/cloud/geocoder.ts"() {
    "use strict";
    init_regions();
    KNOWN = [
      ["Bengaluru", "Karnataka", "IN", 12.9716, 77.5946],
      ["Chennai", "Tamil Nadu", "IN", 13.0827, 80.2707],
      ["Coimbatore", "Tamil Nadu", "IN", 11.0168, 76.9558],
      ["Kochi", "Kerala", "IN", 9.9312, 76.2673],
      ["New Delhi", "Delhi", "IN", 28.6139, 77.209],
      ["Mumbai", "Maharashtra", "IN", 19.076, 72.8777],
      ["Pune", "Maharashtra", "IN", 18.5204, 73.8567],
      ["Kolkata", "West Bengal", "IN", 22.5726, 88.3639],
      ["Hyderabad", "Telangana", "IN", 17.385, 78.4867],
      ["Ahmedabad", "Gujarat", "IN", 23.0225, 72.5714],
      ["Jaipur", "Rajasthan", "IN", 26.9124, 75.7873],
      ["London", "England", "GB", 51.5074, -0.1278],
      ["Berlin", "Berlin", "DE", 52.52, 13.405],
      ["Munich", "Bavaria", "DE", 48.1351, 11.582],
      ["Paris", "\xCEle-de-France", "FR", 48.8566, 2.3522],
      ["Rome", "Lazio", "IT", 41.9028, 12.4964],
      ["Madrid", "Madrid", "ES", 40.4168, -3.7038],
      ["Amsterdam", "North Holland", "NL", 52.3676, 4.9041],
      ["New York", "New York", "US", 40.7128, -74.006],
      ["Toronto", "Ontario", "CA", 43.6532, -79.3832],
      ["S\xE3o Paulo", "S\xE3o Paulo", "BR", -23.5505, -46.6333],
      ["Nairobi", "Nairobi", "KE", -1.2921, 36.8219],
      ["Dubai", "Dubai", "AE", 25.2048, 55.2708],
      ["Singapore", "Singapore", "SG", 1.3521, 103.8198],
      ["Tokyo", "Tokyo", "JP", 35.6762, 139.6503],
      ["Sydney", "New South Wales", "AU", -33.8688, 151.2093],
      ["Dhaka", "Dhaka", "BD", 23.8103, 90.4125],
      ["Jakarta", "Jakarta", "ID", -6.2088, 106.8456]
    ];
    key2 = (text3) => text3.normalize("NFC").trim().toLocaleLowerCase();
    Geocoder = class {
      places;
      /** `countries`: alpha-2 code to name (the countries list). */
      constructor(countries) {
        this.places = gazetteer(countries);
      }
      /** The place of a city in a country, or null when the gazetteer does not know it. */
      locate(city, alpha2Code) {
        return this.places.find((p) => key2(p.city) === key2(city) && p.alpha2Code === alpha2Code.toUpperCase()) ?? null;
      }
      /** Places whose name starts with `name` (then those containing it), at most 10, optionally in one country. */
      search(name, alpha2Code) {
        const wanted = key2(name);
        const inCountry = this.places.filter((p) => alpha2Code === void 0 || alpha2Code === "" || p.alpha2Code === alpha2Code.toUpperCase());
        const starts = inCountry.filter((p) => key2(p.city).startsWith(wanted));
        const contains = inCountry.filter((p) => !key2(p.city).startsWith(wanted) && key2(p.city).includes(wanted));
        return [...starts, ...contains].slice(0, 10);
      }
    };
  }
});

// simulator/src/rest/geolocation.ts
import { Router as Router51 } from "express";
import {
  addressProblems,
  CitySearchQuery,
  defaultCustomerConfig as defaultCustomerConfig11,
  ErrorCode as ErrorCode25,
  GatewayAddressBody,
  GatewaySettingsEvent as GatewaySettingsEvent3,
  GeolocateBody,
  normaliseAddress,
  SerialParam as SerialParam17,
  topics as topics21
} from "@homeport/sdk";
function geolocationRoutes(ctx) {
  const router = Router51();
  router.use(requireSession(ctx.sessions));
  let geocoder = null;
  const places = () => geocoder ??= new Geocoder(new Map(ctx.cloud.state.countries.map((c) => [c.alpha2Code, c.name])));
  const ownedGateway = (user, sn) => {
    const serial = readInput(SerialParam17, sn, "sn");
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    if (gateway.userId === null || gateway.userId !== user.id) throw notYourDevice(serial);
    return gateway;
  };
  const announce2 = async (gateway) => ctx.bus.publishEvent(topics21.events({ product: ctx.product, owner: topicOwner(gateway), serial: gateway.serialNumber }), GatewaySettingsEvent3.address, {
    serialNumber: gateway.serialNumber
  });
  router.get(
    "/getAssignedAddress/:sn",
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf2(res).user, readInput(SerialParam17, req.params.sn, "sn"));
      const record = ctx.cloud.state.addresses.find((a) => a.id === gateway.serialNumber);
      res.json({ data: record ? addressView(record) : null });
    })
  );
  router.post(
    "/create",
    handle(async (req, res) => {
      const body = readBody(req, GatewayAddressBody);
      const gateway = ownedGateway(callerOf2(res).user, body.serial_number);
      const fields = normaliseAddress({ line1: body.address.line1, line2: body.address.line2, city: body.city, zip: body.zip, alpha2Code: body.alpha2Code });
      const problems = Object.entries(addressProblems(fields, { required: flags3.ADDRESS_REQUIRED }));
      if (problems.length > 0) {
        const [field, problem] = problems[0];
        throw badInput(
          field === "line1" || field === "line2" ? "address" : field,
          `${field === "line1" || field === "line2" ? `address.${field}` : field} ${PROBLEM_WORDS[problem]}`
        );
      }
      const country = ctx.cloud.state.countries.find((c) => c.alpha2Code === fields.alpha2Code);
      if (fields.alpha2Code !== "" && !country) throw badInput("alpha2Code", "alpha2Code must be a country of GET /crm/countries/list");
      let location = null;
      if (flags3.GEOLOCATION && fields.city !== "") {
        const place = places().locate(fields.city, fields.alpha2Code);
        if (!place) throw locationInvalid(fields.city);
        location = place.location;
      }
      const record = {
        id: gateway.serialNumber,
        serial_number: gateway.serialNumber,
        address: { line1: fields.line1, line2: fields.line2 },
        city: fields.city,
        zip: fields.zip,
        country: country?.name ?? "",
        alpha2Code: fields.alpha2Code,
        location,
        updatedAt: ctx.now()
      };
      ctx.cloud.state.addresses = [...ctx.cloud.state.addresses.filter((a) => a.id !== record.id), record];
      ctx.cloud.commit();
      await announce2(gateway);
      res.json({ data: addressView(record) });
    })
  );
  router.delete(
    "/removeGwAddress/:sn",
    handle(async (req, res) => {
      const gateway = ownedGateway(callerOf2(res).user, req.params.sn);
      const before2 = ctx.cloud.state.addresses.length;
      ctx.cloud.state.addresses = ctx.cloud.state.addresses.filter((a) => a.id !== gateway.serialNumber);
      const removed = ctx.cloud.state.addresses.length !== before2;
      if (removed) {
        ctx.cloud.commit();
        await announce2(gateway);
      }
      res.json({ data: { removed } });
    })
  );
  router.get(
    "/searchByCityName",
    handle((req, res) => {
      const { name, alpha2Code } = readQuery(req, CitySearchQuery);
      res.json({ data: places().search(name, alpha2Code) });
    })
  );
  router.post(
    "/get",
    handle((req, res) => {
      const { city, alpha2Code } = readBody(req, GeolocateBody);
      const place = places().locate(city, alpha2Code);
      if (!place) throw locationInvalid(city);
      res.json({ data: place.location });
    })
  );
  return router;
}
var flags3, PROBLEM_WORDS, locationInvalid, addressView;
var init_geolocation = __esm({
  "simulator/src/rest/geolocation.ts"() {
    "use strict";
    init_geocoder();
    init_ownerSegment();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_cloudIndex();
    ({ flags: flags3 } = defaultCustomerConfig11);
    PROBLEM_WORDS = {
      required: "is required",
      characters: "may hold letters, digits and spaces only",
      tooLong: "is too long"
    };
    locationInvalid = (city) => new ApiError(404, ErrorCode25.locationInvalid, `The address could not be located: no city ${city} in that country`, "city");
    addressView = ({ id: _id, ...address }) => address;
  }
});

// simulator/src/rest/kpi.ts
import { Router as Router52 } from "express";
import { compareVersions as compareVersions2, defaultCustomerConfig as defaultCustomerConfig12, ErrorCode as ErrorCode26, KpiQuery, KpiSyncBody } from "@homeport/sdk";
function kpiRoutes(ctx) {
  const router = Router52();
  router.use(requireSession(ctx.sessions));
  const enabled = () => {
    if (!flags4.KPI_ANALYTICS) throw forbidden("KPI analytics are not part of this build");
  };
  router.get(
    "/data/gateway",
    handle((req, res) => {
      enabled();
      const { serialNumber } = readQuery(req, KpiQuery);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      const record = ctx.cloud.state.kpiReports.find((r) => r.id === gateway.serialNumber);
      res.json({ data: record ? view(record) : { serialNumber: gateway.serialNumber, syncedAt: null, kpis: [] } });
    })
  );
  router.post(
    "/data/gateway/sync",
    handle(async (req, res) => {
      enabled();
      const { serialNumber } = readBody(req, KpiSyncBody);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode26.gatewayOffline, `Gateway ${serialNumber} is offline`);
      const now = ctx.now();
      const { osmVersion: osm, kpis } = await ctx.emulators.run(serialNumber, readKpis, { now });
      if (compareVersions2(osm, constants2.kpiMinOsmVersion) < 0) throw conflict(`KPIs need OSM ${constants2.kpiMinOsmVersion} or later; this gateway runs ${osm}`);
      const record = { id: serialNumber, serialNumber, syncedAt: now, kpis };
      ctx.cloud.state.kpiReports = [...ctx.cloud.state.kpiReports.filter((r) => r.id !== serialNumber), record];
      ctx.cloud.commit();
      res.json({ data: view(record) });
    })
  );
  return router;
}
var flags4, constants2, view;
var init_kpi = __esm({
  "simulator/src/rest/kpi.ts"() {
    "use strict";
    init_cloudReads();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    ({ flags: flags4, constants: constants2 } = defaultCustomerConfig12);
    view = ({ id: _id, ...report3 }) => report3;
  }
});

// simulator/src/rest/subs.ts
import { Router as Router53 } from "express";
import { SubscriptionDeactivateBody, SubscriptionQuery } from "@homeport/sdk";
function subscriptionView(serial, licence) {
  if (!licence) return { serialNumber: serial, status: "none", plan: null, licenceKey: null, activatedAt: null, validUntil: null };
  return {
    serialNumber: serial,
    status: licence.status === "unused" ? "none" : licence.status,
    plan: licence.plan,
    licenceKey: masked(licence.id),
    activatedAt: licence.activatedAt,
    validUntil: licence.validUntil
  };
}
function subsRoutes(ctx) {
  const router = Router53();
  router.use(requireSession(ctx.sessions));
  router.get(
    "/getSubForGateway",
    handle((req, res) => {
      const { serialNumber } = readQuery(req, SubscriptionQuery);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      res.json({ data: subscriptionView(gateway.serialNumber, licenceOf(ctx, gateway.serialNumber)) });
    })
  );
  router.post(
    "/deactivate",
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, SubscriptionDeactivateBody);
      const { user } = callerOf2(res);
      const gateway = gatewayBySerial(ctx.cloud.state, serialNumber);
      if (!gateway) throw notFound(`No gateway ${serialNumber}`);
      if (gateway.userId === null || gateway.userId !== user.id) throw notYourDevice(serialNumber);
      const licence = ctx.cloud.state.licences.find((l) => l.serialNumber === serialNumber && l.status === "active");
      if (!licence) throw conflict(`Gateway ${serialNumber} has no active subscription`);
      licence.status = "inactive";
      licence.validUntil = ctx.now();
      await applyGatewayPatch(ctx, gateway, { cloud: { subscriptionLockMode: SUBSCRIPTION_ENDED_LOCK }, emulator: {} });
      ctx.cloud.commit();
      res.json({ data: subscriptionView(serialNumber, licence) });
    })
  );
  router.get(
    "/licenceKeyForUser",
    handle((_req, res) => {
      const { user } = callerOf2(res);
      const rows = ctx.cloud.state.licences.filter((l) => l.userId === user.id).map((l) => ({ licenceKey: l.id, plan: l.plan, serialNumber: l.serialNumber, status: l.status }));
      res.json({ data: rows });
    })
  );
  return router;
}
var SUBSCRIPTION_ENDED_LOCK, masked, licenceOf;
var init_subs = __esm({
  "simulator/src/rest/subs.ts"() {
    "use strict";
    init_applyGatewayPatch();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_cloudIndex();
    SUBSCRIPTION_ENDED_LOCK = 1;
    masked = (key3) => `${"\u2022".repeat(Math.max(0, key3.length - 4))}${key3.slice(-4)}`;
    licenceOf = (ctx, serial) => ctx.cloud.state.licences.find((l) => l.serialNumber === serial && l.status === "active") ?? ctx.cloud.state.licences.findLast((l) => l.serialNumber === serial) ?? null;
  }
});

// simulator/src/rest/exportFiles.ts
import { OTP_HEADER, OtpHeader, UserAccessErrorCode as UserAccessErrorCode3 } from "@homeport/sdk";
function checkOtpHeader(ctx, req, user) {
  const header = req.get(OTP_HEADER);
  if (header === void 0 || header.trim() === "") throw new ApiError(401, E2.otpRequired, "This call needs the otp header (a code from /auth/otp/authorize/send)", OTP_HEADER);
  const otp = readInput(OtpHeader, header, OTP_HEADER);
  const attempt = reserveGuess(ctx, req, { kind: "account", id: user.username.toLowerCase() });
  const newest = ctx.tokens.newestLive("action_otp", user.id);
  if (!newest) {
    attempt.release();
    throw new ApiError(400, E2.wrongOtp, "The code has expired, ask for a new one", OTP_HEADER);
  }
  if (ctx.tokens.find("action_otp", otp, user.id) !== newest) {
    newest.attempts += 1;
    if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
    attempt.failed();
    throw new ApiError(400, E2.wrongOtp, "Wrong code", OTP_HEADER);
  }
  attempt.succeeded();
  ctx.tokens.use(newest);
}
function sendExportFile(res, task) {
  if (task.status !== "completed" || task.content === null || task.fileName === null) throw new ApiError(409, E2.exportNotReady, "The export is not completed");
  res.set("content-type", "application/json; charset=utf-8");
  res.set("content-disposition", `attachment; filename="${task.fileName}"`);
  res.set("cache-control", "no-store");
  res.send(task.content);
}
var E2;
var init_exportFiles = __esm({
  "simulator/src/rest/exportFiles.ts"() {
    "use strict";
    init_apiError();
    init_authLogin();
    init_guessGate();
    init_readInput();
    E2 = UserAccessErrorCode3;
  }
});

// simulator/src/rest/privacyCampaign.ts
import { Router as Router54 } from "express";
import {
  AdminExportTaskEvent as AdminExportTaskEvent2,
  ExportTaskActionBody,
  ExportTaskEvent as ExportTaskEvent2,
  ExportTaskIdParam,
  ExportTaskListQuery,
  mayDeleteExportTask,
  mayStartExportTask,
  mayStopExportTask,
  topics as topics22,
  UserAccessErrorCode as UserAccessErrorCode4
} from "@homeport/sdk";
function exportTaskRoutes(ctx) {
  const router = Router54();
  router.use(requireAdmin);
  const taskOr404 = (raw) => {
    const id = readInput(ExportTaskIdParam, raw, "id");
    const task = ctx.cloud.state.exportTasks.find((t) => t.id === id);
    if (!task) throw notFound(`No export task ${id}`);
    return task;
  };
  router.get(
    "/",
    handle((req, res) => {
      const { page: page4, limit } = readQuery(req, ExportTaskListQuery);
      const all = [...ctx.cloud.state.exportTasks].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
      res.json({ data: all.slice((page4 - 1) * limit, page4 * limit).map((t) => adminExportView(ctx, t)), count: all.length });
    })
  );
  router.get(
    "/:id",
    handle((req, res) => {
      res.json({ data: adminExportView(ctx, taskOr404(req.params.id)) });
    })
  );
  router.get(
    "/:id/download",
    handle((req, res) => {
      sendExportFile(res, taskOr404(req.params.id));
    })
  );
  router.delete(
    "/:id",
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      if (!mayDeleteExportTask(exportView(task))) throw new ApiError(409, E3.exportInProgress, "An export task in progress cannot be deleted; stop it first", "id");
      ctx.cloud.state.exportTasks = ctx.cloud.state.exportTasks.filter((t) => t.id !== task.id);
      ctx.cloud.commit();
      await ctx.bus.publishEvent(topics22.adminEvents(ctx.product), AdminExportTaskEvent2.deleted, { _id: task.id });
      res.json({ data: { _id: task.id } });
    })
  );
  router.post(
    "/:id/start",
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      readBody(req, ExportTaskActionBody);
      if (!mayStartExportTask(exportView(task))) {
        throw new ApiError(409, E3.exportNotStartable, task.status === "completed" ? "The export task is completed" : "The export task is in progress already", "id");
      }
      checkOtpHeader(ctx, req, callerOf2(res).user);
      runExportNow(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent2.started);
      res.json({ data: adminExportView(ctx, task) });
    })
  );
  router.post(
    "/:id/stop",
    requireAdminWrite,
    handle(async (req, res) => {
      const task = taskOr404(req.params.id);
      readBody(req, ExportTaskActionBody);
      if (!mayStopExportTask(exportView(task))) throw new ApiError(409, E3.exportNotReady, "Only a pending or in-progress export task can be stopped", "id");
      cancelExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent2.stopped);
      res.json({ data: adminExportView(ctx, task) });
    })
  );
  return router;
}
var E3;
var init_privacyCampaign = __esm({
  "simulator/src/rest/privacyCampaign.ts"() {
    "use strict";
    init_exportTasks();
    init_apiError();
    init_bulk();
    init_exportFiles();
    init_handle();
    init_requireSession();
    init_readInput();
    E3 = UserAccessErrorCode4;
  }
});

// simulator/src/rest/privacy.ts
import { Router as Router55 } from "express";
import { ExportStartBody, ExportStopBody, ExportTaskEvent as ExportTaskEvent3, IdParam as IdParam8, isAdmin as isAdmin18, UserAccessErrorCode as UserAccessErrorCode5, canStartExport, canStopExport } from "@homeport/sdk";
function privacyRoutes(ctx) {
  const router = Router55();
  router.use(requireSession(ctx.sessions));
  router.use("/campaign", exportTaskRoutes(ctx));
  const tasksOf = (userId) => ctx.cloud.state.exportTasks.filter((t) => t.userId === userId).sort((a, b) => b.createdAt - a.createdAt);
  const ownTask = (user, id) => {
    const task = ctx.cloud.state.exportTasks.find((t) => t.id === id);
    if (!task || task.userId !== user.id) throw notFound("No such export of yours");
    return task;
  };
  router.get(
    "/user/:id",
    handle((req, res) => {
      const id = readInput(IdParam8, req.params.id, "id");
      const { user } = callerOf2(res);
      if (id !== user.id && !isAdmin18(user)) throw forbidden("You may read only your own exports");
      res.json({ data: { userId: id, tasks: tasksOf(id).map(exportView) } });
    })
  );
  router.post(
    "/export/start",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { userId } = readBody(req, ExportStartBody);
      if (userId !== user.id) throw forbidden("You may export only your own data");
      if (!canStartExport(tasksOf(user.id).map(exportView))) throw new ApiError(409, E4.exportPending, "An export of your data is pending already");
      checkOtpHeader(ctx, req, user);
      const task = newExportRecord(ctx, userId);
      ctx.cloud.state.exportTasks.push(task);
      ctx.cloud.commit();
      armExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent3.created);
      res.status(201).json({ data: exportView(task) });
    })
  );
  router.post(
    "/export/stop",
    handle(async (req, res) => {
      const { user } = callerOf2(res);
      const { id } = readBody(req, ExportStopBody);
      const task = ownTask(user, id);
      if (!canStopExport(exportView(task))) throw new ApiError(409, E4.exportNotReady, "Only a pending or in-progress export can be stopped");
      checkOtpHeader(ctx, req, user);
      cancelExport(ctx, task);
      await announceExport(ctx, task, ExportTaskEvent3.stopped);
      res.json({ data: exportView(task) });
    })
  );
  router.get(
    "/export/download/:id",
    handle((req, res) => {
      sendExportFile(res, ownTask(callerOf2(res).user, readInput(IdParam8, req.params.id, "id")));
    })
  );
  return router;
}
var E4;
var init_privacy = __esm({
  "simulator/src/rest/privacy.ts"() {
    "use strict";
    init_exportTasks();
    init_apiError();
    init_exportFiles();
    init_handle();
    init_privacyCampaign();
    init_requireSession();
    init_readInput();
    E4 = UserAccessErrorCode5;
  }
});

// simulator/src/rest/announcements.ts
import { Router as Router56 } from "express";
import {
  AnnouncementCampaignListQuery,
  AnnouncementErrorCode,
  AnnouncementIdParam,
  AnnouncementInformationBody,
  AnnouncementTaskListQuery,
  isSendTimeInPast,
  TemplateListQuery,
  TemplateSaveBody
} from "@homeport/sdk";
function announcementRoutes(ctx) {
  const router = Router56();
  router.use(requireSession(ctx.sessions), requireAdmin);
  const { announcements } = ctx;
  const send = (type) => handle((req, res) => {
    const { user } = callerOf2(res);
    const body = readBody(req, AnnouncementInformationBody);
    if (body.type !== type) throw refuse6(400, AnnouncementErrorCode.typeMismatch, `This call sends ${type}, not ${body.type}`, "type");
    if (isSendTimeInPast(body.sendAt, ctx.clock.now(), body.repeat)) throw refuse6(400, AnnouncementErrorCode.dateInPast, "The send time is in the past", "sendAt");
    if (body.filter.filterType === "Groups") {
      const unknown2 = body.filter.selected.find((name) => !ctx.groups.findByName(name));
      if (unknown2 !== void 0) throw refuse6(404, AnnouncementErrorCode.unknownGroup, `No group ${unknown2}`, "filter");
    }
    const active = announcements.activeNamed(body.announcementName);
    if (active) throw refuse6(409, AnnouncementErrorCode.duplicateCampaign, `Campaign ${active.announcementName} is still ${active.status}`, "announcementName");
    const campaign2 = announcements.create(body, { id: user.id, firstName: user.firstName, lastName: user.lastName });
    res.status(201).json({ data: campaign2 });
  });
  router.post("/sendEmail", requireAdminWrite, send("email"));
  router.post("/sendPush", requireAdminWrite, send("pushMobile"));
  router.post("/sendWhatsapp", requireAdminWrite, send("whatsapp"));
  const campaignList = handle((req, res) => {
    const { page: page4, limit, searchPhrase } = readQuery(req, AnnouncementCampaignListQuery);
    const all = announcements.list(searchPhrase);
    res.json({ data: all.slice((page4 - 1) * limit, page4 * limit), count: all.length });
  });
  router.get("/campaign/list", campaignList);
  router.get("/campaign/search", campaignList);
  const campaignOf = (raw) => {
    const id = readInput(AnnouncementIdParam, raw, "id");
    const campaign2 = announcements.get(id);
    if (!campaign2) throw notFound(`No announcement campaign ${id}`);
    return campaign2;
  };
  router.get(
    "/campaign/get/:id",
    handle((req, res) => {
      res.json({ data: campaignOf(req.params.id) });
    })
  );
  router.post(
    "/campaign/cancelAll/:id",
    requireAdminWrite,
    handle((req, res) => {
      const campaign2 = campaignOf(req.params.id);
      const answer2 = announcements.cancelAll(campaign2._id);
      if (!answer2) throw refuse6(409, AnnouncementErrorCode.wrongState, `Campaign ${campaign2._id} has ended (${campaign2.status})`);
      res.json({ data: answer2 });
    })
  );
  router.get(
    "/content/get/:id",
    handle((req, res) => {
      const id = readInput(AnnouncementIdParam, req.params.id, "id");
      const content = announcements.content(id);
      if (!content) throw notFound(`No announcement content ${id}`);
      res.json({ data: content });
    })
  );
  router.get(
    "/task/getTasksInCampaign/:id",
    handle((req, res) => {
      const campaign2 = campaignOf(req.params.id);
      const { page: page4, limit } = readQuery(req, AnnouncementTaskListQuery);
      const tasks = announcements.tasksOf(campaign2._id) ?? [];
      res.json({ data: tasks.slice((page4 - 1) * limit, page4 * limit), count: tasks.length });
    })
  );
  const templateList = handle((req, res) => {
    const { limit, pageNumber, searchPhrase, sortBy, sortOrder } = readQuery(req, TemplateListQuery);
    const all = announcements.listTemplates({ searchPhrase, sortBy, sortOrder });
    const answer2 = [{ data: all.slice((pageNumber - 1) * limit, pageNumber * limit), totalCount: { count: all.length } }];
    res.json({ data: answer2 });
  });
  router.get("/template/all", templateList);
  router.get("/template/search", templateList);
  const templateOf = (raw) => {
    const id = readInput(AnnouncementIdParam, raw, "id");
    const template = announcements.template(id);
    if (!template) throw notFound(`No template ${id}`);
    return template;
  };
  const templateFields = (raw, except) => {
    const body = readInput(TemplateSaveBody, raw);
    const clash = announcements.templateNamed(body.name, except);
    if (clash) throw refuse6(409, AnnouncementErrorCode.templateExists, `A template named ${clash.name} exists`, "name");
    return { name: body.name, notificationType: body.notificationType, announcement_details: { title: body.title, message: body.message } };
  };
  router.post(
    "/template/create",
    requireAdminWrite,
    handle((req, res) => {
      res.status(201).json({ data: announcements.saveTemplate(templateFields(req.body)) });
    })
  );
  router.get(
    "/template/:id",
    handle((req, res) => {
      res.json({ data: templateOf(req.params.id) });
    })
  );
  router.put(
    "/template/:id",
    requireAdminWrite,
    handle((req, res) => {
      const template = templateOf(req.params.id);
      res.json({ data: announcements.saveTemplate(templateFields(req.body, template._id), template._id) });
    })
  );
  router.delete(
    "/template/:id",
    requireAdminWrite,
    handle((req, res) => {
      const template = templateOf(req.params.id);
      announcements.removeTemplate(template._id);
      res.json({ data: { _id: template._id } });
    })
  );
  return router;
}
var refuse6;
var init_announcements = __esm({
  "simulator/src/rest/announcements.ts"() {
    "use strict";
    init_apiError();
    init_bulk();
    init_handle();
    init_readInput();
    init_requireSession();
    refuse6 = (status, code, message, field) => new ApiError(status, code, message, field);
  }
});

// simulator/src/rest/location.ts
import busboy2 from "busboy";
import { Router as Router57 } from "express";
import {
  BULK_IMPORT_FILES,
  BULK_IMPORT_MAX_BYTES,
  BulkErrorCode as BulkErrorCode2,
  BulkFilteringBody,
  CentreDetailsBody,
  CentresInStateBody,
  ErrorCode as ErrorCode27,
  StatesInRegionBody,
  topics as topics23
} from "@homeport/sdk";
function locationRoutes(ctx) {
  const router = Router57();
  router.use(requireSession(ctx.sessions), requireAdmin);
  const locations = () => ctx.bulk.locations;
  router.post(
    "/importDet",
    requireAdminWrite,
    handle(async (req, res) => {
      if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")) {
        throw badInput("body", "body must be multipart/form-data (centres, gateways)");
      }
      const files = await readCsvUpload(req);
      const outcome = locations().import(files.centres, files.gateways);
      if ("errors" in outcome) throw new ImportRefused(outcome.errors);
      const admin = topics23.adminEvents(ctx.product);
      for (const g of outcome.moved) {
        const data = { serialNumber: g.serialNumber, changes: { region: g.region, state: g.state, centre: g.centre } };
        await ctx.bus.publishEvent(topics23.events({ product: ctx.product, owner: topicOwner(g), serial: g.serialNumber }), "gateway_updated", data);
        await ctx.bus.publishEvent(admin, "gateway_updated", data);
      }
      res.json({ data: outcome.result });
    })
  );
  router.use(jsonBody({ limit: "64kb", type: () => true }));
  router.get(
    "/regions",
    handle((_req, res) => {
      res.json({ data: locations().regions() });
    })
  );
  router.post(
    "/countriesInRegion",
    handle((req, res) => {
      res.json({ data: locations().statesIn(readBody(req, StatesInRegionBody).region) });
    })
  );
  router.post(
    "/jCenterInState",
    handle((req, res) => {
      res.json({ data: locations().centresIn(readBody(req, CentresInStateBody).state) });
    })
  );
  router.post(
    "/jDetailsInCenter",
    handle((req, res) => {
      const { jc, listRegions } = readBody(req, CentreDetailsBody);
      const details = locations().details(jc, listRegions);
      if (!details) throw notFound(`No centre ${jc}`);
      res.json({ data: details });
    })
  );
  router.post(
    "/filtering",
    handle((req, res) => {
      const { filter, page: page4, limit } = readBody(req, BulkFilteringBody);
      res.json({ data: locations().filter(filter, page4, limit) });
    })
  );
  router.use((error, _req, res, next) => {
    if (!(error instanceof ImportRefused)) {
      next(error);
      return;
    }
    res.status(400).json(error.rows.map((row) => ({ errorCode: BulkErrorCode2.importInvalid, message: row.message, field: row.file })));
  });
  return router;
}
function readCsvUpload(req) {
  return new Promise((resolve4, reject) => {
    let parser;
    try {
      parser = busboy2({ headers: req.headers, limits: { files: 2, fileSize: BULK_IMPORT_MAX_BYTES, fields: 0, parts: 3 } });
    } catch {
      reject(badInput("body", "body must be multipart/form-data (centres, gateways)"));
      return;
    }
    const files = {};
    let problem = null;
    parser.on("file", (name, stream) => {
      const known3 = name === BULK_IMPORT_FILES.centres || name === BULK_IMPORT_FILES.gateways;
      if (!known3 || name in files) {
        problem ??= importInvalid(known3 ? `${name} is given twice` : `${name} is not a file of this call (centres, gateways)`, name);
        stream.resume();
        return;
      }
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("limit", () => {
        problem ??= importInvalid(`${name} is larger than ${BULK_IMPORT_MAX_BYTES} bytes`, name);
      });
      stream.on("end", () => {
        files[name] = Buffer.concat(chunks);
      });
    });
    parser.on("field", (name) => {
      problem ??= badInput(name, `${name} is not a field of this call (centres, gateways)`);
    });
    parser.on("filesLimit", () => {
      problem ??= importInvalid("only two files: centres and gateways");
    });
    parser.on("partsLimit", () => {
      problem ??= importInvalid("only two files: centres and gateways");
    });
    parser.on("fieldsLimit", () => {
      problem ??= new ApiError(400, ErrorCode27.invalidInput, "no text fields: only the files centres and gateways", "body");
    });
    parser.on("error", () => reject(badInput("body", "the multipart body could not be read")));
    parser.on("close", () => {
      if (problem) return reject(problem);
      const text3 = (name) => {
        const bytes = files[name];
        if (!bytes) return importInvalid(`${name} is required (a CSV file)`, name);
        const decoded = bytes.toString("utf8");
        if (decoded.includes("\0") || decoded.includes("\uFFFD")) return importInvalid(`${name} must be a UTF-8 CSV text file`, name);
        return decoded;
      };
      const centres = text3(BULK_IMPORT_FILES.centres);
      const gateways = text3(BULK_IMPORT_FILES.gateways);
      if (centres instanceof ApiError) return reject(centres);
      if (gateways instanceof ApiError) return reject(gateways);
      resolve4({ centres, gateways });
    });
    req.pipe(parser);
  });
}
var ImportRefused, importInvalid;
var init_location = __esm({
  "simulator/src/rest/location.ts"() {
    "use strict";
    init_ownerSegment();
    init_apiError();
    init_bulk();
    init_handle();
    init_jsonBody();
    init_readInput();
    init_requireSession();
    ImportRefused = class extends Error {
      constructor(rows) {
        super("import refused");
        this.rows = rows;
      }
      rows;
    };
    importInvalid = (message, field = "body") => new ApiError(400, BulkErrorCode2.importInvalid, message, field);
  }
});

// simulator/src/cloud/statistics/reportPdf.ts
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
async function renderReportPdf(report3) {
  const { snapshot } = report3;
  const doc = await PDFDocument.create();
  doc.setTitle(`Gateway statistics ${report3.serialNumber}`);
  doc.setSubject(printable(report3.name));
  doc.setAuthor("Homeport");
  doc.setProducer("Homeport simulator");
  doc.setKeywords([report3.serialNumber, "gateway statistics"]);
  doc.setCreationDate(new Date(report3.createdAt));
  doc.setModificationDate(new Date(report3.createdAt));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page4 = doc.addPage([595.28, 841.89]);
  let y = 790;
  const line = (text3, options2 = {}) => {
    const size = options2.size ?? 11;
    page4.drawText(printable(text3), { x: 56, y, size, font: options2.strong ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= options2.gap ?? size + 7;
  };
  line(`Gateway statistics ${report3.serialNumber}`, { size: 18, strong: true, gap: 28 });
  line(report3.name, { size: 12, gap: 24 });
  line(`Snapshot: ${iso(snapshot.timestamp)} (${snapshot.reason === "daily" ? "daily" : "on demand"})`);
  line(`Saved: ${iso(report3.createdAt)}`, { gap: 26 });
  line("Gateway", { size: 13, strong: true });
  line(`Model: ${snapshot.model}    Firmware: ${snapshot.firmware}`);
  line(`Connection: ${snapshot.connectionStatus}${snapshot.read ? "" : " (not read: last known figures)"}`);
  line(`Uptime: ${duration(snapshot.uptimeMs)}`, { gap: 26 });
  line("Home", { size: 13, strong: true });
  line(`Devices: ${snapshot.devices} (${snapshot.onlineDevices} online)`);
  line(`Actuators: ${snapshot.actuators}    Sensors: ${snapshot.sensors}`);
  line(`Rules (scenes): ${snapshot.rules}`, { gap: 26 });
  line("Device classes", { size: 13, strong: true });
  if (snapshot.deviceClasses.length === 0) line("No devices");
  for (const entry of snapshot.deviceClasses.slice(0, 30)) line(`${entry.class}: ${entry.count}`);
  return doc.save({ useObjectStreams: false });
}
var printable, iso, duration;
var init_reportPdf = __esm({
  "simulator/src/cloud/statistics/reportPdf.ts"() {
    "use strict";
    printable = (text3) => text3.replace(/[^\x20-\x7E]/g, "?");
    iso = (ms) => new Date(ms).toISOString().replace("T", " ").replace(/\.\d{3}Z$/, " UTC");
    duration = (ms) => {
      const minutes = Math.floor(ms / 6e4);
      const days = Math.floor(minutes / 1440);
      const hours = Math.floor(minutes % 1440 / 60);
      return `${days} d ${hours} h ${minutes % 60} min`;
    };
  }
});

// simulator/src/rest/statistics.ts
import { Router as Router58 } from "express";
import {
  AnalyticsDataBody,
  AnalyticsSpansQuery,
  OnDemandRequestBody,
  SavedReportCreateBody,
  SavedReportIdParam,
  SavedReportListQuery,
  SnapshotTimestampParam,
  SnapshotTimestampsQuery,
  StatisticsErrorCode,
  statisticsPage,
  StatisticsReportListQuery,
  StatisticsSerialParam
} from "@homeport/sdk";
function statisticsRoutes(ctx) {
  const router = Router58();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));
  router.get(
    "/report",
    handle((_req, res) => {
      const latest = ctx.statistics.latest();
      const pending = ctx.statistics.pending();
      const answer2 = { report: latest ? reportView(latest) : null, pending: pending ? requestView(pending) : null };
      res.json({ data: answer2 });
    })
  );
  router.get(
    "/report/list",
    handle((req, res) => {
      const { page: page4, limit } = readQuery(req, StatisticsReportListQuery);
      const all = ctx.statistics.list();
      res.json({ data: statisticsPage(all, page4, limit).map(reportView), count: all.length });
    })
  );
  return router;
}
function analyticsRoutes(ctx) {
  const router = Router58();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));
  router.post(
    "/request",
    requireAdminWrite,
    handle((req, res) => {
      const { parameters } = readBody(req, OnDemandRequestBody);
      if (ctx.statistics.hasRequest(parameters.uuid)) throw refuse7(409, StatisticsErrorCode.uuidTaken, `Request ${parameters.uuid} was made before`, "parameters.uuid");
      const running = ctx.statistics.pending();
      if (running) throw refuse7(409, StatisticsErrorCode.requestRunning, `Request ${running.uuid} is running; its data is due first`);
      const request = ctx.statistics.request({ ...parameters, userId: callerOf2(res).user.id });
      res.status(202).json({ data: requestView(request) });
    })
  );
  router.post(
    "/data",
    handle((req, res) => {
      const body = readBody(req, AnalyticsDataBody);
      const search = body.parameters.search?.trim().toLowerCase() ?? "";
      const matches2 = (key3) => search === "" || key3.toLowerCase().includes(search);
      const pageOf4 = (rows) => body.pagination ? statisticsPage(rows, body.page, body.limit) : rows;
      let answer2;
      const base = { engine: body.engine, page: body.pagination ? body.page : 1, limit: body.pagination ? body.limit : null };
      if (body.engine === "DeviceClassUsage") {
        const { rows, computedAt } = ctx.statistics.deviceClassUsage();
        const all = rows.filter((r) => matches2(r.key));
        answer2 = { ...base, rows: pageOf4(all), count: all.length, computedAt };
      } else if (body.engine === "FirmwareVersions") {
        const all = ctx.statistics.firmwareVersions(body.parameters.model).filter((r) => matches2(r.key));
        answer2 = { ...base, rows: pageOf4(all), count: all.length, computedAt: ctx.now() };
      } else {
        const all = ctx.statistics.uptimeGateways(body.parameters.model).filter((g) => matches2(g.serialNumber));
        answer2 = { ...base, rows: ctx.statistics.uptimeRows(pageOf4(all)), count: all.length, computedAt: ctx.now() };
      }
      res.json({ data: answer2 });
    })
  );
  router.get(
    "/spans",
    handle((req, res) => {
      const { engine } = readQuery(req, AnalyticsSpansQuery);
      res.json({ data: ctx.statistics.span(engine) });
    })
  );
  return router;
}
function gatewayStatisticsRoutes(ctx) {
  const router = Router58();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));
  const gatewayOf3 = (raw) => {
    const serial = readInput(StatisticsSerialParam, raw, "sn");
    const gateway = ctx.statistics.gateway(serial);
    if (!gateway) throw refuse7(404, StatisticsErrorCode.gatewayUnknown, `No gateway ${serial} in the fleet`, "sn");
    return gateway;
  };
  router.get(
    "/:sn/timestamps",
    handle((req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      const { page: page4, limit } = readQuery(req, SnapshotTimestampsQuery);
      const all = ctx.statistics.snapshotsOf(gateway.serialNumber).map((s) => s.timestamp).reverse();
      const answer2 = { serialNumber: gateway.serialNumber, timestamps: statisticsPage(all, page4, limit), count: all.length, page: page4, limit };
      res.json({ data: answer2 });
    })
  );
  router.get(
    "/:sn/snapshots/:timestamp",
    handle((req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      const timestamp = readInput(SnapshotTimestampParam, req.params.timestamp, "timestamp");
      const snapshot = ctx.statistics.snapshotsOf(gateway.serialNumber).find((s) => s.timestamp === timestamp);
      if (!snapshot) throw refuse7(404, StatisticsErrorCode.snapshotUnknown, `${gateway.serialNumber} has no snapshot at ${timestamp}`, "timestamp");
      res.json({ data: snapshot });
    })
  );
  router.post(
    "/:sn/snapshots",
    requireAdminWrite,
    handle((req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      ctx.statistics.snapshotsOf(gateway.serialNumber);
      res.status(201).json({ data: ctx.statistics.takeSnapshot(gateway, "onDemand") });
    })
  );
  router.get(
    "/:sn/reports",
    handle((req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      const { page: page4, limit } = readQuery(req, SavedReportListQuery);
      const all = ctx.statistics.savedOf(gateway.serialNumber);
      res.json({ data: statisticsPage(all, page4, limit), count: all.length });
    })
  );
  router.post(
    "/:sn/reports",
    requireAdminWrite,
    handle((req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      const body = readBody(req, SavedReportCreateBody);
      const snapshot = ctx.statistics.snapshotsOf(gateway.serialNumber).find((s) => s.timestamp === body.timestamp);
      if (!snapshot) throw refuse7(404, StatisticsErrorCode.snapshotUnknown, `${gateway.serialNumber} has no snapshot at ${body.timestamp}`, "timestamp");
      res.status(201).json({ data: ctx.statistics.saveReport(snapshot, body.name, callerOf2(res).user.id) });
    })
  );
  router.get(
    "/:sn/reports/:id/pdf",
    handle(async (req, res) => {
      const gateway = gatewayOf3(req.params.sn);
      const id = readInput(SavedReportIdParam, req.params.id, "id");
      const report3 = ctx.statistics.findSaved(gateway.serialNumber, id);
      if (!report3) throw refuse7(404, StatisticsErrorCode.reportUnknown, `${gateway.serialNumber} has no saved report ${id}`, "id");
      const bytes = await renderReportPdf(report3);
      res.setHeader("content-type", "application/pdf");
      res.setHeader("content-disposition", `attachment; filename="${report3.fileName}"`);
      res.setHeader("content-length", String(bytes.byteLength));
      res.end(Buffer.from(bytes));
    })
  );
  return router;
}
var inUse, refuse7;
var init_statistics = __esm({
  "simulator/src/rest/statistics.ts"() {
    "use strict";
    init_fleetScan();
    init_reportPdf();
    init_statisticsService();
    init_apiError();
    init_bulk();
    init_handle();
    init_requireSession();
    init_readInput();
    inUse = (ctx) => (_req, _res, next) => {
      ctx.statistics.inUse();
      next();
    };
    refuse7 = (status, code, message, field) => new ApiError(status, code, message, field);
  }
});

// simulator/src/rest/history.ts
import { Router as Router59 } from "express";
import {
  GatewayStatusHistoryBody,
  gatewayHistoryFileName,
  HistoryDeviceParam,
  HistoryErrorCode,
  historyCsvRows,
  HistorySerialParam,
  NodeHistoryBody,
  nodeHistoryFileName,
  NodesStatusHistoryBody,
  NodeStatusHistoryBody,
  requestSpan,
  toCsv
} from "@homeport/sdk";
function spanOf(ctx, body) {
  const span = requestSpan(body, ctx.now());
  if (!span.ok) throw rangeRefused(span.reason);
  return { from: span.from, to: span.to };
}
function gatewayFor(ctx, res, serial) {
  return reachableGateway(ctx, callerOf2(res).user, serial);
}
async function devicesOf(ctx, serial) {
  if (!hasGateway(ctx.cloud.state, serial)) return null;
  return (await ctx.emulators.run(serial, readDevices, void 0)).devices;
}
async function deviceOf(ctx, serial, deviceId, service2) {
  const device2 = (await devicesOf(ctx, serial))?.find((d) => d.id === deviceId);
  if (!device2) throw new ApiError(404, HistoryErrorCode.deviceUnknown, `No device ${deviceId} on ${serial}`, "key");
  if (service2 !== void 0 && !device2.service_list.some((s) => s.name === service2)) {
    throw new ApiError(404, HistoryErrorCode.deviceUnknown, `Device ${deviceId} on ${serial} has no service ${service2}`, "key");
  }
  return device2;
}
function answer(res, history, csv, fileName) {
  if (!csv) {
    res.json({ data: history });
    return;
  }
  res.setHeader("content-type", "text/csv; charset=utf-8");
  res.setHeader("content-disposition", `attachment; filename="${fileName}"`);
  res.send(toCsv(historyCsvRows(history)));
}
function historyRoutes(ctx) {
  const router = Router59();
  router.use(requireSession(ctx.sessions));
  router.post(
    "/node",
    handle(async (req, res) => {
      const body = readBody(req, NodeHistoryBody);
      const { serialNumber, deviceId, service: service2 } = body.key;
      gatewayFor(ctx, res, serialNumber);
      const device2 = await deviceOf(ctx, serialNumber, deviceId, service2);
      const { from, to } = spanOf(ctx, body);
      const key3 = `${serialNumber}:${deviceId}${service2 !== void 0 ? `:${service2}` : ""}`;
      answer(res, ctx.history.nodeHistory(serialNumber, device2, service2, from, to, key3), body.csv, nodeHistoryFileName(body.key, from, to));
    })
  );
  router.post(
    "/node_status",
    handle(async (req, res) => {
      const body = readBody(req, NodeStatusHistoryBody);
      gatewayFor(ctx, res, body.serialNumber);
      const device2 = await deviceOf(ctx, body.serialNumber, body.deviceId);
      const { from, to } = spanOf(ctx, body);
      const key3 = `${body.serialNumber}:${body.deviceId}`;
      const fileName = nodeHistoryFileName({ serialNumber: body.serialNumber, deviceId: body.deviceId, service: "status" }, from, to);
      answer(res, ctx.history.nodeStatus(body.serialNumber, device2, from, to, key3), body.csv, fileName);
    })
  );
  router.post(
    "/nodes_status",
    handle(async (req, res) => {
      const body = readBody(req, NodesStatusHistoryBody);
      const gateway = gatewayFor(ctx, res, body.serialNumber);
      const devices = await devicesOf(ctx, gateway.serialNumber);
      if (!devices) throw new ApiError(404, HistoryErrorCode.cacheEmpty, `Gateway ${gateway.serialNumber} has no cached image`, "serialNumber");
      const { from, to } = spanOf(ctx, body);
      const online = gateway.connectionStatus === "online";
      res.json({ data: ctx.history.nodesStatus(gateway.serialNumber, devices, online, from, to) });
    })
  );
  router.post(
    "/gateway_status",
    handle((req, res) => {
      const body = readBody(req, GatewayStatusHistoryBody);
      const gateway = gatewayFor(ctx, res, body.serialNumber);
      const { from, to } = spanOf(ctx, body);
      const history = ctx.history.gatewayStatus(body.serialNumber, gateway.connectionStatus === "online", from, to);
      answer(res, history, body.csv, gatewayHistoryFileName(body.serialNumber, from, to));
    })
  );
  return router;
}
function cacheRoutes(ctx) {
  const router = Router59();
  router.use(requireSession(ctx.sessions));
  const imageOf = async (res, raw) => {
    const serial = readInput(HistorySerialParam, raw, "sn");
    const gateway = gatewayFor(ctx, res, serial);
    const devices = await devicesOf(ctx, serial);
    if (!devices) throw new ApiError(404, HistoryErrorCode.cacheEmpty, `Gateway ${serial} has no cached image`, "sn");
    return { gateway, devices };
  };
  router.get(
    "/:sn",
    handle(async (req, res) => {
      const { gateway, devices } = await imageOf(res, req.params.sn);
      const online = gateway.connectionStatus === "online";
      const cache = {
        serialNumber: gateway.serialNumber,
        cachedAt: ctx.history.cachedAt(gateway.serialNumber, online),
        connectionStatus: online ? "online" : "offline",
        devices
      };
      res.json({ data: cache });
    })
  );
  router.get(
    "/:sn/devices/:id",
    handle(async (req, res) => {
      const { gateway, devices } = await imageOf(res, req.params.sn);
      const id = readInput(HistoryDeviceParam, req.params.id, "id");
      const device2 = devices.find((d) => d.id === id);
      if (!device2) throw new ApiError(404, HistoryErrorCode.deviceUnknown, `No device ${id} in the cached image of ${gateway.serialNumber}`, "id");
      const summary = {
        id: device2.id,
        status: device2.status,
        service_list: device2.service_list.map((s) => ({
          name: s.name,
          type: s.type,
          property_list: s.property_list.map((p) => ({ name: p.name, value: p.value, ...p.options ? { options: p.options } : {} }))
        }))
      };
      res.json({ data: summary });
    })
  );
  return router;
}
var rangeRefused;
var init_history = __esm({
  "simulator/src/rest/history.ts"() {
    "use strict";
    init_reads();
    init_cloudIndex();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_readInput();
    init_requireSession();
    rangeRefused = (reason) => new ApiError(
      400,
      HistoryErrorCode.rangeOutside,
      reason === "order" ? "from must not be after to" : reason === "tooEarly" ? "History reaches back 6 months only" : "History ends today",
      reason === "tooLate" ? "to" : "from"
    );
  }
});

// simulator/src/rest/netdiag.ts
import { Router as Router60 } from "express";
import {
  ErrorCode as ErrorCode28,
  NetworkHistoryImageQuery,
  NetworkImageCreateBody,
  NetworkSpansQuery,
  NetworkTopologyQuery,
  spansOf
} from "@homeport/sdk";
function netdiagRoutes(ctx) {
  const router = Router60();
  router.use(requireSession(ctx.sessions));
  const liveTopology = async (gateway) => {
    if (gateway.connectionStatus !== "online") throw new ApiError(503, ErrorCode28.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
    return ctx.emulators.run(gateway.serialNumber, readMesh, { name: gateway.name, now: ctx.now() });
  };
  router.get(
    "/fetch",
    handle(async (req, res) => {
      const { serialNumber } = readQuery(req, NetworkTopologyQuery);
      res.json({ data: await liveTopology(reachableGateway(ctx, callerOf2(res).user, serialNumber)) });
    })
  );
  router.post(
    "/create",
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, NetworkImageCreateBody);
      const user = callerOf2(res).user;
      const gateway = reachableGateway(ctx, user, serialNumber);
      requireGatewayWrite(user, gateway);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const topology = await liveTopology(gateway);
      res.status(201).json({ data: ctx.networkImages.add(topology) });
    })
  );
  router.get(
    "/getSpans",
    handle(async (req, res) => {
      const { serialNumber, page: page4, limit } = readQuery(req, NetworkSpansQuery);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const spans = spansOf(ctx.networkImages.list(gateway.serialNumber).map((i) => i.takenAt));
      const answer2 = { spans: spans.slice(page4 * limit, page4 * limit + limit), count: spans.length };
      res.json({ data: answer2 });
    })
  );
  router.get(
    "/fetchNetworkHistoryImage",
    handle(async (req, res) => {
      const { serialNumber, from, to, page: page4 } = readQuery(req, NetworkHistoryImageQuery);
      const gateway = reachableGateway(ctx, callerOf2(res).user, serialNumber);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const within2 = ctx.networkImages.list(gateway.serialNumber).filter((i) => (from === void 0 || i.takenAt >= from) && (to === void 0 || i.takenAt <= to)).reverse();
      const answer2 = { image: within2[page4] ?? null, page: page4, count: within2.length };
      res.json({ data: answer2 });
    })
  );
  return router;
}
var init_netdiag = __esm({
  "simulator/src/rest/netdiag.ts"() {
    "use strict";
    init_autoSnapshots();
    init_cloudReads();
    init_apiError();
    init_handle();
    init_reachableGateway();
    init_requireSession();
    init_readInput();
    init_writeAccess();
  }
});

// simulator/src/rest/api.ts
import { Router as Router61 } from "express";
function apiRouter(ctx, options2) {
  const router = Router61();
  if (options2.controlGate) router.use("/__sim", options2.controlGate);
  router.use(restFaults(ctx.faults));
  router.use("/oauth2", oauth2Routes(ctx));
  router.use("/backup", backupRoutes(ctx));
  router.use("/location", locationRoutes(ctx));
  router.use(jsonBody({ limit: "256kb", type: () => true }));
  router.use("/auth", authRoutes(ctx));
  router.use("/auth", externalPortalRoutes(ctx));
  router.use("/clients", clientRoutes(ctx));
  router.use("/oauth2_v2", oauth2GrantRoutes(ctx));
  router.use("/crm", crmRoutes(ctx));
  router.use("/udm", udmRoutes(ctx));
  router.use("/multimedia", multimediaRoutes(ctx));
  router.use("/wise", wiseRoutes(ctx));
  router.use("/geolocation", geolocationRoutes(ctx));
  router.use("/subs", subsRoutes(ctx));
  router.use("/kpi", kpiRoutes(ctx));
  router.use("/alarm", alarmConfirmRoutes(ctx));
  router.use("/alarm", alarmGatewayRoutes(ctx));
  router.use("/zota", zotaRoutes(ctx));
  router.use("/alarm", alarmRoutes(ctx));
  router.use("/privacy", privacyRoutes(ctx));
  router.use("/bom", bulkRoutes(ctx));
  router.use("/asm", announcementRoutes(ctx));
  router.use("/replace", replaceRoutes(ctx));
  router.use("/te_operation", operationRoutes(ctx));
  router.use("/statistics", statisticsRoutes(ctx));
  router.use("/analytics", analyticsRoutes(ctx));
  router.use("/gateway_statistics", gatewayStatisticsRoutes(ctx));
  router.use("/node_history", historyRoutes(ctx));
  router.use("/cache", cacheRoutes(ctx));
  router.use("/aggregated_data", netdiagRoutes(ctx));
  if (options2.controlGate) router.use("/__sim", controlRoutes(ctx));
  router.use(apiNotFound);
  router.use(apiErrorHandler(ctx.log));
  return router;
}
var init_api = __esm({
  "simulator/src/rest/api.ts"() {
    "use strict";
    init_auth();
    init_clients2();
    init_control();
    init_restFaults();
    init_crm();
    init_crmUserSettings();
    init_jsonBody();
    init_errorHandler();
    init_multimedia();
    init_oauth2();
    init_oauth2Grants();
    init_udm();
    init_wise();
    init_alarmGateway();
    init_backups();
    init_alarm();
    init_geolocation();
    init_kpi();
    init_subs();
    init_zota();
    init_privacy();
    init_announcements();
    init_bulk();
    init_location();
    init_fleet2();
    init_statistics();
    init_history();
    init_netdiag();
  }
});

// simulator/src/http/controlGate.ts
import { createHash as createHash7, timingSafeEqual as timingSafeEqual5 } from "node:crypto";
import { ErrorCode as ErrorCode29 } from "@homeport/sdk";
function requireControlToken(token) {
  const expected = digest(token);
  return (req, res, next) => {
    const given = /^Bearer +(\S+) *$/i.exec(req.get("authorization") ?? "")?.[1];
    if (given !== void 0 && timingSafeEqual5(digest(given), expected)) {
      next();
      return;
    }
    res.status(401).set("WWW-Authenticate", 'Bearer realm="homeport-sim-control"').json([{ errorCode: ErrorCode29.wrongCredentials, message: CONTROL_TOKEN_NEEDED }]);
  };
}
function rawDataAccess(writable) {
  return (req, res, next) => {
    if (writable || req.method === "GET" || req.method === "HEAD") {
      next();
      return;
    }
    res.status(403).json([{ errorCode: ErrorCode29.forbidden, message: "The raw data at /api/__db is read-only; start the simulator with --db-writable to change it" }]);
  };
}
var digest, CONTROL_TOKEN_NEEDED;
var init_controlGate = __esm({
  "simulator/src/http/controlGate.ts"() {
    "use strict";
    digest = (text3) => createHash7("sha256").update(text3).digest();
    CONTROL_TOKEN_NEEDED = "The control API needs its token: Authorization: Bearer <token> (printed at start, and in <dataDir>/control-token)";
  }
});

// simulator/src/http/finalHandlers.ts
import { STATUS_CODES as STATUS_CODES2 } from "node:http";
function finalErrorHandler(log2) {
  return (error, req, res, _next) => {
    const status = isClientError(error) ? error.status : 500;
    const detail = error instanceof Error ? status >= 500 ? error.stack ?? error.message : error.message : String(error);
    log2(`http: ${req.method} ${req.originalUrl} answered ${status}: ${detail}`);
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.status(status).type("text/plain").send(STATUS_CODES2[status] ?? "Error");
  };
}
var finalNotFound;
var init_finalHandlers = __esm({
  "simulator/src/http/finalHandlers.ts"() {
    "use strict";
    init_errorHandler();
    finalNotFound = (_req, res) => {
      res.status(404).type("text/plain").send(STATUS_CODES2[404]);
    };
  }
});

// simulator/src/http/simIdp.ts
import express4, { Router as Router62 } from "express";
function page3(res, status, title, body) {
  res.status(status).type("html").send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style nonce="${cspNonceOf(res)}">body{font-family:system-ui,sans-serif;max-width:22rem;margin:4rem auto}label,input,button{display:block;width:100%;margin:.4rem 0}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}
function readAuthRequest(source2) {
  const { client_id: clientId, redirect_uri: redirect, response_type: responseType, state } = source2;
  if (clientId !== PORTAL_CLIENT_ID) return `client_id must be ${PORTAL_CLIENT_ID}`;
  if (responseType !== "code") return "response_type must be code";
  if (typeof state !== "string" || state.length < 1 || state.length > 512) return "state must be 1 to 512 characters";
  if (typeof redirect !== "string" || redirect.length > 2048) return "redirect_uri is required";
  let redirectUri;
  try {
    redirectUri = new URL(redirect);
  } catch {
    return "redirect_uri must be an absolute URL";
  }
  if (!/^https?:$/.test(redirectUri.protocol) || !redirectUri.pathname.endsWith("/ssoredirect")) return "redirect_uri must be the portal\u2019s /ssoredirect";
  return { redirectUri, state };
}
function redirectTo(res, base, params) {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  res.redirect(302, url.toString());
}
function fail2(res, request, sessionState, message) {
  const failed = new URL(request.redirectUri);
  failed.pathname = failed.pathname.replace(/\/ssoredirect$/, "/login-failed");
  failed.search = "";
  redirectTo(res, failed, { state: request.state, session_state: sessionState, code: "", access_token: "", error_msg: message });
}
function loginForm(request, error) {
  const hidden = { client_id: PORTAL_CLIENT_ID, redirect_uri: request.redirectUri.toString(), response_type: "code", state: request.state };
  return `<p>Realm ${SSO_REALM}: sign in to continue to Homeport.</p>` + (error ? `<p role="alert">${escapeHtml(error)}</p>` : "") + '<form method="post" action="auth">' + Object.entries(hidden).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join("") + '<label for="username">Username</label><input id="username" name="username" autocomplete="username" required><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password"><button type="submit" name="action" value="login">Sign in</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></form>';
}
function simIdp(ctx) {
  const router = Router62();
  router.use(express4.urlencoded({ extended: false, limit: "16kb" }));
  router.get("/auth", (req, res) => {
    const request = readAuthRequest(req.query);
    if (typeof request === "string") {
      page3(res, 400, "Invalid sign-in request", `<p role="alert">${escapeHtml(request)}</p>`);
      return;
    }
    page3(res, 200, "Homeport sign-in", loginForm(request));
  });
  router.post("/auth", (req, res, next) => {
    const form = typeof req.body === "object" && req.body !== null ? req.body : {};
    const request = readAuthRequest(form);
    if (typeof request === "string") {
      page3(res, 400, "Invalid sign-in request", `<p role="alert">${escapeHtml(request)}</p>`);
      return;
    }
    signIn(ctx, req, request, form).then(
      (outcome) => outcome.ok ? redirectTo(res, request.redirectUri, outcome.params) : fail2(res, request, outcome.sessionState, outcome.message),
      next
    );
  });
  router.get("/", (_req, res) => page3(res, 200, "Homeport identity provider", `<p>Realm ${SSO_REALM}. Sign-in starts at <code>/sim-idp/auth</code>.</p>`));
  return router;
}
async function signIn(ctx, req, request, form) {
  const sessionState = randomToken(16);
  if (form.action === "cancel") return { ok: false, sessionState, message: "The sign-in was cancelled" };
  const username = typeof form.username === "string" ? form.username.trim().toLowerCase().slice(0, 254) : "";
  const password = typeof form.password === "string" ? form.password.slice(0, 128) : "";
  const reservation = beginGuess(ctx, req, username ? [{ kind: "account", id: username }] : []);
  if (!reservation.ok) return { ok: false, sessionState, message: "Too many failed logins, try again later" };
  const user = await reservation.attempt.verify(async () => {
    const found = userByUsername(ctx.cloud.state, username);
    return await verifyPassword(password, found?.passwordHash ?? null) ? found : void 0;
  });
  if (!user) return { ok: false, sessionState, message: "Invalid username or password" };
  if (!isActive2(user)) return { ok: false, sessionState, message: "Your account is not activated yet" };
  const { raw } = ctx.tokens.issue("sso_code", user.id, SSO_CODE_TTL_MS, { state: request.state, sessionState, redirectUri: request.redirectUri.toString() });
  ctx.cloud.commit();
  return { ok: true, params: { state: request.state, session_state: sessionState, code: raw } };
}
var SSO_CODE_TTL_MS, escapeHtml;
var init_simIdp = __esm({
  "simulator/src/http/simIdp.ts"() {
    "use strict";
    init_digest();
    init_password();
    init_users();
    init_authSso();
    init_guessGate();
    init_securityHeaders();
    init_clients();
    SSO_CODE_TTL_MS = 6e4;
    escapeHtml = (text3) => text3.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
  }
});

// simulator/src/http/staticSpa.ts
import { existsSync as existsSync12 } from "node:fs";
import { join as join14, resolve as resolve2 } from "node:path";
import { Router as Router63 } from "express";
function staticSpa(dir) {
  const root = resolve2(dir);
  const index = join14(root, "index.html");
  const router = Router63();
  router.get(/^\/[^/]*\.html$/, (req, res, next) => {
    const entry = join14(root, req.path.slice(1));
    if (!existsSync12(entry)) {
      next();
      return;
    }
    sendHtmlEntry(res, entry).catch(next);
  });
  router.use(staticAssets(root));
  router.get("*", (req, res, next) => {
    if (req.path.startsWith("/api/") || req.path === "/api" || req.path.startsWith("/mqtt") || !existsSync12(index)) {
      next();
      return;
    }
    sendHtmlEntry(res, index).catch(next);
  });
  return router;
}
var init_staticSpa = __esm({
  "simulator/src/http/staticSpa.ts"() {
    "use strict";
    init_htmlEntry();
  }
});

// simulator/src/http/app.ts
import express5 from "express";
import jsonServer from "json-server";
function createApp(ctx, options2) {
  const app = express5();
  app.disable("x-powered-by");
  app.set("env", "production");
  app.set("trust proxy", options2.trustProxy ? 1 : false);
  app.set("query parser", "simple");
  app.use(securityHeaders(ctx));
  const gate = options2.control ? requireControlToken(options2.control.token) : null;
  if (options2.control && gate) {
    app.use(
      "/api/__db",
      gate,
      rawDataAccess(options2.control.dbWritable),
      jsonBody({ limit: "256kb" }),
      jsonServer.router(ctx.cloud.db, { foreignKeySuffix: "__noForeignKeys" }),
      apiErrorHandler(ctx.log)
    );
  }
  app.use("/api", apiRouter(ctx, { controlGate: gate }));
  app.use("/sim-idp", simIdp(ctx));
  app.use("/sim-media", mediaPages(ctx));
  app.use("/local/:serial/api", localApi(ctx));
  app.use("/local/:serial", localSpa(ctx, options2.serveDir));
  if (options2.serveDir) app.use(staticSpa(options2.serveDir));
  app.use(finalNotFound);
  app.use(finalErrorHandler(ctx.log));
  return app;
}
var init_app = __esm({
  "simulator/src/http/app.ts"() {
    "use strict";
    init_localRoutes();
    init_localSpa();
    init_api();
    init_errorHandler();
    init_jsonBody();
    init_controlGate();
    init_finalHandlers();
    init_securityHeaders();
    init_simIdp();
    init_staticSpa();
    init_multimedia();
  }
});

// simulator/src/clock/simClock.ts
function checkRate(rate) {
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_RATE) throw new RangeError(`rate must be from 0 (paused) to ${MAX_RATE}, not ${rate}`);
  return rate;
}
var MAX_RATE, SimClock;
var init_simClock = __esm({
  "simulator/src/clock/simClock.ts"() {
    "use strict";
    MAX_RATE = 1e4;
    SimClock = class {
      /** Simulated time at `realBase`. */
      base;
      realBase = Date.now();
      rate;
      /** Waiting timers, earliest first (ties: the order they were set). */
      queue = [];
      seq = 0;
      realTimer = null;
      firing = false;
      onError;
      followers = /* @__PURE__ */ new Set();
      constructor(options2 = {}) {
        this.base = options2.start ?? Date.now();
        this.rate = checkRate(options2.rate ?? 1);
        this.onError = options2.onError ?? ((error) => {
          setImmediate(() => {
            throw error;
          });
        });
      }
      /** Epoch ms on the simulator clock. A method object-free callers can pass around: `clock.now`. */
      now = () => this.base + (Date.now() - this.realBase) * this.rate;
      /**
       * Told the time and rate after each move that is not the clock running by
       * itself (an advance, a set, a new rate, a clear): fleet workers' clocks
       * follow this one (workers/workerFleet.ts). Answers the unsubscribe.
       */
      onMoved(follower) {
        this.followers.add(follower);
        return () => this.followers.delete(follower);
      }
      moved() {
        if (this.followers.size === 0) return;
        const state = { now: this.now(), rate: this.rate };
        for (const follower of this.followers) follower(state);
      }
      /** Runs `run` once the clock reaches now + ms (at once on the next tick for ms <= 0). */
      setTimeout(run, ms) {
        return this.setTimeoutAt(run, this.now() + Math.max(0, ms));
      }
      /** Runs `run` once the clock reaches `at` (epoch ms; a time already past: at once on the next tick). */
      setTimeoutAt(run, at) {
        const entry = { id: ++this.seq, due: Math.max(at, this.now()), run };
        let low2 = 0;
        let high = this.queue.length;
        while (low2 < high) {
          const mid = low2 + high >> 1;
          if (this.queue[mid].due <= entry.due) low2 = mid + 1;
          else high = mid;
        }
        this.queue.splice(low2, 0, entry);
        if (low2 === 0) this.arm();
        return entry;
      }
      clearTimeout(timer) {
        if (!timer) return;
        const index = this.queue.findIndex((e) => e.id === timer.id);
        if (index < 0) return;
        this.queue.splice(index, 1);
        if (index === 0) this.arm();
      }
      /**
       * Moves the clock on by `ms`, firing every timer that falls due on the way
       * (those they set too), each at its own due time. Synchronous: when it
       * returns, what the timers published is on its way in order.
       */
      advance(ms) {
        if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance: ms must be a finite number >= 0, not ${ms}`);
        const moved = this.runUntil(this.now() + ms);
        this.moved();
        return moved;
      }
      /** Moves the clock to `epochMs` (not before now), firing what falls due on the way. */
      set(epochMs) {
        const now = this.now();
        if (!Number.isFinite(epochMs) || epochMs < now) throw new RangeError(`set: the clock only moves forward (now ${new Date(now).toISOString()})`);
        const moved = this.runUntil(epochMs);
        this.moved();
        return moved;
      }
      /** Simulated ms per real ms from now on: 1 real time, 60 a minute a second, 0 paused. */
      setRate(rate) {
        checkRate(rate);
        this.rebase(this.now());
        this.rate = rate;
        this.arm();
        this.moved();
      }
      state() {
        return { now: this.now(), rate: this.rate, pending: this.queue.length, nextDue: this.queue[0]?.due ?? null };
      }
      /** Drops every waiting timer (a reset, a close). */
      clear() {
        this.queue = [];
        this.arm();
        this.moved();
      }
      close() {
        this.clear();
      }
      rebase(at) {
        this.base = at;
        this.realBase = Date.now();
      }
      runUntil(target) {
        let fired = 0;
        const nested = this.firing;
        this.firing = true;
        try {
          while (this.queue.length > 0 && this.queue[0].due <= target) {
            const entry = this.queue.shift();
            if (entry.due > this.now()) this.rebase(entry.due);
            fired++;
            try {
              entry.run();
            } catch (error) {
              this.onError(error);
            }
          }
          if (target > this.now()) this.rebase(target);
        } finally {
          this.firing = nested;
          if (!nested) this.arm();
        }
        return { now: this.now(), fired };
      }
      /** One real timer for the earliest waiting timer, when the clock runs. */
      arm() {
        if (this.realTimer) clearTimeout(this.realTimer);
        this.realTimer = null;
        const first = this.queue[0];
        if (!first || this.rate === 0 || this.firing) return;
        const wait = Math.min(Math.max(0, (first.due - this.now()) / this.rate), 2 ** 31 - 1);
        this.realTimer = setTimeout(() => {
          this.realTimer = null;
          this.runUntil(this.now());
        }, Math.ceil(wait));
        this.realTimer.unref();
      }
    };
  }
});

// simulator/src/http/listenHttp.ts
async function listen(server, port, host) {
  await new Promise((resolve4, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve4();
    });
  });
  return server.address().port;
}
function closeServer(server) {
  return new Promise((resolve4) => {
    server.close(() => resolve4());
    server.closeAllConnections();
  });
}
var init_listenHttp = __esm({
  "simulator/src/http/listenHttp.ts"() {
    "use strict";
  }
});

// simulator/src/log.ts
function createLog(options2) {
  if (options2.log) return options2.log;
  if (options2.quiet) return () => void 0;
  return (message) => console.log(`[sim] ${message}`);
}
var init_log = __esm({
  "simulator/src/log.ts"() {
    "use strict";
  }
});

// simulator/src/store/atomicJsonAdapter.ts
import { readFileSync as readFileSync12 } from "node:fs";
var AtomicJsonAdapter;
var init_atomicJsonAdapter = __esm({
  "simulator/src/store/atomicJsonAdapter.ts"() {
    "use strict";
    init_atomicWrite();
    AtomicJsonAdapter = class {
      constructor(path) {
        this.path = path;
      }
      path;
      read() {
        const text3 = readFileSync12(this.path, "utf8");
        try {
          return JSON.parse(text3);
        } catch (error) {
          throw new Error(`${this.path} is not valid JSON (start with --fresh to reseed): ${String(error)}`, { cause: error });
        }
      }
      write(state) {
        writeFileAtomic(this.path, `${JSON.stringify(state, null, 1)}
`);
      }
    };
  }
});

// simulator/src/store/cloudParts.ts
import { appendFileSync as appendFileSync6, existsSync as existsSync13, mkdirSync as mkdirSync10, readFileSync as readFileSync13, rmSync as rmSync11 } from "node:fs";
import { dirname as dirname2, join as join15 } from "node:path";
function cloudPartsDir(cloudFile) {
  return join15(dirname2(cloudFile), "cloud");
}
function withoutParts(state) {
  const rest = { ...state };
  for (const part of CLOUD_PARTS) delete rest[part];
  return rest;
}
var CLOUD_PARTS, COMPACT_SLACK, CloudParts;
var init_cloudParts = __esm({
  "simulator/src/store/cloudParts.ts"() {
    "use strict";
    init_atomicWrite();
    CLOUD_PARTS = ["sessions", "tokens", "outbox", "loginAttempts", "gateways", "alarmNotifications", "oauthGrants"];
    COMPACT_SLACK = 1e3;
    CloudParts = class {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      lines = /* @__PURE__ */ new Map();
      pathOf(part) {
        return join15(this.dir, `${part}.log`);
      }
      /** Whether every part has its log (a folder from before has none: the upgrade writes them). */
      complete() {
        return CLOUD_PARTS.every((part) => existsSync13(this.pathOf(part)));
      }
      /** Fills the state's parts from their logs, where a log exists. */
      readInto(state) {
        for (const part of CLOUD_PARTS) {
          const path = this.pathOf(part);
          if (!existsSync13(path)) {
            if (!Array.isArray(state[part])) state[part] = [];
            continue;
          }
          const records = /* @__PURE__ */ new Map();
          let count = 0;
          for (const line of readFileSync13(path, "utf8").split("\n")) {
            if (line === "") continue;
            let entry;
            try {
              entry = JSON.parse(line);
            } catch {
              continue;
            }
            count += 1;
            if (entry.put && typeof entry.put.id === "string") records.set(entry.put.id, entry.put);
            else if (typeof entry.del === "string") records.delete(entry.del);
          }
          state[part] = [...records.values()];
          this.lines.set(part, count);
        }
      }
      /** Rewrites one part's log from the state: one `put` a record. */
      writePart(state, part) {
        mkdirSync10(this.dir, { recursive: true });
        const records = state[part] ?? [];
        writeFileAtomic(this.pathOf(part), records.map((record) => `${JSON.stringify({ put: record })}
`).join(""));
        this.lines.set(part, records.length);
      }
      writeAll(state) {
        for (const part of CLOUD_PARTS) this.writePart(state, part);
      }
      /** Appends the records changed (or added) and the ids removed; compacts a log grown too long. */
      append(state, part, changed, removed = []) {
        if (changed.length === 0 && removed.length === 0) return;
        const path = this.pathOf(part);
        if (!existsSync13(path)) {
          this.writePart(state, part);
          return;
        }
        const text3 = [...removed.map((id) => JSON.stringify({ del: id })), ...changed.map((record) => JSON.stringify({ put: record }))].join("\n");
        appendFileSync6(path, `${text3}
`);
        const lines = (this.lines.get(part) ?? 0) + removed.length + changed.length;
        this.lines.set(part, lines);
        if (lines > COMPACT_SLACK + 2 * (state[part] ?? []).length) this.writePart(state, part);
      }
      /** Removes every log (a reseed writes them again). */
      clear() {
        for (const part of CLOUD_PARTS) rmSync11(this.pathOf(part), { force: true });
        this.lines.clear();
      }
    };
  }
});

// simulator/src/store/upgradeCloudState.ts
function upgradeCloudState(state) {
  let changed = false;
  for (const name of [...ADDED, ...ADDED_FOR_ALARMS, ...ADDED_FOR_USER_ACCESS]) {
    if (!Array.isArray(state[name])) {
      state[name] = [];
      changed = true;
    }
  }
  const kept = state.sessions.filter((s) => typeof s.secretHash === "string");
  if (kept.length !== state.sessions.length) {
    state.sessions = kept;
    changed = true;
  }
  if (!Array.isArray(state.campaigns)) {
    state.campaigns = seedCampaigns();
    changed = true;
  }
  if (!Array.isArray(state.clients)) {
    state.clients = clientRecords();
    changed = true;
  }
  for (const record of state.loginAttempts ?? []) {
    if (kindOf(record.id) === null) {
      record.id = `account:${record.id}`;
      changed = true;
    }
  }
  if (upgradeExportTasks(state)) changed = true;
  for (const user of state.users) if (ensureContactIds(user)) changed = true;
  return changed;
}
var ADDED, ADDED_FOR_ALARMS, ADDED_FOR_USER_ACCESS;
var init_upgradeCloudState = __esm({
  "simulator/src/store/upgradeCloudState.ts"() {
    "use strict";
    init_guessThrottle();
    init_clients();
    init_campaigns();
    init_userContacts();
    init_exportTasks();
    ADDED = ["tokens", "outbox", "oauthGrants", "licences", "addresses", "onlineOfflineNotices", "kpiReports", "firmwareStates"];
    ADDED_FOR_ALARMS = ["alarms", "alarmTables", "alarmNotifications", "mediaDeviceNotices"];
    ADDED_FOR_USER_ACCESS = ["exportTasks"];
  }
});

// simulator/src/store/cloudStore.ts
import low from "lowdb";
function writeCloudFiles(path, state, parts = new CloudParts(cloudPartsDir(path))) {
  parts.writeAll(state);
  writeFileAtomic(path, `${JSON.stringify(withoutParts(state), null, 1)}
`);
}
var CloudAdapter, CloudStore;
var init_cloudStore = __esm({
  "simulator/src/store/cloudStore.ts"() {
    "use strict";
    init_atomicJsonAdapter();
    init_atomicWrite();
    init_cloudIndex();
    init_cloudParts();
    init_upgradeCloudState();
    CloudAdapter = class extends AtomicJsonAdapter {
      constructor(file, parts) {
        super(file);
        this.file = file;
        this.parts = parts;
      }
      file;
      parts;
      read() {
        const state = super.read();
        this.parts.readInto(state);
        return state;
      }
      write(state) {
        bumpCloudGeneration();
        writeCloudFiles(this.file, state, this.parts);
      }
    };
    CloudStore = class {
      db;
      parts;
      constructor(path) {
        this.parts = new CloudParts(cloudPartsDir(path));
        this.db = low(new CloudAdapter(path, this.parts));
        const split = !this.parts.complete();
        if (upgradeCloudState(this.state) || split) this.commit();
      }
      get state() {
        return this.db.getState();
      }
      commit() {
        this.db.write();
      }
      /** Writes the records of one part that were added or changed in place, and the ids removed from it: an append. */
      commitRecords(part, changed, removed = []) {
        this.parts.append(this.state, part, changed, removed);
      }
      /**
       * Writes gateway records changed in place (or added): an append to their
       * log. The indexes are told, since a name or an owner may have changed.
       */
      commitGateways(changed) {
        bumpCloudGeneration();
        this.parts.append(this.state, "gateways", changed);
      }
      /** Rewrites one part's log whole (its size, not the fleet's). */
      commitPart(part) {
        this.parts.writePart(this.state, part);
      }
      /** Swaps the whole state (reset) and writes it. The db instance stays, so json-server keeps working. */
      replace(state) {
        this.db.setState(state);
        this.db.write();
      }
    };
  }
});

// simulator/src/store/factorySecretsLog.ts
import { appendFileSync as appendFileSync7, existsSync as existsSync14, mkdirSync as mkdirSync11, readFileSync as readFileSync14, rmSync as rmSync12 } from "node:fs";
import { dirname as dirname3 } from "node:path";
var FactorySecretsLog;
var init_factorySecretsLog = __esm({
  "simulator/src/store/factorySecretsLog.ts"() {
    "use strict";
    init_factorySecrets();
    FactorySecretsLog = class {
      constructor(path) {
        this.path = path;
        if (!existsSync14(path)) return;
        for (const line of readFileSync14(path, "utf8").split("\n")) {
          if (line === "") continue;
          try {
            const entry = JSON.parse(line);
            if (typeof entry.serial === "string" && isFactorySecrets(entry.factory)) this.known.set(entry.serial, entry.factory);
          } catch {
          }
        }
      }
      path;
      known = /* @__PURE__ */ new Map();
      /** The gateway's secrets: those kept, else new ones, kept from now on. */
      secretsOf(serial) {
        const kept = this.known.get(serial);
        if (kept) return kept;
        const made = newFactorySecrets();
        mkdirSync11(dirname3(this.path), { recursive: true });
        appendFileSync7(this.path, `${JSON.stringify({ serial, factory: made })}
`);
        this.known.set(serial, made);
        return made;
      }
      /** Keeps secrets made elsewhere (a gateway file's, before a reset removes it). */
      keep(serial, secrets) {
        const kept = this.known.get(serial);
        if (kept && kept.pin === secrets.pin && kept.localPassword === secrets.localPassword) return;
        mkdirSync11(dirname3(this.path), { recursive: true });
        appendFileSync7(this.path, `${JSON.stringify({ serial, factory: secrets })}
`);
        this.known.set(serial, secrets);
      }
      clear() {
        this.known.clear();
        rmSync12(this.path, { force: true });
      }
    };
  }
});

// simulator/src/store/gatewayFiles.ts
import { existsSync as existsSync15, mkdirSync as mkdirSync12, readFileSync as readFileSync15, readdirSync as readdirSync8, rmSync as rmSync13 } from "node:fs";
import { join as join16 } from "node:path";
import { MAX_JSON_DEPTH as MAX_JSON_DEPTH2, jsonDepthWithin as jsonDepthWithin2 } from "@homeport/sdk";
function storedContentsProblem(serial, value) {
  if (!isObject(value)) return "not a JSON object";
  if (value.serialNumber !== serial) return `serialNumber is not ${serial}`;
  if (!isObject(value.platform)) return "platform is not an object";
  if (!isList(value.devices) || !value.devices.every((d) => isObject(d) && typeof d.id === "number" && isList(d.service_list))) {
    return "devices is not a list of devices with ids and services";
  }
  if (!isList(value.floors) || !value.floors.every(isObject)) return "floors is not a list of floors";
  if (value.rules === void 0) return null;
  if (!isList(value.rules)) return "rules is not a list";
  for (const [i, rule] of value.rules.entries()) {
    if (!isObject(rule) || typeof rule.id !== "number") return `rules[${i}] is not a rule with an id`;
    for (const list of ["time_triggers", "event_triggers", "statuses", "scenes"]) {
      if (!isList(rule[list]) || !rule[list].every(isObject)) return `rules[${i}].${list} is not a list of objects`;
    }
  }
  return null;
}
var SERIAL6, isObject, isList, GatewayFiles;
var init_gatewayFiles = __esm({
  "simulator/src/store/gatewayFiles.ts"() {
    "use strict";
    init_factorySecrets();
    init_atomicWrite();
    SERIAL6 = /^[A-Z0-9]{1,32}$/;
    isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
    isList = (value) => Array.isArray(value);
    GatewayFiles = class {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      pathOf(serial) {
        if (!SERIAL6.test(serial)) throw new Error(`not a gateway serial: ${serial}`);
        return join16(this.dir, `${serial}.json`);
      }
      /**
       * As on disk: maybe written by an older simulator (store/upgradeGatewayContents.ts).
       * Throws, saying why, for a file that is not JSON or not a gateway's
       * (`storedContentsProblem`): the caller sets it aside (gateway/emulatorRegistry.ts).
       */
      read(serial) {
        if (!SERIAL6.test(serial)) return null;
        const path = this.pathOf(serial);
        if (!existsSync15(path)) return null;
        const text3 = readFileSync15(path, "utf8");
        if (!jsonDepthWithin2(text3)) throw new RangeError(`gateways/${serial}.json: JSON nested deeper than ${MAX_JSON_DEPTH2} levels`);
        const parsed = JSON.parse(text3);
        const problem = storedContentsProblem(serial, parsed);
        if (problem) throw new TypeError(`gateways/${serial}.json: ${problem}`);
        return parsed;
      }
      write(contents) {
        writeFileAtomic(this.pathOf(contents.serialNumber), `${JSON.stringify(contents, null, 1)}
`);
      }
      /** Removes one gateway's file (the gateway left the fleet). */
      remove(serial) {
        rmSync13(this.pathOf(serial), { force: true });
      }
      /** The factory secrets of every gateway file (a reset keeps them). */
      factorySecrets() {
        const found = /* @__PURE__ */ new Map();
        if (!existsSync15(this.dir)) return found;
        for (const name of readdirSync8(this.dir)) {
          if (!name.endsWith(".json")) continue;
          const serial = name.slice(0, -".json".length);
          try {
            const factory = this.read(serial)?.factory;
            if (isFactorySecrets(factory)) found.set(serial, factory);
          } catch {
          }
        }
        return found;
      }
      /** Empties the folder (reseed). */
      clear() {
        mkdirSync12(this.dir, { recursive: true });
        for (const name of readdirSync8(this.dir)) {
          if (name.endsWith(".json") || name.endsWith(".tmp")) rmSync13(join16(this.dir, name), { force: true });
        }
      }
    };
  }
});

// simulator/src/store/dataDir.ts
import { existsSync as existsSync16, mkdirSync as mkdirSync13, rmSync as rmSync14 } from "node:fs";
import { join as join17, resolve as resolve3 } from "node:path";
function dataPaths(dataDir) {
  const dir = resolve3(dataDir);
  return {
    dir,
    cloudFile: join17(dir, "cloud.json"),
    gatewaysDir: join17(dir, "gateways"),
    controlTokenFile: join17(dir, "control-token"),
    ruleTimersFile: join17(dir, "rule-timers.json"),
    backupsDir: join17(dir, "backups"),
    bulkDir: join17(dir, "bulk"),
    groupsDir: join17(dir, "groups"),
    announcementsDir: join17(dir, "announcements"),
    statisticsDir: join17(dir, "statistics"),
    historyDir: join17(dir, "history"),
    setAsideDir: join17(dir, SET_ASIDE_FOLDER)
  };
}
function isSeeded(paths) {
  return existsSync16(paths.cloudFile);
}
function writeSeed(paths, seed, writeCloud) {
  mkdirSync13(paths.dir, { recursive: true });
  rmSync14(paths.cloudFile, { force: true });
  const files = new GatewayFiles(paths.gatewaysDir);
  files.clear();
  new BackupFiles(paths.backupsDir).clear();
  new SetAsideFiles(paths.setAsideDir).clear();
  for (const contents of seed.contents) files.write(contents);
  RuleTimerIndex.write(
    paths.ruleTimersFile,
    seed.contents.filter(hasTimeTriggers).map((c) => c.serialNumber)
  );
  if (writeCloud) writeCloud(seed.cloud);
  else writeCloudFiles(paths.cloudFile, seed.cloud);
}
var init_dataDir = __esm({
  "simulator/src/store/dataDir.ts"() {
    "use strict";
    init_cloudStore();
    init_backupFiles();
    init_gatewayFiles();
    init_ruleTimerIndex();
    init_setAsideFiles();
  }
});

// simulator/src/store/keptFactorySecrets.ts
function keptFactorySecrets(files) {
  return (serial) => {
    let kept;
    try {
      kept = files.read(serial)?.factory;
    } catch {
    }
    return isFactorySecrets(kept) ? kept : newFactorySecrets();
  };
}
var init_keptFactorySecrets = __esm({
  "simulator/src/store/keptFactorySecrets.ts"() {
    "use strict";
    init_factorySecrets();
  }
});

// simulator/src/store/staleTempFiles.ts
import { existsSync as existsSync17, readdirSync as readdirSync9, rmSync as rmSync15 } from "node:fs";
import { join as join18 } from "node:path";
function isRunning(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function removeStaleTempFiles(dirs) {
  const removed = [];
  for (const dir of dirs) {
    if (!existsSync17(dir)) continue;
    for (const name of readdirSync9(dir)) {
      const match = TEMP.exec(name);
      if (!match || isRunning(Number(match[1]))) continue;
      rmSync15(join18(dir, name), { force: true });
      removed.push(join18(dir, name));
    }
  }
  return removed;
}
var TEMP;
var init_staleTempFiles = __esm({
  "simulator/src/store/staleTempFiles.ts"() {
    "use strict";
    TEMP = /^.+\.(\d+)\.\d+\.tmp$/;
  }
});

// simulator/src/startSimulator.ts
var startSimulator_exports = {};
__export(startSimulator_exports, {
  startSimulator: () => startSimulator
});
import { createServer as createServer2 } from "node:http";
import { isIPv6 as isIPv62 } from "node:net";
import { join as join19 } from "node:path";
import { defaultCustomerConfig as defaultCustomerConfig13 } from "@homeport/sdk";
function loopbackOf(host) {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return isIPv62(host) ? `[${host}]` : host;
}
function urlHostOf(host) {
  if (["127.0.0.1", "0.0.0.0", "::", "", "localhost"].includes(host)) return "localhost";
  return isIPv62(host) ? `[${host}]` : host;
}
async function startSimulator(options2) {
  const log2 = createLog(options2);
  const clock = options2.clock ?? new SimClock({ rate: options2.clockRate ?? 1, onError: (error) => log2(`clock: a timer failed: ${String(error)}`) });
  const now = clock.now;
  const product = options2.product ?? defaultCustomerConfig13.product;
  const seedOptions = { seed: options2.seed ?? DEFAULTS.seed, gateways: options2.gateways ?? DEFAULTS.gateways };
  const paths = dataPaths(options2.dataDir);
  const controlToken2 = options2.control === false ? null : resolveControlToken(paths.controlTokenFile, options2.controlToken);
  const clientLimit = clientLimitOf(options2);
  const external = options2.broker === void 0 ? null : parseExternalBroker(options2.broker);
  const firstExternal = external ? await connectExternalClient(external, "cloud", log2) : null;
  const stale = removeStaleTempFiles([paths.dir, paths.gatewaysDir, cloudPartsDir(paths.cloudFile), paths.groupsDir, join19(paths.announcementsDir, "templates")]);
  if (stale.length > 0) log2(`removed ${stale.length} temp files left by a killed process: ${stale.join(", ")}`);
  const seeding = options2.fresh || !isSeeded(paths);
  if (seeding) {
    writeSeed(paths, buildSeed(seedOptions));
    log2(`seeded ${paths.dir} (seed ${seedOptions.seed}, ${seedOptions.gateways} gateways)`);
  }
  const cloud = new CloudStore(paths.cloudFile);
  const files = new GatewayFiles(paths.gatewaysDir);
  const sessions = new Sessions(cloud, { idleMs: options2.sessionIdleMs ?? DEFAULT_SESSION_LIMITS.idleMs, maxMs: options2.sessionMaxMs ?? DEFAULT_SESSION_LIMITS.maxMs }, now);
  const clients = new ClientRegistry();
  const internal = createInternalCredentials();
  const rules = new TopicRules(cloud, product);
  const broker = createBroker({ sessions, registry: clients, internal, rules, log: log2, clientLimit });
  const mayKeep = createMayKeepSubscription({ sessions, rules });
  const host = options2.host ?? DEFAULTS.host;
  const faults = new FaultBook();
  const tcp = await listenTcp(broker, options2.mqttPort ?? DEFAULTS.mqttPort, host, log2, () => faults.refuses("tcp"));
  const internalUrl = `mqtt://${loopbackOf(host)}:${tcp.port}`;
  const connectCloudSide = (role) => external ? connectExternalClient(external, role, log2) : connectInternalClient(internalUrl, internal, role);
  const bridge = external ? await Bridge.start({
    edge: await connectInternalClient(internalUrl, internal, "bridge"),
    external: await connectExternalClient(external, "bridge", log2),
    product,
    log: log2
  }) : null;
  if (external) log2(`external broker ${external.display}: the fleet and the cloud connect there, bridged to this edge broker`);
  const bus = new CloudBus(firstExternal ?? await connectInternalClient(internalUrl, internal, "cloud"), now);
  const outbox = new Outbox(cloud, now);
  const ruleTimers = new RuleTimerIndex(paths.ruleTimersFile);
  const setAside = new SetAsideFiles(paths.setAsideDir);
  const setAsideDeps = { cloud, bus, product, log: log2 };
  const aside = { files: setAside, told: setAsideTold(setAsideDeps) };
  const alarms = new AlarmService({ cloud, outbox, bus, clock, product, log: log2 });
  const history = new HistoryService({ dir: paths.historyDir, cloud, clock, wipe: seeding });
  const secretsLog = new FactorySecretsLog(join19(paths.gatewaysDir, "factory-secrets.log"));
  if (seeding) secretsLog.clear();
  const derive = (serial) => {
    const record = gatewayBySerial(cloud.state, serial);
    return record ? deriveGatewayContents(cloud.state.meta, record, (s) => secretsLog.secretsOf(s)) : null;
  };
  const cloudUplink = recordingUplink(gatewayUplink({ product, cloud, bus, outbox, log: log2, alarms }), history);
  const report3 = (serial, gatewayReport) => applyGatewayReport(ctx, serial, gatewayReport);
  const gate = cloudGate(cloudDirectory(cloud), faults);
  const workerCount = options2.fleetWorkers ?? 0;
  if (workerCount > 0 && !external) throw new Error("fleet workers need an external broker (--broker)");
  let emulators;
  let fleet;
  if (workerCount > 0 && external) {
    const workers = await WorkerFleet.start({
      count: workerCount,
      broker: options2.broker ?? external.url,
      client: await connectCloudSide("fleet-workers"),
      product,
      dataDir: paths.dir,
      cloud,
      clock,
      gate,
      uplink: cloudUplink,
      report: report3,
      timed: ruleTimers,
      loadedGateways: options2.loadedGateways,
      log: log2,
      setAside: aside.told
    });
    emulators = workers;
    fleet = workers;
  } else {
    const registry = new EmulatorRegistry(files, clock, cloudUplink, ruleTimers, derive, options2.loadedGateways, aside);
    emulators = registry;
    fleet = await Fleet.start({ client: await connectCloudSide("fleet"), product, gate, emulators: registry, log: log2, report: report3 });
  }
  const bulk = new BulkService({
    dir: paths.bulkDir,
    cloud,
    bus,
    clock,
    product,
    log: log2,
    commander: await GatewayCommander.start(await connectCloudSide("bulk"), product, clock, BULK_ANSWER_TIMEOUT_MS, log2),
    concurrency: options2.bulkConcurrency,
    paused: options2.bulkPaused,
    wipe: seeding
  });
  const groupsNew = !GroupStore.exists(paths.groupsDir);
  const groups = new GroupStore(paths.groupsDir);
  if (seeding || groupsNew) groups.seed(cloud.state.users, now());
  const announcements = new AnnouncementService({ dir: paths.announcementsDir, cloud, outbox, bus, clock, groups, product, log: log2, wipe: seeding });
  const statistics = new StatisticsService({
    dir: paths.statisticsDir,
    gatewaysDir: paths.gatewaysDir,
    derive: statisticsDerive(cloud),
    cloud,
    clock,
    bus,
    product,
    log: log2,
    wipe: seeding
  });
  const networkImages = new NetworkImages(join19(paths.dir, "netdiag"), { wipe: seeding });
  const timed = emulators.loadTimed();
  if (timed > 0) log2(`rules: ${timed} gateways with time triggers loaded`);
  const escalations = alarms.resume();
  if (escalations > 0) log2(`alarms: ${escalations} escalations resumed`);
  const scenarios = new ScenarioService({
    clock,
    tap: await EventTap.start(await connectCloudSide("scenarios"), product, log2),
    product,
    log: log2,
    settled: () => emulators.settled(),
    commandTarget(serial) {
      const gateway = gatewayBySerial(cloud.state, serial);
      if (!gateway) return `No gateway ${serial}`;
      if (gateway.userId === null) return `${serial} has no owner to send the command as`;
      return { owner: topicOwner(gateway), sender: gateway.userId };
    }
  });
  const ctx = {
    product,
    cloud,
    sessions,
    throttle: new GuessThrottle(cloud, now),
    tokens: new OneTimeTokens(cloud, now),
    outbox,
    alarms,
    emulators,
    backups: new BackupFiles(paths.backupsDir, { files: setAside, now, log: log2 }),
    setAside,
    bulk,
    groups,
    announcements,
    statistics,
    history,
    networkImages,
    clients,
    bus,
    faults,
    scenarios,
    log: log2,
    clock,
    now,
    reset() {
      const { seed, gateways } = cloud.state.meta ?? seedOptions;
      for (const [serial, secrets] of files.factorySecrets()) secretsLog.keep(serial, secrets);
      writeSeed(paths, buildSeed({ seed, gateways }, keptFactorySecrets(files)), (state) => cloud.replace(state));
      emulators.unloadAll();
      clock.clear();
      if (!options2.clock) clock.setRate(options2.clockRate ?? 1);
      ruleTimers.reload();
      emulators.loadTimed();
      alarms.resume();
      faults.clear();
      bulk.reset();
      groups.seed(cloud.state.users, now());
      announcements.reset();
      resetFleetFlags(ctx);
      statistics.reset();
      history.reset();
      networkImages.reset();
      const disconnected = clients.disconnectAll();
      log2(`reset to seed ${seed} (${gateways} gateways); ${disconnected} MQTT clients disconnected`);
    },
    accessChanged() {
      const dropped = dropRevokedSubscriptions(clients.clients(), mayKeep);
      if (dropped > 0) log2(`mqtt: ${dropped} subscriptions dropped after an access change`);
    }
  };
  AutoSnapshots.watch(ctx);
  const resumed = resumeInstallations(ctx);
  if (resumed > 0) log2(`firmware: ${resumed} installations resumed`);
  const restarts = resumeRestarts(ctx);
  const joins = resumeWifi(ctx);
  if (restarts + joins > 0) log2(`resumed ${restarts} gateway restarts and ${joins} Wi-Fi joins`);
  const bulkResumed = bulk.resume();
  if (bulkResumed > 0) log2(`bulk: ${bulkResumed} tasks resumed`);
  const announced = announcements.resume();
  if (announced.tasks + announced.schedules > 0) log2(`announcements: ${announced.tasks} tasks and ${announced.schedules} schedules resumed`);
  const exports = resumeExports(ctx);
  if (exports > 0) log2(`privacy: ${exports} pending exports resumed`);
  const operations = resumeOperations(ctx);
  if (operations > 0) log2(`replacement: ${operations} operations resumed`);
  const statisticsResumed = statistics.resume();
  if (statisticsResumed > 0) log2(`statistics: ${statisticsResumed} requests resumed`);
  const sweep = startSessionSweep(
    sessions,
    clients,
    (expired) => {
      endSessions(ctx, expired, "expired", expiredNotices(expired), "sessions").catch((error) => log2(`sessions: expiry notice failed: ${String(error)}`));
    },
    options2.sessionSweepMs
  );
  const server = createServer2(
    createApp(ctx, {
      serveDir: options2.serveDir,
      trustProxy: options2.trustProxy ?? false,
      control: controlToken2 === null ? null : { token: controlToken2, dbWritable: options2.dbWritable ?? false }
    })
  );
  const ws = attachMqttWebSocket(server, broker, log2, () => faults.refuses("ws"));
  faults.onAdded((fault) => {
    if (fault.kind === "broker") {
      if (fault.action === "restart") tcp.pause();
      const dropped2 = clients.disconnectAll();
      log2(`fault ${fault.id}: broker ${fault.action}, ${dropped2} MQTT clients dropped${fault.action === "restart" ? `, down for ${fault.downMs} ms` : ""}`);
      return;
    }
    if (fault.kind !== "mqtt-refuse" || !fault.disconnect) return;
    const dropped = dropClientsOn(clients.clients(), fault);
    log2(`fault ${fault.id}: ${dropped} MQTT clients dropped`);
  });
  faults.onRemoved((fault) => {
    if (fault.kind !== "broker" || faults.list().some((f) => f.kind === "broker")) return;
    tcp.resume().then(
      (resumed2) => resumed2 && log2(`fault ${fault.id}: broker listening again`),
      (error) => log2(`fault ${fault.id}: the TCP listener could not listen again: ${String(error)}`)
    );
  });
  const port = await listen(server, options2.port ?? DEFAULTS.port, host);
  const urlHost = urlHostOf(host);
  scenarios.bind(`http://${loopbackOf(host)}:${port}`, controlToken2);
  let closing = null;
  return {
    port,
    mqttPort: tcp.port,
    httpUrl: `http://${urlHost}:${port}`,
    mqttTcpUrl: `mqtt://${urlHost}:${tcp.port}`,
    wsUrl: `ws://${urlHost}:${port}${MQTT_WS_PATH}`,
    externalBroker: external?.display ?? null,
    controlToken: controlToken2,
    clock,
    scenarios: { run: (scenario, onProgress) => scenarios.run(scenario, onProgress) },
    async factorySecrets(serial) {
      return hasGateway(ctx.cloud.state, serial) ? emulators.runIfThere(serial, readFactorySecrets, void 0) : null;
    },
    close() {
      closing ??= (async () => {
        sweep.stop();
        if (!options2.clock) clock.close();
        clients.disconnectAll();
        emulators.unloadAll();
        alarms.dispose();
        await bulk.close();
        await announcements.close();
        await statistics.close();
        await fleet.close();
        await scenarios.close();
        await bus.close();
        await bridge?.close();
        ws.close();
        await closeServer(server);
        await tcp.close();
        faults.clear();
        await new Promise((resolve4) => broker.close(() => resolve4()));
      })();
      return closing;
    }
  };
}
var init_startSimulator = __esm({
  "simulator/src/startSimulator.ts"() {
    "use strict";
    init_exportTasks();
    init_fleetFlags();
    init_replacement();
    init_guessThrottle();
    init_oneTimeTokens();
    init_sessions();
    init_clientRegistry();
    init_acl();
    init_createBroker();
    init_rateLimit();
    init_dropRevokedSubscriptions();
    init_bridge();
    init_externalBroker();
    init_internalCredentials();
    init_sessionSweep();
    init_tcpListener();
    init_topicRules();
    init_wsUpgrade();
    init_cloudBus();
    init_gatewayReports();
    init_firmwareInstallation();
    init_internalClient();
    init_bulkService();
    init_groupStore();
    init_announcementService();
    init_statisticsService();
    init_historyService();
    init_autoSnapshots();
    init_networkImages();
    init_gatewayCommander();
    init_outbox();
    init_alarmService();
    init_userNotices();
    init_directory();
    init_emulatorRegistry();
    init_cloudReads();
    init_gatewayUplink();
    init_ruleTimerIndex();
    init_setAsideFiles();
    init_setAside();
    init_faultBook();
    init_eventTap();
    init_scenarioService();
    init_ownerSegment();
    init_dropClients();
    init_fleet();
    init_workerFleet();
    init_restartGateway();
    init_wifiConnect();
    init_app();
    init_controlToken();
    init_simClock();
    init_listenHttp();
    init_log();
    init_options();
    init_buildSeed();
    init_cloudStore();
    init_derivedGateway();
    init_factorySecretsLog();
    init_cloudParts();
    init_backupFiles();
    init_dataDir();
    init_gatewayFiles();
    init_keptFactorySecrets();
    init_staleTempFiles();
    init_cloudIndex();
  }
});

// simulator/src/main.ts
import { join as join20 } from "node:path";

// simulator/src/banner.ts
init_accounts();
function controlLines(sim2, options2) {
  const token = sim2.controlToken;
  if (token === null) return ["  control API and raw data: off (--no-control)"];
  const header = options2.controlTokenFile ? `"Authorization: Bearer $(cat ${options2.controlTokenFile})"` : '"Authorization: Bearer $HOMEPORT_SIM_TOKEN"';
  return [
    `  control API ${sim2.httpUrl}/api/__sim, raw data ${sim2.httpUrl}/api/__db${options2.dbWritable ? " (writable)" : " (read-only)"}`,
    `  control token ${token}${options2.controlTokenFile ? ` (kept in ${options2.controlTokenFile})` : ""}`,
    `    curl -H ${header} ${sim2.httpUrl}/api/__sim/gateways`
  ];
}
async function banner(sim2, options2) {
  const sticker = await sim2.factorySecrets(DEMO_ONLINE_SERIAL);
  return [
    "Homeport simulator",
    `  ${sim2.httpUrl}   REST ${sim2.httpUrl}/api${options2.serveDir ? `, app ${sim2.httpUrl}/` : ""}`,
    `  ${sim2.wsUrl}   MQTT over WebSocket`,
    `  ${sim2.mqttTcpUrl}   MQTT over TCP`,
    ...sim2.externalBroker ? [`  external broker ${sim2.externalBroker} (fleet and cloud; users connect above)`] : [],
    ...controlLines(sim2, options2),
    "Demo accounts:",
    `  home user  ${demoAccount.username} / ${demoAccount.password}`,
    `  admin      ${adminAccount.username} / ${adminAccount.password}`,
    ...sticker ? [`  gateway    ${DEMO_ONLINE_SERIAL} PIN ${sticker.pin}, local password ${sticker.localPassword} (any gateway's: GET /api/__sim/gateways/{serial})`] : [],
    ...options2.serveDir && sticker ? [`Local gateway interface: ${sim2.httpUrl}/local/${DEMO_ONLINE_SERIAL}/ (password ${sticker.localPassword})`] : []
  ].join("\n");
}

// simulator/src/cliArgs.ts
init_externalBroker();
init_controlToken();
init_options();
init_rateLimit();
import { isIP } from "node:net";
import { parseArgs } from "node:util";
import { MAX_CLOCK_RATE } from "@homeport/sdk";
var USAGE = `Usage: homeport simulator [options]
  --port <n>        HTTP port: REST /api, MQTT over WebSocket /mqtt, SPA (env PORT, default ${DEFAULTS.port}; 0 = free)
  --mqtt-port <n>   plain MQTT TCP port (env MQTT_PORT, default ${DEFAULTS.mqttPort}; 0 = free)
  --host <address>  where both listen (env HOST, default ${DEFAULTS.host}: this machine only; 0.0.0.0 exposes them)
  --data <dir>      data folder (env HOMEPORT_DATA, default .homeport-data)
  --fresh           reseed the data folder even if it exists
  --seed <n>        fleet seed (default ${DEFAULTS.seed})
  --gateways <n>    fleet size, at least 5 (default ${DEFAULTS.gateways})
  --serve <dir>     serve a built SPA at / (index.html fallback)
  --trust-proxy     behind one reverse proxy: limit guesses per X-Forwarded-For client, not per socket
  --control-token <t>  the control API's Bearer token (env HOMEPORT_SIM_TOKEN; default: kept in <data>/control-token, made when missing)
  --no-control      no control API (/api/__sim) and no raw data (/api/__db): both answer 404
  --db-writable     let /api/__db change collections (default: read-only)
  --broker <url>    the fleet and the cloud on an external MQTT broker, mqtt://[user:pass@]host:port (env HOMEPORT_BROKER);
                    users still connect here (docs/simulator.md "External broker")
  --fleet-workers <n>  with --broker: the gateways in n worker processes, each owning a shard (env HOMEPORT_FLEET_WORKERS; 0: in this process;
                    docs/simulator.md "Fleet workers")
  --clock-rate <r>  simulated ms per real ms, 0 = paused (default 1; QA changes it with POST /api/__sim/clock)
  --client-rate <r>  publishes a second each user MQTT connection may send, over it they wait in order; off = no limit (default ${DEFAULT_CLIENT_LIMIT.rate})
  --client-burst <n>  publishes a user MQTT connection may send at once (default ${DEFAULT_CLIENT_LIMIT.burst})
  --quiet           print only the start banner
  --help`;
function integer(name, text3, fallback, min, max) {
  if (text3 === void 0 || text3 === "") return fallback;
  const value = Number(text3);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not "${text3}"`);
  return value;
}
function hostOf(text3) {
  if (text3 === void 0) return DEFAULTS.host;
  if (isIP(text3) !== 0 || /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(text3)) return text3;
  throw new Error(`--host must be an IP address or a host name, not "${text3}"`);
}
function controlToken(text3) {
  const problem = text3 === void 0 ? null : controlTokenProblem(text3);
  if (problem) throw new Error(`--control-token: ${problem}`);
  return text3;
}
function brokerUrl(text3) {
  if (text3 === void 0 || text3 === "") return void 0;
  parseExternalBroker(text3);
  return text3;
}
function clockRate(text3) {
  if (text3 === void 0 || text3 === "") return 1;
  const rate = Number(text3);
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_CLOCK_RATE) throw new Error(`--clock-rate must be a number from 0 (paused) to ${MAX_CLOCK_RATE}, not "${text3}"`);
  return rate;
}
function clientLimitFlags(rateText, burstText) {
  const clientRate = rateText === void 0 ? void 0 : rateText === "off" ? "off" : rateText.trim() === "" ? NaN : Number(rateText);
  const clientBurst = burstText === void 0 ? void 0 : burstText.trim() === "" ? NaN : Number(burstText);
  const limit = clientLimitOf({ clientRate, clientBurst }, { rate: "--client-rate", burst: "--client-burst" });
  return limit === null ? { clientRate: "off" } : { clientRate: limit.rate, clientBurst: limit.burst };
}
function parseCliArgs(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      "mqtt-port": { type: "string" },
      host: { type: "string" },
      data: { type: "string" },
      fresh: { type: "boolean", default: false },
      seed: { type: "string" },
      gateways: { type: "string" },
      serve: { type: "string" },
      "trust-proxy": { type: "boolean", default: false },
      "control-token": { type: "string" },
      "no-control": { type: "boolean", default: false },
      "db-writable": { type: "boolean", default: false },
      "clock-rate": { type: "string" },
      "client-rate": { type: "string" },
      "client-burst": { type: "string" },
      broker: { type: "string" },
      "fleet-workers": { type: "string" },
      quiet: { type: "boolean", default: false },
      help: { type: "boolean", default: false }
    },
    strict: true
  });
  const parsed = {
    help: values.help ?? false,
    port: integer("--port", values.port ?? env.PORT, DEFAULTS.port, 0, 65535),
    mqttPort: integer("--mqtt-port", values["mqtt-port"] ?? env.MQTT_PORT, DEFAULTS.mqttPort, 0, 65535),
    host: hostOf(values.host ?? (env.HOST || void 0)),
    dataDir: values.data ?? env.HOMEPORT_DATA ?? ".homeport-data",
    fresh: values.fresh ?? false,
    seed: integer("--seed", values.seed, DEFAULTS.seed, 0, 4294967295),
    gateways: integer("--gateways", values.gateways, DEFAULTS.gateways, 5, 1e5),
    serveDir: values.serve,
    trustProxy: values["trust-proxy"] ?? false,
    control: !values["no-control"],
    controlToken: controlToken(values["control-token"] ?? (env.HOMEPORT_SIM_TOKEN || void 0)),
    dbWritable: values["db-writable"] ?? false,
    clockRate: clockRate(values["clock-rate"]),
    ...clientLimitFlags(values["client-rate"], values["client-burst"]),
    broker: brokerUrl(values.broker ?? env.HOMEPORT_BROKER),
    fleetWorkers: integer("--fleet-workers", values["fleet-workers"] ?? env.HOMEPORT_FLEET_WORKERS, 0, 0, 64),
    quiet: values.quiet ?? false
  };
  if (parsed.fleetWorkers > 0 && parsed.broker === void 0) throw new Error("--fleet-workers needs --broker: the workers and the cloud meet on the external broker");
  return parsed;
}

// simulator/src/main.ts
var options;
try {
  options = parseCliArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}

${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
var { startSimulator: startSimulator2 } = await Promise.resolve().then(() => (init_startSimulator(), startSimulator_exports));
var sim;
try {
  sim = await startSimulator2(options);
} catch (error) {
  console.error(`The simulator did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(await banner(sim, { ...options, controlTokenFile: options.controlToken === void 0 ? join20(options.dataDir, "control-token") : null }));
var stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1)
    );
  });
}
//# sourceMappingURL=main.mjs.map
