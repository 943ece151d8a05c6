/**
 * Text without control characters, for what is stored to be shown back (a file's name, a refused
 * submission's name in the moderation log). PostgreSQL text cannot hold U+0000 at all: a raw NUL
 * sent with a write fails the statement.
 */
export function withoutControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}
