import { HistoricalEvent } from '../events/event.entity.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { seedCuratedData, seedIfEmpty } from './curated-seeder.js';
import { loadSeedData } from './seed-data/seed-record.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import { StoryRevision } from '../stories/story-revision.entity.js';
import { Story } from '../stories/story.entity.js';
import { CURATED_STORIES } from './curated-stories.js';
import { missingStoryEvents } from './story-seeder.js';

interface StoredDates {
  start_date: string;
  end_date: string | null;
  start_year: number;
  start_latest_year: number;
  end_earliest_year: number;
  end_year: number;
  date_precision: string;
}

const seed = loadSeedData();
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCuratedData(db.orm.em.fork());
});
afterAll(async () => db?.drop());

async function storedDates(name: string): Promise<StoredDates> {
  const rows = await db.orm.em
    .fork()
    .getConnection()
    .execute<StoredDates[]>(
      'select start_date, end_date, start_year, start_latest_year, end_earliest_year, end_year, date_precision from historical_events where name = ?',
      [name],
    );
  expect(rows, name).toHaveLength(1);
  return rows[0]!;
}

describe('the curated seeder', () => {
  it('stores every record and relationship once with the suggested links, and only into an empty database', async () => {
    const [counts] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ events: number; links: number }[]>(
        `select (select count(*)::int from historical_events) as events,
                (select count(*)::int from event_relationships where connection_type = 'manual') as links`,
      );
    expect(counts).toEqual({ events: seed.events.length, links: seed.relationships.length });
    // The links the server proposes come with the seed (modules/suggestions tests which).
    expect(await db.orm.em.fork().count(EventRelationship, { connectionType: 'suggested' })).toBeGreaterThan(1000);
    expect(await seedIfEmpty(db.orm.em.fork())).toBeNull();
  });

  it('keeps an uncertain date as written, with its bounds (issue 28: the seed uses EDTF where a date is approximate)', async () => {
    // "From about 100 CE": approximate, the bounds stay at the year.
    expect(await storedDates('Rise of the Moche culture')).toMatchObject({
      start_date: '0100~',
      start_year: 100,
      start_latest_year: 100,
      date_precision: 'year',
    });
    // "about 1750 to 1500 BCE": both ends approximate.
    expect(await storedDates('Classic Kerma, the first kingdom of Kush')).toMatchObject({
      start_date: '-1750~',
      end_date: '-1500~',
      start_year: -1750,
      end_year: -1500,
    });
    // "made around 1550 to 1500 BCE": some time in the interval, so the start spans it.
    expect(await storedDates('Mask of Agamemnon')).toMatchObject({ start_date: '-1550/-1500', start_year: -1550, start_latest_year: -1500, end_year: -1500 });
    // A plain day stays plain.
    expect(await storedDates('Apollo 11 Moon landing')).toMatchObject({ start_date: '1969-07-20', start_year: 1969, date_precision: 'day' });
  });

  it('stores at least 300 records with an EDTF date, every one as the seed file gives it', async () => {
    const uncertain = seed.events.filter((e) => !/^-?\d{4}(-\d{2}){0,2}$/.test(e.startDate));
    expect(uncertain.length).toBeGreaterThanOrEqual(300);
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ start_date: string }[]>(`select start_date from historical_events where start_date !~ '^-?[0-9]{4}(-[0-9]{2}){0,2}$'`);
    expect(rows.map((r) => r.start_date).sort()).toEqual(uncertain.map((e) => e.startDate).sort());
  });

  it('seeds the three guided stories as published, with every highlighted event found by name', async () => {
    const em = db.orm.em.fork();
    expect(await missingStoryEvents(em)).toEqual([]);
    const stories = await em.find(Story, {});
    expect(stories.map((s) => s.status)).toEqual(['published', 'published', 'published']);
    const revisions = await em.find(StoryRevision, { id: { $in: stories.map((s) => s.currentRevisionId) } });
    expect(revisions.map((r) => r.title).sort()).toEqual(['The Age of Revolutions', 'The Silk Road', 'The spread of writing']);
    for (const revision of revisions) {
      const curated = CURATED_STORIES.find((c) => c.title === revision.title)!;
      expect(revision.steps.length, revision.title).toBeGreaterThanOrEqual(4);
      // Every name the story highlights is an event id in the stored steps.
      expect(revision.steps.map((s) => s.eventIds.length)).toEqual(curated.steps.map((s) => s.events.length));
      const names = await em.find(HistoricalEvent, { id: { $in: revision.steps.flatMap((s) => s.eventIds) } }, { fields: ['name'] });
      expect(names.map((e) => e.name).sort()).toEqual(curated.steps.flatMap((s) => s.events).sort());
    }
  });

  it('gives a database seeded before stories existed its stories once', async () => {
    await db.orm.em.fork().nativeDelete(Story, {});
    expect(await seedIfEmpty(db.orm.em.fork())).toBeNull();
    expect(await db.orm.em.fork().count(Story, { status: 'published' })).toBe(3);
    await seedIfEmpty(db.orm.em.fork());
    expect(await db.orm.em.fork().count(Story, {})).toBe(3);
  });
});
