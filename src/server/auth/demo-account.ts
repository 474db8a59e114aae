import { randomBytes } from 'node:crypto';
import type { AuthService } from './auth-service.js';
import type { UserRepository } from '#server/users/user-repository.js';

export const DEMO_EMAIL = 'demo@portal.local';

/**
 * On the first start of an empty database outside production, creates a demo account and returns
 * its credentials so main.ts can print them once. Returns null when nothing was created.
 */
export async function ensureDemoAccount(users: UserRepository, auth: AuthService) {
  if ((await users.count()) > 0) return null;
  const password = randomBytes(9).toString('base64url');
  await auth.createPasswordUser(DEMO_EMAIL, 'Demo Student', password);
  return { email: DEMO_EMAIL, password };
}
