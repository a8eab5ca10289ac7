import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, YAMLParseError } from 'yaml';

/** The scenario library (simulator/scenarios/). */
export const LIBRARY_DIR = fileURLToPath(new URL('../../scenarios/', import.meta.url));

/** Scenario files: `.yaml`, `.yml` or `.json`. */
export const isScenarioFile = (name: string) => /\.(ya?ml|json)$/.test(name) && !name.endsWith('.schema.json');

/** A scenario file's contents as data (YAML 1.2, which reads JSON too); a syntax error names the file, line and column. */
export function readScenarioText(text: string, name = 'scenario'): unknown {
  try {
    return parse(text, { prettyErrors: true, maxAliasCount: 100 }) as unknown;
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const at = error.linePos?.[0];
      throw new Error(`${name}${at ? `:${at.line}:${at.col}` : ''}: ${error.message.split('\n')[0]}`, { cause: error });
    }
    throw error;
  }
}

export const readScenarioFile = (path: string): unknown => readScenarioText(readFileSync(path, 'utf8'), basename(path));

/** Every scenario of the library, by file name. */
export function libraryScenarios(dir = LIBRARY_DIR): { file: string; scenario: unknown }[] {
  return readdirSync(dir)
    .filter(isScenarioFile)
    .sort()
    .map((file) => ({ file, scenario: readScenarioFile(join(dir, file)) }));
}
