import type { ChunkFiles } from './map-chunks.js';

/**
 * The chunk files this process serves, by hash: those of the latest build and of the one before
 * it, so that a client that read the previous manifest still gets every chunk it lists while it
 * moves on. A chunk both builds share is one object (chunkFeed reuses it: see `find`).
 */
export class ChunkStore {
  private generations: Map<string, ChunkFiles>[] = [];

  /** A build's chunks, newest first; the generation before the previous one is let go. */
  add(files: readonly ChunkFiles[]): void {
    this.generations = [new Map(files.map((f) => [f.hash, f])), ...this.generations].slice(0, 2);
  }

  find(hash: string): ChunkFiles | undefined {
    for (const generation of this.generations) {
      const files = generation.get(hash);
      if (files) return files;
    }
    return undefined;
  }
}
