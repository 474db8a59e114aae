import { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport, type ApiTransport } from '#web/lib/api/client.js';
import { contentQuery } from '#web/lib/api/content.js';
import { answeringFromPage, parsedByServer } from '#web/lib/server-rendered.js';

// A schema that refuses the answer below: whenever the browser parses, the read fails.
const schema = z.object({ title: z.string().check(z.minLength(5)) });
const ADDRESS = '/api/content/topics/front-end';
const answer = () => ({ status: 200, body: { title: 'Web' } });

let restore: ApiTransport | undefined;
/** The page's answers in front of a network that answers the same body again. */
function pageWith(parsed: boolean, body = answer()) {
  setApiTransport((previous) => {
    restore = previous;
    const network: ApiTransport = () => Promise.resolve(Response.json(body.body));
    return answeringFromPage({ answers: { [ADDRESS]: body }, parsed })(network);
  });
  return body;
}
afterEach(() => {
  const previous = restore;
  if (previous) setApiTransport(() => previous);
  restore = undefined;
});

/** The answer a page whose render parsed `body` hands over, with no network behind it. */
function parsedPageAnswer(body: object): Promise<Response> {
  const network: ApiTransport = () => Promise.reject(new Error('asked the network'));
  return answeringFromPage({ answers: { [ADDRESS]: { status: 200, body } }, parsed: true })(network)(ADDRESS, {});
}

const read = (client = new QueryClient()) => client.fetchQuery(contentQuery('topics/front-end', schema, 'en'));

describe("a server-rendered page's answers (decision 0069)", () => {
  it("are not parsed again when the server's render parsed them: the page's own body is the data", async () => {
    const { body } = pageWith(true);
    expect(await read()).toBe(body);
    expect(parsedByServer(body)).toBe(true);
  });

  it('are parsed when the render did not answer 200', async () => {
    pageWith(false);
    await expect(read()).rejects.toThrow();
  });

  it('are parsed when asked a second time, from the network', async () => {
    pageWith(true);
    await read();
    await expect(read()).rejects.toThrow();
  });

  it("hand a parsed page's body over without serialising it: a body that refuses JSON is still read", async () => {
    const body = {
      title: 'Web',
      toJSON: () => {
        throw new Error('serialised');
      },
    };
    const response = await parsedPageAnswer(body);
    expect(await response.json()).toBe(body);
  });

  // In Node, a file that started a server before this one leaves @hono/node-server's Response as the
  // global one, whose json cannot be assigned: the same must hold there as in a browser.
  it("hand a parsed page's body over where Response's json is read-only", async () => {
    class ReadOnlyJson extends Response {}
    Object.defineProperty(ReadOnlyJson.prototype, 'json', { value: Response.prototype.json, writable: false });
    vi.stubGlobal('Response', ReadOnlyJson);
    try {
      const { body } = answer();
      const response = await parsedPageAnswer(body);
      expect(response).toBeInstanceOf(ReadOnlyJson);
      expect(await response.json()).toBe(body);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('mark no copy of a body, and no value that is not an object', () => {
    const { body } = answer();
    expect(parsedByServer({ ...body })).toBe(false);
    expect(parsedByServer(structuredClone(body))).toBe(false);
    expect(parsedByServer('Web')).toBe(false);
    expect(parsedByServer(null)).toBe(false);
  });
});
