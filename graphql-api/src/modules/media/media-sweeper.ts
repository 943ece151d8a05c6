import type { MikroORM as Orm } from '@mikro-orm/postgresql';
import { logger } from '../../lib/logger.js';
import { MediaStore } from './media.service.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes unused media (MediaStore.sweepUnused) once an hour, in every node: the delete is one
 * statement, so two nodes sweeping at once remove each file once.
 */
export function startMediaSweeper(orm: Orm, mediaDir: string): { stop(): void } {
  const store = new MediaStore(mediaDir);
  const sweep = () => {
    store.sweepUnused(orm.em.fork()).then(
      (n) => n && logger.info(`[media] deleted ${n} uploaded file${n === 1 ? '' : 's'} no event uses`),
      (error: unknown) => logger.warn({ err: error }, '[media] sweeping unused files failed; trying again in an hour'),
    );
  };
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
