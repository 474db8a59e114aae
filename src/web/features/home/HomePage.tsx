import { useDocumentTitle } from '#web/app/use-document-title.js';
import { Hero } from './Hero.js';
import { HomeSections } from './HomeSections.js';

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <main id="main">
      <Hero />
      <HomeSections />
    </main>
  );
}
