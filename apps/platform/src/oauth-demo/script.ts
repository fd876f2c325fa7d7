/** The popup page's script (served as /oauth/demo/authorize.js: the CSP forbids inline scripts). */
export const AUTHORIZE_SCRIPT = `(() => {
  const app = document.getElementById('app');
  const origin = app.dataset.origin;
  const state = app.dataset.state;
  const clientId = app.dataset.clientId;
  const fail = (text) => { document.getElementById('error').textContent = text; };
  async function choose(email) {
    try {
      const res = await fetch('/oauth/demo/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, client_id: clientId }),
      });
      const body = await res.json();
      if (!res.ok || !body.success) return fail(body.message || 'Login failure. Please try again.');
      const idToken = body.value.idToken;
      if (!window.opener) return fail('The window that opened this page is gone.');
      window.opener.postMessage({ type: 'marquee-social', idToken, state }, origin);
      window.opener.postMessage({ type: 'marquee:social-result', provider: 'demo', idToken }, origin);
      window.close();
    } catch (error) {
      fail('Login failure. Please try again.');
    }
  }
  for (const button of document.querySelectorAll('.pick')) {
    button.addEventListener('click', () => choose(button.dataset.email));
  }
  document.getElementById('custom').addEventListener('submit', (event) => {
    event.preventDefault();
    choose(document.getElementById('email').value.trim());
  });
})();
`;
