/**
 * Ends an account's session for a maintainer (a student locked out by a session on a lost device
 * who cannot use 'Sign out the other device', e.g. without the password at hand).
 *   npm run session:end -- --email ada@example.com
 * Honours DATABASE_URL like the server. Their next sign-in anywhere then succeeds.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = z.email('--email must be an e-mail address').safeParse(values.email?.trim());
if (!email.success) {
  console.error(`Cannot end a session: ${email.error.issues[0]?.message}`);
  console.error('Usage: npm run session:end -- --email you@example.com');
  process.exit(2);
}

const config = loadConfig();
const database = await openMigratedDatabase(config.database);
try {
  const { users, sessions } = createServices(config, database.db);
  const user = await users.findByEmail(email.data);
  if (!user) {
    console.error(`No account uses ${email.data}.`);
    process.exitCode = 1;
  } else if (await sessions.endAllForUser(user.id)) {
    console.log(`Ended the session of ${user.email}. They can sign in again on any device.`);
  } else {
    console.log(`${user.email} had no active session; nothing to end.`);
  }
} finally {
  await database.close();
}
