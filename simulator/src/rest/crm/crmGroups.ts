import { Router } from 'express';
import {
  AddUsersToGroupBody,
  GroupCreateBody,
  GroupErrorCode,
  GroupIdParam,
  GroupSearchQuery,
  GroupUpdateBody,
  GroupUserIdParam,
  GroupUsersQuery,
  UsersByGroupNamesBody,
  type AddUsersToGroupAnswer,
  type Group,
  type GroupUserRow,
  type UsersByGroupNamesAnswer,
} from '@homeport/sdk';
import type { GroupRecord } from '../../cloud/groups/groupStore';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { requireAdmin, requireAdminWrite } from '../bulk/bulk';
import { handle } from '../shared/handle';
import { readBody, readInput, readQuery } from '../shared/readInput';
import { requireSession } from '../shared/requireSession';

/**
 * The admin user groups (spec 3 §2 "Groups", §7 "Groups"; docs/contracts.md
 * "Groups"): /crm/group/* and /crm/groups/search. Admins only; changes need
 * the write subrole (admin-support). Groups live in `groups/` of the data
 * folder (cloud/groups/groupStore.ts).
 */

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

const usersById = (ctx: SimContext): Map<string, UserRecord> => new Map(ctx.cloud.state.users.map((u) => [u.id, u]));

/** The members that still have an account, by username. */
function membersOf(record: GroupRecord, users: Map<string, UserRecord>): UserRecord[] {
  return record.members
    .map((id) => users.get(id))
    .filter((u): u is UserRecord => u !== undefined)
    .sort((a, b) => a.username.localeCompare(b.username));
}

export const groupUserRow = (u: UserRecord): GroupUserRow => ({ _id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, devices: [...u.devices] });

function groupView(record: GroupRecord, users: Map<string, UserRecord>): Group {
  const { members, ...fields } = record;
  return { ...fields, userCount: members.filter((id) => users.has(id)).length };
}

const page = <T>(all: T[], pageNumber: number, limit: number) => ({ data: all.slice((pageNumber - 1) * limit, pageNumber * limit), count: all.length });

function groupOr404(ctx: SimContext, id: string, field = 'groupId'): GroupRecord {
  const record = ctx.groups.find(id);
  if (!record) throw refuse(404, GroupErrorCode.notFound, `No group ${id}`, field);
  return record;
}

function refuseTakenName(ctx: SimContext, name: string, ownId?: string): void {
  const other = ctx.groups.findByName(name);
  if (other && other._id !== ownId) throw refuse(409, GroupErrorCode.nameTaken, `A group named ${other.groupName} exists`, 'groupName');
}

/** /crm/group: create, update, add users, users by group names, the list, a group's users, removals. */
export function groupRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);

  router.post(
    '/create',
    requireAdminWrite,
    handle((req, res) => {
      const body = readBody(req, GroupCreateBody);
      refuseTakenName(ctx, body.groupName);
      const now = ctx.now();
      const record: GroupRecord = { _id: ctx.groups.newId(), ...body, createdAt: now, updatedAt: now, members: [] };
      ctx.groups.save(record);
      res.status(201).json({ data: groupView(record, usersById(ctx)) });
    }),
  );

  router.post(
    '/update',
    requireAdminWrite,
    handle((req, res) => {
      const { _id, ...fields } = readBody(req, GroupUpdateBody);
      const record = groupOr404(ctx, _id, '_id');
      refuseTakenName(ctx, fields.groupName, _id);
      const next: GroupRecord = { ...record, ...fields, updatedAt: ctx.now() };
      ctx.groups.save(next);
      res.json({ data: groupView(next, usersById(ctx)) });
    }),
  );

  router.post(
    '/addUsersToGroup',
    requireAdminWrite,
    handle((req, res) => {
      const body = readBody(req, AddUsersToGroupBody);
      const record = groupOr404(ctx, body.groupId);
      const users = ctx.cloud.state.users;
      const byUsername = new Map(users.map((u) => [u.username.toLowerCase(), u]));
      const byId = usersById(ctx);
      const wanted: UserRecord[] = [];
      const unknownUsernames: string[] = [];
      const unknownSerials: string[] = [];
      const unassignedSerials: string[] = [];
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
      const added: UserRecord[] = [];
      const alreadyMembers: string[] = [];
      for (const user of wanted) {
        if (members.has(user.id)) {
          if (!alreadyMembers.includes(user.username) && !added.includes(user)) alreadyMembers.push(user.username);
          continue;
        }
        members.add(user.id);
        added.push(user);
      }
      let current = record;
      if (added.length > 0) {
        current = { ...record, members: [...record.members, ...added.map((u) => u.id)], updatedAt: ctx.now() };
        ctx.groups.save(current);
      }
      const answer: AddUsersToGroupAnswer = {
        group: groupView(current, byId),
        added: added.map(groupUserRow),
        alreadyMembers,
        unknownUsernames,
        unknownSerials,
        unassignedSerials,
      };
      res.json({ data: answer });
    }),
  );

  router.post(
    '/getUsersByGroupNames',
    handle((req, res) => {
      const { groupNames } = readBody(req, UsersByGroupNamesBody);
      const byId = usersById(ctx);
      const found = new Map<string, UserRecord>();
      const unknownGroupNames: string[] = [];
      for (const name of groupNames) {
        const record = ctx.groups.findByName(name);
        if (!record) {
          unknownGroupNames.push(name);
          continue;
        }
        for (const user of membersOf(record, byId)) found.set(user.id, user);
      }
      const data = [...found.values()].sort((a, b) => a.username.localeCompare(b.username)).map(groupUserRow);
      const answer: UsersByGroupNamesAnswer = { data, count: data.length, unknownGroupNames };
      res.json(answer);
    }),
  );

  router.get(
    '/getGroupsForOwner',
    handle((_req, res) => {
      const byId = usersById(ctx);
      const data = ctx.groups.all().map((g) => groupView(g, byId));
      res.json({ data, count: data.length });
    }),
  );

  router.get(
    '/getUsersForGroup',
    handle((req, res) => {
      const q = readQuery(req, GroupUsersQuery);
      const byId = usersById(ctx);
      const record = groupOr404(ctx, q.groupId);
      res.json(page(membersOf(record, byId).map(groupUserRow), q.page, q.limit));
    }),
  );

  router.delete(
    '/:id/user/:userId',
    requireAdminWrite,
    handle((req, res) => {
      const record = groupOr404(ctx, readInput(GroupIdParam, req.params.id, 'id'), 'id');
      const userId = readInput(GroupUserIdParam, req.params.userId, 'userId');
      if (!record.members.includes(userId)) throw refuse(404, GroupErrorCode.userNotInGroup, `User ${userId} is not in group ${record.groupName}`, 'userId');
      const next: GroupRecord = { ...record, members: record.members.filter((id) => id !== userId), updatedAt: ctx.now() };
      ctx.groups.save(next);
      res.json({ data: { group: groupView(next, usersById(ctx)), userId } });
    }),
  );

  router.delete(
    '/:id',
    requireAdminWrite,
    handle((req, res) => {
      const record = groupOr404(ctx, readInput(GroupIdParam, req.params.id, 'id'), 'id');
      ctx.groups.remove(record._id);
      res.json({ data: { _id: record._id } });
    }),
  );

  return router;
}

/** /crm/groups/search: groups whose name, description or tag holds the text (any case), by name. */
export function groupSearchRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);
  router.get(
    '/search',
    handle((req, res) => {
      const q = readQuery(req, GroupSearchQuery);
      const needle = (q.searchText ?? '').trim().toLowerCase();
      const byId = usersById(ctx);
      const matches = ctx.groups.all().filter((g) => needle === '' || [g.groupName, g.description, g.tag].some((text) => text.toLowerCase().includes(needle)));
      res.json(
        page(
          matches.map((g) => groupView(g, byId)),
          q.page,
          q.limit,
        ),
      );
    }),
  );
  return router;
}
