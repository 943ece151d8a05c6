import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.js';
import { createOrmConfig, type OrmConfigOptions } from './mikro-orm.config.js';

export type Orm = MikroORM;

/** Connects the ORM and applies every pending migration (one node at a time: an advisory lock). */
export async function initOrm(options: OrmConfigOptions): Promise<Orm> {
  const orm = await MikroORM.init(createOrmConfig(options));
  await withAdvisoryLock(options.databaseUrl, LOCKS.migrations, () => orm.getMigrator().up());
  return orm;
}

/** initOrm with the settings a server or tool takes from its configuration (LOG_SQL, DB_POOL_MAX). */
export function initConfiguredOrm(config: Pick<AppConfig, 'LOG_SQL' | 'DB_POOL_MAX'>, databaseUrl: string): Promise<Orm> {
  return initOrm({ databaseUrl, logSql: config.LOG_SQL, poolMax: config.DB_POOL_MAX });
}
