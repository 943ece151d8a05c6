import { describe, expect, it } from 'vitest';
import { FixedWidthCopyReader, rowLayout } from './binary-copy.js';

// Columns: an int4 and an int2, as PostgreSQL writes them in a binary COPY.
const WIDTHS = [4, 2];

function copyStream(rows: [number, number][], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  header.write('PGCOPY\n\xff\r\n\0', 'latin1');
  header.writeUInt32BE(extension.length, 15);
  const body = rows.map(([a, b]) => {
    const row = Buffer.alloc(rowLayout(WIDTHS).rowBytes);
    row.writeInt16BE(2, 0);
    row.writeInt32BE(4, 2);
    row.writeInt32BE(a, 6);
    row.writeInt32BE(2, 10);
    row.writeInt16BE(b, 14);
    return row;
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1);
  return Buffer.concat([header, extension, ...body, trailer]);
}

function read(chunks: Buffer[]): [number, number][] {
  const [a, b] = rowLayout(WIDTHS).offsets;
  const rows: [number, number][] = [];
  const reader = new FixedWidthCopyReader(WIDTHS, (buf, start) => rows.push([buf.readInt32BE(start + a!), buf.readInt16BE(start + b!)]));
  for (const chunk of chunks) reader.push(chunk);
  reader.finish();
  expect(reader.rows).toBe(rows.length);
  return rows;
}

const ROWS: [number, number][] = [
  [1, -1],
  [-3500, 7],
  [2000, 255],
  [123456, -32768],
];

describe('FixedWidthCopyReader', () => {
  it('reads the rows whatever the chunk boundaries (split anywhere, one byte at a time)', () => {
    const stream = copyStream(ROWS, Buffer.from([9, 9, 9]));
    expect(read([stream])).toEqual(ROWS);
    for (let cut = 1; cut < stream.length; cut++) expect(read([stream.subarray(0, cut), stream.subarray(cut)])).toEqual(ROWS);
    expect(read([...stream].map((byte) => Buffer.from([byte])))).toEqual(ROWS);
  });

  it('refuses a null, a truncated stream and a stream that is not a binary COPY', () => {
    const withNull = copyStream(ROWS);
    withNull.writeInt32BE(-1, 19 + 2);
    expect(() => read([withNull])).toThrow(/not 4 bytes wide/);
    expect(() => read([copyStream(ROWS).subarray(0, 40)])).toThrow(/ended early/);
    expect(() => read([Buffer.from('id,name\n1,x\n-------------')])).toThrow(/Not a binary COPY/);
  });
});
