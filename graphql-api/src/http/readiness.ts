import { logger } from '../lib/logger.js';

/**
 * Work a node finishes before it should take traffic (the map feed's first build; in a cluster,
 * the other workers' warm-up): `/readyz` answers 503 with what is still warming until it is done,
 * so a load balancer sends visitors to nodes that answer the map at once. A failed warm-up only
 * logs: the work is redone on demand.
 */
export class Readiness {
  private readonly warming = new Map<string, Promise<void>>();

  waitFor(name: string, work: Promise<unknown>): void {
    const settled = work
      .then(() => undefined)
      .catch((e: unknown) => logger.error({ err: e }, `[readiness] warming ${name} failed; it is redone on the first request`))
      .finally(() => this.warming.delete(name));
    this.warming.set(name, settled);
  }

  /** What is still warming, empty when ready. */
  pending(): string[] {
    return [...this.warming.keys()];
  }

  /** Settles when the work waited for so far has ended (done or failed). */
  async settled(): Promise<void> {
    await Promise.all(this.warming.values());
  }
}
