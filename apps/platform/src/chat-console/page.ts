import { CHAT_MESSAGE_MAX_CHARS } from '@marquee/api-client/contract';

/** Where the console's own script and stylesheet are served (the CSP forbids inline ones). */
export const CONSOLE_SCRIPT_PATH = '/chat-console/console.js';
export const CONSOLE_STYLES_PATH = '/chat-console/console.css';

/**
 * The operator console: a sign-in form, then the open conversations (VIP queue first) and the one
 * being answered. Everything a member wrote is put in the page as text by the script, never as HTML.
 */
export const CONSOLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Live chat console</title>
<link rel="stylesheet" href="${CONSOLE_STYLES_PATH}">
</head><body>
<header><h1>Live chat console</h1><p id="who" class="who"></p></header>
<main>
<form id="sign-in" class="card" novalidate>
<h2>Operator sign-in</h2>
<label for="name">Operator name</label><input id="name" name="name" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
<p id="sign-in-error" class="error" role="alert"></p>
</form>
<div id="desk" class="desk" hidden>
<section class="card" aria-labelledby="queue-title">
<h2 id="queue-title">Conversations</h2>
<p id="status" role="status" class="muted"></p>
<p class="show-closed"><input type="checkbox" id="show-closed"> <label for="show-closed">Show closed conversations</label></p>
<ul id="conversations" class="conversations"></ul>
</section>
<section class="card" aria-labelledby="conversation-title">
<h2 id="conversation-title">No conversation open</h2>
<p id="ended" class="muted" role="status"></p>
<button type="button" id="close-conversation" hidden>Close conversation</button>
<ol id="messages" class="messages" aria-live="polite" aria-label="Messages"></ol>
<p id="typing" class="muted" aria-live="polite"></p>
<form id="composer" hidden>
<label for="reply">Reply</label>
<textarea id="reply" name="reply" rows="3" maxlength="${CHAT_MESSAGE_MAX_CHARS}" required></textarea>
<button type="submit">Send</button>
<p id="composer-error" class="error" role="alert"></p>
</form>
</section>
</div>
</main>
<script src="${CONSOLE_SCRIPT_PATH}"></script>
</body></html>`;
