import { toJsonSchema } from '@valibot/to-json-schema';
import { Scenario } from '@homeport/sdk/sim';

/** Where the published JSON Schema of scenario files lives (checked in; editors validate the library with it). */
export const SCHEMA_FILE = new URL('../../scenarios/scenario.schema.json', import.meta.url);

/**
 * The JSON Schema of a scenario file, generated from the sdk's valibot
 * shapes (the input side: what a file holds). Checks valibot cannot say in
 * JSON Schema (a step's cross-field rules, upper-casing) are left to the
 * simulator, which refuses a file naming the step and field.
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(Scenario, { typeMode: 'input', errorMode: 'ignore', target: 'draft-07' });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://homeport.test/schemas/scenario.schema.json',
    title: 'Homeport simulator scenario',
    description: 'A QA scenario for the Homeport simulator: a timeline of control API actions, waits for events and expectations (docs/simulator.md "Scenarios").',
    ...schema,
  };
}

/** The file's text (the test compares the data, so a reformatted file still matches). */
export const scenarioJsonSchemaText = (): string => `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
