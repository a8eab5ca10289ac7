import { Router } from 'express';
import { IdParam, isAdmin } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { readInput } from '../shared/readInput';
import { registerRoutes } from './crmRegister';
import { linkedAccountRoutes } from './crmLinkedAccounts';
import { userSettingsRoutes } from './crmUserSettings';
import { groupRoutes, groupSearchRoutes } from './crmGroups';
import { ensureContactIds } from '../../cloud/userContacts';
import { countryView, userView } from '../shared/views';
import { userByIdIndexed } from '../../store/cloudIndex';

/** /crm: profile and countries (spec 1 §7.2). */
export function crmRoutes(ctx: SimContext): Router {
  const router = Router();

  // Public: the registration form needs the countries before anyone logs in (spec 1 §3 "loaded at start").
  router.get(
    '/countries/list',
    handle((_req, res) => {
      res.json({ data: ctx.cloud.state.countries.map(countryView) });
    }),
  );

  // Linked accounts (docs/contracts.md "Linked accounts, sessions, clients and data export").
  router.use('/linked_accounts', linkedAccountRoutes(ctx));

  // Public: registration and its existence checks (before /profile/:id).
  router.use(registerRoutes(ctx));

  // User settings: profile update, contacts, language (docs/contracts.md "User settings").
  router.use(userSettingsRoutes(ctx));

  // Admin user groups (docs/contracts.md "Groups").
  router.use('/group', groupRoutes(ctx));
  router.use('/groups', groupSearchRoutes(ctx));

  router.get(
    '/profile/:id',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      const { user } = callerOf(res);
      // docs/contracts.md: own id; admins any.
      if (id !== user.id && !isAdmin(user)) throw forbidden('You may read only your own profile');
      const profile = userByIdIndexed(ctx.cloud.state, id);
      if (!profile) throw notFound(`No user ${id}`);
      // Contacts registered before contact ids get theirs on first read.
      if (ensureContactIds(profile)) ctx.cloud.commit();
      res.json({ data: userView(profile) });
    }),
  );

  return router;
}
