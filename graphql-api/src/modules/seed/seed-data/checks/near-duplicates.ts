/**
 * Real events that are probably the same event under two names ("Qin unification of China" and
 * "Qin's wars of unification"). The exact checks (same name, same article and year) miss these;
 * this one compares the distinctive words of the names for events close in time and place.
 */
import { parseEventDate } from '../../../../domain/edtf.js';
import type { SeedEvent } from '../seed-record.js';
import { KM_PER_DEGREE } from './polygon-index.js';

type Named = Pick<SeedEvent, 'key' | 'name' | 'eventType' | 'startDate' | 'endDate' | 'latitude' | 'longitude'>;

/** Words that say what kind of record it is rather than which event: dropped before comparing. */
const FILLER = new Set([
  'the',
  'of',
  'a',
  'an',
  'and',
  'in',
  'on',
  'at',
  'to',
  'for',
  'by',
  'from',
  'with',
  'its',
  'his',
  'her',
  'de',
  'la',
  'le',
  'du',
  'des',
  'battle',
  'siege',
  'founding',
  'founded',
  'foundation',
  'establishment',
  'established',
  'built',
  'building',
  'construction',
  'completed',
  'completion',
  'first',
  'great',
  'opens',
  'opening',
  'published',
  'publication',
  'creation',
  'created',
  'begins',
  'start',
  'rise',
]);

/** Lower-case words without accents or filler; a plural or possessive "s" is dropped ("wars", "Qin's"). */
export function nameTokens(name: string): Set<string> {
  const words =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const tokens = new Set<string>();
  for (let word of words) {
    if (word === 's' || FILLER.has(word)) continue;
    if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
    tokens.add(word);
  }
  return tokens;
}

/** Years apart of two date ranges (0 when they overlap). */
function yearGap(a: Named, b: Named): number {
  const range = (e: Named) => {
    const start = parseEventDate(e.startDate);
    return [start.earliestYear, (e.endDate ? parseEventDate(e.endDate) : start).latestYear] as const;
  };
  const [as, ae] = range(a);
  const [bs, be] = range(b);
  return Math.max(0, Math.max(as, bs) - Math.min(ae, be));
}

function km(a: Named, b: Named): number {
  const cos = Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot((a.longitude - b.longitude) * cos, a.latitude - b.latitude) * KM_PER_DEGREE;
}

export const MAX_YEARS = 5;
export const MAX_KM = 500;

/**
 * Pairs of real events within MAX_YEARS and MAX_KM whose names share their distinctive words:
 * the same words, or half of all their words (two at least), or two-thirds of the shorter name's.
 * `allowed` holds reviewed pairs ("a|b", keys sorted) that are distinct events.
 */
export function nearDuplicates(events: readonly Named[], allowed: ReadonlySet<string> = new Set()): string[] {
  const real = events.filter((e) => e.eventType === 'real').map((e) => ({ e, tokens: nameTokens(e.name) }));
  const found: string[] = [];
  for (let i = 0; i < real.length; i++) {
    for (let j = i + 1; j < real.length; j++) {
      const [a, b] = [real[i]!, real[j]!];
      const shared = [...a.tokens].filter((t) => b.tokens.has(t)).length;
      if (shared === 0) continue;
      const union = a.tokens.size + b.tokens.size - shared;
      const smaller = Math.min(a.tokens.size, b.tokens.size);
      const similar = shared === union || (shared >= 2 && (shared / union >= 0.5 || shared / smaller >= 2 / 3));
      if (!similar || yearGap(a.e, b.e) > MAX_YEARS || km(a.e, b.e) > MAX_KM) continue;
      const pair = [a.e.key, b.e.key].sort().join('|');
      if (!allowed.has(pair)) found.push(`${pair}: "${a.e.name}" and "${b.e.name}"`);
    }
  }
  return found;
}
