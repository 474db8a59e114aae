// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '#web/app/errors/ErrorScreen.js';
import { apiRequest, ApiRequestError } from '#web/lib/api/client.js';
import { speak } from '#tests/support/languages.js';

describe("the error screen names the server's request id", () => {
  beforeAll(() => speak('en', []));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('carries X-Request-Id from a failed answer into the error and shows it to quote', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'internal', message: 'Something went wrong.', requestId: 'req-42' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' },
      }),
    );
    const failure = await apiRequest('/progress', (data) => data).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).requestId).toBe('req-42');

    render(<ErrorScreen error={failure} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('If you report this, quote this reference: req-42');
  });

  it('shows no reference for an error without one', () => {
    render(<ErrorScreen error={new Error('render failed')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).not.toContain('reference');
  });
});
