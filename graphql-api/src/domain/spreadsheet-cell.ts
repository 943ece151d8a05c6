/**
 * CSV cells that a spreadsheet would run as a formula (CSV injection): text starting with =, +, -,
 * @, a tab or a carriage return. Every CSV we write (the public export, the admin dashboard's
 * downloads) prefixes such text with an apostrophe, which spreadsheets show as plain text; a text
 * that itself starts with an apostrophe gets one more, so reading back (the importer) only ever
 * removes the first one and nothing is lost.
 */
const NEEDS_GUARD = /^[=+\-@\t\r']/;

export function guardSpreadsheetCell(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

/** The text a guarded cell stands for. */
export function unguardSpreadsheetCell(text: string): string {
  return text.startsWith("'") && NEEDS_GUARD.test(text.slice(1)) ? text.slice(1) : text;
}

/** One RFC 4180 line of guarded cells (CRLF-terminated); null and undefined are empty. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  const cell = (v: string | number | null | undefined) => {
    if (v === null || v === undefined) return '';
    // Numbers are data, not formulas (a latitude of -33.9 stays a number).
    const text = typeof v === 'number' ? String(v) : guardSpreadsheetCell(v);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${cells.map(cell).join(',')}\r\n`;
}
