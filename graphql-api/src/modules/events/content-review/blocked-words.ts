/**
 * Words and phrases an event text may not contain: slurs, obscenities and spam bait. Kept short
 * and explicit so that history's own vocabulary (massacre, genocide, slavery) is never blocked.
 * Matched as whole words, case-insensitively.
 */
export const BLOCKED_WORDS: readonly string[] = [
  'fuck',
  'fucking',
  'shit',
  'cunt',
  'nigger',
  'faggot',
  'retard',
  'viagra',
  'cialis',
  'casino bonus',
  'buy now',
  'click here',
  'free money',
  'crypto giveaway',
  'onlyfans',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BLOCKED_PATTERN = new RegExp(`\\b(${BLOCKED_WORDS.map(escape).join('|')})\\b`, 'i');

/** The first blocked word in the text, or null. */
export function findBlockedWord(text: string): string | null {
  return BLOCKED_PATTERN.exec(text)?.[1]?.toLowerCase() ?? null;
}
