/**
 * Writes events in the import formats, so an export re-imports without loss: the event input
 * fields plus id and verificationStatus (links between events survive because ids are kept).
 * GeoJSON and Linked Places features also carry LPF's `when`, so gazetteer tools read our dates.
 */
import { formatDateRangeText } from '../../domain/date-label.js';
import { csvLine } from '../../domain/spreadsheet-cell.js';
import { wikidataEntity } from '../../domain/event-json-ld.js';
import { EXPORT_FIELDS, type EventFieldName } from '../events/event-fields.js';
import type { HistoricalEvent } from '../events/event.entity.js';
import { LPF_CONTEXT, whenOfDates } from './linked-places.js';
import type { ImportFormat } from './record-readers.js';

export type ExportFormat = Exclude<ImportFormat, 'json'>;
export const EXPORT_FORMATS = ['csv', 'jsonl', 'geojson', 'lpf'] as const satisfies readonly ExportFormat[];
/** File name endings the importer recognises for each format (formatOfFile). */
export const EXPORT_FILE_EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', jsonl: 'jsonl', geojson: 'geojson', lpf: 'lpf.json' };

/** The export's columns: the insert form plus id and verificationStatus (event-fields.ts). */
export const EXPORT_COLUMNS = EXPORT_FIELDS;
/**
 * Written after them for people reading the file: the dates in words ("c. 1450 CE", "between 1066
 * and 1071 CE"). The importer reads the dates themselves and leaves this column aside.
 */
const LABEL_COLUMN = 'dateLabel';
const WRITTEN_COLUMNS = [...EXPORT_COLUMNS, LABEL_COLUMN];

type ExportRecord = Record<EventFieldName | typeof LABEL_COLUMN, unknown>;

export function exportRecord(e: HistoricalEvent): ExportRecord {
  const fields = e as unknown as Record<string, unknown>;
  const record = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, fields[c] ?? null])) as ExportRecord;
  record[LABEL_COLUMN] = typeof e.startDate === 'string' ? formatDateRangeText(e.startDate, e.endDate) : null;
  return record;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  // LPF is GeoJSON first (map tools open it); its @context makes it JSON-LD as well.
  lpf: 'application/geo+json; charset=utf-8',
};

type Feature = Record<string, unknown>;

/** A GeoJSON feature with the event's fields as properties and its dates as LPF's `when`. */
function geoJsonFeature(r: ExportRecord): Feature {
  const { latitude, longitude, ...properties } = r;
  const when = whenOfDates(r.startDate as string | null, r.endDate as string | null);
  // The Wikidata item as the linked-data `sameAs` (its entity URI), beside our own wikidataId property.
  const sameAs = typeof r.wikidataId === 'string' && r.wikidataId ? { sameAs: wikidataEntity(r.wikidataId) } : {};
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties, ...(when ? { when } : {}), ...sameAs };
}

/** A Linked Places feature: LPF's required @id, title, names and geometry collection around the same properties. */
function lpfFeature(r: ExportRecord): Feature {
  const { geometry, properties, ...rest } = geoJsonFeature(r);
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    '@id': `urn:uuid:${String(r.id)}`,
    type: 'Feature',
    properties: { title: r.name, ...(properties as object) },
    geometry: { type: 'GeometryCollection', geometries: [geometry] },
    ...(rest.when ? { when: rest.when } : {}),
    ...(rest.sameAs ? { sameAs: rest.sameAs } : {}),
    names: text(r.location) ? [{ toponym: r.location, citations: [{ label: 'Epoch Atlas', '@id': `urn:uuid:${String(r.id)}` }] }] : [],
    descriptions: text(r.description) ? [{ value: r.description, lang: 'en' }] : [],
    links: [
      ...(text(r.wikiUrl) ? [{ type: 'primaryTopicOf', identifier: r.wikiUrl }] : []),
      ...(text(r.wikidataId) ? [{ type: 'exactMatch', identifier: `wd:${String(r.wikidataId)}` }] : []),
    ],
  };
}

/** Streams events in one format as text chunks: a prologue, one chunk per batch, an epilogue. */
export class EventExportWriter {
  private first = true;
  constructor(readonly format: ExportFormat) {}

  get contentType(): string {
    return CONTENT_TYPES[this.format];
  }

  start(): string {
    if (this.format === 'csv') return csvLine(WRITTEN_COLUMNS);
    if (this.format === 'geojson') return '{"type":"FeatureCollection","features":[\n';
    if (this.format === 'lpf') return `{"type":"FeatureCollection","@context":${JSON.stringify(LPF_CONTEXT)},"features":[\n`;
    return '';
  }

  batch(events: HistoricalEvent[]): string {
    const records = events.map(exportRecord);
    if (this.format === 'csv') {
      // The same guarded cells as every CSV we write: text a spreadsheet would run is prefixed.
      // Numbers and text as they are, booleans as true/false, arrays, objects and dates as JSON.
      const cell = (v: unknown) =>
        v === null || v === undefined
          ? null
          : typeof v === 'number' || typeof v === 'string'
            ? v
            : typeof v === 'boolean' || typeof v === 'bigint'
              ? String(v)
              : JSON.stringify(v);
      return records.map((r) => csvLine(WRITTEN_COLUMNS.map((c) => cell(r[c as keyof ExportRecord])))).join('');
    }
    if (this.format === 'jsonl') return records.map((r) => `${JSON.stringify(r)}\n`).join('');
    const toFeature = this.format === 'lpf' ? lpfFeature : geoJsonFeature;
    return records
      .map((r) => {
        const text = `${this.first ? '' : ',\n'}${JSON.stringify(toFeature(r))}`;
        this.first = false;
        return text;
      })
      .join('');
  }

  end(): string {
    return this.format === 'geojson' || this.format === 'lpf' ? '\n]}\n' : '';
  }
}
