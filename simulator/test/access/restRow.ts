import type { CellHooks } from './cell';
import type { HttpRequest, MatrixFixture } from './fixture';
import type { Outcome } from './outcomes';
import type { Role } from './roles';

/** The grid's sections: the spec's services under /api, then the simulator's own pages. */
export const SERVICES = [
  'auth',
  'crm',
  'clients',
  'oauth2',
  'oauth2_v2',
  'udm',
  'multimedia',
  'wise',
  'geolocation',
  'subs',
  'kpi',
  'alarm',
  'zota',
  'backup',
  'privacy',
  'bom',
  'location',
  'asm',
  'replace',
  'te_operation',
  'statistics',
  'analytics',
  'gateway_statistics',
  'node_history',
  'cache',
  'aggregated_data',
  'local',
  'sim-idp',
  'sim-media',
  '__sim',
  '__db',
] as const;
export type Service = (typeof SERVICES)[number];

/**
 * One row of the REST matrix: a route of the app (as restRoutes.ts lists
 * it), the call every role makes, and what each role must get. A route may
 * have several rows (variants: own data, demo's data).
 */
export interface RestRow<T = unknown> extends CellHooks<T> {
  service: Service;
  /** The route as the app lists it; the completeness check matches rows to routes by these two. */
  method: string;
  route: string;
  variant?: string;
  /** Where the answer comes from (spec section, contract, decision). */
  why: string;
  expect: Record<Role, Outcome>;
  /** The call, as this role makes it (a role sends its own credential: restRoutes' fixture adds it). */
  request(fx: MatrixFixture, role: Role): HttpRequest | Promise<HttpRequest>;
  /** More checks of an allowed answer's body. */
  answer?(body: unknown, fx: MatrixFixture, role: Role): void;
}
