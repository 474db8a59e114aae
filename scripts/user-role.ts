/**
 * Gives an account the maintainer role, or takes it back (the account becomes a learner again).
 *   npm run user:role -- --email ada@example.com --role maintainer
 *   npm run user:role -- --email ada@example.com --role learner
 * Maintainers see /maintain; for everyone else it and its API answer 404. Honours DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';
import { createServices } from '#server/services.js';

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  role: z.enum(['maintainer', 'learner'], { error: '--role must be maintainer or learner' }),
});

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(`Cannot change the role: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  console.error('Usage: npm run user:role -- --email you@example.com --role maintainer|learner');
  process.exit(2);
}

const config = loadConfig();
const database = await openMigratedDatabase(config.database);
try {
  const services = createServices(config, database.db);
  const user = await services.users.findByEmail(parsed.data.email);
  if (!user) {
    console.error(`Cannot change the role: there is no account with the e-mail ${parsed.data.email}.`);
    process.exitCode = 1;
  } else {
    const maintainers = createMaintainerRepository(database.db);
    if (parsed.data.role === 'maintainer') await maintainers.grant(user.id, Date.now());
    else await maintainers.revoke(user.id);
    console.log(`${user.email} is now a ${parsed.data.role}.`);
  }
} finally {
  await database.close();
}
