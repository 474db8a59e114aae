/**
 * What must never reach a log line: an e-mail address, a cookie or Set-Cookie header, a password
 * field, or a long token-like string (session tokens, reset and confirmation links are 43 base64url
 * characters). Request ids are UUIDs (36 characters with dashes) and pass.
 */
const RULES: Array<[string, RegExp]> = [
  ['an e-mail address', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/],
  ['a cookie', /"(cookie|set-cookie)"\s*:\s*"(?!\[redacted\])/i],
  ['a password', /"(password|newPassword|currentPassword)"\s*:\s*"(?!\[redacted\])/],
  ['a token', /[A-Za-z0-9_-]{40,}/],
];

/** The log lines that break a rule, each with the rule's name. */
export function secretsInLog(lines: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const [name, pattern] of RULES) {
      if (pattern.test(line)) found.push(`${name}: ${line.slice(0, 300)}`);
    }
  }
  return found;
}
