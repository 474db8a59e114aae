import { StrictMode } from 'react';
import { NoticeProvider } from '#web/ui/Dialog.js';
import { App } from './App.js';

/**
 * The whole app, as the server renders it (entry-server.tsx) and the browser renders or hydrates it
 * (main.tsx): one tree for both, since a hydration must find exactly what the server rendered.
 */
export function AppRoot() {
  return (
    <StrictMode>
      <NoticeProvider>
        <App />
      </NoticeProvider>
    </StrictMode>
  );
}
