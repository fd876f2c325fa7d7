/** The callback page's script (served as /oauth/callback.js: the CSP forbids inline scripts). */
export const CALLBACK_SCRIPT = `(() => {
  const data = document.getElementById('result').dataset;
  const message = { type: 'marquee:social-result', provider: data.provider };
  if (data.idToken) message.idToken = data.idToken;
  else message.error = data.error || 'failed';
  if (window.opener) window.opener.postMessage(message, data.origin);
  window.close();
})();
`;
