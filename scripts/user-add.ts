/**
 * Creates an account that signs in with e-mail and password.
 *   npm run user:add -- --email ada@example.com --name "Ada Lovelace" [--password ...]
 * Without --password it asks for one without echoing it. Honours DATABASE_URL like the server.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '#server/config.js';
import { openMigratedDatabase } from '#server/db/connection.js';
import { createServices } from '#server/services.js';
import { DuplicateUserError } from '#server/users/user-repository.js';

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  name: z.string().trim().min(1, '--name is required').max(80, '--name is at most 80 characters'),
  password: z.string().min(8, 'the password needs at least 8 characters').max(1024),
});

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const password = values.password ?? (process.stdin.isTTY ? await askHidden('Password: ') : '');
const parsed = argsSchema.safeParse({ ...values, password });
if (!parsed.success) {
  console.error(`Cannot create the account: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  console.error('Usage: npm run user:add -- --email you@example.com --name "Your Name" [--password secret]');
  process.exit(2);
}

const config = loadConfig();
const database = await openMigratedDatabase(config.database);
try {
  const services = createServices(config, database.db);
  const user = await services.auth.createPasswordUser(
    parsed.data.email,
    parsed.data.name,
    parsed.data.password,
    // A maintainer vouches for the address of an account they create.
    Date.now(),
  );
  console.log(`Created ${user.email} ("${user.display_name}"). Sign in at /signin.`);
} catch (error) {
  if (error instanceof DuplicateUserError) {
    console.error(`Cannot create the account: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
