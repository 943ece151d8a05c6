/**
 * Imports events from a stream of source records. Every row is validated (schema, content rules,
 * the EDTF date rules); a row is refused only for what is wrong in meaning (dates, coordinates,
 * ranges, script, links, a missing name, date or place), while prose open data lacks is filled and
 * warned about (row-normalizer.ts). Duplicates (same name, start date and coordinates, in the
 * database or earlier in the file) are skipped and counted. Good rows are inserted in batches,
 * each in one transaction, so a failure never leaves part of a batch written. Every line gets an
 * outcome (accepted, warning, rejected, duplicate) with its reasons; a dry run does all but write.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';
import { ValidationError, type Violation } from '../../lib/errors.js';
import { findUnstorable } from '../../lib/storable-text.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { eventRowFromInput } from '../events/event-row.js';
import { moderationLookup, validateEventInput } from '../events/event-write.service.js';
import type { ContentModerator, ModerationLookup } from '../events/content-review/content-moderator.js';
import { RuleBasedModerator } from '../events/content-review/rule-based-moderator.js';
import { checkImportDates, type EdtfImportMode } from './import-dates.js';
import { emptyReport, type ImportReport, type LineOutcome } from './import-report.js';
import type { SourceRecord } from './record-readers.js';
import { normalizeRow, type NormalizeOptions } from './row-normalizer.js';

export type { ImportReport, LineOutcome, RejectedRow } from './import-report.js';

export interface ImportOptions extends NormalizeOptions {
  dryRun?: boolean;
  /** Status of imported rows that carry none (default pending). */
  defaultStatus?: (typeof VERIFICATION_STATUSES)[number];
  batchSize?: number;
  moderator?: ContentModerator;
  onProgress?: (processed: number) => void;
  /** Each line's outcome, in line order, once it is settled (a batch's rows after their insert). */
  onLine?: (outcome: LineOutcome) => void;
  /** id -> eventType of rows later in the same file, so a what-if may come before its anchor. */
  anchorsInFile?: Map<string, string>;
  /** EDTF-only date forms: refused (default) or stored as their plain equivalent with a warning. */
  edtfDates?: EdtfImportMode;
}

type EventRow = ReturnType<typeof eventRowFromInput>;
/** A line waiting for its batch: the row to insert, or the outcome already known. */
type Pending = { line: number; row: EventRow; warnings: string[] } | { line: number; outcome: LineOutcome };

export const duplicateKey = (r: { name: string; startDate: string; latitude: number; longitude: number }) =>
  `${r.name}\u0000${r.startDate}\u0000${r.latitude}\u0000${r.longitude}`;

const StatusSchema = z.enum(VERIFICATION_STATUSES);
const UuidSchema = z.uuid();
const said = (v: Violation) => (v.field ? `${v.field}: ${v.message}` : v.message);

export class EventImporter {
  private readonly seen = new Map<string, number>();
  private readonly importedTypes = new Map<string, string>();
  private readonly report: ImportReport;
  private pending: Pending[] = [];
  /** Anchors may be in the database or earlier in the same file. */
  private readonly lookup: ModerationLookup;

  constructor(
    private readonly em: EntityManager,
    private readonly options: ImportOptions = {},
  ) {
    const fromDb = moderationLookup(em);
    this.lookup = {
      eventTypeOf: async (id) => this.importedTypes.get(id) ?? options.anchorsInFile?.get(id) ?? fromDb.eventTypeOf(id),
    };
    this.report = emptyReport(Boolean(options.dryRun));
  }

  async run(records: AsyncIterable<SourceRecord>): Promise<ImportReport> {
    for await (const record of records) {
      this.report.read++;
      if (record.error !== undefined) this.settle({ line: record.line, status: 'rejected', reasons: [record.error] });
      else await this.accept(record.line, record.raw, record.warnings ?? []);
      if (this.pending.length >= (this.options.batchSize ?? 1000)) await this.flush();
      if (this.report.read % 500 === 0) this.options.onProgress?.(this.report.read);
    }
    await this.flush();
    this.options.onProgress?.(this.report.read);
    return this.report;
  }

  private settle(outcome: LineOutcome): void {
    this.pending.push({ line: outcome.line, outcome });
  }

  private reject(line: number, violations: Violation[]): void {
    this.settle({ line, status: 'rejected', reasons: violations.map(said) });
  }

  private async accept(line: number, raw: Record<string, unknown>, readerWarnings: string[]): Promise<void> {
    // PostgreSQL cannot hold a NUL or a broken surrogate: refused here rather than failing a batch.
    const unstorable = findUnstorable(raw);
    if (unstorable) return this.reject(line, [unstorable]);
    const { input: candidate, id, verificationStatus, warnings } = normalizeRow(raw, this.options);
    const status = StatusSchema.safeParse(verificationStatus ?? this.options.defaultStatus ?? 'pending');
    if (!status.success) return this.reject(line, [{ field: 'verificationStatus', message: `must be one of ${VERIFICATION_STATUSES.join(', ')}` }]);
    if (id !== undefined && !UuidSchema.safeParse(id).success) return this.reject(line, [{ field: 'id', message: 'not a uuid' }]);
    const dates = checkImportDates(candidate, this.options.edtfDates ?? 'keep');
    try {
      const moderator = this.options.moderator ?? new RuleBasedModerator();
      const input = await validateEventInput(this.em, { ...candidate, ...dates.replacements }, moderator, this.lookup);
      if (dates.violations.length) return this.reject(line, dates.violations);
      const key = duplicateKey(input);
      const earlier = this.seen.get(key);
      if (earlier !== undefined) return this.settle({ line, status: 'duplicate', reasons: [`same name, start date and place as line ${earlier}`] });
      this.seen.set(key, line);
      const row = eventRowFromInput(input, { id, verificationStatus: status.data });
      this.importedTypes.set(row.id, row.eventType);
      this.pending.push({ line, row, warnings: [...readerWarnings, ...warnings.map(said), ...dates.warnings.map(said)] });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      // Where the date rules spoke, their reason stands for the field (the content check repeats it).
      const dateFields = new Set(dates.violations.map((v) => v.field));
      this.reject(line, [...dates.violations, ...error.violations.filter((v) => !dateFields.has(v.field))]);
    }
  }

  /** Inserts the waiting rows in one transaction, then settles every waiting line in order. */
  private async flush(): Promise<void> {
    const waiting = this.pending;
    this.pending = [];
    const rows = waiting.flatMap((p) => ('row' in p ? [p.row] : []));
    const stored = rows.length ? await this.insertNew(rows, waiting) : new Set<string>();
    for (const p of waiting) {
      const outcome: LineOutcome =
        'outcome' in p
          ? p.outcome
          : stored.has(p.row.id)
            ? { line: p.line, status: p.warnings.length ? 'warning' : 'accepted', reasons: p.warnings }
            : { line: p.line, status: 'duplicate', reasons: ['already in the database (same id, or same name, start date and place)'] };
      this.count(outcome);
      this.options.onLine?.(outcome);
    }
  }

  private count(outcome: LineOutcome): void {
    const r = this.report;
    if (outcome.status === 'rejected') r.rejected.push({ line: outcome.line, reason: outcome.reasons.join('; ') });
    else if (outcome.status === 'duplicate') r.duplicates++;
    else {
      r.imported++;
      if (outcome.status === 'warning') {
        r.withWarnings++;
        for (const reason of outcome.reasons) {
          const field = reason.split(':')[0]!;
          r.warningsByField[field] = (r.warningsByField[field] ?? 0) + 1;
        }
      }
    }
  }

  /** Drops rows already in the database (duplicate key or same id), inserts the rest; the ids stored. */
  private async insertNew(rows: EventRow[], waiting: Pending[]): Promise<Set<string>> {
    try {
      return await this.em.transactional(async (em) => {
        const existing: { id: string; name: string; start_date: string; latitude: number; longitude: number }[] = await em.execute(
          // Lists travel as one JSON parameter (the query builder would expand a JS array into a list).
          `select id, name, start_date, latitude, longitude from historical_events
            where name in (select jsonb_array_elements_text(?::jsonb)) or id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
          [JSON.stringify(rows.map((r) => r.name)), JSON.stringify(rows.map((r) => r.id))],
        );
        const existingKeys = new Set(
          existing.map((e) => duplicateKey({ name: e.name, startDate: e.start_date, latitude: e.latitude, longitude: e.longitude })),
        );
        const existingIds = new Set(existing.map((e) => e.id));
        const fresh = rows.filter((r) => !existingKeys.has(duplicateKey(r)) && !existingIds.has(r.id));
        if (!this.options.dryRun && fresh.length) await em.insertMany(HistoricalEvent, fresh);
        return new Set(fresh.map((r) => r.id));
      });
    } catch (error) {
      const lines = waiting.filter((p) => 'row' in p).map((p) => p.line);
      // The driver's message starts with the whole INSERT; the database's own words are enough here.
      const { errmsg, message } = error as { errmsg?: string; message: string };
      const reason = errmsg ?? message.slice(message.lastIndexOf(' - ') + 3);
      throw new Error(
        `The batch of lines ${lines[0]}-${lines[lines.length - 1]} was not written (${reason}); ` +
          `${this.report.imported} rows of earlier batches are stored.`,
        { cause: error },
      );
    }
  }
}
