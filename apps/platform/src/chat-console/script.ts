import { CHAT_CONSOLE_SIGN_IN_PATH, CHAT_OPERATOR_SOCKET_PATH } from '@marquee/api-client/contract';
import { CONSOLE_TEXTS, type ConsoleLanguage, consoleHtmlLang } from './console-languages';

/**
 * The console's script in one language, its texts written into it as JSON. The token is kept in sessionStorage (this tab only) and sent as the
 * socket's first frame. Replies not yet acknowledged are kept with their client id and sent again
 * after a reconnect; the platform stores each client id once.
 */
export function consoleScript(language: ConsoleLanguage): string {
  return `(() => {
  const T = ${JSON.stringify(CONSOLE_TEXTS[language])};
  const LANG = ${JSON.stringify(consoleHtmlLang(language))};
  // fills a text's {name} marks
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (mark, key) => String(values[key]));
  const TOKEN_KEY = 'marquee.chat-console';
  const $ = (id) => document.getElementById(id);
  const signInForm = $('sign-in');
  const desk = $('desk');
  const list = $('conversations');
  const messages = $('messages');
  const composer = $('composer');
  const reply = $('reply');
  const typingLine = $('typing');
  const status = $('status');
  let socket = null;
  let openId = null;
  let peerReadId = 0;
  let lastSeenId = 0;
  let typingTimer = null;
  let typingSent = false;
  let retry = 0;
  let lastList = [];
  const closedIds = new Set();
  const showClosed = $('show-closed');
  const closeButton = $('close-conversation');
  const pending = new Map();
  const shown = new Set();

  const newClientId = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };
  const send = (frame) => { if (socket && socket.readyState === 1) socket.send(JSON.stringify(frame)); };

  function readMarks() {
    for (const item of messages.querySelectorAll('li.mine')) {
      const mark = item.querySelector('.read');
      mark.textContent = Number(item.dataset.id) <= peerReadId ? T.read : T.sent;
    }
  }

  function showMessage(message) {
    if (message.conversationId !== openId || shown.has(message.id)) return;
    shown.add(message.id);
    lastSeenId = Math.max(lastSeenId, message.id);
    const item = document.createElement('li');
    item.dataset.id = String(message.id);
    const mine = message.sender === 'OPERATOR';
    if (mine) item.className = 'mine';
    const who = document.createElement('small');
    who.textContent = (mine ? T.you : T.member) + ' · ' + new Date(message.at).toLocaleTimeString(LANG);
    const text = document.createElement('div');
    text.textContent = message.text;
    item.append(who, text);
    if (mine) {
      const mark = document.createElement('small');
      mark.className = 'read';
      item.append(' ', mark);
    }
    messages.append(item);
    messages.scrollTop = messages.scrollHeight;
    readMarks();
    if (!mine && document.visibilityState === 'visible') send({ type: 'read', conversationId: openId, upTo: message.id });
  }

  // a visitor chatting without signing in has a code, not an account
  const who = (entry) => (entry.account === null ? fill(T.visitor, { code: entry.visitorCode }) : entry.account);

  function showEnded() {
    const ended = openId !== null && closedIds.has(openId);
    $('ended').textContent = ended ? T.ended : '';
    closeButton.hidden = openId === null || ended;
    composer.hidden = openId === null || ended;
  }

  function showList(conversations) {
    lastList = conversations;
    for (const entry of conversations) if (entry.closedAt) closedIds.add(entry.id);
    const shownList = showClosed.checked ? conversations : conversations.filter((entry) => !entry.closedAt);
    list.replaceChildren();
    status.textContent = shownList.length === 0 ? T.noConversations : '';
    for (const entry of shownList) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.id = String(entry.id);
      if (entry.id === openId) button.setAttribute('aria-current', 'true');
      const title = document.createElement('strong');
      title.textContent = (entry.closedAt ? T.closedTag + ' · ' : '') + (entry.queue === 'VIP' ? 'VIP · ' : '') + who(entry) + (entry.unread ? ' ' + fill(T.unread, { count: entry.unread }) : '');
      const last = document.createElement('span');
      last.textContent = entry.lastText;
      button.append(title, last);
      button.addEventListener('click', () => openConversation(entry.id, who(entry)));
      item.append(button);
      list.append(item);
    }
  }

  function openConversation(id, account) {
    openId = id;
    peerReadId = 0;
    lastSeenId = 0;
    shown.clear();
    messages.replaceChildren();
    typingLine.textContent = '';
    $('conversation-title').textContent = fill(T.conversationWith, { name: account });
    showEnded();
    for (const button of list.querySelectorAll('button')) {
      if (button.dataset.id === String(id)) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    send({ type: 'open', conversationId: id });
    reply.focus();
  }

  function connect(token) {
    const url = new URL('${CHAT_OPERATOR_SOCKET_PATH}', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      retry = 0;
      socket.send(JSON.stringify({ type: 'hello', token }));
      if (openId !== null) send({ type: 'open', conversationId: openId, lastSeenId });
    });
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'conversations') showList(frame.list);
      else if (frame.type === 'ready' && frame.conversationId === openId) {
        if (frame.closed) closedIds.add(frame.conversationId);
        showEnded();
        peerReadId = frame.peerReadId;
        frame.messages.forEach(showMessage);
        readMarks();
        for (const [clientId, text] of pending) send({ type: 'send', conversationId: openId, clientId, text });
      } else if (frame.type === 'message') {
        pending.delete(frame.message.clientId);
        showMessage(frame.message);
      } else if (frame.type === 'closed') {
        closedIds.add(frame.conversationId);
        showEnded();
      } else if (frame.type === 'typing' && frame.conversationId === openId) {
        typingLine.textContent = frame.typing ? T.typing : '';
      } else if (frame.type === 'read' && frame.conversationId === openId && frame.by === 'MEMBER') {
        peerReadId = Math.max(peerReadId, frame.upTo);
        readMarks();
      } else if (frame.type === 'error') {
        if (frame.code === 'NOT_SIGNED_IN') signOut();
        else if (frame.code === 'CLOSED') {
          pending.delete(frame.clientId);
          $('composer-error').textContent = T.ended;
        }
        else $('composer-error').textContent = frame.code === 'TOO_LONG' ? T.tooLong : frame.code === 'RATE_LIMITED' ? T.rateLimited : T.sendFailed;
      }
    });
    socket.addEventListener('close', (event) => {
      if (event.code === 1008 || !sessionStorage.getItem(TOKEN_KEY)) return;
      status.textContent = T.reconnecting;
      retry = Math.min(retry + 1, 5);
      setTimeout(() => connect(token), 500 * retry);
    });
  }

  function signedIn(token, name) {
    signInForm.hidden = true;
    desk.hidden = false;
    $('who').textContent = fill(T.signedInAs, { name });
    connect(token);
  }

  function signOut() {
    sessionStorage.removeItem(TOKEN_KEY);
    desk.hidden = true;
    signInForm.hidden = false;
    $('who').textContent = '';
  }

  signInForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const error = $('sign-in-error');
    error.textContent = '';
    const name = $('name').value.trim();
    const password = $('password').value;
    if (!name || !password) { error.textContent = T.missingCredentials; return; }
    try {
      const res = await fetch('${CHAT_CONSOLE_SIGN_IN_PATH}', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password }),
      });
      if (res.status === 429) {
        const refusal = await res.json();
        const minutes = Math.max(1, Math.ceil(Number(refusal.retryAfterSeconds) / 60));
        error.textContent = fill(minutes === 1 ? T.throttledOneMinute : T.throttledMinutes, { minutes });
        return;
      }
      if (!res.ok) { error.textContent = T.wrongCredentials; return; }
      const session = await res.json();
      sessionStorage.setItem(TOKEN_KEY, JSON.stringify(session));
      $('password').value = '';
      signedIn(session.token, session.name);
    } catch {
      error.textContent = T.networkFailed;
    }
  });

  showClosed.addEventListener('change', () => showList(lastList));
  closeButton.addEventListener('click', () => {
    if (openId !== null) send({ type: 'close', conversationId: openId });
  });

  reply.addEventListener('input', () => {
    if (!typingSent) { typingSent = true; send({ type: 'typing', conversationId: openId, typing: true }); }
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => { typingSent = false; send({ type: 'typing', conversationId: openId, typing: false }); }, 2000);
  });

  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = reply.value.trim();
    $('composer-error').textContent = '';
    if (!text || openId === null) return;
    const clientId = newClientId();
    pending.set(clientId, text);
    send({ type: 'send', conversationId: openId, clientId, text });
    clearTimeout(typingTimer);
    if (typingSent) { typingSent = false; send({ type: 'typing', conversationId: openId, typing: false }); }
    reply.value = '';
  });

  const stored = sessionStorage.getItem(TOKEN_KEY);
  if (stored) {
    const session = JSON.parse(stored);
    signedIn(session.token, session.name);
  }
})();
`;
}
