// json-server 0.17 ships no types; only its router is used (mounted at /api/__db).
declare module 'json-server' {
  import type { Router } from 'express';

  interface RouterOptions {
    /** Keys ending with this suffix are treated as foreign keys (cascading deletes). */
    foreignKeySuffix?: string;
  }

  interface JsonServer {
    router(db: unknown, options?: RouterOptions): Router;
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
