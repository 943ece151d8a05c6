/**
 * The event's fields are declared once (event-fields.ts). Whatever cannot be generated from the
 * table is checked against it here, so adding a field in one place and not another fails.
 */
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config/env.js';
import { EXPORT_COLUMNS } from '../import-export/event-export.js';
import { SeedEventSchema } from '../seed/seed-data/seed-record.js';
import { EVENT_FIELDS, INPUT_FIELDS, PUBLIC_FIELDS, type EventFieldSpec } from './event-fields.js';
import { eventToJson } from './event-json.js';
import { HistoricalEvent } from './event.entity.js';
import { EventInputSchema } from './event.inputs.js';
import { eventRowFromInput } from './event-row.js';

const schema = buildSchema(fs.readFileSync(path.join(PROJECT_ROOT, 'schema.graphql'), 'utf8'));

const sorted = (names: Iterable<string>) => [...names].sort();

const VALID_INPUT = {
  name: 'Battle of Test',
  startDate: '1066-10-14',
  latitude: 50.9,
  longitude: 0.49,
  description: 'Two armies met.',
  significance: 'A test of the table.',
  location: 'Battle, England',
};

describe('the event field table', () => {
  it('is the insert form: the zod schema takes exactly its input fields', () => {
    expect(sorted(Object.keys(EventInputSchema.shape))).toEqual(sorted(INPUT_FIELDS));
  });

  it("gives each text field of the insert form its bound: the table's max passes, one more is refused", () => {
    for (const name of INPUT_FIELDS) {
      const spec: EventFieldSpec = EVENT_FIELDS[name];
      const max = spec.input?.max;
      if (!max || (spec.kind !== 'text' && spec.kind !== 'varchar')) continue;
      const at = EventInputSchema.safeParse({ ...VALID_INPUT, [name]: 'x'.repeat(max) });
      const over = EventInputSchema.safeParse({ ...VALID_INPUT, [name]: 'x'.repeat(max + 1) });
      expect(at.success, `${name} at ${max}`).toBe(true);
      expect(over.success, `${name} at ${max + 1}`).toBe(false);
    }
  });

  it("requires exactly the table's required fields", () => {
    const required = INPUT_FIELDS.filter((name) => (EVENT_FIELDS[name] as EventFieldSpec).input?.required);
    expect(sorted(required)).toEqual(sorted(Object.keys(VALID_INPUT)));
    for (const name of required) {
      const without: Record<string, unknown> = { ...VALID_INPUT };
      delete without[name];
      expect(EventInputSchema.safeParse(without).success, name).toBe(false);
    }
  });

  it('is the GraphQL insert form and the public GraphQL type', () => {
    const input = schema.getType('CreateEventInput');
    const type = schema.getType('HistoricalEvent');
    if (!isInputObjectType(input) || !isObjectType(type)) throw new Error('schema.graphql lacks the event types');
    expect(sorted(Object.keys(input.getFields()))).toEqual(sorted(INPUT_FIELDS));
    const typeFields = Object.keys(type.getFields());
    expect(typeFields).toEqual(expect.arrayContaining([...PUBLIC_FIELDS]));
    expect(typeFields).not.toContain('searchText');
    expect(typeFields).not.toContain('verifiedBy');
  });

  it('is the REST JSON: every public field, nothing internal', () => {
    expect(Object.keys(eventToJson(new HistoricalEvent()))).toEqual([...PUBLIC_FIELDS]);
  });

  it('is what an export writes, so an export imports back', () => {
    expect([...EXPORT_COLUMNS]).toEqual(expect.arrayContaining([...INPUT_FIELDS, 'id', 'verificationStatus']));
    expect(EXPORT_COLUMNS).toHaveLength(INPUT_FIELDS.length + 2);
  });

  it('names every field a seed record carries (its key and anchor key aside)', () => {
    const seedFields = Object.keys(SeedEventSchema.shape).filter((name) => name !== 'key' && name !== 'linkedEventKey');
    expect(Object.keys(EVENT_FIELDS)).toEqual(expect.arrayContaining(seedFields));
  });

  it('builds a row with every insert-form field, absent ones as null', () => {
    const row = eventRowFromInput(EventInputSchema.parse(VALID_INPUT)) as Record<string, unknown>;
    for (const name of INPUT_FIELDS) expect(row, name).toHaveProperty(name);
    expect(row.battleType).toBeNull();
    expect(row.period).toBe('medieval');
  });
});
