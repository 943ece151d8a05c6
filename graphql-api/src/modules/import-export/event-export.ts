/**
 * Writes events in the import formats, so an export re-imports without loss: the event input
 * fields plus id and verificationStatus (links between events survive because ids are kept).
 */
import { csvLine } from '../../domain/spreadsheet-cell.js';
import type { HistoricalEvent } from '../events/event.entity.js';
import type { ImportFormat } from './record-readers.js';

export type ExportFormat = Exclude<ImportFormat, 'json'>;

export const EXPORT_COLUMNS = [
  'id', 'name', 'period', 'eventType', 'culturalType', 'category', 'subcategory', 'startDate', 'endDate',
  'latitude', 'longitude', 'radius', 'description', 'significance', 'participants', 'battleType', 'casualties',
  'location', 'coordinates', 'wikiUrl', 'whoDescription', 'outfit', 'background', 'actions', 'context',
  'consequences', 'attachedMedia', 'linkedEventId', 'relationshipType', 'tags', 'countryTags', 'verificationStatus',
] as const;

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

export function exportRecord(e: HistoricalEvent): ExportRecord {
  return Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, (e as unknown as Record<string, unknown>)[c] ?? null])) as ExportRecord;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/** Streams events in one format as text chunks: a prologue, one chunk per batch, an epilogue. */
export class EventExportWriter {
  private first = true;
  constructor(readonly format: ExportFormat) {}

  get contentType(): string {
    return CONTENT_TYPES[this.format];
  }

  start(): string {
    if (this.format === 'csv') return csvLine(EXPORT_COLUMNS);
    if (this.format === 'geojson') return '{"type":"FeatureCollection","features":[\n';
    return '';
  }

  batch(events: HistoricalEvent[]): string {
    const records = events.map(exportRecord);
    if (this.format === 'csv') {
      // The same guarded cells as every CSV we write: text a spreadsheet would run is prefixed.
      const cell = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'number' ? v : Array.isArray(v) || typeof v === 'object' ? JSON.stringify(v) : String(v));
      return records.map((r) => csvLine(EXPORT_COLUMNS.map((c) => cell(r[c])))).join('');
    }
    if (this.format === 'jsonl') return records.map((r) => `${JSON.stringify(r)}\n`).join('');
    return records
      .map((r) => {
        const { latitude, longitude, ...properties } = r;
        const feature = { type: 'Feature', geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties };
        const text = `${this.first ? '' : ',\n'}${JSON.stringify(feature)}`;
        this.first = false;
        return text;
      })
      .join('');
  }

  end(): string {
    return this.format === 'geojson' ? '\n]}\n' : '';
  }
}
