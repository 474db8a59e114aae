import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import {
  INSTALL_PLATFORMS,
  installGuideSchema,
  type InstallGuide,
  type SoftInstall,
} from '#shared/content/learning.js';

const command = {
  label: 'Print the Git version',
  command: 'git --version',
  sourceUrl: 'https://git-scm.com/download/linux',
};
const platform = (os: string, commands = [command]) => ({ os, steps: ['Install it.'], commands, checks: [command] });
const guide = (platforms: unknown[]) => ({
  id: 'git',
  title: 'Git',
  icon: 'git',
  summary: 'Version control.',
  officialUrl: 'https://git-scm.com/downloads',
  platforms,
  troubleshooting: [{ problem: 'git is not found.', fix: 'Open a new terminal.' }],
  links: [{ id: 'a', kind: 'doc', title: 'Git', url: 'https://git-scm.com/', note: 'The official Git site.' }],
});
const messages = (value: unknown) => {
  const result = installGuideSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('install guide schema', () => {
  it('accepts Windows, macOS and Debian / Ubuntu blocks, each with a command and a check', () => {
    expect(messages(guide(INSTALL_PLATFORMS.map((os) => platform(os))))).toEqual([]);
  });

  it('refuses an OS block without a command copied from an official page', () => {
    expect(messages(guide([platform('windows'), platform('macos', []), platform('linux')]))).toEqual([
      'platforms.1.commands: every OS block needs at least one command copied from an official page',
    ]);
  });

  it('refuses a guide that leaves out an OS or changes their order', () => {
    expect(messages(guide([platform('windows'), platform('linux')]))).toEqual([
      'platforms: platforms must be, in order: windows, macos, linux',
    ]);
    expect(messages(guide([platform('macos'), platform('windows'), platform('linux')]))).toEqual([
      'platforms: platforms must be, in order: windows, macos, linux',
    ]);
  });
});

/** Pages whose owners publish the software; a command must come from one of them, never a copy. */
const OFFICIAL_HOSTS = new Set([
  'learn.microsoft.com',
  'documentation.ubuntu.com',
  'code.visualstudio.com',
  'git-scm.com',
  'nodejs.org',
  'www.mongodb.com',
  'github.com',
  'adoptium.net',
  'maven.apache.org',
  'www.virtualbox.org',
  'www.postgresql.org',
  'postgresapp.com',
  'docs.python.org',
  'packaging.python.org',
]);

const guides = ((await loadCatalogue('content', ['soft-install'])).get('soft-install') as SoftInstall).guides;
const byId = (id: string) => guides.find((g) => g.id === id) as InstallGuide;
const commandsOf = (g: InstallGuide) => g.platforms.flatMap((p) => [...p.commands, ...p.checks]);

describe('the shipped install guides', () => {
  it('cover the eight guides the spec names in its order, then Python, each for all three systems with a fix for a common failure', () => {
    expect(guides.map((g) => g.id)).toEqual([
      'linux',
      'ubuntu',
      'vs-code',
      'git',
      'mongodb-nodejs',
      'java-jdk-maven',
      'vmware-virtualbox',
      'sql',
      'python',
    ]);
    for (const g of guides) {
      expect(g.platforms.map((p) => p.os)).toEqual([...INSTALL_PLATFORMS]);
      expect(g.troubleshooting.length).toBeGreaterThan(0);
    }
  });

  it('take every command from the official page of the software it installs', () => {
    const hosts = new Set(guides.flatMap((g) => commandsOf(g).map((c) => new URL(c.sourceUrl).hostname)));
    expect([...hosts].filter((host) => !OFFICIAL_HOSTS.has(host))).toEqual([]);
  });

  it('install current versions the way the official pages show today', () => {
    const java = commandsOf(byId('java-jdk-maven')).map((c) => c.command);
    expect(java).toContain('winget install EclipseAdoptium.Temurin.25.JDK');
    expect(java).toContain('brew install --cask temurin@25');
    expect(byId('java-jdk-maven').officialUrl).toBe('https://adoptium.net/installation/');
    const git = commandsOf(byId('git')).map((c) => c.command);
    expect(git).toContain('sudo apt-get install git');
    expect(git.some((c) => c.includes('git-all'))).toBe(false);
    expect(git).toContain('git --version');
    const allUrls = JSON.stringify(guides);
    // The Ubuntu Server docs moved to documentation.ubuntu.com/server.
    expect(allUrls).not.toMatch(/\/\/ubuntu\.com\/server\/docs\//);
    expect(allUrls).toMatch(/https:\/\/documentation\.ubuntu\.com\/server\/how-to\//);
    // Node.js through nvm: the Active LTS line since 2026-10-28.
    const node = commandsOf(byId('mongodb-nodejs')).map((c) => c.command);
    expect(node).toContain('nvm install 26');
    expect(node.some((c) => /^nvm install (?!26$)/.test(c))).toBe(false);
  });

  it('send the SQL guide, which installs PostgreSQL, to PostgreSQL and not to the MySQL APT page', () => {
    expect(byId('sql').officialUrl).toBe('https://www.postgresql.org/download/linux/ubuntu/');
    expect(commandsOf(byId('sql')).some((c) => c.sourceUrl.includes('mysql'))).toBe(false);
  });

  it('say that Windows 10 support ended and that MongoDB may not support Ubuntu 26.04 yet', () => {
    for (const id of ['linux', 'ubuntu']) expect(byId(id).platforms[0]!.steps.join(' ')).toMatch(/14 October 2025/);
    const mongo = JSON.stringify(byId('mongodb-nodejs'));
    expect(mongo).toMatch(/Ubuntu 26\.04/);
    expect(mongo).toMatch(/Platform Support/);
  });

  it('install Python on each system the way python.org and the packaging guide show, with venv and pip', () => {
    const python = byId('python');
    const [windows, macos, linux] = python.platforms.map((p) => [...p.commands, ...p.checks].map((c) => c.command));
    expect(windows).toContain('winget install 9NQ7512CXL7T -e --accept-package-agreements --disable-interactivity');
    expect(windows).toContain('python --version');
    expect(windows).toContain('.venv\\Scripts\\activate');
    for (const commands of [macos!, linux!]) {
      expect(commands).toContain('python3 --version');
      expect(commands).toContain('python3 -m venv .venv');
      expect(commands).toContain('source .venv/bin/activate');
      expect(commands).toContain('python3 -m pip install requests');
    }
    expect(linux).toContain('sudo apt install python3-venv python3-pip');
    // The Windows pitfall: 'python' opens the Microsoft Store until the app execution aliases point at Python.
    const store = python.troubleshooting.find((entry) => /Microsoft Store/.test(entry.problem));
    expect(store?.fix).toMatch(/Manage app execution aliases/);
    expect(store?.hi?.fix).toBeTruthy();
    expect(python.hi?.summary).toBeTruthy();
    for (const platform of python.platforms) expect(platform.hi?.steps).toHaveLength(platform.steps.length);
  });

  it('say that VMware needs a Broadcom account and that Apple Silicon Macs need ARM64 images', () => {
    const vm = JSON.stringify(byId('vmware-virtualbox'));
    expect(vm).toMatch(/Broadcom account/);
    expect(vm).toMatch(/ARM64/);
    expect(JSON.stringify(byId('ubuntu').platforms[1])).toMatch(/ARM64/);
  });
});
