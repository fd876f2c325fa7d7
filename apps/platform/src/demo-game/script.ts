import {
  GAME_BALANCE_MESSAGE_TYPE,
  GAME_PAUSE_MESSAGE_TYPE,
  GAME_RESUME_MESSAGE_TYPE,
  GAME_RULES_MESSAGE_TYPE,
  GAME_RULES_SHOWN_MESSAGE_TYPE,
} from '@marquee/api-client/contract';

/**
 * The demo game's script, served as /demo-game/assets/game.js (the CSP allows no inline script).
 * It runs inside `<iframe sandbox="allow-scripts allow-forms">`: an opaque origin, so its calls
 * are CORS requests with `Origin: null`, authenticated by the launch token in the body, and it
 * may not touch storage or the parent's DOM: the parent hears about balances by postMessage. Framed,
 * it sends its paytable to the parent too, and hides its own once the parent says its rules panel
 * shows it, so the game's screen holds what is needed to play.
 */
export const DEMO_GAME_SCRIPT = `(() => {
  'use strict';
  const root = document.getElementById('game');
  const token = root.dataset.token;
  // a fun launch's page holds its signed state, handed back with every round (play money, no token)
  let funState = root.dataset.state;
  const form = document.getElementById('round-form');
  const button = document.getElementById('play');
  const stake = document.getElementById('stake');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const reels = Array.from(document.querySelectorAll('.reel'));
  const SYMBOLS = { CHERRY: '🍒', LEMON: '🍋', BELL: '🔔', STAR: '⭐', SEVEN: '7', DIAMOND: '💎' };
  const money = (minor) =>
    '₱' + (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const newKey = () => {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  // a round whose answer never arrived is retried with the same key, so it is charged at most once
  let pendingKey = null;
  // the host's reality check pauses play until the player answers it
  let paused = false;

  async function api(path, init) {
    const res = await fetch(path, init);
    const body = await res.json();
    if (!body.success) throw Object.assign(new Error(body.message || 'Round failed'), { answered: true });
    return body.value;
  }

  function showBalance(minor) {
    balance.textContent = money(minor);
    balance.dataset.minor = String(minor);
  }

  function describe(outcome, payout) {
    if (outcome.game === 'SLOT') {
      reels.forEach((reel, i) => {
        reel.textContent = SYMBOLS[outcome.reels[i]] || outcome.reels[i];
        reel.setAttribute('aria-label', outcome.reels[i].toLowerCase());
      });
      const shown = outcome.reels.map((s) => s.toLowerCase()).join(', ');
      return payout > 0 ? 'Reels: ' + shown + '. You win ' + money(payout) + '!' : 'Reels: ' + shown + '. No win.';
    }
    if (outcome.game === 'TABLE') {
      const drawn = 'Pocket ' + outcome.pocket + ' (' + outcome.colour.toLowerCase() + ')';
      return payout > 0 ? drawn + '. You win ' + money(payout) + '!' : drawn + '. No win.';
    }
    const target = outcome.choice.toLowerCase();
    return outcome.caught ? 'You caught the ' + target + ': ' + money(payout) + '!' : 'The ' + target + ' got away.';
  }

  async function play(event) {
    event.preventDefault();
    if (button.disabled || paused) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    const choice = form.querySelector('input[name="choice"]:checked');
    pendingKey = pendingKey || newKey();
    try {
      if (funState) {
        const value = await api('/demo-game/api/fun-round', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ state: funState, stake: Number(stake.value) }),
        });
        pendingKey = null;
        funState = value.state;
        showBalance(value.balance);
        result.textContent = describe(value.outcome, value.payout);
        return;
      }
      const value = await api('/demo-game/api/round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token,
          stake: Number(stake.value),
          idempotencyKey: pendingKey,
          ...(choice ? { choice: choice.value } : {}),
        }),
      });
      pendingKey = null;
      showBalance(value.balance);
      result.textContent = describe(value.outcome, value.payout);
      window.parent.postMessage(
        { type: '${GAME_BALANCE_MESSAGE_TYPE}', sumBalance: value.mainBalance, balance: value.balance },
        '*',
      );
    } catch (error) {
      if (error.answered) pendingKey = null;
      result.textContent = error.answered ? error.message : 'Network problem, please try again.';
    } finally {
      button.disabled = paused;
      button.removeAttribute('aria-busy');
    }
  }

  if (window.parent !== window) {
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || !event.data) return;
      if (event.data.type !== '${GAME_PAUSE_MESSAGE_TYPE}' && event.data.type !== '${GAME_RESUME_MESSAGE_TYPE}') return;
      paused = event.data.type === '${GAME_PAUSE_MESSAGE_TYPE}';
      if (!button.hasAttribute('aria-busy')) button.disabled = paused;
    });
  }

  const paytable = document.getElementById('paytable');
  if (window.parent !== window && paytable) {
    const texts = (row) => Array.from(row.cells, (cell) => cell.textContent.trim());
    const table = paytable.querySelector('table');
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || !event.data) return;
      if (event.data.type === '${GAME_RULES_SHOWN_MESSAGE_TYPE}') paytable.hidden = true;
    });
    window.parent.postMessage(
      {
        type: '${GAME_RULES_MESSAGE_TYPE}',
        title: paytable.querySelector('h2').textContent.trim(),
        columns: texts(table.tHead.rows[0]),
        rows: Array.from(table.tBodies[0].rows, texts),
      },
      '*',
    );
  }

  form.addEventListener('submit', play);
  // a fun page's balance is the one it was rendered with; a launch's is read again (it may have moved)
  if (!funState) api('/demo-game/api/state?token=' + encodeURIComponent(token), { method: 'GET' })
    .then((value) => showBalance(value.balance))
    .catch((error) => {
      result.textContent = error.answered ? error.message : 'Network problem, please reload.';
    });
})();
`;

/**
 * Paints the page in its game's colours before the rest is parsed (the first thing in the body,
 * synchronous): the CSP allows no inline style, so the colours travel as data attributes.
 */
export const DEMO_PALETTE_SCRIPT = `(() => {
  const body = document.body;
  body.style.setProperty('--from', body.dataset.from);
  body.style.setProperty('--to', body.dataset.to);
})();
`;
