import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContentUrls, loadCatalogue } from '#server/content/load-catalogue.js';
import { startFakeYoutube } from '#harness/fake-youtube.js';
import { startTestServer } from '#harness/test-server.js';
import { apiEndpoints, concretePath, takesBody, VALID_BODIES } from './support/hostile-cases.js';
import { rawRequest, signedInReader } from './support/send.js';

/** Every file below a folder. */
function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesIn(full) : [full];
  });
}

/** The settings in config.ts that hold secrets: keys, secrets, private keys, tokens, passwords (public keys excluded). */
function secretSettingNames(): string[] {
  const source = readFileSync('src/server/config.ts', 'utf8');
  const names = [...source.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
  // SMTP_URL carries the SMTP password (smtp://user:password@host).
  return [...new Set(names)].filter(
    (name) => (/SECRET|PRIVATE|_KEY$|TOKEN|PASSWORD/.test(name) || name === 'SMTP_URL') && !/PUBLIC/.test(name),
  );
}

const canaryFor = (name: string) => `canary-${name.toLowerCase().replace(/_/g, '-')}-7f3a9c1e5b`;

/** Text that shows a catalogue entry or a private key was bundled. */
async function leaksIn(files: string[], secrets: string[]): Promise<string[]> {
  const catalogue = await loadCatalogue('content');
  const urls = [...new Set(collectContentUrls(catalogue).map((entry) => entry.url))];
  expect(urls.length).toBeGreaterThan(400);
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets)
      if (text.includes(secret)) leaks.push(`${file} contains the secret ${secret.slice(0, 12)}...`);
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) leaks.push(`${file} contains a PEM private key`);
    // Catalogue data would stand in the bundle as string literals (a bare site prefix also occurs
    // in libraries' own messages, which is not our data).
    const bundled = urls.filter((url) => ['"', "'", '`'].some((quote) => text.includes(`${quote}${url}${quote}`)));
    if (bundled.length) leaks.push(`${file} contains ${bundled.length} catalogue URLs, e.g. ${bundled[0]}`);
  }
  return leaks;
}

describe('no content catalogue and no secret in what the build ships', () => {
  const secretNames = secretSettingNames();
  let canaryDir = '';

  beforeAll(() => {
    // A build with every secret setting present in its environment, into a folder of its own.
    canaryDir = mkdtempSync(path.join(tmpdir(), 'canary-build-'));
    const script = `
      const { build } = await import('vite');
      const esbuild = await import('esbuild');
      await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: ${JSON.stringify(path.join(canaryDir, 'web'))}, emptyOutDir: true } });
      await esbuild.build({ entryPoints: ['src/server/main.ts'], outfile: ${JSON.stringify(path.join(canaryDir, 'server/main.js'))}, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });`;
    const env = { ...process.env, ...Object.fromEntries(secretNames.map((name) => [name, canaryFor(name)])) };
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`canary build failed:\n${result.stderr}`);
  });
  afterAll(() => {
    if (canaryDir) rmSync(canaryDir, { recursive: true, force: true });
  });

  it('knows the secret settings from config.ts', () => {
    expect(secretNames).toEqual(
      expect.arrayContaining(['GOOGLE_CLIENT_SECRET', 'YOUTUBE_API_KEY', 'VAPID_PRIVATE_KEY', 'SMTP_URL']),
    );
  });

  it('a build made with every secret in its environment ships none of them, nor the catalogue', async () => {
    const files = filesIn(canaryDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(await leaksIn(files, secretNames.map(canaryFor))).toEqual([]);
  });

  it("dist/web (this machine's build) holds no catalogue, no private key and none of this environment's secrets", async () => {
    expect(existsSync('dist/web/index.html')).toBe(true);
    const present = secretNames
      .map((name) => process.env[name])
      .filter((value): value is string => Boolean(value && value.length >= 8));
    expect(await leaksIn(filesIn('dist/web'), present)).toEqual([]);
  });
});

describe('no secret in any API answer', () => {
  it('the video API key, the OAuth client secret, the SMTP password and the VAPID private key never reach a browser', async () => {
    const youtube = await startFakeYoutube();
    const secrets = {
      YOUTUBE_API_KEY: canaryFor('YOUTUBE_API_KEY'),
      GOOGLE_CLIENT_SECRET: canaryFor('GOOGLE_CLIENT_SECRET'),
    };
    const smtpPassword = canaryFor('SMTP_PASSWORD');
    // Google sign-up is on (client id and secret set); its issuer is a closed local port, so
    // starting a flow fails at once instead of calling out.
    const server = await startTestServer('sqlite', {
      ...secrets,
      YOUTUBE_API_BASE: youtube.base,
      GOOGLE_CLIENT_ID: 'studyhub-client',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_ALLOW_HTTP: 'true',
      // E-mail is on; its server is a closed local port, so deliveries fail (and are recorded) at once.
      SMTP_URL: `smtp://studyhub:${smtpPassword}@127.0.0.1:9`,
      MAIL_FROM: 'StudyHub <no-reply@studyhub.test>',
      PUBLIC_URL: 'http://studyhub.test',
    });
    try {
      const reader = await server.services.auth.createPasswordUser(
        'reader@example.com',
        'Reader',
        'reader passphrase 9',
      );
      // Only an account that proved its address spends YouTube quota, and the key must be used.
      await server.services.users.markEmailVerified(reader.id, Date.now());
      const cookie = signedInReader(server, 'reader@example.com', 'reader passphrase 9');
      const answers: string[] = [];
      const ask = async (method: string, urlPath: string, body?: unknown) => {
        const answer = await rawRequest(server.url, urlPath, {
          method,
          headers: { cookie: await cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        answers.push(`${method} ${urlPath} ${answer.status} ${JSON.stringify(answer.headers)} ${answer.text}`);
      };
      for (const endpoint of apiEndpoints(server.routes)) {
        if (endpoint.path === '/api/auth/signout') continue;
        const body = takesBody(endpoint) ? (VALID_BODIES[`${endpoint.method} ${endpoint.path}`] ?? {}) : undefined;
        await ask(
          endpoint.method,
          concretePath(endpoint.path, 'topics/front-end') + (endpoint.path.endsWith('/search') ? '?q=react' : ''),
          body,
        );
      }
      // The key was live: the server really called YouTube with it.
      expect(youtube.calls.some((call) => call.params.get('key') === secrets.YOUTUBE_API_KEY)).toBe(true);
      const vapid = await server.db.selectFrom('vapid_keys').select(['public_key', 'private_key']).executeTakeFirst();
      const all = answers.join('\n');
      if (vapid) {
        expect(all).toContain(vapid.public_key); // the public key is meant to be sent
        expect(all).not.toContain(vapid.private_key);
      }
      for (const [name, value] of Object.entries(secrets)) expect(all.includes(value), name).toBe(false);
      expect(all.includes(smtpPassword), 'the SMTP password').toBe(false);
      await server.services.mail.settled();
      const outbox = await server.services.outbox.listRecent(50);
      expect(outbox.length).toBeGreaterThan(0); // a reset was asked for and its delivery attempted
      expect(JSON.stringify(outbox)).not.toContain(smtpPassword);
    } finally {
      await server.close();
      await youtube.stop();
    }
  });
});
