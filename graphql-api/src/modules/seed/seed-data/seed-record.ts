/** The shape of the curated seed files (seed-data/events/<period>.json, relationships/<period>.json). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CATEGORIES } from '../../../domain/categories.js';
import { CULTURAL_TYPES, EVENT_TYPES, RELATIONSHIP_TYPES } from '../../../domain/enums.js';
import { PERIOD_KEYS } from '../../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../../domain/verification.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from src/ and from dist/: the JSON files live in src only. */
export const SEED_DATA_DIR = path.resolve(here, '../../../../src/modules/seed/seed-data');

const subcategories = CATEGORIES.flatMap((c) => c.subcategories) as [string, ...string[]];

export const SeedEventSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  period: z.enum(PERIOD_KEYS),
  eventType: z.enum(EVENT_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  location: z.string().min(1),
  description: z.string().min(1),
  significance: z.string().min(1),
  participants: z.array(z.string().min(1)).min(1),
  category: z.enum(CATEGORIES.map((c) => c.name) as [string, ...string[]]),
  subcategory: z.enum(subcategories),
  culturalType: z.enum(CULTURAL_TYPES).nullable(),
  countryTags: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string().min(1)).min(1),
  wikiUrl: z.string().regex(/^https:\/\/en\.wikipedia\.org\/wiki\/\S+$/),
  battleType: z.string().nullable(),
  casualties: z.number().int().nonnegative().nullable(),
  radius: z.number().positive(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  linkedEventKey: z.string().nullable(),
});
export type SeedEvent = z.infer<typeof SeedEventSchema>;

export const SeedRelationshipSchema = z.object({
  source: z.string(),
  target: z.string(),
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  description: z.string().min(1),
});
export type SeedRelationship = z.infer<typeof SeedRelationshipSchema>;

function readJsonArrays(folder: string): { file: string; rows: unknown[] }[] {
  const dir = path.join(SEED_DATA_DIR, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file: `${folder}/${file}`, rows: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown[] }));
}

/** Reads and validates every seed file; throws with the file and record on the first bad one. */
export function loadSeedData(): { events: SeedEvent[]; relationships: SeedRelationship[] } {
  const parse = <T>(schema: z.ZodType<T>, folder: string): T[] =>
    readJsonArrays(folder).flatMap(({ file, rows }) =>
      rows.map((row, i) => {
        const result = schema.safeParse(row);
        if (!result.success) throw new Error(`${file}[${i}]: ${z.prettifyError(result.error)}`);
        return result.data;
      }),
    );
  return { events: parse(SeedEventSchema, 'events'), relationships: parse(SeedRelationshipSchema, 'relationships') };
}
