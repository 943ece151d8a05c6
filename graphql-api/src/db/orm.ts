import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmConfigOptions } from './mikro-orm.config.js';

export type Orm = MikroORM;

/** Connects the ORM and applies every pending migration. */
export async function initOrm(options: OrmConfigOptions): Promise<Orm> {
  const orm = await MikroORM.init(createOrmConfig(options));
  await orm.getMigrator().up();
  return orm;
}
