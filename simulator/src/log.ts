/** Where the simulator's one-line messages go (startSimulator's `log`, or stdout unless `quiet`). */
export type Log = (message: string) => void;

export function createLog(options: { log?: Log; quiet?: boolean }): Log {
  if (options.log) return options.log;
  if (options.quiet) return () => undefined;
  return (message) => console.log(`[sim] ${message}`);
}
