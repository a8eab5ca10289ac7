// Writes simulator/scenarios/scenario.schema.json from the sdk's scenario shapes:
//   npm run scenario-schema -w simulator
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILE, scenarioJsonSchemaText } from './jsonSchema';

writeFileSync(SCHEMA_FILE, scenarioJsonSchemaText());
console.log(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
