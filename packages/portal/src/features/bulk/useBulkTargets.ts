import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bulkInclusionAllowed, filterListsOf, type BulkFilterRow, type BulkGatewayRow, type RestClient } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { bulkKeys } from './bulkKeys';

/** The filtering call's largest page: the full target list is read in pages of this size. */
const READ_ALL_LIMIT = 1000;

async function readAllRows(rest: RestClient, rows: readonly BulkFilterRow[]): Promise<BulkGatewayRow[]> {
  const filter = filterListsOf(rows);
  const all: BulkGatewayRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await rest.location.filtering({ filter, page, limit: READ_ALL_LIMIT });
    all.push(...answer.items);
    if (answer.items.length === 0 || all.length >= answer.total) return all;
  }
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
 * Bulk inclusion goes only to the gateways whose hub software (the row's
 * ohmVersion) is above 4.19.0 (spec 3 §5, §9).
 */
export function useBulkTargets(rows: readonly BulkFilterRow[], total: number | null, permitted: boolean, readAll: boolean): BulkTargets {
  const { rest } = useServices();
  const queryClient = useQueryClient();
  const key = bulkKeys.gateways({ all: true, rows });
  const all = useQuery({ queryKey: key, queryFn: () => readAllRows(rest, rows), enabled: readAll && total !== null && total > 0 });
  const allowed = useCallback((row: BulkGatewayRow) => bulkInclusionAllowed(permitted, row.ohmVersion), [permitted]);
  const inclusionTotal = useCallback(() => (all.data ? all.data.filter(allowed).length : null), [all.data, allowed]);
  const serials = useCallback(
    async (kind: 'all' | 'inclusion') => {
      const list = await queryClient.fetchQuery({ queryKey: key, queryFn: () => readAllRows(rest, rows) });
      return (kind === 'inclusion' ? list.filter(allowed) : list).map((row) => row.serialNumber);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is made from `rows`
    [queryClient, rest, rows, allowed],
  );
  return { total, inclusionTotal, serials };
}
