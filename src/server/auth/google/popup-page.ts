import type { GooglePopupResult } from '#shared/api/google.js';

/**
 * The popup's last page. It carries the outcome as inert JSON and loads a same-origin script
 * (CSP allows no inline script) that posts the outcome to the opener, for our own origin only,
 * and closes the popup. Opened without an opener, it offers a link back to the app instead.
 */
export function popupPage(result: GooglePopupResult): string {
  // JSON inside a data block: escape '<' so no text can close the element early.
  const json = JSON.stringify(result).replace(/</g, '\\u003c');
  const heading = result.status === 'success' ? 'Signed in' : 'Sign-in did not complete';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · StudyHub</title>
<script type="application/json" id="signin-result">${json}</script>
<script src="/api/auth/google/popup.js" defer></script>
</head>
<body>
<main>
<h1>${heading}</h1>
<p id="popup-fallback" hidden>This window can be closed. <a href="/">Continue to StudyHub</a></p>
</main>
</body>
</html>`;
}

/** Served as /api/auth/google/popup.js. */
export const POPUP_SCRIPT = `(function () {
  var result = JSON.parse(document.getElementById('signin-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(result, window.location.origin);
    window.close();
  }
  document.getElementById('popup-fallback').hidden = false;
})();
`;
