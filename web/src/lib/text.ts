/** Cuts a text to `max` characters (by code point, so no emoji or accent is cut in half) and marks the cut with "...". */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`;
}
