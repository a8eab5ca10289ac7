// lowdb 1.0 ships no types; this is the part of its API the simulator uses.
// We never use the lodash chain (no @types/lodash here): state is read with
// getState() and persisted with write(), which calls the adapter.
declare module 'lowdb' {
  export interface AdapterSync<S> {
    read(): S;
    write(state: S): void;
  }

  export interface LowdbSync<S> {
    getState(): S;
    setState(state: S): LowdbSync<S>;
    write<T = undefined>(returnValue?: T): T;
    read(): LowdbSync<S>;
  }

  function low<S>(adapter: AdapterSync<S>): LowdbSync<S>;
  export default low;
}
