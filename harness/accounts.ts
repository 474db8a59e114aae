import { randomBytes } from 'node:crypto';
import type { Services } from '#server/services.js';
import { TestClient } from './http.js';

export interface SignedInAccount {
  client: TestClient;
  userId: string;
  email: string;
  name: string;
  password: string;
}

export const TEST_PASSWORD = 'study every single day';

/**
 * A new password account, signed in through the API like a browser. Addresses are unique per call,
 * so per-account counters (rate limits, one-session rule) never carry over between tests.
 */
export async function signedInAccount(
  server: { url: string; services: Services },
  options: { name?: string; email?: string; password?: string } = {},
): Promise<SignedInAccount> {
  const name = options.name ?? 'Learner';
  const email =
    options.email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  await server.services.auth.createPasswordUser(email, name, password);
  const client = new TestClient(server.url);
  const answer = await client.signIn(email, password);
  if (answer.status !== 200) throw new Error(`Signing in ${email} answered ${answer.status}`);
  const user = await server.services.users.findByEmail(email);
  return { client, userId: user!.id, email, name, password };
}
