import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  CreateLinkBody,
  ErrorCode,
  DeleteLinkBody,
  IdParam,
  isAdmin,
  LinkedAccountEvent,
  LinkedPageQuery,
  pageOf,
  UserAccessErrorCode,
  VerifyLinkBody,
  type LinkedAccount,
  type LinkedPage,
} from '@homeport/sdk';
import { ownContacts, userByUsername } from '../../auth/users';
import { linkOtpMessage } from '../../cloud/messages';
import { notifyUser } from '../../cloud/userNotices';
import type { SimContext } from '../../context';
import type { LinkedAccountRecord, UserRecord } from '../../store/cloudState';
import { ApiError, forbidden, notFound } from '../../errors/apiError';
import { OTP_MAX_ATTEMPTS } from '../auth/authLogin';
import { OTP_SEND_LIMIT, OTP_TTL_MS } from '../auth/authOtp';
import { reserveGuess } from '../shared/guessGate';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';
import { userByIdIndexed } from '../../store/cloudIndex';

const E = UserAccessErrorCode;

/**
 * /crm/linked_accounts (spec 2 §7; docs/contracts.md "Linked accounts,
 * sessions, clients and data export"): a user links a secondary (or support)
 * account by its e-mail or phone; a 6-digit code goes to that account's
 * e-mail (the outbox) and the link counts once the primary enters it. A
 * verified link gives the secondary the primary's gateways; deleting it
 * takes them away. Both accounts are told each step on their user topic.
 */
export function linkedAccountRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  const state = () => ctx.cloud.state;
  const userOf = (id: string) => userByIdIndexed(state(), id);

  /** Own id only, admins may read anyone's lists. */
  const mayRead = (caller: UserRecord, userId: string) => {
    if (userId !== caller.id && !isAdmin(caller)) throw forbidden('You may read only your own linked accounts');
  };

  /**
   * A link as its master or secondary sees it. Until the secondary has
   * agreed (verified), its master sees only what it typed (docs/decisions.md
   * "No account oracle"): no id, names or phone of an account that may not
   * exist.
   */
  const viewOf = (link: LinkedAccountRecord, other: UserRecord | undefined, masked: boolean): LinkedAccount => ({
    id: link.id,
    masterAccountId: link.masterAccountId,
    secondaryAccountId: masked ? '' : link.secondaryAccountId,
    isSupport: link.isSupport,
    verified: link.verified,
    username: masked ? (link.target ?? '') : (other?.username ?? ''),
    firstName: masked ? '' : (other?.firstName ?? ''),
    lastName: masked ? '' : (other?.lastName ?? ''),
    phone: masked ? null : (other?.contacts.find((c) => c.contactType === 'phone')?.contact ?? null),
    createdAt: link.createdAt ?? 0,
  });

  const page = (req: Request, links: LinkedAccountRecord[], side: 'master' | 'secondary'): LinkedPage => {
    const { page: wanted, limit } = readQuery(req, LinkedPageQuery);
    const slice = pageOf(links, wanted, limit);
    const items = slice.items.map((l) => (side === 'master' ? viewOf(l, userOf(l.secondaryAccountId), !l.verified) : viewOf(l, userOf(l.masterAccountId), false)));
    return { items, total: links.length, page: slice.page, limit };
  };

  router.get(
    '/getMySecondary/:id',
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      mayRead(callerOf(res).user, id);
      const links = state().linkedAccounts.filter((l) => l.masterAccountId === id);
      res.json({ data: page(req, links, 'master') });
    }),
  );

  router.get(
    '/getWhereIAmSecondary/:id',
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      mayRead(callerOf(res).user, id);
      const links = state().linkedAccounts.filter((l) => l.secondaryAccountId === id);
      res.json({ data: page(req, links, 'secondary') });
    }),
  );

  router.get(
    '/getParentIds/:id',
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      mayRead(callerOf(res).user, id);
      res.json({
        data: state()
          .linkedAccounts.filter((l) => l.secondaryAccountId === id && l.verified)
          .map((l) => l.masterAccountId),
      });
    }),
  );

  /** The account a secUserId names: its e-mail, or the digits of a phone contact it holds. */
  const secondaryOf = (secUserId: string): UserRecord | undefined => {
    if (secUserId.includes('@')) return userByUsername(state(), secUserId);
    return state().users.find((u) => ownContacts(u).some((c) => c.contactType === 'phone' && c.contact.replace(/\D/g, '') === secUserId));
  };

  /** Both sides are told; the master sees no secondary id before the link is verified, and a link to no account tells no one else. */
  const notifyBoth = async (link: LinkedAccountRecord, name: string) => {
    const data = { id: link.id, masterAccountId: link.masterAccountId, secondaryAccountId: link.secondaryAccountId, isSupport: link.isSupport, verified: link.verified };
    await notifyUser(ctx, { userId: link.masterAccountId, name, data: link.verified ? data : { ...data, secondaryAccountId: '' } });
    if (link.secondaryAccountId !== '' && userOf(link.secondaryAccountId)) await notifyUser(ctx, { userId: link.secondaryAccountId, name, data });
  };

  /**
   * A fresh code for the link, its earlier codes voided, sent to the
   * secondary's e-mail when there is such an account (a link to no account
   * gets a code no one receives, so its answers are the same). At most
   * OTP_SEND_LIMIT per window per target (the account, or what was typed),
   * counted over every link to it: deleting and creating the link again
   * sends no more.
   */
  const sendCode = (link: LinkedAccountRecord): void => {
    const master = userOf(link.masterAccountId);
    if (!master) throw notFound('No such linked account of yours');
    const secondary = link.secondaryAccountId === '' ? undefined : userOf(link.secondaryAccountId);
    const now = ctx.now();
    const target = secondary ? `account:${secondary.id}` : `typed:${link.target ?? link.id}`;
    const sent = state().tokens.filter((t) => t.purpose === 'link_otp' && t.data.target === target && t.createdAt >= now - OTP_SEND_LIMIT.windowMs);
    if (sent.length >= OTP_SEND_LIMIT.count) throw new ApiError(429, ErrorCode.tooManyAttempts, 'Too many codes, try again later');
    const { raw } = ctx.tokens.issue('link_otp', `link:${link.id}`, OTP_TTL_MS, { linkId: link.id, target }, true);
    if (secondary) ctx.outbox.send(linkOtpMessage(secondary, master, raw, OTP_TTL_MS / 60_000, link.isSupport));
  };

  const create = (isSupport: boolean) =>
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { primUserId, secUserId } = readBody(req, CreateLinkBody);
      if (primUserId !== user.id) throw forbidden('You may link accounts to your own account only');
      const target = secUserId.toLowerCase();
      // Whether an account has this address or phone shows in no answer (docs/decisions.md "No account oracle").
      const secondary = secondaryOf(secUserId);
      if (secondary?.id === user.id) throw new ApiError(400, E.linkSelf, 'You cannot link your own account', 'secUserId');
      const existing = state().linkedAccounts.find(
        (l) => l.masterAccountId === user.id && (secondary ? l.secondaryAccountId === secondary.id : l.secondaryAccountId === '' && l.target === target),
      );
      if (existing?.verified) throw new ApiError(409, E.alreadyLinked, 'This account is linked already', 'secUserId');
      // An unverified link to the same account is asked again (a new code), not doubled.
      const link: LinkedAccountRecord = existing ?? {
        id: `link-${randomBytes(6).toString('hex')}`,
        masterAccountId: user.id,
        secondaryAccountId: secondary?.id ?? '',
        target,
        isSupport,
        verified: false,
        createdAt: ctx.now(),
      };
      link.isSupport = isSupport;
      link.target = target;
      sendCode(link);
      if (!existing) state().linkedAccounts.push(link);
      ctx.cloud.commit();
      if (!existing) await notifyBoth(link, LinkedAccountEvent.created);
      res.status(201).json({ data: { id: link.id, verified: false } });
    });
  router.post('/create', create(false));
  router.post('/support', create(true));

  /** The caller's own link (as its primary), else 404 (another user's link is not named). */
  const ownLink = (caller: UserRecord, id: string): LinkedAccountRecord => {
    const link = state().linkedAccounts.find((l) => l.id === id);
    if (!link || link.masterAccountId !== caller.id) throw notFound('No such linked account of yours');
    return link;
  };

  router.post(
    '/verify',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { id, otp } = readBody(req, VerifyLinkBody);
      const link = ownLink(user, id);
      if (link.verified) throw new ApiError(409, E.alreadyVerified, 'This link is verified already');
      const attempt = reserveGuess(ctx, req, { kind: 'account', id: user.username.toLowerCase() });
      const subject = `link:${link.id}`;
      const newest = ctx.tokens.newestLive('link_otp', subject);
      // A link to no account has codes no one received: every guess is wrong.
      const secondary = link.secondaryAccountId === '' ? undefined : userOf(link.secondaryAccountId);
      if (!newest) {
        attempt.release();
        throw new ApiError(400, E.wrongOtp, 'The code has expired, ask for a new one', 'otp');
      }
      if (!secondary || ctx.tokens.find('link_otp', otp, subject) !== newest) {
        newest.attempts += 1;
        if (newest.attempts >= OTP_MAX_ATTEMPTS) ctx.tokens.use(newest);
        attempt.failed();
        throw new ApiError(400, E.wrongOtp, 'Wrong code', 'otp');
      }
      attempt.succeeded();
      ctx.tokens.use(newest);
      link.verified = true;
      grantGateways(ctx, link);
      ctx.cloud.commit();
      await notifyBoth(link, LinkedAccountEvent.verified);
      res.json({ data: { id: link.id, verified: true } });
    }),
  );

  router.post(
    '/resendOTP/:id',
    handle((req, res) => {
      const link = ownLink(callerOf(res).user, readInput(IdParam, req.params.id, 'id'));
      if (link.verified) throw new ApiError(409, E.alreadyVerified, 'This link is verified already');
      sendCode(link);
      ctx.cloud.commit();
      res.json({ data: { id: link.id } });
    }),
  );

  // Either side may end a link: the primary removes a secondary, a secondary leaves.
  router.post(
    '/delete',
    handle(async (req, res) => {
      const { user } = callerOf(res);
      const { id } = readBody(req, DeleteLinkBody);
      const link = state().linkedAccounts.find((l) => l.id === id);
      if (!link || (link.masterAccountId !== user.id && link.secondaryAccountId !== user.id)) throw notFound('No such linked account of yours');
      state().linkedAccounts = state().linkedAccounts.filter((l) => l !== link);
      if (link.verified) revokeGateways(ctx, link);
      ctx.cloud.commit();
      await notifyBoth({ ...link, verified: false }, LinkedAccountEvent.deleted);
      res.json({ data: { deleted: true } });
    }),
  );

  return router;
}

/** The master's own gateways join the secondary's, and the master joins its parents. */
function grantGateways(ctx: SimContext, link: LinkedAccountRecord): void {
  const secondary = userByIdIndexed(ctx.cloud.state, link.secondaryAccountId);
  if (!secondary) return;
  const owned = ctx.cloud.state.gateways.filter((g) => g.userId === link.masterAccountId).map((g) => g.serialNumber);
  secondary.devices = [...new Set([...secondary.devices, ...owned])];
  if (!secondary.parentsIds.includes(link.masterAccountId)) secondary.parentsIds = [...secondary.parentsIds, link.masterAccountId];
}

/** The master's gateways leave the secondary (unless another verified link still gives them). */
function revokeGateways(ctx: SimContext, link: LinkedAccountRecord): void {
  const state = ctx.cloud.state;
  const secondary = userByIdIndexed(state, link.secondaryAccountId);
  if (!secondary) return;
  const stillMasters = new Set(state.linkedAccounts.filter((l) => l.secondaryAccountId === secondary.id && l.verified).map((l) => l.masterAccountId));
  const keep = (serial: string) => {
    const owner = gatewayBySerial(state, serial)?.userId;
    return owner !== link.masterAccountId || stillMasters.has(link.masterAccountId) || owner === secondary.id;
  };
  secondary.devices = secondary.devices.filter(keep);
  if (!stillMasters.has(link.masterAccountId)) secondary.parentsIds = secondary.parentsIds.filter((p) => p !== link.masterAccountId);
}
