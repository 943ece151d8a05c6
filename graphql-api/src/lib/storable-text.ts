/**
 * Text PostgreSQL cannot store, refused where it comes in (JSON bodies, query strings, GraphQL
 * literals) rather than failing at the database as a 500: the NUL character (text and jsonb cannot
 * hold U+0000) and unpaired UTF-16 surrogates (not Unicode characters at all: jsonb refuses their
 * escapes, and as text they would be stored as U+FFFD, silently changed).
 */
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain an unpaired surrogate (a broken \\uD800-\\uDFFF escape)';
  return null;
}

/** The first key or string in a parsed JSON value that cannot be stored: where it is and why. */
export function findUnstorable(value: unknown, path = ''): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorableReason(value);
    return message ? { field: path, message } : null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    // A field name shown back: its NUL written as the escape, its broken surrogates as U+FFFD.
    const shown = String(key)
      // eslint-disable-next-line no-control-regex -- the NUL is what is replaced: shown as its escape
      .replace(/\u0000/g, '\\u0000')
      .replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
    const field = path ? `${path}.${shown}` : shown;
    const keyReason = typeof key === 'string' ? unstorableReason(key) : null;
    if (keyReason) return { field, message: keyReason };
    const found = findUnstorable(inner, field);
    if (found) return found;
  }
  return null;
}

/** Deepest nesting of a parsed JSON body we accept: real inputs go a few levels deep. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max` (walked without recursion, so any depth is safe). */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}
