// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderSignInPage } from '#tests/support/sign-in-page.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REPLACED } from '#shared/api/session-ending.js';
import { keepNoteEdit, waitingNotesOf } from '#shared/offline-notes.js';
import { waitingChangesOf } from '#shared/offline-outbox.js';
import { currentSession, setSessionUser } from '#web/features/auth/session-store.js';
import { announceSessionEnded, apiRequest } from '#web/lib/api/client.js';
import { activateLanguage } from '#web/lib/i18n/i18n.js';
import { bindChangesToUser } from '#web/lib/offline-changes/changes-user.js';
import { keepOnlyChangesOf } from '#web/lib/offline-changes/device-changes.js';
import { recordChange } from '#web/lib/offline-changes/outbox.js';
import { sendPendingChanges } from '#web/lib/offline-changes/send-changes.js';

// The device is in India; 09:02 UTC is 14:32 there.
process.env.TZ = 'Asia/Kolkata';
const ENDED_AT = Date.UTC(2026, 10, 28, 9, 2);
const heading = 'Written offline on 28 Nov 2026, 2:40 pm:';

/** The server's side of POST /api/sync and PUT /api/notes, recording what it was sent. */
function fakeServer() {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body)) as { changes?: Array<{ changeId: string }> };
    sent.push({ path: String(url), body });
    if (String(url) === '/api/sync')
      return Response.json({ results: body.changes!.map(({ changeId }) => ({ changeId, outcome: 'applied' })) });
    return Response.json({ note: null });
  });
  return sent;
}

/** A tick and a note edit made on the device by `userId` after its session ended. */
async function madeAfterTheSessionEnded(userId: string) {
  bindChangesToUser(userId);
  await recordChange({ kind: 'progress', itemId: 'link:front-end/a', value: true });
  await keepNoteEdit({ userId, itemId: 'link:front-end/a', text: `${userId}'s note`, baseVersion: 0, heading });
}

/** Each test starts from an empty outbox: keeping only an account that made nothing. */
const emptyOutbox = () => keepOnlyChangesOf('no one');

/** What the signed-in app does when an account signs in on the device (SignedInApp). */
async function signsIn(userId: string) {
  bindChangesToUser(userId);
  await keepOnlyChangesOf(userId);
}

describe("the device's outbox when an account signs in after a session ended", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    bindChangesToUser(null);
    await emptyOutbox();
  });

  it('the same account: its tick and note are sent under the new session, then forgotten', async () => {
    await madeAfterTheSessionEnded('ada');
    const sent = fakeServer();
    await signsIn('ada');
    expect(await sendPendingChanges()).toBe('synced');
    expect(sent.map(({ path }) => path)).toEqual(['/api/sync', '/api/notes']);
    expect(sent[0]!.body).toMatchObject({ changes: [{ kind: 'progress', itemId: 'link:front-end/a', value: true }] });
    expect(sent[1]!.body).toEqual({ itemId: 'link:front-end/a', text: "ada's note", baseVersion: 0 });
    expect(await waitingChangesOf('ada')).toEqual([]);
    expect(await waitingNotesOf('ada')).toEqual([]);
  });

  it('another account: the waiting tick and note are discarded, never sent', async () => {
    await madeAfterTheSessionEnded('ada');
    await madeAfterTheSessionEnded('bob');
    const sent = fakeServer();
    await signsIn('cara');
    expect(await sendPendingChanges()).toBe('nothing');
    expect(sent).toEqual([]);
    for (const userId of ['ada', 'bob']) {
      expect(await waitingChangesOf(userId)).toEqual([]);
      expect(await waitingNotesOf(userId)).toEqual([]);
    }
  });
});

describe('the sign-in page after another device signed in', () => {
  beforeEach(() => {
    // Only Date: IndexedDB and the promises keep real time.
    vi.useFakeTimers({ now: ENDED_AT + 10 * 60_000, toFake: ['Date'] });
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    bindChangesToUser(null);
    await emptyOutbox();
  });

  /** The signed-in app's request is answered 401 'session_replaced', as the session gate does. */
  async function signedOutByAnotherDevice(endedAt = ENDED_AT) {
    setSessionUser({ id: 'ada', email: 'ada@example.com', displayName: 'Ada', language: null });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ code: SESSION_REPLACED, message: 'You were signed out.', endedAt }, { status: 401 }),
    );
    await expect(apiRequest('/progress', (data) => data)).rejects.toMatchObject({ status: 401 });
    expect(currentSession()).toMatchObject({ status: 'signed-out' });
  }

  it("says why and when in the device's locale and time zone, starting the form with that account", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    await activateLanguage('en');
    bindChangesToUser('ada');
    await recordChange({ kind: 'saved', itemId: 'link:front-end/b', value: true });
    await signedOutByAnotherDevice();
    renderSignInPage();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(
      'You were signed out because this account signed in on another device at 14:32.',
    );
    await waitFor(() =>
      expect(notice.textContent).toContain(
        '1 change made here is not sent yet. It is kept on this device and sent when this account signs in here again; if another account signs in here, it is discarded.',
      ),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('in Hindi, and with the date when it was not today', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-GB']);
    await activateLanguage('hi');
    try {
      await signedOutByAnotherDevice(ENDED_AT - 86_400_000);
      renderSignInPage();
      expect(screen.getByRole('status').textContent).toMatch(
        /^आप साइन आउट हो गए, क्योंकि इस अकाउंट से 27 नव॰ 2026 को 2:32\spm पर किसी दूसरे डिवाइस पर साइन इन हुआ।$/,
      );
    } finally {
      await activateLanguage('en');
    }
  });

  it('says nothing of the kind after an ordinary sign-out or expiry', async () => {
    await activateLanguage('en');
    setSessionUser({ id: 'ada', email: 'ada@example.com', displayName: 'Ada', language: null });
    announceSessionEnded();
    renderSignInPage();
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });
});
