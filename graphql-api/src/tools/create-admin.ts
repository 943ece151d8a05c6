/**
 * npm run create-admin -- <email> [--role admin|moderator|user]
 * Gives an existing account a role (admin by default) in the database `npm start` uses.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../orm/open-database.js';
import { USER_ROLES, User } from '../modules/users/user.entity.js';

const USAGE = `Usage: npm run create-admin -- <email> [--role ${USER_ROLES.join('|')}]

Gives an existing account a role (admin by default) in the database npm start uses
(DATABASE_URL, else the embedded one). The account must be registered first.`;

function readArguments(): { email: string; role: (typeof USER_ROLES)[number] } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'admin' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = parsed.positionals[0]?.trim().toLowerCase();
  const role = USER_ROLES.find((r) => r === parsed.values.role);
  if (!email || !role || parsed.positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  return { email, role };
}

const { email, role } = readArguments();
const db = await openDatabase(loadConfig());
try {
  const em = db.orm.em.fork();
  const user = await em.findOne(User, { email });
  if (!user) {
    console.error(
      `No account with the email ${email}: register it first (or list it in ADMIN_EMAILS and confirm the address with the link mailed at sign-up).`,
    );
    process.exitCode = 1;
  } else {
    user.role = role;
    await em.flush();
    console.log(`${email} is now ${role}.`);
  }
} finally {
  await db.close();
}
