import { ContinueLearning } from './ContinueLearning.js';
import { Hero } from './Hero.js';
import { HomeSections } from './HomeSections.js';

/**
 * On a phone 'Continue learning' comes before the counters, inside the hero, so a returning student
 * sees it without scrolling; on wider screens it follows the hero as before (the spec's Hero, stats
 * strip, 'What We Provide' order is kept either way). Both places are in the markup and the
 * stylesheet shows one (hero.css, the phone widths the stylesheets use): what is not displayed is
 * neither read nor focused, so reading and focus order match what is seen, and the server's HTML
 * is already right for the screen it lands on.
 */
export default function HomePage() {
  return (
    <main id="main">
      <Hero beforeStats={<ContinueLearning placement="phone" />} />
      <HomeSections continueLearning={<ContinueLearning placement="wide" />} />
    </main>
  );
}
