import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  isPrivateAddress,
  PrivateAddressError,
  PublicOnlyHttpAgent,
  PublicOnlyHttpsAgent,
  type AddressRefusal,
} from '#server/http/outbound-guard.js';

/**
 * Checks one URL the way a careful visitor would: HEAD first (cheap), GET when the server refuses
 * HEAD or answers with an error, redirects followed by hand so the chain's end is recorded.
 */

export type LinkStatus = 'ok' | 'redirected' | 'dead' | 'unknown';

export interface LinkCheckResult {
  url: string;
  status: LinkStatus;
  /** The last HTTP status seen; absent when no answer came (refused, timeout, DNS). */
  httpCode?: number;
  /** Where the redirects ended, when there were any. */
  finalUrl?: string;
  error?: string;
}

export interface CheckOptions {
  timeoutMs: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * Peer addresses no hop may reach (checked at DNS and on the connected socket of every hop): every
   * private range unless told otherwise. A content link's host, or a re-registered domain, could
   * otherwise redirect the checker to 169.254.169.254 or an internal service.
   */
  refuseAddress?: AddressRefusal;
}

const USER_AGENT = 'StudyHub-LinkChecker/1.0 (+link health of a free learning portal)';

/** Answers that mean "this address is gone" rather than "this server refuses robots". */
function isDeadCode(code: number): boolean {
  return code === 404 || code === 410 || code >= 500;
}

interface Answer {
  status: number;
  location: string | null;
}

const defaultAgents = { http: new PublicOnlyHttpAgent(), https: new PublicOnlyHttpsAgent() };

function agentsFor(refuse: AddressRefusal | undefined) {
  if (!refuse) return defaultAgents;
  return { http: new PublicOnlyHttpAgent({}, refuse), https: new PublicOnlyHttpsAgent({}, refuse) };
}

function request(url: string, method: 'HEAD' | 'GET', options: CheckOptions): Promise<Answer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  // An address written in the URL never reaches DNS: refused here, before any connection is tried.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && (options.refuseAddress ?? isPrivateAddress)(literal))
    return Promise.reject(new PrivateAddressError(target.hostname, literal));
  const agents = agentsFor(options.refuseAddress);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method,
        agent: target.protocol === 'https:' ? agents.https : agents.http,
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { 'user-agent': options.userAgent ?? USER_AGENT, accept: '*/*' },
      },
      (response) => {
        // Only the status matters; drop the body so the connection is freed.
        response.resume();
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function follow(
  url: string,
  method: 'HEAD' | 'GET',
  options: CheckOptions,
): Promise<{ response: Answer; finalUrl: string; hops: number }> {
  let current = url;
  for (let hops = 0; ; hops += 1) {
    // Every hop goes through the same guarded agents: a redirect gets no further than the first URL could.
    const response = await request(current, method, options);
    const location = response.location;
    if (response.status >= 300 && response.status < 400 && location) {
      if (hops >= (options.maxRedirects ?? 10)) throw new Error(`more than ${options.maxRedirects ?? 10} redirects`);
      current = new URL(location, current).toString();
      continue;
    }
    return { response, finalUrl: current, hops };
  }
}

function describeError(error: unknown): string {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
  if (e.code === 'EPRIVATEADDRESS') return `refused: ${e.message}`;
  if (e.code && !e.cause) return e.code;
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
}

export async function checkUrl(url: string, options: CheckOptions): Promise<LinkCheckResult> {
  try {
    let outcome = await follow(url, 'HEAD', options);
    // Many servers refuse or mishandle HEAD (405, 403, 404 on HEAD only): ask again with GET.
    if (outcome.response.status >= 400) outcome = await follow(url, 'GET', options);
    const code = outcome.response.status;
    const redirected = outcome.hops > 0 ? { finalUrl: outcome.finalUrl } : {};
    if (code >= 200 && code < 300)
      return { url, status: outcome.hops > 0 ? 'redirected' : 'ok', httpCode: code, ...redirected };
    if (isDeadCode(code)) return { url, status: 'dead', httpCode: code, ...redirected };
    // 401, 403, 429 and friends: the page may well exist behind bot protection.
    return { url, status: 'unknown', httpCode: code, ...redirected };
  } catch (error) {
    return { url, status: 'dead', error: describeError(error) };
  }
}
