/**
 * npm run suggest-links
 * Proposes links between the events of the database `npm start` uses (modules/suggestions): for a
 * database seeded before suggestions existed, or after new events were validated. Idempotent: it
 * stores only pairs not linked, proposed or dismissed before.
 */
import 'reflect-metadata';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../orm/open-database.js';
import { generateSuggestions } from '../modules/suggestions/suggestion-generator.js';

const db = await openDatabase(loadConfig());
try {
  const result = await generateSuggestions(db.orm.em.fork());
  console.log(`${db.description}: the rules propose ${result.considered} pairs; ${result.proposed} new suggested links stored.`);
} finally {
  await db.close();
}
