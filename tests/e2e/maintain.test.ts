import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '#harness/browser.js';
import { signedInMaintainer } from './support/maintainer.js';
import { useSignedInSuite } from '#harness/signed-in-suite.js';

const TITLE = 'Winter ML research intern';

describe('suggest, review in /maintain, publish: in Chromium', () => {
  const suite = useSignedInSuite();

  it('a student suggests, a maintainer approves in /maintain, the listing appears and the account shows it approved', async () => {
    const student = suite.page;
    // A learner who opens /maintain is sent Home, as for any unknown address.
    await student.goto(`${suite.app.url}/maintain`);
    await student.waitForURL(`${suite.app.url}/`);

    await student.goto(`${suite.app.url}/suggest-listing`);
    await student.getByLabel('Title *').fill(TITLE);
    await student.getByLabel('Official link *').fill('https://example.org/winter-intern');
    await student.getByLabel('Organiser *').fill('Example Lab');
    await student.getByLabel('Category *').selectOption('AIML');
    await student.getByLabel('Location *').fill('Online');
    await student.getByLabel('Application dates *').selectOption('rolling');
    await student.getByLabel('Who can apply *').fill('Final-year students in India');
    await student.getByRole('button', { name: 'Send suggestion' }).click();
    await student.getByRole('heading', { name: 'Thank you, your suggestion is waiting for review.' }).waitFor();

    const { maintainer, email } = await signedInMaintainer(suite);
    try {
      await maintainer.goto(`${suite.app.url}/maintain`);
      await maintainer.getByRole('heading', { name: 'Maintain', level: 1 }).waitFor();
      const queue = maintainer.getByRole('list', { name: 'Suggestions waiting for review' });
      const card = queue.getByRole('listitem').filter({ has: maintainer.getByRole('heading', { name: TITLE }) });
      await card.waitFor();
      await maintainer.getByText('Reaches 0 subscribed browsers.').waitFor();
      await maintainer.getByText('The link checker has found no dead or redirected link.').waitFor();
      await maintainer.getByRole('heading', { name: 'Reported issues', level: 2 }).waitFor();
      await maintainer.getByText('No issue has been reported.').waitFor();
      expect(await seriousA11yViolations(maintainer)).toEqual([]);
      await maintainer.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousA11yViolations(maintainer)).toEqual([]);

      await card.getByRole('button', { name: /^Approve/ }).click();
      await card.waitFor({ state: 'detached' });
      await maintainer.getByRole('table').getByRole('rowheader', { name: TITLE }).waitFor();
      // The audit log names who and what; the e-mail and the ids stay beside them.
      const row = maintainer
        .getByRole('list', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: 'approve-suggestion' });
      await row.getByText('Meera Maintainer', { exact: true }).waitFor();
      await row.getByText(`(${email})`).waitFor();
      await row.getByText(TITLE, { exact: true }).waitFor();
      expect(await row.textContent()).toMatch(/\(suggestion:[0-9a-f-]+ -> internship:winter-ml-research-intern\)/);
      expect(await seriousA11yViolations(maintainer)).toEqual([]);
    } finally {
      await maintainer.context().close();
    }

    await student.goto(`${suite.app.url}/InternAIML`);
    const listed = student.getByRole('list', { name: 'AI ML internships' }).getByRole('heading', { name: TITLE });
    await listed.waitFor();
    await student.goto(`${suite.app.url}/account`);
    const mine = student.getByRole('list', { name: 'Your suggested listings' });
    await mine.getByText(TITLE).waitFor();
    expect(await mine.getByText('Approved', { exact: true }).isVisible()).toBe(true);
    // Three axe runs over the whole console on a shared two-core machine.
  }, 180_000);

  it('a maintainer corrects a suggestion on screen, checked like the student form, and publishes the corrected copy', async () => {
    const sent = 'Spring buidl hackathon';
    const corrected = 'Spring Build Hackathon';
    const student = suite.page;
    await student.goto(`${suite.app.url}/suggest-listing`);
    await student.getByLabel('Hackathon or event').check();
    await student.getByLabel('Title *').fill(sent);
    await student.getByLabel('Official link *').fill('https://example.org/spring-build');
    await student.getByLabel('Organiser *').fill('Example Guild');
    await student.getByLabel('Location *').fill('Online');
    await student.getByLabel('Application dates *').selectOption('rolling');
    await student.getByLabel('Who can apply *').fill('Students anywhere');
    await student.getByLabel('Description (optional)').fill('A weekend of building with mentors.');
    await student.getByRole('button', { name: 'Send suggestion' }).click();
    await student.getByRole('heading', { name: 'Thank you, your suggestion is waiting for review.' }).waitFor();
    const sender = await student.evaluate(async () => {
      const answer = (await (await fetch('/api/auth/session')).json()) as {
        user: { displayName: string; email: string };
      };
      return answer.user;
    });

    const { maintainer } = await signedInMaintainer(suite);
    try {
      await maintainer.goto(`${suite.app.url}/maintain`);
      const queue = maintainer.getByRole('list', { name: 'Suggestions waiting for review' });
      const card = queue.getByRole('listitem').filter({ has: maintainer.getByRole('heading', { name: sent }) });
      // The card shows what the student wrote and who sent it, so a doubt can be asked.
      await card.getByText('A weekend of building with mentors.').waitFor();
      await card.getByText(`${sender.displayName} (${sender.email}),`).waitFor();
      // The name is 'Approve' and the title (the plain approval), never 'Approve as corrected'.
      const approveAsSent = card.getByRole('button', { name: new RegExp(`^Approve\\s*: ${sent}$`) });
      await approveAsSent.waitFor();
      await card.getByRole('button', { name: /^Correct before approving/ }).click();
      const form = card.getByRole('form', { name: 'Correct the suggestion' });
      // While correcting, 'Approve as corrected' (in the form) is the only approval; Cancel brings 'Approve' back.
      await form.getByRole('button', { name: /^Approve as corrected/ }).waitFor();
      expect(await approveAsSent.count()).toBe(0);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await approveAsSent.waitFor();
      await card.getByRole('button', { name: /^Correct before approving/ }).click();
      await form.getByLabel('Title *').fill(corrected);
      await form.getByLabel('Location *').fill('');
      await form.getByRole('button', { name: /^Approve as corrected/ }).click();
      // Checked as the student's form is: the field says what is wrong, nothing is sent.
      await form.getByText('Enter where it takes place, or "Online".').waitFor();
      expect(await form.getByLabel('Title *').inputValue()).toBe(corrected);
      expect(await seriousA11yViolations(maintainer)).toEqual([]);
      await form.getByLabel('Location *').fill('Bengaluru and online');
      await form.getByRole('button', { name: /^Approve as corrected/ }).click();
      await card.waitFor({ state: 'detached' });
      await maintainer.getByRole('table').getByRole('rowheader', { name: corrected }).waitFor();
    } finally {
      await maintainer.context().close();
    }
    await student.goto(`${suite.app.url}/hackathon`);
    await student.getByRole('heading', { name: corrected }).waitFor();
    expect(await student.getByRole('heading', { name: sent }).count()).toBe(0);
  });
});
