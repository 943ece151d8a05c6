/**
 * The dataset's balance (issue 28, point 2): shares of real events per region and period, events
 * per subcategory, and the floors the whole dataset must meet. The floors are data, one per line,
 * so the seed test runs each as its own case and a failure names the floor and the measured value.
 */
import { CATEGORIES } from '../../../../domain/categories.js';
import { PERIODS } from '../../../../domain/periods.js';
import { parseEventDate } from '../../../../domain/edtf.js';
import type { SeedEvent } from '../seed-record.js';
import { REGIONS, type Region } from './regions.js';

export const WOMEN_TAG = "women's history";

type Counted = Pick<SeedEvent, 'key' | 'eventType' | 'period' | 'subcategory' | 'startDate' | 'tags'>;

export interface Balance {
  events: number;
  real: number;
  /** Real events per region. */
  regions: Map<Region | 'Unknown', number>;
  /** Real events per period key. */
  periods: Map<string, number>;
  /** All events per subcategory. */
  subcategories: Map<string, number>;
  /** Real events per region and period key ("Oceania|medieval"). */
  regionPeriods: Map<string, number>;
  americasBefore1492: number;
  women: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export function measureBalance(events: readonly Counted[], regionOf: (e: Counted) => Region | null): Balance {
  const b: Balance = {
    events: events.length,
    real: 0,
    regions: new Map([...REGIONS, 'Unknown' as const].map((r) => [r, 0])),
    periods: new Map(PERIODS.map((p) => [p.key, 0])),
    subcategories: new Map(CATEGORIES.flatMap((c) => c.subcategories).map((s) => [s, 0])),
    regionPeriods: new Map(),
    americasBefore1492: 0,
    women: 0,
  };
  for (const e of events) {
    bump(b.subcategories, e.subcategory);
    if (e.tags.includes(WOMEN_TAG)) b.women++;
    if (e.eventType !== 'real') continue;
    const region = regionOf(e) ?? 'Unknown';
    b.real++;
    bump(b.regions, region);
    bump(b.periods, e.period);
    bump(b.regionPeriods, `${region}|${e.period}`);
    const americas = region === 'North America' || region === 'Latin America and the Caribbean';
    if (americas && parseEventDate(e.startDate).earliestYear < 1492) b.americasBefore1492++;
  }
  return b;
}

const pct = (n: number, of: number) => (of === 0 ? 0 : (100 * n) / of);
const share = (n: number, of: number) => `${String(n).padStart(5)}  ${pct(n, of).toFixed(1).padStart(5)}%`;

/** One printable table: regions and periods as shares of real events, subcategories as counts of all. */
export function balanceTable(b: Balance): string {
  const lines = [`${'real events by region'.padEnd(44)}${share(b.real, b.real)}`];
  for (const [region, n] of b.regions) if (region !== 'Unknown' || n > 0) lines.push(`  ${region.padEnd(42)}${share(n, b.real)}`);
  lines.push('real events by period');
  for (const [period, n] of b.periods) lines.push(`  ${period.padEnd(42)}${share(n, b.real)}`);
  lines.push(`all events by subcategory (${b.events})`);
  for (const [sub, n] of [...b.subcategories].sort((x, y) => x[1] - y[1])) lines.push(`  ${sub.padEnd(42)}${share(n, b.events)}`);
  lines.push(`real events in the Americas before 1492  ${b.americasBefore1492}`);
  lines.push(`events tagged "${WOMEN_TAG}"${' '.repeat(20)}${share(b.women, b.events)}`);
  for (const region of ['Central Asia', 'Oceania'] as const) {
    const counts = PERIODS.map((p) => `${p.key} ${b.regionPeriods.get(`${region}|${p.key}`) ?? 0}`);
    lines.push(`${region} per period: ${counts.join(', ')}`);
  }
  return lines.join('\n');
}

export interface Floor {
  name: string;
  /** The measured value and whether it meets the floor. */
  measure(b: Balance): { value: string; ok: boolean };
}

export const FLOORS: readonly Floor[] = [
  {
    name: 'no region holds more than 35% of real events',
    measure: (b) => {
      const [region, n] = [...b.regions].sort((x, y) => y[1] - x[1])[0]!;
      return { value: `${region} ${pct(n, b.real).toFixed(1)}%`, ok: pct(n, b.real) <= 35 };
    },
  },
  {
    name: 'sub-Saharan Africa holds at least 7% of real events',
    measure: (b) => {
      const p = pct(b.regions.get('Sub-Saharan Africa') ?? 0, b.real);
      return { value: `${p.toFixed(1)}%`, ok: p >= 7 };
    },
  },
  {
    name: 'South and Southeast Asia hold at least 12% of real events',
    measure: (b) => {
      const p = pct((b.regions.get('South Asia') ?? 0) + (b.regions.get('Southeast Asia') ?? 0), b.real);
      return { value: `${p.toFixed(1)}%`, ok: p >= 12 };
    },
  },
  {
    name: 'at least 80 real events in the Americas before 1492',
    measure: (b) => ({ value: String(b.americasBefore1492), ok: b.americasBefore1492 >= 80 }),
  },
  ...(['Central Asia', 'Oceania'] as const).map((region): Floor => ({
    name: `${region} has a real event in every period`,
    measure: (b) => {
      const missing = PERIODS.filter((p) => !b.regionPeriods.get(`${region}|${p.key}`)).map((p) => p.key);
      return { value: missing.length ? `none in ${missing.join(', ')}` : 'all periods', ok: missing.length === 0 };
    },
  })),
  {
    name: `at least 150 events tagged "${WOMEN_TAG}"`,
    measure: (b) => ({ value: String(b.women), ok: b.women >= 150 }),
  },
  {
    name: 'every subcategory has at least 25 events',
    measure: (b) => {
      const thin = [...b.subcategories].filter(([, n]) => n < 25).map(([s, n]) => `${s} ${n}`);
      return { value: thin.length ? thin.join(', ') : 'none below 25', ok: thin.length === 0 };
    },
  },
  {
    name: 'at least 3,000 events in all',
    measure: (b) => ({ value: String(b.events), ok: b.events >= 3000 }),
  },
];
