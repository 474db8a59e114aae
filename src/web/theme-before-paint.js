/*
 * Sets <html data-theme> before the first paint. The build puts it inline in index.html's <head>
 * (vite.config.ts), and the CSP allows it by its hash (server/web/static-site.ts) and nothing else inline:
 * the choice remembered in localStorage 'theme' ('light' | 'dark'), else the system's setting,
 * which is followed live while no choice is stored. The navbar toggle writes the same key.
 */
(function () {
  var system = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var stored = null;
    try {
      stored = localStorage.getItem('theme');
    } catch {
      // Storage blocked (privacy settings): follow the system.
    }
    document.documentElement.dataset.theme =
      stored === 'light' || stored === 'dark' ? stored : system.matches ? 'dark' : 'light';
  }
  apply();
  system.addEventListener('change', apply);
  // Another tab changed the choice.
  window.addEventListener('storage', function (event) {
    if (event.key === 'theme' || event.key === null) apply();
  });
})();
