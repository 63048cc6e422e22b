// Inlined in every page's head (BaseLayout): sets data-auth/data-store/data-consent before the first
// paint, so the menu and the cookie notice never jump. Only a hint for CSS: the stores validate the
// data once the page's scripts run. SESSION_KEY and CONSENT_KEY are replaced at build time.
(function () {
  var root = document.documentElement;
  root.dataset.js = '1'; // CSS tells a page with scripts from one without (the FAQ works without)
  try {
    var session = JSON.parse(localStorage.getItem(SESSION_KEY) || 'null');
    if (session && session.token && session.user) {
      root.dataset.auth = 'in';
      root.dataset.store = session.user.storeAccess === true ? '1' : '0';
    }
    if (localStorage.getItem(CONSENT_KEY) === 'yes') root.dataset.consent = '1';
  } catch {
    root.dataset.auth = 'out';
  }
})();
