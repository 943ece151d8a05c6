/**
 * Bulk loading with PostgreSQL COPY (text format): an order of magnitude faster than INSERT for
 * the synthetic million. Rows are entity-shaped objects (property names); the column names and
 * value types come from the MikroORM metadata, so this stays in step with the entity.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { once } from 'node:events';
import { from as copyFrom } from 'pg-copy-streams';
import { withPooledClient } from './pooled-query.js';

const COPY_SPECIAL = /[\\\t\n\r]/;
const ARRAY_SPECIAL = /["\\]/;

/**
 * COPY text format escaping: backslash, tab, newline and carriage return; null is \N. Most values
 * have none of these, so they are tested for first (encoding is half the seed worker's time).
 */
function escapeText(value: string): string {
  if (!COPY_SPECIAL.test(value)) return value;
  return value.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
}

/** A text[] literal: every element double-quoted with " and \ escaped. */
function arrayLiteral(values: readonly string[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    literal += `${i === 0 ? '"' : ',"'}${ARRAY_SPECIAL.test(value) ? value.replaceAll('\\', '\\\\').replaceAll('"', '\\"') : value}"`;
  }
  return `${literal}}`;
}

type Encoder = (value: unknown) => string;

function encoderFor(columnType: string): Encoder {
  if (columnType.endsWith('[]')) return (v) => escapeText(arrayLiteral(v as string[]));
  if (columnType === 'json' || columnType === 'jsonb') return (v) => escapeText(JSON.stringify(v));
  // A number needs no escaping; a string goes through String() unchanged.
  return (v) => (typeof v === 'number' ? String(v) : escapeText(v instanceof Date ? v.toISOString() : String(v)));
}

/** Where a load goes: plain data, so a worker thread can encode rows for it too. */
export interface CopyTarget {
  table: string;
  columns: { property: string; column: string; type: string }[];
}

/** Which properties of the first row map to which columns (rows of one load share a shape). */
export function copyTargetFor(em: EntityManager, entity: EntityName<object>, sample: object): CopyTarget {
  const meta = em.getMetadata().get(entity);
  const columns = Object.keys(sample).map((property) => {
    const prop = meta.properties[property as never] as { fieldNames: string[]; columnTypes: string[] } | undefined;
    if (!prop) throw new Error(`${meta.className} has no property ${property}`);
    return { property, column: prop.fieldNames[0]!, type: prop.columnTypes[0]!.toLowerCase() };
  });
  return { table: meta.tableName, columns };
}

/** A function that encodes rows as COPY text for the target (encoders built once; plain loops, no per-row closures). */
export function rowEncoder(target: CopyTarget): (rows: readonly object[]) => string {
  const properties = target.columns.map((c) => c.property);
  const encoders = target.columns.map((c) => encoderFor(c.type));
  const fields = new Array<string>(properties.length);
  return (rows) => {
    const lines = new Array<string>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const record = rows[r] as Record<string, unknown>;
      for (let i = 0; i < properties.length; i++) {
        const value = record[properties[i]!];
        fields[i] = value == null ? '\\N' : encoders[i]!(value);
      }
      lines[r] = fields.join('\t');
    }
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  };
}

function copyStatement(target: CopyTarget): string {
  return `COPY "${target.table}" (${target.columns.map((c) => `"${c.column}"`).join(', ')}) FROM STDIN`;
}

/**
 * Copies batches already encoded as COPY text (e.g. by a worker thread), one COPY per batch over
 * one connection, each committing on its own. The next batch is awaited while PostgreSQL ingests
 * the current one.
 */
export async function copyEncoded(
  em: EntityManager,
  target: CopyTarget,
  batches: AsyncIterable<{ text: Buffer | string; rows: number }> | Iterable<{ text: Buffer | string; rows: number }>,
  onBatch?: (rows: number) => void,
) {
  const statement = copyStatement(target);
  // Each batch commits synchronously. An asynchronous commit would save a WAL flush per batch,
  // but a page whose rows committed asynchronously cannot be marked all-visible until that WAL
  // is on disk, so the vacuum right after a small load left the newest pages out of the
  // visibility map (the map feed's index-only scans then visit the heap for them).
  await withPooledClient(em, async (client) => {
    for await (const batch of batches) {
      const stream = client.query(copyFrom(statement));
      const finished = once(stream, 'finish');
      stream.end(batch.text);
      await finished;
      onBatch?.(batch.rows);
    }
  });
}

/**
 * Copies batches of rows in one COPY per batch over one connection. The caller owns the
 * transaction boundary: each batch commits on its own, so a long load shows progress and a
 * failure keeps the batches before it.
 */
export async function copyRows(em: EntityManager, entity: EntityName<object>, batches: Iterable<readonly object[]>, onBatch?: (rows: number) => void) {
  const list = batches[Symbol.iterator]();
  let first = list.next();
  while (!first.done && !first.value.length) first = list.next();
  if (first.done) return;
  const target = copyTargetFor(em, entity, first.value[0]!);
  const encode = rowEncoder(target);
  function* encoded() {
    for (let next = first; !next.done; next = list.next()) if (next.value.length) yield { text: encode(next.value), rows: next.value.length };
  }
  await copyEncoded(em, target, encoded(), onBatch);
}
