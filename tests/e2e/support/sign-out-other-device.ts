import type { BrowserContext } from 'playwright-core';

/**
 * Another device signs in to an account whose session is elsewhere, as the sign-in dialog's
 * 'Sign out the other device' does: the refused sign-in leaves a grant, spent by POST /api/auth/takeover.
 * The context is then signed in; the other device is signed out at its next request.
 */
export async function signOutOtherDeviceThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const headers = { origin: baseUrl };
  const refused = await context.request.post(`${baseUrl}/api/auth/signin`, { data: { email, password }, headers });
  if (refused.status() !== 409) throw new Error(`expected the one-session refusal, got ${refused.status()}`);
  const taken = await context.request.post(`${baseUrl}/api/auth/takeover`, { headers });
  if (taken.status() !== 200) throw new Error(`taking over answered ${taken.status()}: ${await taken.text()}`);
}
