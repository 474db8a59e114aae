import { ContinueLearning } from './ContinueLearning.js';
import { Hero } from './Hero.js';
import { HomeSections } from './HomeSections.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';

/**
 * On a phone 'Continue learning' comes before the counters, inside the hero, so a returning student
 * sees it without scrolling; on wider screens it follows the hero as before (the spec's Hero, stats
 * strip, 'What We Provide' order is kept either way). It is placed in the markup, not moved with CSS
 * order, so reading and focus order match what is seen.
 */
export default function HomePage() {
  // The phone widths the stylesheets use.
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <main id="main">
      <Hero beforeStats={phone ? <ContinueLearning /> : null} />
      <HomeSections continueLearning={!phone} />
    </main>
  );
}
