/**
 * Imports events from a stream of source records: every row is validated (schema and content
 * rules), bad rows are reported with their line and reason, duplicates (same name, start date and
 * coordinates, in the database or earlier in the file) are skipped and counted, good rows are
 * inserted in batches. A dry run does everything but write.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';
import { ValidationError } from '../../lib/errors.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { eventRowFromInput } from '../events/event-row.js';
import { moderationLookup, validateEventInput } from '../events/event-write.service.js';
import type { ModerationLookup } from '../moderation/content-moderator.js';
import type { ContentModerator } from '../moderation/content-moderator.js';
import { RuleBasedModerator } from '../moderation/rule-based-moderator.js';
import type { SourceRecord } from './record-readers.js';
import { normalizeRow } from './row-normalizer.js';

export interface ImportOptions {
  dryRun?: boolean;
  /** Status of imported rows that carry none (default pending). */
  defaultStatus?: (typeof VERIFICATION_STATUSES)[number];
  batchSize?: number;
  moderator?: ContentModerator;
  onProgress?: (processed: number) => void;
  /** id -> eventType of rows later in the same file, so a what-if may come before its anchor. */
  anchorsInFile?: Map<string, string>;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportReport {
  read: number;
  imported: number;
  duplicates: number;
  rejected: RejectedRow[];
  dryRun: boolean;
}

type EventRow = ReturnType<typeof eventRowFromInput>;

export const duplicateKey = (r: { name: string; startDate: string; latitude: number; longitude: number }) =>
  `${r.name}\u0000${r.startDate}\u0000${r.latitude}\u0000${r.longitude}`;

const StatusSchema = z.enum(VERIFICATION_STATUSES);
const UuidSchema = z.uuid();

export class EventImporter {
  private readonly seen = new Set<string>();
  private readonly importedTypes = new Map<string, string>();
  private readonly report: ImportReport;
  private batch: EventRow[] = [];
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
    this.report = { read: 0, imported: 0, duplicates: 0, rejected: [], dryRun: Boolean(options.dryRun) };
  }

  async run(records: AsyncIterable<SourceRecord>): Promise<ImportReport> {
    for await (const record of records) {
      this.report.read++;
      if (record.error !== undefined) this.reject(record.line, record.error);
      else await this.accept(record.line, record.raw);
      if (this.batch.length >= (this.options.batchSize ?? 1000)) await this.flush();
      if (this.report.read % 500 === 0) this.options.onProgress?.(this.report.read);
    }
    await this.flush();
    this.options.onProgress?.(this.report.read);
    return this.report;
  }

  private reject(line: number, reason: string): void {
    this.report.rejected.push({ line, reason });
  }

  private async accept(line: number, raw: Record<string, unknown>): Promise<void> {
    const { input: candidate, id, verificationStatus } = normalizeRow(raw);
    const status = StatusSchema.safeParse(verificationStatus ?? this.options.defaultStatus ?? 'pending');
    if (!status.success) return this.reject(line, `verificationStatus: must be one of ${VERIFICATION_STATUSES.join(', ')}`);
    if (id !== undefined && !UuidSchema.safeParse(id).success) return this.reject(line, 'id: not a uuid');
    try {
      const moderator = this.options.moderator ?? new RuleBasedModerator();
      const input = await validateEventInput(this.em, candidate, moderator, this.lookup);
      const key = duplicateKey(input);
      if (this.seen.has(key)) {
        this.report.duplicates++;
        return;
      }
      this.seen.add(key);
      const row = eventRowFromInput(input, { id, verificationStatus: status.data });
      this.importedTypes.set(row.id, row.eventType);
      this.batch.push(row);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      this.reject(line, error.violations.map((v) => `${v.field}: ${v.message}`).join('; '));
    }
  }

  /** Drops rows already in the database (duplicate key or same id), then inserts the rest. */
  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const rows = this.batch;
    this.batch = [];
    const existing: { id: string; name: string; start_date: string; latitude: number; longitude: number }[] = await this.em
      .getConnection()
      .execute(
        // Lists travel as one JSON parameter (the query builder would expand a JS array into a list).
        `select id, name, start_date, latitude, longitude from historical_events
          where name in (select jsonb_array_elements_text(?::jsonb)) or id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
        [JSON.stringify(rows.map((r) => r.name)), JSON.stringify(rows.map((r) => r.id))],
      );
    const existingKeys = new Set(existing.map((e) => duplicateKey({ name: e.name, startDate: e.start_date, latitude: e.latitude, longitude: e.longitude })));
    const existingIds = new Set(existing.map((e) => e.id));
    const fresh = rows.filter((r) => !existingKeys.has(duplicateKey(r)) && !existingIds.has(r.id));
    this.report.duplicates += rows.length - fresh.length;
    if (!this.options.dryRun && fresh.length) await this.em.insertMany(HistoricalEvent, fresh);
    this.report.imported += fresh.length;
  }
}
