/**
 * Legends and myths typed `real`. A legend belongs in the dataset only as an `alternative` record
 * ("Legend: ...", disputed or rejected, linked to a real event), as Mrs O'Leary's cow is; the audit
 * found six typed `real`.
 *
 * Honest mentions must not trip the check: a real opera "on the legend of Don Juan", a poem telling
 * "some 250 myths", a battle that "became a founding myth". So a legend word alone proves nothing;
 * the rule looks for the record presenting the event itself as legend:
 * - a name marked as one ("Legend: ...", "... (legend)", "legendary", "mythical", "apocryphal");
 * - a tag that classes it (legend, myth, folklore, ...): a tag is a claim about the event;
 * - a hedge in the description's first sentence, the one that says what happened ("According to
 *   tradition, X founded Y", "X is said to have ..."): a tradition about a detail belongs in a later
 *   sentence, where it does not hedge the event;
 * - anywhere in description or significance, a sentence declaring the record unhistorical
 *   ("treated here as a legend", "not a historical event", "the story is not history").
 * - a name or first sentence that tells a known legend as fact (KNOWN_LEGENDS): the audit's six, and
 *   the like, so a legend written plainly ("Archimedes sets the Roman fleet on fire with mirrors")
 *   is caught without any legend word.
 * A reviewed allow-list (key -> reason) covers a first sentence whose hedge is about a detail.
 */
import type { SeedEvent } from '../seed-record.js';

type Described = Pick<SeedEvent, 'key' | 'name' | 'eventType' | 'tags' | 'description' | 'significance'>;

const LEGEND_NAME = /^(legend|myth|traditional account)\b|\((legend|myth|legendary|apocryphal)\)|\b(legendary|mythical|apocryphal)\b/i;
const LEGEND_TAGS = new Set(['legend', 'legends', 'myth', 'myths', 'foundation myth', 'apocrypha', 'apocryphal', 'folklore']);
const HEDGES =
  /\b(according to (legend|tradition|myth)|(legend|tradition|myth) (has it|holds|says|tells)|traditionally (said|held|believed)|is said to have|are said to have|was said to have)\b/i;
const DECLARED = new RegExp(
  [
    String.raw`\b(treated|regarded|recorded|kept|listed) (here )?as (a |an )?(legend|myth|apocryphal|unhistorical|rejected)`,
    String.raw`\bnot an? (historical|documented) (event|record|person|fact)`,
    String.raw`\b(the|this) (story|tale|account|anecdote|episode|event|record) is (not history|a legend|a myth|apocryphal|legendary|mythical|fictional)`,
    String.raw`\bnever (actually )?happened\b`,
    String.raw`\bwhether or not it (happened|took place)\b`,
    String.raw`\b(historians|scholars) (regard|consider|treat) (the story|the tale|it|this) as (a |an )?(legend|myth|apocryphal|fiction|embellishment|thought experiment)`,
  ].join('|'),
  'i',
);

/**
 * Stories historians reject, by the words that tell them. Each is specific enough that a real
 * record naming the history around it (the Roswell Army Air Field press release, Romulus
 * Augustulus, the cherry trees of Washington DC) does not match.
 */
export const KNOWN_LEGENDS: readonly { legend: string; pattern: RegExp }[] = [
  {
    legend: "Archimedes' burning mirrors",
    pattern:
      /\bheat ray\b|\bburning (mirrors?|glass(es)?)\b|\bmirrors?\b[^.]*\b(burn\w*|set fire|on fire)\b[^.]*\b(fleet|ships?)\b|\b(burn\w*|set fire to|on fire)\b[^.]*\b(fleet|ships?)\b[^.]*\bmirrors?\b/i,
  },
  { legend: 'Dangun founding Gojoseon', pattern: /\bDangun\b/i },
  { legend: "'Let them eat cake'", pattern: /\beat cake\b|mangent de la brioche/i },
  { legend: 'Pope Joan', pattern: /\bPope Joan\b/i },
  {
    legend: 'an alien craft at Roswell',
    pattern:
      /\b(aliens?|UFO|extraterrestrials?|spacecraft|flying saucer)\b[^.]*\bRoswell\b|\bRoswell\b[^.]*\b(aliens?|UFO|extraterrestrials?|spacecraft|flying saucer) (crash|was recovered|recovered)/i,
  },
  { legend: "'Eppur si muove'", pattern: /\beppur si muove\b|\band yet it moves\b/i },
  { legend: "Mrs O'Leary's cow", pattern: /\bO'Leary's cow\b|\bcow\b[^.]*\b(lantern|kicked)\b/i },
  { legend: 'Romulus founding Rome', pattern: /\bRomulus (and Remus )?(founds?|founded)\b/i },
  { legend: 'Betsy Ross sewing the first flag', pattern: /\bBetsy Ross\b[^.]*\bflag\b/i },
  { legend: 'Nero fiddling while Rome burned', pattern: /\bNero\b[^.]*\b(fiddl\w*|played the lyre while)\b/i },
  { legend: "Washington's cherry tree", pattern: /\bcannot tell a lie\b|\bchopped down[^.]*cherry tree\b/i },
  { legend: "Lady Godiva's ride", pattern: /\bGodiva\b[^.]*\b(rode|ride|naked)\b/i },
];

/** The known legend a name or first sentence tells, or null. */
export function knownLegend(name: string, description: string): string | null {
  const told = `${name}. ${firstSentence(description)}`;
  return KNOWN_LEGENDS.find((k) => k.pattern.test(told))?.legend ?? null;
}

/** The first sentence: up to the first full stop followed by a capital, a quote or the end. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s+["'‘“A-Z]|\s*$)/s.exec(text);
  return match ? match[0] : text;
}

/** Why a real record reads as a legend, or null. */
export function legendReason(e: Described): string | null {
  if (e.eventType !== 'real') return null;
  const named = LEGEND_NAME.exec(e.name);
  if (named) return `name says "${named[0]}"`;
  const tag = e.tags.find((t) => LEGEND_TAGS.has(t.toLowerCase()));
  if (tag) return `tagged "${tag}"`;
  const hedge = HEDGES.exec(firstSentence(e.description));
  if (hedge) return `first sentence hedges the event: "${hedge[0]}"`;
  const declared = DECLARED.exec(`${e.description} ${e.significance}`);
  if (declared) return `declared unhistorical: "${declared[0]}"`;
  const known = knownLegend(e.name, e.description);
  if (known) return `tells the legend of ${known} as fact`;
  return null;
}

/**
 * Real records that read as legends, except reviewed keys in `allowed` (key -> why the word does
 * not describe the event itself).
 */
export function legendsTypedReal(events: readonly Described[], allowed: ReadonlyMap<string, string> = new Map()): string[] {
  return events.flatMap((e) => {
    const reason = legendReason(e);
    return reason && !allowed.has(e.key) ? [`${e.key}: ${reason}`] : [];
  });
}
