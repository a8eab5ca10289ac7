import { Router } from 'express';
import type { SimContext } from '../../context';
import { ClientQuery, type Brand } from '@homeport/sdk';
import type { ClientRecord } from '../../store/cloudState';
import { handle } from '../shared/handle';
import { readQuery } from '../shared/readInput';

/** A brand entry of spec 1 §3 (login brand list), without the OAuth2 secrets. */
export function brandView(c: ClientRecord): Brand {
  return {
    brand: c.brand,
    clientId: c.id,
    icon: c.icon,
    isActive: c.isActive,
    isHaveOtpEnabled: c.isHaveOtpEnabled,
    isEmailEnabled: c.isEmailEnabled,
    isForgotPasswordEnabled: c.isForgotPasswordEnabled,
    isCreateAccountEnabled: c.isCreateAccountEnabled,
    environment: c.environment,
  };
}

/** GET /clients/get (spec 1 §7.1, clientId as query): public, the login page shows it. */
export function clientRoutes(ctx: SimContext): Router {
  const router = Router();
  router.get(
    '/get',
    handle((req, res) => {
      const { clientId } = readQuery(req, ClientQuery);
      const brands = ctx.cloud.state.clients.filter((c) => c.isActive && (clientId === undefined || c.id === clientId));
      res.json({ data: brands.map(brandView) });
    }),
  );
  return router;
}
