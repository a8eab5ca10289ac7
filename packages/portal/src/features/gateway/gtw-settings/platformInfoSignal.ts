import { atom } from 'jotai';

/**
 * What the last gateway event meant for the platform info (spec 2 §4, the
 * sdk's `platformInfoAction`), set by settingsEvents.ts; the settings page's
 * reader follows it (usePlatformInfo). A new object each time, so two equal
 * events in a row are both seen.
 */
export const platformInfoSignalAtom = atom<{ serial: string; action: 'clear' | 'reread' } | null>(null);
