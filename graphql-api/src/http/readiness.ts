import { logger } from '../lib/logger.js';

/**
 * Work a node finishes before it should take traffic (the map feed's first build): `/readyz`
 * answers 503 with what is still warming until it is done, so a load balancer sends visitors to
 * nodes that answer the map at once. A failed warm-up only logs: the work is redone on demand.
 */
export class Readiness {
  private readonly warming = new Set<string>();

  waitFor(name: string, work: Promise<unknown>): void {
    this.warming.add(name);
    work
      .catch((e: unknown) => logger.error({ err: e }, `[readiness] warming ${name} failed; it is redone on the first request`))
      .finally(() => this.warming.delete(name));
  }

  /** What is still warming, empty when ready. */
  pending(): string[] {
    return [...this.warming];
  }
}
