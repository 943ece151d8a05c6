import { readRecords, type ImportFormat } from './record-readers.js';

/**
 * A first pass over an import file: how many records (for the progress bar) and which event ids
 * it defines with their type (so a what-if row may anchor to a real event further down the file).
 */
export async function scanFile(file: string, format: ImportFormat): Promise<{ records: number; anchors: Map<string, string> }> {
  const anchors = new Map<string, string>();
  let records = 0;
  for await (const record of readRecords(file, format)) {
    records++;
    const id = record.raw?.id;
    if (typeof id === 'string' && id) anchors.set(id, typeof record.raw?.eventType === 'string' ? record.raw.eventType : 'real');
  }
  return { records, anchors };
}
