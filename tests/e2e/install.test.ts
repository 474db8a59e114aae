import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, seriousA11yViolations, signedInPage } from '#harness/browser.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

// Commands the Git guide shows for each system (content/soft-install.yaml).
const GIT_COMMAND = {
  windows: 'winget install --id Git.Git -e --source winget',
  macos: 'brew install git',
  linux: 'sudo apt-get install git',
} as const;

// The switch's options, as the radio buttons name them.
const SYSTEMS = [
  ['Windows', 'windows'],
  ['macOS', 'macos'],
  ['Debian / Ubuntu', 'linux'],
] as const;

// What the Python guide shows for each system (content/soft-install.yaml), and the commands only one system has.
const PYTHON_SHOWN = {
  windows: ['winget install 9NQ7512CXL7T -e --accept-package-agreements --disable-interactivity', 'python --version'],
  macos: ['python3 -m venv .venv', 'source .venv/bin/activate', 'python3 --version'],
  linux: ['sudo apt install python3-venv python3-pip', 'source .venv/bin/activate', 'python3 --version'],
} as const;
const PYTHON_ONLY_ON = {
  windows: ['py -m venv .venv', '.venv\\Scripts\\activate'],
  macos: [],
  linux: ['sudo apt install python3-venv python3-pip'],
} as const;

const storedPlatform = (page: Page) => page.evaluate(() => localStorage.getItem('install-platform'));
const gitGuide = (page: Page) => page.getByRole('region', { name: 'Git', exact: true });
const pythonGuide = (page: Page) => page.getByRole('region', { name: 'Python', exact: true });

/** Which of the three Git install commands the page shows. */
async function visibleGitCommands(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const command of Object.values(GIT_COMMAND)) {
    if ((await gitGuide(page).getByText(command, { exact: true }).count()) > 0) shown.push(command);
  }
  return shown;
}

async function openInstallPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/soft-install`);
  // The server's HTML shows the system the browser's headers name; a remembered one once hydrated.
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.getByRole('group', { name: 'Show the steps for' }).waitFor();
  await gitGuide(page).getByRole('code').first().waitFor();
}

describe('install page operating-system switch in Chromium', () => {
  const suite = useSignedInSuite();

  it("shows the visitor's system's commands before any script runs: the server reads Chromium's Client Hints (decision 0070)", async () => {
    const { app, browser } = suite;
    const email = `no-script-${Date.now()}@example.com`;
    await app.services.auth.createPasswordUser(email, 'No Script', 'learning password');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const signedIn = await context.request.post(`${app.url}/api/auth/signin`, {
        data: { email, password: 'learning password' },
        headers: { origin: app.url },
      });
      expect(signedIn.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`${app.url}/soft-install`, { waitUntil: 'domcontentloaded' });
      await gitGuide(page).getByRole('code').first().waitFor();
      expect(await visibleGitCommands(page)).toEqual([GIT_COMMAND.linux]);
      expect(await page.getByRole('radio', { name: 'Debian / Ubuntu', exact: true }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("defaults to the visitor's system (Linux here), shows that system's commands and remembers a change", async () => {
    const { page, app } = suite;
    await openInstallPage(page, app.url);
    const radio = (name: string) => page.getByRole('radio', { name, exact: true });
    expect(await radio('Debian / Ubuntu').isChecked()).toBe(true);
    expect(await storedPlatform(page)).toBeNull();
    expect(await visibleGitCommands(page)).toEqual([GIT_COMMAND.linux]);
    expect(await gitGuide(page).getByRole('heading', { name: 'On Debian / Ubuntu' }).isVisible()).toBe(true);

    await radio('Windows').check();
    await expect.poll(() => visibleGitCommands(page)).toEqual([GIT_COMMAND.windows]);
    expect(await gitGuide(page).getByRole('heading', { name: 'On Windows' }).isVisible()).toBe(true);
    expect(await storedPlatform(page)).toBe('windows');

    await page.reload();
    await gitGuide(page).getByRole('code').first().waitFor();
    expect(await radio('Windows').isChecked()).toBe(true);
    expect(await visibleGitCommands(page)).toEqual([GIT_COMMAND.windows]);

    // Arrow keys move through the options, as in any radio group.
    await radio('Windows').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radio('macOS').isChecked()).toBe(true);
    expect(await visibleGitCommands(page)).toEqual([GIT_COMMAND.macos]);
    expect(await storedPlatform(page)).toBe('macos');
    // Every guide follows the one switch, e.g. Java's Homebrew command.
    expect(
      await page
        .getByRole('region', { name: 'Java JDK and Maven', exact: true })
        .getByText('brew install --cask temurin@25', { exact: true })
        .isVisible(),
    ).toBe(true);
  });

  it('shows the Python guide for the chosen system: its install commands, venv and pip, and its version check', async () => {
    const { page, app } = suite;
    await openInstallPage(page, app.url);
    await page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Python', exact: true }).waitFor();
    for (const [name, platform] of SYSTEMS) {
      await page.getByRole('radio', { name, exact: true }).check();
      const guide = pythonGuide(page);
      await guide.getByRole('heading', { name: `On ${name}` }).waitFor();
      for (const command of PYTHON_SHOWN[platform])
        expect(await guide.getByText(command, { exact: true }).first().isVisible(), command).toBe(true);
      // Only the chosen system's commands are on the page.
      for (const [other, commands] of Object.entries(PYTHON_ONLY_ON))
        if (other !== platform)
          for (const command of commands)
            expect(await guide.getByText(command, { exact: true }).count(), command).toBe(0);
    }
    // The Windows pitfall and its fix show for Windows (install-troubleshooting.test.ts covers the rest).
    await page.getByRole('radio', { name: 'Windows', exact: true }).check();
    expect(
      await pythonGuide(page)
        .getByText(/Manage app execution aliases/)
        .isVisible(),
    ).toBe(true);
  });

  it('defaults to macOS for a Mac visitor who has not chosen yet', async () => {
    const page = await signedInPage(suite.browser, suite.app);
    try {
      // The browser reports a Mac (Client Hints and the older navigator.platform).
      await page.context().addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
        Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      });
      await openInstallPage(page, suite.app.url);
      expect(await page.getByRole('radio', { name: 'macOS' }).isChecked()).toBe(true);
      expect(await visibleGitCommands(page)).toEqual([GIT_COMMAND.macos]);
    } finally {
      await page.context().close();
    }
  });

  it.each(['light', 'dark'] as const)(
    'passes axe in the %s theme on every system',
    async (colorScheme) => {
      const page = await signedInPage(suite.browser, suite.app, { colorScheme, reducedMotion: 'reduce' });
      try {
        await openInstallPage(page, suite.app.url);
        for (const [name, platform] of SYSTEMS) {
          await page.getByRole('radio', { name, exact: true }).check();
          await expect.poll(() => visibleGitCommands(page)).toEqual([GIT_COMMAND[platform]]);
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
      } finally {
        await page.context().close();
      }
      // Three axe sweeps of a page some 35,000 px tall on this phone: about 25 s each on a busy 2-core machine.
    },
    180_000,
  );
});
