import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomToken } from '../auth/digest';

/** A Bearer token (RFC 6750 b64token), long enough not to be guessed. */
const TOKEN = /^[A-Za-z0-9._~+/-]{16,512}=*$/;

/** The reason `token` cannot be a control token, or null when it can. */
export function controlTokenProblem(token: string): string | null {
  return TOKEN.test(token) ? null : 'the control token must be 16 to 512 characters of A-Z a-z 0-9 . _ ~ + / - (optionally ending in =)';
}

function readToken(file: string): string | null {
  try {
    const token = readFileSync(file, 'utf8').trim();
    return controlTokenProblem(token) === null ? token : null;
  } catch {
    return null;
  }
}

/**
 * The control API's token (DESIGN.md "Access control": QA routes open only
 * with the printed token): the one given, else the one kept in
 * `{dataDir}/control-token`, else a new random one written there. The file
 * is not part of the seed, so it survives restarts, --fresh and reset, and
 * QA's scripts keep working; it is readable by its owner only (0600).
 */
export function resolveControlToken(file: string, given?: string): string {
  if (given !== undefined) {
    const problem = controlTokenProblem(given);
    if (problem) throw new Error(problem);
    return given;
  }
  const kept = readToken(file);
  if (kept) {
    chmodSync(file, 0o600);
    return kept;
  }
  const token = randomToken(24);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // mode applies only when the file is created; an empty one left by a kill is rewritten here.
  chmodSync(file, 0o600);
  return token;
}
