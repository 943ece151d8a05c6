/**
 * What an import says about itself: one outcome per input line (accepted, imported with warnings,
 * rejected, or skipped as a duplicate) with the reasons, the counts of each, and the JSON report
 * file `--report` writes. The file is streamed line by line, so a large import holds no list of it.
 */
import fs from 'node:fs';

export type LineStatus = 'accepted' | 'warning' | 'rejected' | 'duplicate';

export interface LineOutcome {
  /** The CSV or JSONL line, or the 1-based record number in JSON, GeoJSON and LPF. */
  line: number;
  status: LineStatus;
  /** "field: what was wrong or filled"; empty for an accepted line. */
  reasons: string[];
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportReport {
  read: number;
  /** Accepted and warned rows stored (or that would be, in a dry run). */
  imported: number;
  /** Of those, the rows stored with warnings. */
  withWarnings: number;
  /** How many warned rows each field's warning touched. */
  warningsByField: Record<string, number>;
  duplicates: number;
  rejected: RejectedRow[];
  dryRun: boolean;
}

export function emptyReport(dryRun: boolean): ImportReport {
  return { read: 0, imported: 0, withWarnings: 0, warningsByField: {}, duplicates: 0, rejected: [], dryRun };
}

/** The counts by status, as the report file and the summary give them. */
export function statusCounts(r: ImportReport): Record<LineStatus, number> {
  return { accepted: r.imported - r.withWarnings, warning: r.withWarnings, rejected: r.rejected.length, duplicate: r.duplicates };
}

/** "7170 read: 12 accepted, 7150 with warnings (significance 7150), 8 duplicates skipped, 0 rejected." */
export function summaryLine(r: ImportReport): string {
  const c = statusCounts(r);
  const fields = Object.entries(r.warningsByField)
    .sort((a, b) => b[1] - a[1])
    .map(([field, n]) => `${field} ${n}`)
    .join(', ');
  const verb = r.dryRun ? 'would be imported' : 'imported';
  return (
    `${r.read} read: ${r.imported} ${verb} (${c.accepted} accepted, ${c.warning} with warnings${fields ? `: ${fields}` : ''}), ` +
    `${c.duplicate} duplicates skipped, ${c.rejected} rejected.`
  );
}

/**
 * Writes `{ "file", "lines": [ {line, status, reasons}, ... ], "summary": {...} }` as the import
 * runs; `close` adds the summary. Synchronous writes keep the lines in the order they settle.
 */
export class ImportReportFile {
  private readonly fd: number;
  private first = true;

  constructor(
    readonly path: string,
    source: string,
  ) {
    this.fd = fs.openSync(path, 'w');
    fs.writeSync(this.fd, `{"file":${JSON.stringify(source)},"lines":[\n`);
  }

  line(outcome: LineOutcome): void {
    fs.writeSync(this.fd, `${this.first ? '' : ',\n'}${JSON.stringify(outcome)}`);
    this.first = false;
  }

  close(report: ImportReport | null): void {
    const summary = report
      ? { ...statusCounts(report), read: report.read, imported: report.imported, warningsByField: report.warningsByField, dryRun: report.dryRun }
      : { aborted: true };
    fs.writeSync(this.fd, `\n],"summary":${JSON.stringify(summary)}}\n`);
    fs.closeSync(this.fd);
  }
}
