import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../graphql-api/src/db/embedded-postgres.js';
import { freePort } from '../../graphql-api/src/db/free-port.js';

/** A throwaway embedded PostgreSQL for one bench run, deleted when stopped. */
export async function startBenchDatabase(): Promise<EmbeddedDatabase & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-atlas-bench-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), database: 'epoch_atlas', ephemeral: true });
  return {
    ...db,
    dir,
    async stop() {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
