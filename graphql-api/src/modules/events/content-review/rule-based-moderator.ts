/**
 * The rule-based content check of new events. Each rule adds violations with the field and a
 * message a creator can act on; all rules run, so one answer lists everything that is wrong.
 */
import { categoryByName, categoryOfSubcategory } from '../../../domain/categories.js';
import { periodByKey, periodOfYear } from '../../../domain/periods.js';
import { endsBeforeStart, timelineProblem } from '../../../domain/edtf-interval.js';
import { DateParseError, parseEventDate, type EventDate } from '../../../domain/edtf.js';
import { formatYear } from '../../../domain/time.js';
import type { Violation } from '../../../lib/errors.js';
import type { EventInput } from '../event.inputs.js';
import { findBlockedWord } from './blocked-words.js';
import { containsMarkup } from './markup.js';
import type { ContentModerator, ModerationLookup } from './content-moderator.js';
import { isAllowedMediaUrl } from '../../../domain/media-type.js';

const TEXT_FIELDS = [
  'name',
  'description',
  'significance',
  'location',
  'whoDescription',
  'outfit',
  'background',
  'actions',
  'context',
  'consequences',
  'battleType',
] as const satisfies readonly (keyof EventInput)[];

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;
const HAS_URL = /\b(?:https?:\/\/|www\.)\S+/i;
/** More links than this across the texts reads as link spam. */
export const MAX_LINKS_IN_TEXT = 2;

function parseDate(field: 'startDate' | 'endDate', value: string, out: Violation[]): EventDate | null {
  try {
    const date = parseEventDate(value);
    const problem = timelineProblem(date);
    if (problem) out.push({ field, message: problem });
    return date;
  } catch (error) {
    if (error instanceof DateParseError) out.push({ field, message: error.message });
    else throw error;
    return null;
  }
}

/** Dates in the time model's plain forms or EDTF (domain/edtf.ts), judged by the same rules as imports. */
function checkDates(event: EventInput, out: Violation[]): void {
  const start = parseDate('startDate', event.startDate, out);
  const end = event.endDate ? parseDate('endDate', event.endDate, out) : null;
  if (start && end && endsBeforeStart(start, end)) out.push({ field: 'endDate', message: 'The end date is before the start date' });
  if (start && event.period) {
    const period = periodByKey(event.period);
    const expected = periodOfYear(start.earliestYear);
    if (!period) out.push({ field: 'period', message: `Unknown period "${event.period}"` });
    else if (expected && expected.key !== period.key) {
      out.push({ field: 'period', message: `${formatYear(start.earliestYear)} belongs to ${expected.name}, not ${period.name}` });
    }
  }
}

const WIKIDATA_ITEM = /^Q[1-9]\d{0,14}$/;

function checkWikidata(event: EventInput, out: Violation[]): void {
  if (event.wikidataId && !WIKIDATA_ITEM.test(event.wikidataId)) {
    out.push({ field: 'wikidataId', message: 'A Wikidata id is Q followed by digits (for example Q33209)' });
  }
}

function checkPlace(event: EventInput, out: Violation[]): void {
  if (event.latitude < -90 || event.latitude > 90) out.push({ field: 'latitude', message: 'Latitude must be between -90 and 90' });
  if (event.longitude < -180 || event.longitude > 180) out.push({ field: 'longitude', message: 'Longitude must be between -180 and 180' });
}

function checkCategory(event: EventInput, out: Violation[]): void {
  if (event.category && !categoryByName(event.category)) out.push({ field: 'category', message: `Unknown category "${event.category}"` });
  if (event.subcategory) {
    const parent = categoryOfSubcategory(event.subcategory);
    if (!parent) out.push({ field: 'subcategory', message: `Unknown subcategory "${event.subcategory}"` });
    else if (event.category && parent.name !== event.category) {
      out.push({ field: 'subcategory', message: `"${event.subcategory}" belongs to "${parent.name}", not "${event.category}"` });
    }
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkLinks(event: EventInput, out: Violation[]): void {
  if (event.wikiUrl && !isHttpUrl(event.wikiUrl)) out.push({ field: 'wikiUrl', message: 'Only http(s) links are allowed' });
  event.attachedMedia.forEach((m, i) => {
    if (m.url && !isAllowedMediaUrl(m.url)) out.push({ field: `attachedMedia.${i}.url`, message: 'Only http(s) links or files uploaded here are allowed' });
  });
  (event.sources ?? []).forEach((source, i) => {
    if (source.url && !isHttpUrl(source.url)) out.push({ field: `sources.${i}.url`, message: 'Only http(s) links are allowed' });
  });
  if (HAS_URL.test(event.name)) out.push({ field: 'name', message: 'The name may not contain links' });
  const links = TEXT_FIELDS.reduce((n, f) => n + (event[f]?.match(URL_PATTERN)?.length ?? 0), 0);
  if (links > MAX_LINKS_IN_TEXT)
    out.push({ field: 'description', message: `Too many links in the text (${links}; at most ${MAX_LINKS_IN_TEXT}): use wikiUrl or attached media` });
}

/**
 * No HTML reaches the database from a creator, in any text a third party may render: the texts,
 * the lists, the coordinates text and the media names (decided by parsing, see markup.ts).
 */
function checkTexts(event: EventInput, out: Violation[]): void {
  const lists = { participants: event.participants, tags: event.tags, countryTags: event.countryTags };
  const entries: [string, string][] = [
    ...TEXT_FIELDS.flatMap((f) => (event[f] ? [[f, event[f]] as [string, string]] : [])),
    ...(event.coordinates ? [['coordinates', event.coordinates] as [string, string]] : []),
    ...Object.entries(lists).flatMap(([f, values]) => values.map((v, i) => [`${f}.${i}`, v] as [string, string])),
    ...event.attachedMedia.map((m, i) => [`attachedMedia.${i}.name`, m.name] as [string, string]),
    ...(event.sources ?? []).flatMap((source, i) => [
      [`sources.${i}.title`, source.title] as [string, string],
      ...(source.note ? [[`sources.${i}.note`, source.note] as [string, string]] : []),
    ]),
  ];
  for (const [field, value] of entries) {
    if (containsMarkup(value)) out.push({ field, message: 'HTML and scripts are not allowed' });
    const word = findBlockedWord(value);
    if (word) out.push({ field, message: `Contains a blocked word ("${word}")` });
  }
}

async function checkAnchor(event: EventInput, lookup: ModerationLookup, out: Violation[]): Promise<void> {
  if (event.eventType === 'whatif' && !event.linkedEventId) {
    out.push({ field: 'linkedEventId', message: 'A what-if event must anchor to a real event (linkedEventId)' });
    return;
  }
  if (!event.linkedEventId) return;
  const anchorType = await lookup.eventTypeOf(event.linkedEventId);
  if (anchorType === null) out.push({ field: 'linkedEventId', message: `No event with id ${event.linkedEventId}` });
  else if (event.eventType === 'whatif' && anchorType !== 'real') {
    out.push({ field: 'linkedEventId', message: 'A what-if event must anchor to a real event' });
  }
}

export class RuleBasedModerator implements ContentModerator {
  async review(event: EventInput, lookup: ModerationLookup): Promise<Violation[]> {
    const out: Violation[] = [];
    checkDates(event, out);
    checkPlace(event, out);
    checkWikidata(event, out);
    checkCategory(event, out);
    checkLinks(event, out);
    checkTexts(event, out);
    await checkAnchor(event, lookup, out);
    return out;
  }
}
