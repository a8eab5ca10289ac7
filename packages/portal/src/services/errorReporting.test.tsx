import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ERROR_SHOWN_INLINE, useErrorReporting, type PortalCallMeta } from './errorReporting';
import { createQueryClient } from './queryClient';

/** A client as PortalApp makes it, its failed calls collected. */
function reportingClient() {
  const queryClient = createQueryClient();
  const reports: Array<{ error: unknown; meta?: PortalCallMeta }> = [];
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useErrorReporting((error, meta) => reports.push({ error, meta })), { wrapper });
  const mutate = (meta?: PortalCallMeta) =>
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(new Error('refused')), meta })
      .execute(undefined)
      .catch(() => undefined);
  const query = (meta?: PortalCallMeta) =>
    queryClient.fetchQuery({ queryKey: ['q', Math.random()], queryFn: () => Promise.reject(new Error('unread')), retry: false, meta }).catch(() => undefined);
  return { reports, mutate, query };
}

describe('the one error path', () => {
  it('reports a failed mutation with its meta, unless its page shows the error in place', async () => {
    const { reports, mutate } = reportingClient();
    await mutate({ errorWords: 'BACKUPS.SAVE_FAILED' });
    await mutate(ERROR_SHOWN_INLINE);
    await mutate();
    expect(reports.map((r) => [(r.error as Error).message, r.meta?.errorWords])).toEqual([
      ['refused', 'BACKUPS.SAVE_FAILED'],
      ['refused', undefined],
    ]);
  });

  it('leaves a failed query to the place its data would be, unless it asks to be reported', async () => {
    const { reports, query } = reportingClient();
    await query();
    await query({ errorShownInline: false });
    expect(reports.map((r) => (r.error as Error).message)).toEqual(['unread']);
  });
});
