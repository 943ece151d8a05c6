/** Columns handed to deck.gl as binary attributes (no per-row objects). */
export interface BinaryData {
  length: number;
  attributes: Record<string, { value: Float32Array | Uint8Array | Uint32Array; size: number }>;
}

/**
 * The binary data object of one set of columns, made once per source object: deck.gl compares
 * `data` by reference, and a new object would re-upload every attribute on each render (each tick).
 */
export function binaryDataOnce<K extends object>(cache: WeakMap<K, BinaryData>, key: K, build: (key: K) => BinaryData): BinaryData {
  let data = cache.get(key);
  if (!data) {
    data = build(key);
    cache.set(key, data);
  }
  return data;
}
