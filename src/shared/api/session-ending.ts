/** How this browser's session ended, when the server says (free of zod: every page's first download reads it). */

/**
 * The 401 code for a session another sign-in ended ('Sign out the other device'); the answer also
 * carries `endedAt` (ms since epoch) and nothing else about the other device (decision 0046).
 * Any other missing or expired session answers 'unauthenticated'.
 */
export const SESSION_REPLACED = 'session_replaced';

/** Why this browser was signed out, when the server knows: the 401's body, or the signed-out session answer's `ended`. */
export interface SessionEnding {
  code: typeof SESSION_REPLACED;
  endedAt: number;
}
