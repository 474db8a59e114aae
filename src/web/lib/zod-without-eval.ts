import { config } from 'zod/mini';

/**
 * Zod checks once whether it may compile parsers with `new Function`. Our CSP forbids eval, so the
 * check fails (and zod falls back), but Chrome still reports it as a Content Security Policy issue
 * (Lighthouse counts it against best practices). Telling zod up front skips the check. Imported
 * for its effect by the modules that bring zod into the browser: the signed-in shell and the
 * e-mail sign-up form. The server keeps zod's compiled parsers.
 */
config({ jitless: true });
