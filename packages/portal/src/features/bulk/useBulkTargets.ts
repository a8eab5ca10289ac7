import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bulkInclusionAllowed, filterListsOf, MAX_LIST_LIMIT, type BulkFilterRow, type BulkGatewayRow, type RestClient } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { bulkKeys } from './bulkKeys';

/** The filtering call's largest page: the full target list is read in pages of this size. */
const READ_ALL_LIMIT = 1000;

/** A row as the filtering call may carry the hub software: the gateway record's swVersions.ohmVersion, or flat. */
type RowWithHub = BulkGatewayRow & { ohmVersion?: string | null; swVersions?: { ohmVersion?: string | null } | null };

/**
 * The hub (automation runtime, "ohm") software of a gateway row, which bulk
 * inclusion is gated on (spec 3 §5, §9: above 4.19.0). The sdk's row type
 * does not name it, so it is read from either place a gateway record keeps
 * it; null when the row has none.
 */
export function hubSoftwareOf(row: BulkGatewayRow): string | null {
  const withHub = row as RowWithHub;
  return withHub.ohmVersion ?? withHub.swVersions?.ohmVersion ?? null;
}

/** A target gateway: its serial and hub software (null: not known). */
export interface BulkTarget {
  serialNumber: string;
  hub: string | null;
}

async function readAllRows(rest: RestClient, rows: readonly BulkFilterRow[]): Promise<BulkGatewayRow[]> {
  const filter = filterListsOf(rows);
  const all: BulkGatewayRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await rest.location.filtering({ filter, page, limit: READ_ALL_LIMIT });
    all.push(...answer.items);
    if (answer.items.length === 0 || all.length >= answer.total) return all;
  }
}

/**
 * The hub software of the serials whose filtering row does not carry it,
 * from the admin gateway list (whose rows are whole gateway records, with
 * swVersions), read a page at a time until every serial is found.
 */
async function readHubVersions(rest: RestClient, wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let page = 1; found.size < wanted.size; page++) {
    const answer = await rest.gateways.adminList({ page, limit: MAX_LIST_LIMIT });
    for (const gateway of answer.data) if (wanted.has(gateway.serialNumber)) found.set(gateway.serialNumber, gateway.swVersions.ohmVersion);
    if (answer.data.length === 0 || page * MAX_LIST_LIMIT >= answer.count) break;
  }
  return found;
}

async function readTargets(rest: RestClient, rows: readonly BulkFilterRow[]): Promise<BulkTarget[]> {
  const all = await readAllRows(rest, rows);
  const missing = new Set(all.filter((row) => hubSoftwareOf(row) === null).map((row) => row.serialNumber));
  const hubs = missing.size > 0 ? await readHubVersions(rest, missing) : new Map<string, string>();
  return all.map((row) => ({ serialNumber: row.serialNumber, hub: hubSoftwareOf(row) ?? hubs.get(row.serialNumber) ?? null }));
}

export interface BulkTargets {
  /** How many gateways the filter gives (from the list's page), null until read. */
  total: number | null;
  /** How many of them may take bulk inclusion; null until all were read. */
  inclusionTotal: () => number | null;
  /** Every serial of the filter (`inclusion`: only the gateways whose hub software allows it). */
  serials: (kind: 'all' | 'inclusion') => Promise<string[]>;
}

/**
 * The gateways a bulk operation goes to: every row of the filter, not just
 * the page on screen, read in full when the create dialog needs them.
 */
export function useBulkTargets(rows: readonly BulkFilterRow[], total: number | null, permitted: boolean, readAll: boolean): BulkTargets {
  const { rest } = useServices();
  const queryClient = useQueryClient();
  const key = bulkKeys.gateways({ all: true, rows });
  const all = useQuery({ queryKey: key, queryFn: () => readTargets(rest, rows), enabled: readAll && total !== null && total > 0 });
  const allowed = useCallback((target: BulkTarget) => bulkInclusionAllowed(permitted, target.hub), [permitted]);
  const inclusionTotal = useCallback(() => (all.data ? all.data.filter(allowed).length : null), [all.data, allowed]);
  const serials = useCallback(
    async (kind: 'all' | 'inclusion') => {
      const list = await queryClient.fetchQuery({ queryKey: key, queryFn: () => readTargets(rest, rows) });
      return (kind === 'inclusion' ? list.filter(allowed) : list).map((target) => target.serialNumber);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is made from `rows`
    [queryClient, rest, rows, allowed],
  );
  return { total, inclusionTotal, serials };
}
