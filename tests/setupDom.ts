// Runs before every unit and integration file (vitest.config.ts setupFiles).
// In the files that render into jsdom, `findBy…` and `waitFor` wait up to 5 s
// rather than Testing Library's 1 s: the page under test waits on a real
// simulator, and two files at once on a 2-core machine make its answers
// slower. It is a limit on waiting, never a check of speed.
//
// A worker's jsdom files share its modules and its document (vitest.config.ts,
// project dom; tests/sharedJsdom.ts), so each file starts here from an empty
// page and empty storage: nothing a file left (a signed-in session in
// localStorage) reaches the next. A file ends only once the imports it set
// going have loaded (a page preloads its lazy routes): an import still
// loading when its file ended would ask a channel vitest has closed.
import { afterAll, vi } from 'vitest';

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  afterAll(() => vi.dynamicImportSettled());
}
