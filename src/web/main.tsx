import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '#shared/languages.js';
import { activateLanguage } from '#web/lib/i18n/i18n.js';
import { startingLanguage } from '#web/lib/i18n/language-choice.js';
import { App } from './app/App.js';
import { NoticeProvider } from '#web/ui/Dialog.js';
import './styles/global.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <NoticeProvider>
        <App />
      </NoticeProvider>
    </StrictMode>,
  );
}

// The first render waits for its catalogue (a small chunk fetched beside the session check); if
// the chosen language's chunk cannot be fetched, English is tried, and the app renders either way.
activateLanguage(startingLanguage())
  .catch(() => activateLanguage(DEFAULT_LANGUAGE))
  .catch((error: unknown) => console.error('No catalogue could be loaded:', error))
  .finally(render);
