import { MikroORM } from '@mikro-orm/postgresql';
import { LOCKS, withAdvisoryLock } from './advisory-lock.js';
import { createOrmConfig, type OrmConfigOptions } from './mikro-orm.config.js';

export type Orm = MikroORM;

/** Connects the ORM and applies every pending migration (one node at a time: an advisory lock). */
export async function initOrm(options: OrmConfigOptions): Promise<Orm> {
  const orm = await MikroORM.init(createOrmConfig(options));
  await withAdvisoryLock(options.databaseUrl, LOCKS.migrations, () => orm.getMigrator().up());
  return orm;
}
