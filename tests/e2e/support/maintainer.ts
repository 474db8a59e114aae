import type { Page } from 'playwright-core';
import { createMaintainerRepository } from '#server/maintain/maintainer-repository.js';
import { signInThroughApi } from '#harness/browser.js';
import type { SignedInSuite } from '#harness/signed-in-suite.js';

/** A new account with the maintainer role, signed in in a browser context of its own (close it in a finally). */
export async function signedInMaintainer(
  suite: SignedInSuite,
  name = 'Meera Maintainer',
): Promise<{ maintainer: Page; email: string }> {
  const email = `maintainer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await suite.app.services.auth.createPasswordUser(email, name, 'maintaining passphrase');
  const user = await suite.app.services.users.findByEmail(email);
  await createMaintainerRepository(suite.app.db).grant(user!.id, Date.now());
  const context = await suite.browser.newContext();
  const maintainer = await signInThroughApi(context, suite.app.url, email, 'maintaining passphrase');
  return { maintainer, email };
}
