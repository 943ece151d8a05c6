/**
 * The primary's bookkeeping: which workers are up and warm, who must hear of a write, and who has.
 * Kept apart from process handling so that the rules are tested on their own.
 */
import type { PrimaryMessage, WorkerMessage } from './messages.js';

export class ClusterHub {
  private readonly workers = new Set<number>();
  private readonly ready = new Set<number>();
  /** Workers already told that all are warm (a replacement is told once it is warm itself). */
  private readonly toldAllReady = new Set<number>();
  /** Per write (`writer:writeId`): the other workers that have not yet said they heard of it. */
  private readonly unheard = new Map<string, { writer: number; writeId: number; workers: Set<number> }>();

  constructor(private readonly send: (workerId: number, message: PrimaryMessage) => void) {}

  add(workerId: number): void {
    this.workers.add(workerId);
  }

  remove(workerId: number): void {
    this.workers.delete(workerId);
    this.ready.delete(workerId);
    this.toldAllReady.delete(workerId);
    // A worker that is gone will not answer for the writes it had not heard of, nor wait for its own.
    for (const [key, write] of this.unheard) {
      if (write.writer === workerId) this.unheard.delete(key);
      else if (write.workers.delete(workerId)) this.relayedIfAllHeard(key);
    }
    this.announceIfAllReady();
  }

  receive(workerId: number, message: WorkerMessage): void {
    if (!this.workers.has(workerId)) return;
    switch (message.epochAtlas) {
      case 'wrote': {
        const key = `${workerId}:${message.writeId}`;
        const others = [...this.workers].filter((id) => id !== workerId);
        this.unheard.set(key, { writer: workerId, writeId: message.writeId, workers: new Set(others) });
        for (const other of others) this.send(other, { epochAtlas: 'peer-wrote', writer: workerId, writeId: message.writeId });
        this.relayedIfAllHeard(key);
        break;
      }
      case 'saw-write': {
        const key = `${message.writer}:${message.writeId}`;
        if (this.unheard.get(key)?.workers.delete(workerId)) this.relayedIfAllHeard(key);
        break;
      }
      case 'ready':
        this.ready.add(workerId);
        this.announceIfAllReady();
    }
  }

  private relayedIfAllHeard(key: string): void {
    const write = this.unheard.get(key);
    if (!write || write.workers.size > 0) return;
    this.unheard.delete(key);
    this.send(write.writer, { epochAtlas: 'write-relayed', writeId: write.writeId });
  }

  private announceIfAllReady(): void {
    if (this.workers.size === 0 || this.ready.size < this.workers.size) return;
    for (const id of this.workers) {
      if (this.toldAllReady.has(id)) continue;
      this.toldAllReady.add(id);
      this.send(id, { epochAtlas: 'all-ready' });
    }
  }
}
