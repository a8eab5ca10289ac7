// The dom project's environment (vitest.config.ts): vitest's own jsdom,
// made once per worker thread and kept for every file the thread runs.
//
// vitest makes a new jsdom for each file and takes it down after, even when
// the worker keeps its modules between files. Testing Library binds `screen`
// to the `document.body` it finds when it is first imported, so in a worker
// that keeps its modules a second file's `screen` would search the first
// file's page. Keeping the one document answers that and saves building a
// window for every file. tests/setupDom.ts empties the page and the storage
// before each file, so nothing one file left reaches the next.
import { builtinEnvironments, type Environment } from 'vitest/environments';

type Teardown = Awaited<ReturnType<Environment['setup']>>;

const KEPT = Symbol.for('homeport.sharedJsdom');
type Holder = typeof globalThis & { [KEPT]?: Teardown };

const sharedJsdom: Environment = {
  name: 'homeport-jsdom',
  transformMode: 'web',
  async setup(global, options) {
    const holder = global as Holder;
    // The thread's window is built on its first file; when the thread ends, so does the window.
    holder[KEPT] ??= await builtinEnvironments.jsdom.setup(global, options);
    // jsdom has no object URLs. A page releases a download's URL a minute
    // after handing it over (binding/saveFile.ts), which may fall in a later
    // file of the thread: releasing is a harmless no-op here. A test that
    // reads the files handed over stubs URL.createObjectURL itself.
    (global as typeof globalThis).URL.revokeObjectURL ??= () => undefined;
    return { teardown() {} };
  },
};

export default sharedJsdom;
