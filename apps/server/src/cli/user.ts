// `npm run user -- <command>`: staff accounts from the command line, for the first admin's
// lost password and for scripted set-ups. Works beside a running server (it attaches to its database).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ROLES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createUser } from '../modules/auth/users/create-user.ts';
import { listUsers } from '../modules/auth/users/list-users.ts';
import { resetPassword } from '../modules/auth/users/reset-password.ts';
import { updateUser } from '../modules/auth/users/update-user.ts';

const USAGE = `Usage: npm run user -- <command> [options]

  add <username> --role <role> [--name "Display Name"] [--team <teamId>] [--outlet <outletId>] [--store <storeId>] [--password <pw>]
  reset <username> [--password <pw>]        new password (printed when generated); ends their sessions
  disable <username>                        ends their sessions; they cannot sign in
  enable <username>
  list

Roles: ${ROLES.join(', ')}. Without --password a random one is generated and printed once.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string' },
    name: { type: 'string' },
    team: { type: 'string' },
    outlet: { type: 'string' },
    store: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const [command, username] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function userId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, name.toLowerCase()));
  if (!row) fail(`No user "${name}".`);
  return row.id;
}

async function run(db: Database): Promise<void> {
  switch (command) {
    case 'add': {
      if (!username) fail(USAGE);
      const password = values.password ?? randomBytes(12).toString('base64url');
      const user = await createUser(db, {
        username,
        displayName: values.name ?? username,
        role: (values.role ?? '') as never,
        teamId: values.team ?? null,
        outletId: values.outlet ?? null,
        storeId: values.store ?? null,
        password,
      });
      console.log(`Added ${user.username} (${user.role}).`);
      if (!values.password) console.log(`Password: ${password}`);
      return;
    }
    case 'reset': {
      if (!username) fail(USAGE);
      const password = values.password ?? randomBytes(12).toString('base64url');
      await resetPassword(db, { userId: await userId(db, username), password });
      console.log(`New password set for ${username}; their sessions are ended.`);
      if (!values.password) console.log(`Password: ${password}`);
      return;
    }
    case 'disable':
    case 'enable': {
      if (!username) fail(USAGE);
      await updateUser(db, {
        userId: await userId(db, username),
        changes: { disabled: command === 'disable' },
      });
      console.log(`${username} is ${command}d.`);
      return;
    }
    case 'list': {
      for (const u of await listUsers(db)) {
        const scope = u.teamId ?? u.outletId ?? u.storeId ?? '';
        console.log(
          [u.username, u.role, scope, u.displayName, u.disabled ? 'disabled' : 'active'].join('\t'),
        );
      }
      return;
    }
    default:
      fail(USAGE);
  }
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const database = await openDatabase(loadConfig(), (m) => console.error(`[kadai] ${m}`), {
  attachIfRunning: true,
});
try {
  await run(database.db);
} catch (error) {
  if (error instanceof ZodError)
    fail(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  if (error instanceof AppError)
    fail([error.message, ...error.fields.map((f) => `${f.path}: ${f.message}`)].join('\n'));
  throw error;
} finally {
  await database.close();
}
