// The portal's devices table as the devices-table bench renders it
// (bench/devicesTable.ts loads this file through Vite's SSR loader, so the
// portal's and widgets' vanilla-extract styles compile): the real
// DevicesTable with the providers it needs (TanStack Query, the portal's
// i18n, a memory router), mounted and driven with flushSync so each step
// is timed from the call to the committed DOM. The sdk is re-exported from
// here, so the bench's link, handle and store are the very modules the
// table reads.
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Floor, GatewayHandle } from '@homeport/sdk';
import { createQueryClient } from '../packages/portal/src/services/queryClient';
import { DevicesTable } from '../packages/portal/src/features/devices/list/DevicesTable';
import { createI18n } from '../packages/portal/src/i18n/createI18n';
import { queryKeys } from '../packages/portal/src/state/queryKeys';

export { GatewayLink, RestClient, gatewayHandle } from '@homeport/sdk';

export interface MountedTable {
  /** Mount to committed (flushSync), ms. */
  mountMs: number;
  /** Chooses a page size in the table's pager, as a person does; ms to the committed DOM. */
  choosePageSize(size: number): number;
  /** The device ids of the rows shown, in order. */
  shownIds(): number[];
  unmount(): void;
}

const i18n = createI18n();

/**
 * Mounts the table on `handle` into `container`. `floors` are put in the
 * query cache first, as the portal has them by the time the devices page
 * opens, so the first commit shows the rooms.
 */
export function mountDevicesTable(container: HTMLElement, handle: GatewayHandle, floors: Floor[]): MountedTable {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.floors(handle.gateway.serial), floors);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/devices']}>
            <DevicesTable handle={handle} canUpgrade />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  );
  const mountMs = performance.now() - start;
  return {
    mountMs,
    choosePageSize(size) {
      const select = container.querySelector<HTMLSelectElement>('.hp-pager__size select');
      if (!select) throw new Error('the table shows no page-size choice (one page only)');
      const view = container.ownerDocument.defaultView!;
      const begin = performance.now();
      flushSync(() => {
        select.value = String(size);
        select.dispatchEvent(new view.Event('change', { bubbles: true }));
      });
      return performance.now() - begin;
    },
    shownIds: () => [...container.querySelectorAll<HTMLAnchorElement>('tbody tr td:first-child a')].map((a) => Number(/\/(\d+)(?:$|[?#])/.exec(a.getAttribute('href') ?? '')?.[1])),
    unmount() {
      root.unmount();
      queryClient.clear();
    },
  };
}
