import { ContinueLearning } from './ContinueLearning.js';
import { Hero } from './Hero.js';
import { HomeSections } from './HomeSections.js';
import { usePhoneWidth } from './use-phone-width.js';

/**
 * On a phone 'Continue learning' comes before the counters, inside the hero, so a returning student
 * sees it without scrolling; on wider screens it follows the hero as before (the spec's Hero, stats
 * strip, 'What We Provide' order is kept either way). It is placed in the markup, not moved with CSS
 * order, so reading and focus order match what is seen.
 */
export default function HomePage() {
  const phone = usePhoneWidth();
  return (
    <main id="main">
      <Hero beforeStats={phone ? <ContinueLearning /> : null} />
      <HomeSections continueLearning={!phone} />
    </main>
  );
}
