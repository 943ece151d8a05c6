/** Every committed migration, in order. A new migration file must be added here. */
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122185514 } from './Migration20261122185514.js';
import { Migration20261122193000 } from './Migration20261122193000.js';
import { Migration20261123100000 } from './Migration20261123100000.js';
import { Migration20261123110000 } from './Migration20261123110000.js';
import { Migration20261123120000 } from './Migration20261123120000.js';
import { Migration20261123130000 } from './Migration20261123130000.js';
import { Migration20261123140000 } from './Migration20261123140000.js';
import { Migration20261123150000 } from './Migration20261123150000.js';
import { Migration20261123200000 } from './Migration20261123200000.js';
import { Migration20261123210000 } from './Migration20261123210000.js';
import { Migration20261123220000 } from './Migration20261123220000.js';
import { Migration20261123230000 } from './Migration20261123230000.js';
import { Migration20261123240000 } from './Migration20261123240000.js';
import { Migration20261124230000 } from './Migration20261124230000.js';
import { Migration20261125100000 } from './Migration20261125100000.js';
import { Migration20261125110000 } from './Migration20261125110000.js';
import { Migration20261125130000 } from './Migration20261125130000.js';
import { Migration20261126100000 } from './Migration20261126100000.js';
import { Migration20261128160000 } from './Migration20261128160000.js';
import { Migration20261128200000 } from './Migration20261128200000.js';
import { Migration20261128210000 } from './Migration20261128210000.js';

export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122185514', class: Migration20261122185514 },
  { name: 'Migration20261122193000', class: Migration20261122193000 },
  { name: 'Migration20261123100000', class: Migration20261123100000 },
  { name: 'Migration20261123110000', class: Migration20261123110000 },
  { name: 'Migration20261123120000', class: Migration20261123120000 },
  { name: 'Migration20261123130000', class: Migration20261123130000 },
  { name: 'Migration20261123140000', class: Migration20261123140000 },
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  { name: 'Migration20261123200000', class: Migration20261123200000 },
  { name: 'Migration20261123210000', class: Migration20261123210000 },
  { name: 'Migration20261123220000', class: Migration20261123220000 },
  { name: 'Migration20261123230000', class: Migration20261123230000 },
  { name: 'Migration20261123240000', class: Migration20261123240000 },
  { name: 'Migration20261124230000', class: Migration20261124230000 },
  { name: 'Migration20261125100000', class: Migration20261125100000 },
  { name: 'Migration20261125110000', class: Migration20261125110000 },
  { name: 'Migration20261125130000', class: Migration20261125130000 },
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  { name: 'Migration20261128160000', class: Migration20261128160000 },
  { name: 'Migration20261128200000', class: Migration20261128200000 },
  { name: 'Migration20261128210000', class: Migration20261128210000 },
];
