/** What every response must carry, as readable problems (empty when all is well). */
export function headerProblems(
  headers: Record<string, string | string[] | undefined>,
  options: { expectHsts: boolean },
): string[] {
  const get = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const problems: string[] = [];
  const csp = get('content-security-policy');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  const scripts = directive('script-src') || directive('default-src');
  if (!scripts.includes("'self'")) problems.push(`script-src is not limited to our origin: "${scripts}"`);
  if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scripts))
    problems.push(`scripts allow inline/eval/any origin: "${scripts}"`);
  if (directive('frame-ancestors') !== "frame-ancestors 'none'")
    problems.push(`frame-ancestors is "${directive('frame-ancestors')}"`);
  if (!directive('object-src').includes("'none'")) problems.push('object-src is not none');
  if (get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (
    !['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(get('referrer-policy'))
  ) {
    problems.push(`referrer policy "${get('referrer-policy')}"`);
  }
  const hsts = get('strict-transport-security');
  if (options.expectHsts && !/max-age=(\d{7,})/.test(hsts))
    problems.push(`no long HSTS over HTTPS in production ("${hsts}")`);
  if (!options.expectHsts && hsts) problems.push(`HSTS sent where it must not be ("${hsts}")`);
  return problems;
}

/** Set-Cookie lines that lack HttpOnly, SameSite, or (when required) Secure and the __Host- prefix. */
export function cookieProblems(setCookies: string[], options: { secure: boolean }): string[] {
  return setCookies.flatMap((line) => {
    const problems: string[] = [];
    if (!/;\s*HttpOnly/i.test(line)) problems.push('no HttpOnly');
    if (!/;\s*SameSite=(Lax|Strict)/i.test(line)) problems.push('no SameSite=Lax or Strict');
    if (!/;\s*Path=\//i.test(line)) problems.push('no Path=/');
    if (options.secure && !/;\s*Secure/i.test(line)) problems.push('no Secure');
    if (options.secure && !line.startsWith('__Host-')) problems.push('no __Host- prefix');
    return problems.map((problem) => `${line.split('=')[0]}: ${problem}`);
  });
}
