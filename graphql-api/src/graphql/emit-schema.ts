/** Writes schema.graphql from the code (npm run schema:emit). */
import 'reflect-metadata';
import fs from 'node:fs';
import { buildAppSchema } from './schema.js';
import { printAppSchema, SCHEMA_FILE } from './schema-file.js';

fs.writeFileSync(SCHEMA_FILE, printAppSchema(await buildAppSchema()));
console.log(`Wrote ${SCHEMA_FILE}`);
