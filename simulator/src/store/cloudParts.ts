import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from './atomicWrite';
import type { CloudState } from './cloudState';

/**
 * The cloud collections that change with every login and code (sessions,
 * one-time tokens, the outbox, wrong-guess counts), the fleet's gateway
 * records and the raised alarms' notifications live beside cloud.json, each
 * in an append-only log of its own (`cloud/{name}.log`, one JSON line per
 * change), so a login appends the session it made, a gateway going offline
 * the record it changed, an alarm raised, reacted to or escalated its
 * notification, and a partner app's token refresh its grant, instead of rewriting the whole cloud with its fleet (DESIGN.md
 * "Simulator": writes proportional to the change). In memory they stay collections of the one cloud state,
 * so code and json-server read them as before.
 *
 * A line is `{"put":record}` (added, or changed in place: it keeps its
 * position) or `{"del":id}`. A full write (commit, reset, json-server)
 * rewrites each log as one `put` a record, atomically, and does so before
 * cloud.json: on read a log wins over the collection cloud.json may still
 * hold (a folder from before, or a process killed between the two). A line
 * cut short by a kill is skipped; everything acknowledged is a whole line.
 */
export const CLOUD_PARTS = ['sessions', 'tokens', 'outbox', 'loginAttempts', 'gateways', 'alarmNotifications', 'oauthGrants'] as const;
export type CloudPart = (typeof CLOUD_PARTS)[number];

interface Keyed {
  id: string;
}

/** A log grown past this many lines beyond twice its records is rewritten compacted. */
const COMPACT_SLACK = 1000;

/** The folder of the logs for a cloud.json. */
export function cloudPartsDir(cloudFile: string): string {
  return join(dirname(cloudFile), 'cloud');
}

export class CloudParts {
  private readonly lines = new Map<CloudPart, number>();

  constructor(readonly dir: string) {}

  pathOf(part: CloudPart): string {
    return join(this.dir, `${part}.log`);
  }

  /** Whether every part has its log (a folder from before has none: the upgrade writes them). */
  complete(): boolean {
    return CLOUD_PARTS.every((part) => existsSync(this.pathOf(part)));
  }

  /** Fills the state's parts from their logs, where a log exists. */
  readInto(state: CloudState): void {
    for (const part of CLOUD_PARTS) {
      const path = this.pathOf(part);
      if (!existsSync(path)) {
        // Neither a log nor the collection in cloud.json: an empty one (the upgrade writes its log).
        if (!Array.isArray(state[part])) (state as unknown as Record<string, Keyed[]>)[part] = [];
        continue;
      }
      const records = new Map<string, Keyed>();
      let count = 0;
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (line === '') continue;
        let entry: { put?: Keyed; del?: string };
        try {
          entry = JSON.parse(line) as { put?: Keyed; del?: string };
        } catch {
          // A line a killed process left half written: never acknowledged.
          continue;
        }
        count += 1;
        if (entry.put && typeof entry.put.id === 'string') records.set(entry.put.id, entry.put);
        else if (typeof entry.del === 'string') records.delete(entry.del);
      }
      (state as unknown as Record<string, Keyed[]>)[part] = [...records.values()];
      this.lines.set(part, count);
    }
  }

  /** Rewrites one part's log from the state: one `put` a record. */
  writePart(state: CloudState, part: CloudPart): void {
    mkdirSync(this.dir, { recursive: true });
    const records = (state[part] ?? []) as Keyed[];
    writeFileAtomic(this.pathOf(part), records.map((record) => `${JSON.stringify({ put: record })}\n`).join(''));
    this.lines.set(part, records.length);
  }

  writeAll(state: CloudState): void {
    for (const part of CLOUD_PARTS) this.writePart(state, part);
  }

  /** Appends the records changed (or added) and the ids removed; compacts a log grown too long. */
  append(state: CloudState, part: CloudPart, changed: readonly Keyed[], removed: readonly string[] = []): void {
    if (changed.length === 0 && removed.length === 0) return;
    const path = this.pathOf(part);
    if (!existsSync(path)) {
      this.writePart(state, part);
      return;
    }
    const text = [...removed.map((id) => JSON.stringify({ del: id })), ...changed.map((record) => JSON.stringify({ put: record }))].join('\n');
    appendFileSync(path, `${text}\n`);
    const lines = (this.lines.get(part) ?? 0) + removed.length + changed.length;
    this.lines.set(part, lines);
    if (lines > COMPACT_SLACK + 2 * ((state[part] ?? []) as Keyed[]).length) this.writePart(state, part);
  }

  /** Removes every log (a reseed writes them again). */
  clear(): void {
    for (const part of CLOUD_PARTS) rmSync(this.pathOf(part), { force: true });
    this.lines.clear();
  }
}

/** cloud.json's own text: the state without the parts kept in their logs. */
export function withoutParts(state: CloudState): Partial<CloudState> {
  const rest: Record<string, unknown> = { ...state };
  for (const part of CLOUD_PARTS) delete rest[part];
  return rest as Partial<CloudState>;
}
