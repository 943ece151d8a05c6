/** Columns handed to deck.gl as binary attributes (no per-row objects). */
export interface BinaryData {
  length: number;
  attributes: Record<string, { value: Float32Array | Uint8Array; size: number }>;
}
