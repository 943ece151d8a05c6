/**
 * The primary's bookkeeping: which workers are up and warm, and who must hear of a write. Kept
 * apart from process handling so that the rules are tested on their own.
 */
import type { PrimaryMessage, WorkerMessage } from './messages.js';

export class ClusterHub {
  private readonly workers = new Set<number>();
  private readonly ready = new Set<number>();
  /** Workers already told that all are warm (a replacement is told once it is warm itself). */
  private readonly toldAllReady = new Set<number>();

  constructor(private readonly send: (workerId: number, message: PrimaryMessage) => void) {}

  add(workerId: number): void {
    this.workers.add(workerId);
  }

  remove(workerId: number): void {
    this.workers.delete(workerId);
    this.ready.delete(workerId);
    this.toldAllReady.delete(workerId);
    this.announceIfAllReady();
  }

  receive(workerId: number, message: WorkerMessage): void {
    if (!this.workers.has(workerId)) return;
    if (message.epochAtlas === 'wrote') {
      for (const other of this.workers) if (other !== workerId) this.send(other, { epochAtlas: 'peer-wrote' });
    } else {
      this.ready.add(workerId);
      this.announceIfAllReady();
    }
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
