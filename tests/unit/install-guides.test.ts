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
  'ubuntu.com',
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
]);

const guides = ((await loadCatalogue('content', ['soft-install'])).get('soft-install') as SoftInstall).guides;
const byId = (id: string) => guides.find((g) => g.id === id) as InstallGuide;
const commandsOf = (g: InstallGuide) => g.platforms.flatMap((p) => [...p.commands, ...p.checks]);

describe('the shipped install guides', () => {
  it('cover the eight guides the spec names, each for all three systems with a fix for a common failure', () => {
    expect(guides.map((g) => g.id)).toEqual([
      'linux',
      'ubuntu',
      'vs-code',
      'git',
      'mongodb-nodejs',
      'java-jdk-maven',
      'vmware-virtualbox',
      'sql',
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
    expect(allUrls).not.toMatch(/ubuntu\.com\/server\/docs\/(?:package-management|install-and-configure-postgresql)"/);
  });

  it('say that VMware needs a Broadcom account and that Apple Silicon Macs need ARM64 images', () => {
    const vm = JSON.stringify(byId('vmware-virtualbox'));
    expect(vm).toMatch(/Broadcom account/);
    expect(vm).toMatch(/ARM64/);
    expect(JSON.stringify(byId('ubuntu').platforms[1])).toMatch(/ARM64/);
  });
});
