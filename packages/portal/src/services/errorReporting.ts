import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * What a query or mutation says about its failure (`meta`). By default a
 * failed mutation is reported (a toast, spec 1 §8) and a failed query is
 * shown where its data would be (QueryView). `errorShownInline: true`: the
 * page shows this mutation's error in place by design (a form's field
 * error, the dialog's alert), so it is not reported. `errorWords`: the
 * catalogue key the report says it with (taking the reason as
 * `{{reason}}`). `describeError`: the call's own words for its own codes
 * (a feature's catalogue), the shared error texts otherwise.
 */
export interface PortalCallMeta extends Record<string, unknown> {
  errorShownInline?: boolean;
  errorWords?: string;
  describeError?: (error: unknown) => string;
}

/** A failed call's report (binding/useErrorReport). */
export type ReportError = (error: unknown, meta?: PortalCallMeta) => void;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalCallMeta;
    mutationMeta: PortalCallMeta;
  }
}

/** The meta of a mutation whose page shows its error in place. */
export const ERROR_SHOWN_INLINE: PortalCallMeta = { errorShownInline: true };

const reporters = new WeakMap<QueryClient, ReportError>();

/** The one error path: every query and mutation of `queryClient` that fails ends here (services/queryClient.ts). */
export function reportCallError(queryClient: QueryClient, error: unknown, meta: PortalCallMeta | undefined): void {
  if (meta?.errorShownInline) return;
  reporters.get(queryClient)?.(error, meta);
}

/** Connects the client's failed calls to `report` while mounted (PortalApp, the tests' render). */
export function useErrorReporting(report: ReportError): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    reporters.set(queryClient, report);
    return () => {
      if (reporters.get(queryClient) === report) reporters.delete(queryClient);
    };
  }, [queryClient, report]);
}
