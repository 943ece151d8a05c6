/** One source as typed in the wizard: every box a string, blank when not given. */
export interface SourceDraft {
  title: string;
  url: string;
  note: string;
}

export const EMPTY_SOURCE: SourceDraft = { title: '', url: '', note: '' };

/** A source as the API takes and gives it (the optional parts null or absent). */
export interface SourceValue {
  title: string;
  url?: string | null;
  note?: string | null;
}

const isBlank = (s: SourceDraft) => !s.title.trim() && !s.url.trim() && !s.note.trim();

/** An address the detail card may link to: http or https only (the server checks it too). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with the sources typed, row by row (blank rows are left out, so they are fine). */
export function sourceProblems(sources: SourceDraft[]): string[] {
  return sources.flatMap((s, i) => {
    if (isBlank(s)) return [];
    const problems: string[] = [];
    if (!s.title.trim()) problems.push(`Source ${i + 1}: give it a title`);
    if (s.url.trim() && !isWebAddress(s.url.trim())) problems.push(`Source ${i + 1}: the address must start with http:// or https://`);
    return problems;
  });
}

/** The sources as the API takes them: trimmed, blank rows left out, empty parts null. */
export function toSourceInputs(sources: SourceDraft[]): { title: string; url: string | null; note: string | null }[] {
  return sources.filter((s) => !isBlank(s)).map((s) => ({ title: s.title.trim(), url: s.url.trim() || null, note: s.note.trim() || null }));
}

/** An event's stored sources as rows to edit. */
export function toSourceDrafts(sources: readonly SourceValue[]): SourceDraft[] {
  return sources.map((s) => ({ title: s.title, url: s.url ?? '', note: s.note ?? '' }));
}
