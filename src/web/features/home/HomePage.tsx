import { Hero } from './Hero.js';
import { HomeSections } from './HomeSections.js';

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <HomeSections />
    </main>
  );
}
