import { useDocumentTitle } from '../../app/use-document-title.js';
import { Hero } from './Hero.js';

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <main id="main">
      <Hero />
    </main>
  );
}
