import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '#shared/languages.js';
import { currentSession, loadSession } from '#web/features/auth/session-store.js';
import { setApiTransport } from '#web/lib/api/client.js';
import { activateLanguage } from '#web/lib/i18n/i18n.js';
import { startingLanguage } from '#web/lib/i18n/language-choice.js';
import { setRenderedPlatform } from '#web/lib/rendered-platform.js';
import { answeringFromPage, readServerRender, type ServerRender } from '#web/lib/server-rendered.js';
import { loadSignedInApp } from './app/App.js';
import { AppRoot } from './app/AppRoot.js';
import { preloadSignedOutPage } from './app/SignedOutApp.js';
import './styles/global.css';

const root = () => document.getElementById('root')!;
const app = <AppRoot />;

// The shell (the worker's answer to every navigation, and the server's when it does not render):
// the first render waits for its catalogue (a small chunk fetched beside the session check); if the
// chosen language's chunk cannot be fetched, English is tried, and the app renders either way.
function renderShell() {
  activateLanguage(startingLanguage())
    .catch(() => activateLanguage(DEFAULT_LANGUAGE))
    .catch((error: unknown) => console.error('No catalogue could be loaded:', error))
    .finally(() => createRoot(root()).render(app));
}

/**
 * A page the server rendered: the same language, session and page data (its loaders read the
 * answers embedded in the page, asking the network nothing), then React takes over the HTML as it is.
 */
async function hydrate(rendered: ServerRender) {
  setApiTransport(answeringFromPage(rendered));
  setRenderedPlatform(rendered.platform);
  await Promise.all([activateLanguage(rendered.language), loadSession()]);
  const session = currentSession();
  if (session.status === 'signed-in') await (await loadSignedInApp()).prepareHydration(session.user.id);
  else await preloadSignedOutPage(window.location.pathname);
  hydrateRoot(root(), app);
  // The server spoke the account's language, or the browser's; this device's own choice wins after.
  const device = startingLanguage();
  const accountChose = session.status === 'signed-in' && session.user.language !== null;
  if (!accountChose && device !== rendered.language) void activateLanguage(device);
}

const rendered = readServerRender();
if (rendered)
  hydrate(rendered).catch((error: unknown) => {
    // Its code could not be fetched (a deploy replaced it): the shell renders over the server's HTML.
    console.error('The page could not be hydrated:', error);
    renderShell();
  });
else renderShell();
