import type express from 'express';
import { Router, type Response } from 'express';
import { ErrorCode, LocalChangePasswordBody, LocalLoginBody, LocalTimezoneBody, LocalWifiBody, SerialParam, type PlatformInfo } from '@homeport/sdk';
import { randomToken, sha256Hex } from '../auth/digest';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SimContext } from '../context';
import type { GatewayEmulator } from '../gateway/emulator';
import type { LocalState } from '../gateway/contents';
import { getPlatformInfo } from '../gateway/commands/get-platform-info';
import { ApiError, badInput, notFound, sessionNotFound } from '../errors/apiError';
import { apiErrorHandler, apiNotFound } from '../rest/shared/errorHandler';
import { reserveGuess } from '../rest/shared/guessGate';
import { handle } from '../rest/shared/handle';
import { jsonBody } from '../rest/shared/jsonBody';
import { readBody, readInput } from '../rest/shared/readInput';
import { isDigest, passwordDigest } from './localPassword';
import { LOCAL_IDLE_MS, localStateOf } from './localState';
import { TIMEZONES } from './timezones';
import { scanWifi, wifiPasswordProblem } from './wifiScan';
import { wifiView } from './wifiStatus';
import { armWifiSettle, beginWifi } from '../gateway/wifiConnect';
import { hasGateway } from '../store/cloudIndex';

const LOCAL_USER = 'admin';

interface LocalCaller {
  emulator: GatewayEmulator;
  local: LocalState;
  sessionId: string | null;
}

const callerOf = (res: Response): LocalCaller => res.locals.local as LocalCaller;

/**
 * The LAN web interface of each emulated gateway (spec 1 §2.5, spec 2 §7),
 * at /local/{serial}/api. It answers whatever the cloud connection status:
 * it is the gateway's own web server.
 */
export function localApi(ctx: SimContext): Router {
  const router = Router({ mergeParams: true });
  router.use(jsonBody({ limit: '16kb', type: () => true }));

  /** The gateway of the path's `:serial`, for every call below; 404 when the fleet has none. */
  const identify = async (req: express.Request, res: Response): Promise<void> => {
    const serial = readInput(SerialParam, (req.params as Record<string, string | undefined>).serial, 'serial');
    const emulator = hasGateway(ctx.cloud.state, serial) ? await ctx.emulators.acquire(serial) : null;
    if (!emulator) throw notFound(`No gateway ${serial}`);
    res.locals.local = { emulator, local: localStateOf(emulator), sessionId: null } satisfies LocalCaller;
  };
  router.use((req, res, next) => {
    identify(req, res).then(() => next(), next);
  });

  /** Every call but login: the local session in the header `sessionId`. */
  const requireLocal = (req: express.Request, res: Response, next: express.NextFunction) => {
    const caller = callerOf(res);
    const token = req.get('sessionId');
    const now = ctx.now();
    const id = token ? sha256Hex(token) : null;
    const session = caller.local.sessions.find((s) => s.id === id);
    if (!session || now - session.lastSeenAt >= LOCAL_IDLE_MS) {
      next(sessionNotFound());
      return;
    }
    // Activity is kept in memory; the file is written with the next change.
    session.lastSeenAt = now;
    caller.sessionId = session.id;
    next();
  };

  router.post(
    '/login',
    handle(async (req, res) => {
      const { emulator, local } = callerOf(res);
      const { username, password } = readBody(req, LocalLoginBody);
      // Reserved before the password is checked, so concurrent guesses cannot outrun the five allowed.
      const attempt = reserveGuess(ctx, req, { kind: 'local', id: emulator.serial });
      const right = await attempt.verify(async () => username === LOCAL_USER && (await verifyPassword(passwordDigest(password), local.adminPasswordHash)));
      // spec 2 §8: the local login shows the server's error text.
      if (!right) throw new ApiError(401, ErrorCode.wrongCredentials, 'Wrong password');
      const token = randomToken();
      const now = ctx.now();
      local.sessions = [...local.sessions.filter((s) => now - s.lastSeenAt < LOCAL_IDLE_MS), { id: sha256Hex(token), createdAt: now, lastSeenAt: now }];
      emulator.save();
      res.json({ data: { sessionId: token } });
    }),
  );

  router.post(
    '/logout',
    requireLocal,
    handle((_req, res) => {
      const { emulator, local, sessionId } = callerOf(res);
      local.sessions = local.sessions.filter((s) => s.id !== sessionId);
      emulator.save();
      res.json({ data: { loggedOut: true } });
    }),
  );

  router.post(
    '/change-password',
    requireLocal,
    handle(async (req, res) => {
      const { emulator, local, sessionId } = callerOf(res);
      const { currentPassword: current, newPassword: next } = readBody(req, LocalChangePasswordBody);
      // A digest carries no length; a plain password must be 8 to 64 characters.
      if (!isDigest(next) && (next.length < 8 || next.length > 64)) throw badInput('newPassword', 'newPassword must be 8 to 64 characters');
      // The same count as login: a session left open must not become a way round it.
      const attempt = reserveGuess(ctx, req, { kind: 'local', id: emulator.serial });
      if (!(await attempt.verify(() => verifyPassword(passwordDigest(current), local.adminPasswordHash)))) throw badInput('currentPassword', 'The current password is wrong');
      local.adminPasswordHash = await hashPassword(passwordDigest(next));
      // The other local sessions end with the old password.
      local.sessions = local.sessions.filter((s) => s.id === sessionId);
      emulator.save();
      res.json({ data: { passwordChanged: true } });
    }),
  );

  router.get(
    '/get-board-info',
    requireLocal,
    handle((_req, res) => {
      const { emulator, local } = callerOf(res);
      const { platform } = emulator.contents;
      const mac = sha256Hex(emulator.serial).slice(0, 10).match(/../g)!.join(':').toUpperCase();
      res.json({
        data: {
          serialNumber: emulator.serial,
          model: platform.model,
          boardRevision: 'B2',
          macAddress: `02:${mac}`,
          ethernet: { connected: platform.networkType === 'ethernet', ip: platform.networkType === 'ethernet' ? platform.ip : null },
          wifi: wifiView(emulator, local, ctx.now()),
        },
      });
    }),
  );

  router.get(
    '/get-platform-info',
    requireLocal,
    handle((_req, res) => {
      const { emulator } = callerOf(res);
      res.json({ data: getPlatformInfo.run({}, emulator).data as PlatformInfo });
    }),
  );

  router.get(
    '/scan-wifi-networks',
    requireLocal,
    handle((_req, res) => {
      res.json({ data: scanWifi(callerOf(res).emulator.serial) });
    }),
  );

  router.get(
    '/get-available-timezones',
    requireLocal,
    handle((_req, res) => {
      res.json({ data: TIMEZONES });
    }),
  );

  router.get(
    '/get-current-timezone',
    requireLocal,
    handle((_req, res) => {
      res.json({ data: { location: callerOf(res).local.timezone } });
    }),
  );

  router.post(
    '/set-wifi-network',
    requireLocal,
    handle((req, res) => {
      const { emulator } = callerOf(res);
      const settings = readBody(req, LocalWifiBody);
      const problem = wifiPasswordProblem(settings.encryption, settings.password);
      if (problem) throw badInput('password', problem);
      // The same join as gateway settings' set_wifi_network (gateway/wifiConnect.ts): saved, announced, settled on the clock.
      const { events } = beginWifi(emulator, settings);
      armWifiSettle(ctx, emulator);
      void emulator.emit(events);
      res.json({ data: { ssid: settings.ssid, state: 'connecting' } });
    }),
  );

  router.post(
    '/set-timezone',
    requireLocal,
    handle((req, res) => {
      const { emulator, local } = callerOf(res);
      const { location } = readBody(req, LocalTimezoneBody);
      if (!(TIMEZONES as readonly string[]).includes(location)) throw badInput('location', 'location must be one of the available timezones');
      local.timezone = location;
      emulator.save();
      res.json({ data: { location } });
    }),
  );

  router.use(apiNotFound);
  router.use(apiErrorHandler(ctx.log));
  return router;
}
