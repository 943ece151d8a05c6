/**
 * `%text%` for a LIKE over a lower-cased column, with LIKE's own wildcards escaped, so a search
 * for "100%" or "a_b" matches those characters rather than anything.
 */
export function likePattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
