import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '#scripts/eslint/no-untranslated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

// The lint rule that keeps English literals out of converted components.
tester.run('no-untranslated-text', rule, {
  valid: [
    { code: "const a = <p>{t('signin.newHere')}</p>;" },
    { code: "const a = <img alt={t('signin.logoAlt')} />;" },
    { code: "const a = <button aria-label={open ? t('navbar.closeMenu') : t('navbar.openMenu')} />;" },
    { code: 'const a = <span>{SITE_NAME} · StudyHub</span>;' },
    { code: 'const a = <div className="auth card" id="signin-email" />;' },
    { code: "const fields = [{ name: 'email', label: 'signup.emailLabel' }];" },
    { code: 'const a = <kbd>⌘ 2 / 3</kbd>;' },
  ],
  invalid: [
    { code: 'const a = <p>New here?</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <img alt="StudyHub logo" />;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <input placeholder={'Password'} />;", errors: [{ messageId: 'literal' }] },
    { code: "const a = <button aria-label={open ? 'Close menu' : 'Open menu'} />;", errors: 2 },
    { code: "notify({ title: 'Google sign-up is not configured', tone: 'info' });", errors: 1 },
    { code: "const a = <p>{ready ? 'Saved' : null}</p>;", errors: 1 },
    { code: "function Dialog({ closeLabel = 'OK' }) { return null; }", errors: 1 },
    { code: 'const a = <p>{`Your progress on ${title}`}</p>;', errors: 1 },
  ],
});
