/**
 * Probes for load balancers and orchestrators: `/healthz` says the process is alive (it never
 * touches the database, so an outage does not get healthy nodes restarted), `/readyz` says it can
 * serve: the database answers within a second and the start-up warm-up (the map feed) is done.
 */
import { Router } from 'express';
import type { Orm } from '../orm/orm.js';
import type { Readiness } from './readiness.js';
import type { DatabaseMonitor } from '../db/database-monitor.js';

const READY_TIMEOUT_MS = 1000;

export function healthRoutes(orm: Orm, readiness: Readiness, monitor: DatabaseMonitor): Router {
  const router = Router();
  // Checks waiting on a database that the monitor then finds down are answered then, not at their
  // own timeout: a paused database answers nothing, and the check would hold the full second.
  const checking = new Set<() => void>();
  monitor.onDown(() => {
    for (const giveUp of checking) giveUp();
    checking.clear();
  });
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    if (monitor.isDown) {
      res.status(503).json({ ok: false, database: 'down', message: 'The database cannot be reached.' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let giveUp: (() => void) | undefined;
    try {
      await Promise.race([
        orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => {
          giveUp = () => reject(new Error('the database went down'));
          checking.add(giveUp);
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      const warming = readiness.pending();
      if (warming.length) res.status(503).json({ ok: false, database: 'up', warming, message: `Warming up: ${warming.join(', ')}.` });
      else res.json({ ok: true, database: 'up' });
    } catch {
      res.status(503).json({ ok: false, database: 'down', message: 'The database cannot be reached.' });
    } finally {
      clearTimeout(timer);
      if (giveUp) checking.delete(giveUp);
    }
  });
  return router;
}
