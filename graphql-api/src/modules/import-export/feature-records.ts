/**
 * A GeoJSON or Linked Places feature as an import record. Our own exports carry every field in
 * `properties` (their dates as written, so they come back exactly); other gazetteers' LPF gives
 * `title`, `names`, `descriptions`, `links` and `when`, read into our fields where ours are absent.
 */
import { wikidataIdOf } from '../../domain/event-json-ld.js';
import { datesFromWhen } from './linked-places.js';

export type FeatureRecord = { raw: Record<string, unknown>; warnings: string[]; error?: undefined } | { raw?: undefined; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/** The Point of a feature: its geometry, or the first Point of a GeometryCollection (as LPF writes it). */
function pointOf(geometry: unknown): unknown[] | null {
  if (!isObject(geometry)) return null;
  if (geometry.type === 'Point' && isList(geometry.coordinates)) return geometry.coordinates;
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries)) {
    for (const inner of geometry.geometries) {
      const point = pointOf(inner);
      if (point) return point;
    }
  }
  return null;
}

function firstOf(list: unknown, key: string): unknown {
  return Array.isArray(list) ? list.map((item) => (isObject(item) ? item[key] : undefined)).find((v) => typeof v === 'string' && v.trim()) : undefined;
}

/** LPF's own members, for the fields our properties do not have. */
function lpfFields(feature: Record<string, unknown>, properties: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (properties.name == null && typeof properties.title === 'string') fields.name = properties.title;
  if (properties.description == null) fields.description = firstOf(feature.descriptions, 'value');
  if (properties.location == null) fields.location = firstOf(feature.names, 'toponym');
  if (properties.wikiUrl == null && isList(feature.links)) {
    const topic = feature.links.find((l) => isObject(l) && l.type === 'primaryTopicOf' && typeof l.identifier === 'string');
    if (isObject(topic)) fields.wikiUrl = topic.identifier;
  }
  if (properties.wikidataId == null) {
    const refs = [feature.sameAs, ...(isList(feature.links) ? feature.links.map((l) => (isObject(l) ? l.identifier : null)) : [])];
    fields.wikidataId = refs.map(wikidataIdOf).find((id) => id !== null) ?? undefined;
  }
  const uuid = typeof feature['@id'] === 'string' ? /^urn:uuid:([0-9a-f-]{36})$/i.exec(feature['@id'])?.[1] : undefined;
  if (properties.id == null && uuid) fields.id = uuid;
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return fields;
}

export function featureRecord(feature: unknown): FeatureRecord {
  const point = isObject(feature) ? pointOf(feature.geometry) : null;
  if (!isObject(feature) || !point) return { error: 'feature without a Point geometry' };
  const properties = isObject(feature.properties) ? feature.properties : {};
  const { title: _title, when: _when, ...ours } = properties;
  const raw: Record<string, unknown> = { ...ours, ...lpfFields(feature, properties) };
  const warnings: string[] = [];
  // Our exports keep the dates as written in properties; `when` speaks for files without them.
  if (raw.startDate == null) {
    const dates = datesFromWhen(feature.when ?? properties.when);
    if (dates.problem) return { error: dates.problem };
    if (dates.warning) warnings.push(dates.warning);
    Object.assign(raw, { startDate: dates.startDate, endDate: raw.endDate ?? dates.endDate });
  }
  const [longitude, latitude] = point;
  return { raw: { ...raw, longitude, latitude }, warnings };
}
