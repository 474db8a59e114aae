import type { Page } from 'playwright-core';

/** What a learner would see as broken on one screen, as readable lines (empty when the screen holds). */
export interface LayoutRules {
  /** Phones: every visible button and non-prose link offers at least 44x44 CSS px to a finger. */
  touchTargets: boolean;
  /** The navigation landmark whose items must each stay on one line. */
  navName: string;
}

/**
 * Runs inside the page. Rules: no sideways scroll; no navbar item on two lines; no heading wider
 * than its box; touch targets (phones); at the centre of each visible control, scrolled into view,
 * the topmost element is that control (nothing covers it).
 */
export function layoutProblems(page: Page, rules: LayoutRules): Promise<string[]> {
  return page.evaluate(({ touchTargets, navName }) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()} "${name}"`;
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') return false;
      // The visually-hidden pattern (1 px, clipped) is for screen readers, not for fingers or eyes;
      // so is a skip link parked above the page until it has focus.
      return !(box.width <= 1 && box.height <= 1) && box.bottom + window.scrollY > 0;
    };

    if (root.scrollWidth > viewportWidth || document.body.scrollWidth > viewportWidth)
      problems.push(`scrolls sideways: ${Math.max(root.scrollWidth, document.body.scrollWidth)} > ${viewportWidth}`);

    /** How many lines an element's own text takes (text rectangles more than half a line apart). */
    const textLines = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top + rect.height / 2);
      }
      if (tops.length === 0) return 0;
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 16;
      return Math.max(...tops) - Math.min(...tops) > lineHeight / 2 ? 2 : 1;
    };
    const nav = document.querySelector(`nav[aria-label="${navName}"]`);
    for (const item of nav?.querySelectorAll('a, button') ?? []) {
      if (visible(item) && textLines(item) > 1) problems.push(`navbar item on two lines: ${describe(item)}`);
    }

    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      if (!visible(heading)) continue;
      const box = heading.getBoundingClientRect();
      if (heading.scrollWidth > heading.clientWidth + 1 || box.right > viewportWidth + 1 || box.left < -1)
        problems.push(
          `heading wider than its box: ${describe(heading)} (${heading.scrollWidth} > ${heading.clientWidth})`,
        );
    }

    /** A link inside a sentence: the text around it belongs to the same line of prose. */
    const inProse = (link: Element) => {
      if (getComputedStyle(link).display !== 'inline') return false;
      const parent = link.parentElement;
      const own = (link.textContent ?? '').trim().length;
      return (parent?.textContent ?? '').trim().length > own + 1;
    };
    /** A stretched link (a ::after laid over its card) takes taps on the whole card. */
    const hitArea = (control: Element) => {
      const after = getComputedStyle(control, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute';
      const card = control instanceof HTMLElement ? control.offsetParent : null;
      return (stretched && card ? card : control).getBoundingClientRect();
    };
    const controls = [
      ...document.querySelectorAll('button, a[href], [role="button"], input[type="submit"], input[type="button"]'),
    ].filter((control) => visible(control) && !control.closest('[inert], [aria-hidden="true"]'));

    for (const control of controls) {
      if (!touchTargets || (control.tagName === 'A' && inProse(control))) continue;
      const box = hitArea(control);
      if (box.width < 43.5 || box.height < 43.5)
        problems.push(`target under 44x44: ${describe(control)} (${Math.round(box.width)}x${Math.round(box.height)})`);
    }

    for (const control of controls) {
      if (!control.isConnected || !visible(control)) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // A link wrapped over two lines of a sentence: the middle of its first line is on it.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), viewportWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (top && top !== control && !control.contains(top))
        problems.push(`covered: ${describe(control)} under ${describe(top)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...new Set(problems)];
  }, rules);
}
