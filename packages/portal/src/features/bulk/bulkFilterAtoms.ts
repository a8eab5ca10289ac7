import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { BULK_STORAGE_KEYS, filterListsOf, type BulkFilterRow } from '@homeport/sdk';

/**
 * The bulk filter state in local browser storage under the spec's keys
 * (spec 3 §7): the rows under stateRows and, derived from them when they
 * are written, the lists the filtering call sends under stateRegions,
 * stateStates and stateJCenters. One write atom keeps the four together;
 * nothing is pushed into them by an effect.
 */
const json = <T>() => createJSONStorage<T>(() => localStorage);
const stored = <T>(key: string, initial: T) => atomWithStorage<T>(key, initial, json<T>(), { getOnInit: true });

const rowsStored = stored<BulkFilterRow[]>(BULK_STORAGE_KEYS.rows, []);
const regionsStored = stored<string[]>(BULK_STORAGE_KEYS.regions, []);
const statesStored = stored<string[]>(BULK_STORAGE_KEYS.states, []);
const centresStored = stored<string[]>(BULK_STORAGE_KEYS.jCenters, []);

/** The filter rows; writing them also writes the three derived lists. */
export const bulkFilterRowsAtom = atom(
  (get) => get(rowsStored),
  (_get, set, rows: BulkFilterRow[]) => {
    const lists = filterListsOf(rows);
    set(rowsStored, rows);
    set(regionsStored, lists.reglist);
    set(statesStored, lists.statelist);
    set(centresStored, lists.jcenterlist);
  },
);

/** The create dialog's last entries (lastBulkData) and the step it was on (lastBulkState), so a reload resumes them. */
export interface BulkDraft {
  type: 'lyt' | 'scn' | 'ts' | 'inc' | null;
  name: string;
  retries: number;
}
export type BulkStep = 'type' | 'content' | 'name';
export const bulkDraftAtom = stored<BulkDraft>(BULK_STORAGE_KEYS.lastBulkData, { type: null, name: '', retries: 3 });
export const bulkStepAtom = stored<BulkStep>(BULK_STORAGE_KEYS.lastBulkState, 'type');
