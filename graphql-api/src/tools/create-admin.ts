/**
 * npm run create-admin -- <email> [--role admin|moderator|user]
 * Gives an existing account a role (admin by default) in the database `npm start` uses.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/open-database.js';
import { USER_ROLES, User } from '../modules/users/user.entity.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'admin' } } });
const email = positionals[0]?.trim().toLowerCase();
const role = USER_ROLES.find((r) => r === values.role);
if (!email || !role) {
  console.error(`Usage: npm run create-admin -- <email> [--role ${USER_ROLES.join('|')}]`);
  process.exit(2);
}
const db = await openDatabase(loadConfig());
try {
  const em = db.orm.em.fork();
  const user = await em.findOne(User, { email });
  if (!user) {
    console.error(`No account with the email ${email}: register it first (or set ADMIN_EMAILS=${email} before it registers).`);
    process.exitCode = 1;
  } else {
    user.role = role;
    await em.flush();
    console.log(`${email} is now ${role}.`);
  }
} finally {
  await db.close();
}
