// The data table on client data (it searches, sorts and pages) and on
// server-paged data (it shows what the read returns and asks by its state),
// found by role as a person or a screen reader finds it.
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n';
import { DataTable } from './DataTable';
import type { Column, TableData } from './table/tableTypes';
import { useTableState, type TableState } from './table/useTableState';

interface Gateway {
  serial: string;
  name: string;
  devices: number;
}

/** 25 gateways: HP01 "Home 1" with 1 device … HP25 "Home 25" with 25, so every order is predictable. */
const GATEWAYS: Gateway[] = Array.from({ length: 25 }, (_, i) => ({ serial: `HP${String(i + 1).padStart(2, '0')}`, name: `Home ${i + 1}`, devices: (i * 7) % 25 }));

const columns: Array<Column<Gateway>> = [
  { id: 'serial', header: 'Serial', cell: (g) => g.serial, sortValue: (g) => g.serial, searchText: (g) => g.serial },
  { id: 'name', header: 'Name', cell: (g) => g.name, sortValue: (g) => g.name, searchText: (g) => g.name },
  { id: 'devices', header: 'Devices', cell: (g) => g.devices, sortValue: (g) => g.devices },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: (g) => <button type="button">Open {g.serial}</button> },
];

afterEach(cleanup);

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A table over all rows that a read gives; `read` decides what the read does. */
function ClientTable({ read }: { read: () => Promise<Gateway[]> }) {
  const [state, actions] = useTableState({ pageSize: 10 });
  const query = useQuery({ queryKey: ['client'], queryFn: async (): Promise<TableData<Gateway>> => ({ rows: await read() }) });
  return (
    <DataTable
      label="Gateways"
      columns={columns}
      rowKey={(g) => g.serial}
      query={query}
      state={state}
      actions={actions}
      paging="client"
      pageSizes={[10, 20, 50]}
      search={{ label: 'Search gateways' }}
      failed="The gateways could not be loaded."
      empty={{ title: 'No gateway yet.', hint: 'Add one with its serial number.' }}
      noMatch="No gateway matches."
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Gateways' }))
    .getAllByRole('row')
    .slice(1);
/** A cell's text as read aloud: without the column label a phone card shows (hidden from screen readers). */
const cellText = (row: HTMLElement, index: number) =>
  [...within(row).getAllByRole('cell')[index]!.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
const firstCells = () => bodyRows().map((row) => cellText(row, 0));

describe('DataTable on client data', () => {
  it('pages by the chosen size and says where the person is', async () => {
    const user = userEvent.setup();
    renderWith(<ClientTable read={async () => GATEWAYS} />);
    await screen.findByRole('table', { name: 'Gateways' });
    expect(bodyRows()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('1–10 of 25')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(firstCells()[0]).toBe('HP11');
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();

    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(bodyRows()).toHaveLength(20);
    expect(firstCells()[0]).toBe('HP01'); // a new page size starts again at page 1
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('sorts by a column from its header button and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWith(<ClientTable read={async () => GATEWAYS} />);
    await screen.findByRole('table');
    const devicesHeader = screen.getByRole('columnheader', { name: /Devices/ });
    expect(devicesHeader.getAttribute('aria-sort')).toBe('none');

    await user.click(within(devicesHeader).getByRole('button', { name: /Devices/ }));
    expect(devicesHeader.getAttribute('aria-sort')).toBe('ascending');
    const devices = () => bodyRows().map((row) => Number(cellText(row, 2)));
    expect(devices()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    await user.click(within(devicesHeader).getByRole('button', { name: /Devices/ }));
    expect(devicesHeader.getAttribute('aria-sort')).toBe('descending');
    expect(devices()[0]).toBe(24);
    // Names sort as people read numbers: Home 2 before Home 10.
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(bodyRows().map((row) => cellText(row, 1))).toEqual(GATEWAYS.slice(0, 10).map((g) => g.name));
    // The actions column has a header for screen readers and no sort.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('searches on Enter only, shows the search as a removable chip, and clears on Escape', async () => {
    const user = userEvent.setup();
    renderWith(<ClientTable read={async () => GATEWAYS} />);
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search gateways' });
    await user.type(search, 'home 2');
    expect(bodyRows()).toHaveLength(10); // typing alone applies nothing
    await user.keyboard('{Enter}');
    expect(firstCells()).toEqual(['HP02', 'HP20', 'HP21', 'HP22', 'HP23', 'HP24', 'HP25']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull(); // one page: no paging

    const chip = screen.getByRole('button', { name: 'Remove filter Search: home 2' });
    chip.focus();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(10);
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search); // the focus does not fall to the page's start
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();

    await user.type(search, 'HP07{Enter}');
    expect(firstCells()).toEqual(['HP07']);
    await user.keyboard('{Escape}');
    expect(bodyRows()).toHaveLength(10);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('says when a search finds nothing and offers to clear it', async () => {
    const user = userEvent.setup();
    renderWith(<ClientTable read={async () => GATEWAYS} />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'cabin{Enter}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No gateway matches.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('shows the empty state with what to do next when there is nothing at all', async () => {
    renderWith(<ClientTable read={async () => []} />);
    expect(await screen.findByText('No gateway yet.')).toBeTruthy();
    expect(screen.getByText('Add one with its serial number.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows loading, then a failure with the reason, and Try again reads anew', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWith(<ClientTable read={() => (fail ? Promise.reject(new Error('refused')) : Promise.resolve(GATEWAYS))} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The gateways could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Gateways' })).toBeTruthy();
  });
});

describe('DataTable on server-paged data', () => {
  /** The read gets the table's state as a server would get its query; it answers one page and the total. */
  function ServerTable({ asked }: { asked: TableState[] }) {
    const [state, actions] = useTableState({ pageSize: 10 });
    const query = useQuery({
      queryKey: ['server', state],
      placeholderData: keepPreviousData,
      queryFn: async (): Promise<TableData<Gateway>> => {
        asked.push(state);
        const found = GATEWAYS.filter((g) => g.serial.includes(state.search));
        const ordered = state.sort?.direction === 'descending' ? [...found].reverse() : found;
        return { rows: ordered.slice((state.page - 1) * state.pageSize, state.page * state.pageSize), total: found.length };
      },
    });
    return (
      <DataTable
        label="Gateways"
        columns={columns}
        rowKey={(g) => g.serial}
        query={query}
        state={state}
        actions={actions}
        paging="server"
        search={{ label: 'Search gateways' }}
        failed="The gateways could not be loaded."
        empty={{ title: 'No gateway yet.' }}
        noMatch="No gateway matches."
      />
    );
  }

  it('shows the page it is given, pages by the total, and asks again for each page, sort and search', async () => {
    const user = userEvent.setup();
    const asked: TableState[] = [];
    renderWith(<ServerTable asked={asked} />);
    await screen.findByRole('table');
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull(); // one size: no choice

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('11–20 of 25');
    expect(firstCells()[0]).toBe('HP11');

    await user.click(screen.getByRole('button', { name: /^Serial/ }));
    await user.click(screen.getByRole('button', { name: /^Serial/ }));
    await screen.findByText('HP25');
    expect(asked.at(-1)).toMatchObject({ page: 1, sort: { column: 'serial', direction: 'descending' } });

    await user.type(screen.getByRole('searchbox'), 'HP1{Enter}');
    await screen.findByText('HP10');
    expect(asked.at(-1)).toMatchObject({ page: 1, search: 'HP1' });
    expect(bodyRows()).toHaveLength(10);
    // spec 3 §2: paging shows only when the count exceeds the page size.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('DataTable when rows go away', () => {
  it('moves back to the last page that still has rows', async () => {
    const user = userEvent.setup();
    let rows = GATEWAYS;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={createI18n()}>
        <QueryClientProvider client={client}>
          <ClientTable read={async () => rows} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    rows = GATEWAYS.slice(0, 15);
    await act(() => client.invalidateQueries());
    expect(await screen.findByText('11–15 of 15')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
  });
});
