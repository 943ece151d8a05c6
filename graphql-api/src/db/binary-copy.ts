/**
 * Reading `COPY (...) TO STDOUT (FORMAT binary)` when every column has a fixed width and no nulls:
 * every row then has the same size, so rows are read in place from the stream's chunks, with no
 * per-row objects and no buffering of the whole result. Only a row split between two chunks is
 * copied. The format: https://www.postgresql.org/docs/current/sql-copy.html (Binary Format).
 */
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Signature, flags field, header extension length. */
const HEADER_BYTES = SIGNATURE.length + 8;
const TRAILER = -1;

/** Called once per row: the row's bytes start at `start` of `buf` (its columns: see rowLayout). */
export type RowReader = (buf: Buffer, start: number) => void;

/** Where each column's value starts, counted from the start of its row, and the row's size. */
export function rowLayout(widths: readonly number[]): { offsets: number[]; rowBytes: number } {
  const offsets: number[] = [];
  let at = 2; // the row's field count
  for (const width of widths) {
    offsets.push(at + 4); // each value follows its 4-byte length
    at += 4 + width;
  }
  return { offsets, rowBytes: at };
}

export class FixedWidthCopyReader {
  readonly rowBytes: number;
  rows = 0;
  private pending: Buffer = Buffer.alloc(0);
  private started = false;
  private ended = false;

  /** `widths`: each column's size in bytes (e.g. 16 for uuid, 8 for float8, 2 for int2, 1 for bool). */
  constructor(
    private readonly widths: readonly number[],
    private readonly onRow: RowReader,
  ) {
    this.rowBytes = rowLayout(widths).rowBytes;
  }

  push(chunk: Buffer): void {
    let from = 0;
    if (this.pending.length > 0) {
      // Complete the unit split across the chunks from a small copy, then carry on in the chunk.
      const before = this.pending.length;
      const head = Buffer.concat([this.pending, chunk.subarray(0, this.rowBytes + HEADER_BYTES)]);
      const used = this.consume(head);
      if (used === 0) {
        this.pending = Buffer.concat([this.pending, chunk]);
        return;
      }
      from = used - before;
      this.pending = Buffer.alloc(0);
    }
    const used = from + this.consume(chunk.subarray(from));
    if (used < chunk.length) this.pending = Buffer.from(chunk.subarray(used));
  }

  /** Checks that the stream ended where the format says it does. */
  finish(): void {
    if (!this.ended || this.pending.length > 0) throw new Error('The binary COPY stream ended early');
  }

  /** Reads whole units (header, rows, trailer) from the start of `buf`; returns the bytes used. */
  private consume(buf: Buffer): number {
    let at = 0;
    if (!this.started) {
      if (buf.length < HEADER_BYTES) return 0;
      if (!buf.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('Not a binary COPY stream');
      const extension = buf.readUInt32BE(SIGNATURE.length + 4);
      if (buf.length < HEADER_BYTES + extension) return 0;
      at = HEADER_BYTES + extension;
      this.started = true;
    }
    const { widths, rowBytes } = this;
    while (at + 2 <= buf.length) {
      if (this.ended) throw new Error('Data after the end of the binary COPY stream');
      const fields = buf.readInt16BE(at);
      if (fields === TRAILER) {
        this.ended = true;
        at += 2;
        continue;
      }
      if (fields !== widths.length) throw new Error(`A COPY row has ${fields} columns, not ${widths.length}`);
      if (at + rowBytes > buf.length) break;
      for (let c = 0, f = at + 2; c < widths.length; f += 4 + widths[c]!, c++) {
        // A null (-1) or a variable width would shift every later column: refuse it.
        if (buf.readInt32BE(f) !== widths[c]) throw new Error(`COPY column ${c} is not ${widths[c]} bytes wide`);
      }
      this.onRow(buf, at);
      this.rows++;
      at += rowBytes;
    }
    return at;
  }
}

/**
 * Runs `query` as a binary COPY on `client`, handing its rows to `reader`; returns the row count.
 * The stream's back-pressure holds PostgreSQL while the rows are read.
 */
export async function copyFixedWidthRows(client: PoolClient, query: string, reader: FixedWidthCopyReader): Promise<number> {
  const stream = client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`));
  for await (const chunk of stream as AsyncIterable<Buffer>) reader.push(chunk);
  reader.finish();
  return reader.rows;
}
