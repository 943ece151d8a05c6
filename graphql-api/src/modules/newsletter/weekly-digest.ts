import type { EntityManager } from '@mikro-orm/postgresql';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Events per day at most, so a week of a big catalogue stays one readable mail. */
const PER_DAY = 5;

export interface DigestEvent {
  id: string;
  name: string;
  startYear: number;
  monthDay: string;
  location: string;
  description: string;
}

export interface WeeklyDigest {
  /** The first day covered (UTC, YYYY-MM-DD): the key that makes it one digest a week. */
  week: string;
  subject: string;
  markdown: string;
  events: DigestEvent[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** "07-20" → "20 July". */
const dayLabel = (monthDay: string) => `${Number(monthDay.slice(3))} ${MONTHS[Number(monthDay.slice(0, 2)) - 1]}`;
const yearLabel = (year: number) => (year < 0 ? `${-year} BCE` : `${year}`);
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`);

/** The first sentence of a description, at most 160 characters: the digest's one line per event. */
export function oneLine(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  if (sentence.length <= 160) return sentence;
  // Cut at the last whole word that fits.
  const cut = sentence.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * 'This Week in History': the real events whose day (month and day, any year) falls in the seven
 * days from `from`, with their years, places, a line each and a link to each on the map. Only
 * dates known to the day count; rejected events never appear.
 */
export async function buildWeeklyDigest(em: EntityManager, publicUrl: string, from: Date): Promise<WeeklyDigest> {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const days = Array.from({ length: 7 }, (_, i) => isoDay(new Date(start.getTime() + i * DAY_MS)).slice(5));
  const rows = await em.getConnection().execute<{ id: string; name: string; start_year: number; month_day: string; location: string; description: string }[]>(
    `select id, name, start_year, month_day, location, description from (
       select e.id, e.name, e.start_year, right(e.start_date, 5) as month_day, e.location, e.description,
              row_number() over (partition by right(e.start_date, 5) order by e.start_year, e.name) as n
         from historical_events e
        where e.event_type = 'real' and e.verification_status <> 'rejected' and e.date_precision = 'day'
          and e.start_date ~ ? and right(e.start_date, 5) = any(?::text[])
     ) ranked where n <= ? order by array_position(?::text[], month_day), start_year, name`,
    // The pattern is a parameter: a `?` written in the SQL would be read as one.
    ['^-?[0-9]+-[0-9]{2}-[0-9]{2}$', `{${days.join(',')}}`, PER_DAY, `{${days.join(',')}}`],
  );
  const events = rows.map((r) => ({
    id: r.id,
    name: r.name,
    startYear: r.start_year,
    monthDay: r.month_day,
    location: r.location,
    description: r.description,
  }));
  const end = new Date(start.getTime() + 6 * DAY_MS);
  const range = `${dayLabel(days[0]!)} to ${dayLabel(days[6]!)}`;
  const lines = [`# This Week in History`, '', `What happened on the days of the coming week, ${range}, across the centuries.`, ''];
  for (const day of days) {
    const onDay = events.filter((e) => e.monthDay === day);
    if (!onDay.length) continue;
    lines.push(`## ${dayLabel(day)}`, '');
    for (const e of onDay) {
      lines.push(
        `- **${yearLabel(e.startYear)}**, ${escapeMarkdown(e.location)}: [${escapeMarkdown(e.name)}](${publicUrl}/?event=${e.id}). ${escapeMarkdown(oneLine(e.description))}`,
      );
    }
    lines.push('');
  }
  if (!events.length) lines.push('No event on the map falls on these days yet.', '');
  lines.push(`[Open the map](${publicUrl}/)`);
  return { week: isoDay(start), subject: `This Week in History: ${range} ${end.getUTCFullYear()}`, markdown: lines.join('\n'), events };
}
