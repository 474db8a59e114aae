import type { ComponentProps } from 'react';
import { useInBrowser } from '#web/lib/use-in-browser.js';

/**
 * Every form of the app. Its controls sit in one fieldset that stays disabled until the page's
 * script runs (the server's HTML, until hydration): a form submitted before then would go out the
 * browser's own way, a GET with its fields (a password) in the address, and what was typed before
 * hydration would not be in the form's state. The fieldset adds no box (`.form-controls`).
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const inBrowser = useInBrowser();
  return (
    <form {...props}>
      <fieldset className="form-controls" disabled={!inBrowser}>
        {children}
      </fieldset>
    </form>
  );
}
