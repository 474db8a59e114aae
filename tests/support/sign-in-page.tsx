import { render } from '@testing-library/react';
import { SIGNED_OUT_PAGES } from '#shared/pages/signed-out-pages.js';
import SignInPage from '#web/features/auth/SignInPage.js';
import { PageContext } from '#web/lib/page-context.js';
import { NoticeProvider } from '#web/ui/Dialog.js';

/** The sign-in page as the signed-out app shows it: its page context and the dialog it alerts in. */
export function renderSignInPage() {
  return render(
    <NoticeProvider>
      <PageContext value={SIGNED_OUT_PAGES[0]}>
        <SignInPage />
      </PageContext>
    </NoticeProvider>,
  );
}
