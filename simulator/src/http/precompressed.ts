import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import express, { type RequestHandler } from 'express';

/** The encodings the host build writes beside a file, and their file suffix: the first the browser accepts is sent. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A compressed copy is served in place of its file, never by its own name. */
export const isCompressedCopy = (path: string): boolean => /\.(br|gz)$/i.test(path);

/**
 * Chooses, for a GET or HEAD of a built file, the compressed copy the host
 * build wrote beside it (`name.br`, `name.gz`) that the browser accepts, and
 * points the request at it: express.static then sends that file with its own
 * ETag, Last-Modified and range handling. The answer keeps the original
 * Content-Type and says `Content-Encoding`; every answer for a file that has
 * copies says `Vary: Accept-Encoding`, so a cache keeps one per encoding.
 * Looked up at each request: a rebuilt host is served at once.
 */
export function precompressed(root: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = plainFile(root, req.path);
    const copies = file === undefined ? [] : ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
    if (copies.length === 0) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    // Ours first, not the browser's order: Chrome sends `gzip, deflate, br, zstd`, all at q=1, and br is smaller.
    const chosen = copies.find(({ name }) => req.acceptsEncodings(name) === name);
    if (chosen !== undefined) {
      res.setHeader('Content-Encoding', chosen.name);
      res.setHeader('Content-Type', contentTypeOf(req.path));
      req.url = req.url.replace(/^[^?]*/, (path) => path + chosen.suffix);
    }
    next();
  };
}

/** The file a request path names inside root, or undefined when it does not decode or leaves root. */
function plainFile(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = join(root, decoded);
  return file.startsWith(root + sep) ? file : undefined;
}

/** The Content-Type express.static gives the plain file, to the letter. */
function contentTypeOf(path: string): string {
  const { mime } = express.static;
  const type = mime.lookup(path);
  const charset = mime.charsets.lookup(type, '');
  return charset ? `${type}; charset=${charset}` : type;
}
