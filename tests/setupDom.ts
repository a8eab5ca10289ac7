// Runs before every unit and integration file (vitest.config.ts setupFiles).
// In the files that render into jsdom, `findBy…` and `waitFor` wait up to 5 s
// rather than Testing Library's 1 s: the page under test waits on a real
// simulator, and two files at once on a 2-core machine make its answers
// slower. It is a limit on waiting, never a check of speed.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
