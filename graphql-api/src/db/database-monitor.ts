/**
 * Watches whether the database answers, on a connection of its own: a `select 1` every
 * INTERVAL_MS, and the database counts as down when one goes unanswered for DEADLINE_MS or fails.
 * A database that is paused (SIGSTOP, a frozen VM, a network that drops packets) does not refuse
 * anything: queries and connects just hang, so errors alone would leave requests waiting for as
 * long as the outage lasts. The monitor is what lets the app answer 503 within a second instead
 * (http/database-gate.ts), and notice by itself when the database is back.
 *
 * The wait is counted in ticks that ran as well as on the clock. When this process's own event loop
 * is blocked (a long synchronous task, such as seeding), the answer to a ping can sit unread behind
 * the first tick after the block, which would then call a healthy database down and answer 503 to
 * everyone; a database that is really gone leaves the ping unanswered over DEADLINE_TICKS ticks.
 */
import pg from 'pg';
import { logger } from '../lib/logger.js';

const INTERVAL_MS = 100;
const DEADLINE_MS = 500;
/** Ticks that must run while one ping waits before it counts as unanswered: DEADLINE_MS of them. */
const DEADLINE_TICKS = DEADLINE_MS / INTERVAL_MS;
/** A ping still unanswered after this long is given up: its connection is dropped and a new one made. */
const ABANDON_MS = 5000;

export class DatabaseMonitor {
  private down = false;
  private client: pg.Client | null = null;
  private pingStartedAt: number | null = null;
  /** Ticks run since the pending ping was sent. */
  private ticksWaited = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly databaseUrl: string) {}

  /** True while the last ping failed or has gone unanswered for DEADLINE_MS. */
  get isDown(): boolean {
    return this.down;
  }

  /** Calls `listener` each time the database goes from up to down. */
  onDown(listener: () => void): void {
    this.listeners.add(listener);
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), INTERVAL_MS);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private tick(): void {
    if (this.pingStartedAt !== null) {
      const waited = Date.now() - this.pingStartedAt;
      this.ticksWaited++;
      if (waited >= DEADLINE_MS && this.ticksWaited >= DEADLINE_TICKS) this.setDown(true, `no answer for ${waited} ms`);
      if (waited > ABANDON_MS) this.dropClient();
      return;
    }
    void this.ping();
  }

  private async ping(): Promise<void> {
    const startedAt = (this.pingStartedAt = Date.now());
    this.ticksWaited = 0;
    try {
      const client = await this.connectedClient();
      await client.query('select 1');
      if (this.pingStartedAt === startedAt) this.setDown(false);
    } catch (error) {
      if (this.pingStartedAt === startedAt) this.setDown(true, (error as Error).message);
      this.dropClient();
    } finally {
      if (this.pingStartedAt === startedAt) this.pingStartedAt = null;
    }
  }

  private async connectedClient(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: ABANDON_MS, application_name: 'epoch-atlas database monitor' });
    // A connection lost while idle (a restart) is noticed by the next ping.
    client.on('error', () => this.dropClient());
    this.client = client;
    await client.connect();
    return client;
  }

  private dropClient(): void {
    const client = this.client;
    this.client = null;
    this.pingStartedAt = null;
    if (client) void client.end().catch(() => {});
  }

  private setDown(down: boolean, reason?: string): void {
    if (down === this.down) return;
    this.down = down;
    if (down) {
      logger.warn(`[database] unreachable (${reason}): answering 503 until it is back`);
      for (const listener of this.listeners) listener();
    } else logger.info('[database] reachable again');
  }
}
