import { CHAT_CONSOLE_PATH, CHAT_MESSAGE_MAX_CHARS } from '@marquee/api-client/contract';
import { escapeXml as escapeHtml } from '../services/media/svg';
import {
  CONSOLE_LANGUAGES,
  CONSOLE_TEXTS,
  type ConsoleLanguage,
  consoleHtmlLang,
  consoleLanguageName,
} from './console-languages';
import type { ConsoleTexts } from './console-text-keys';

/** Where the console's stylesheet is served (the CSP forbids inline styles). */
export const CONSOLE_STYLES_PATH = '/chat-console/console.css';

/**
 * The console's script in one language: its texts are part of the file, as the CSP forbids inline
 * scripts, and each language has its own address so no cache hands one language's texts to another.
 */
export function consoleScriptPath(language: ConsoleLanguage): string {
  return `/chat-console/console.${language.toLowerCase()}.js`;
}

/** The query parameter the language form sends; the route remembers it and drops it from the address. */
export const CONSOLE_LANGUAGE_PARAM = 'language';

function languageOptions(current: ConsoleLanguage): string {
  return CONSOLE_LANGUAGES.map(
    (language) =>
      `<option value="${language.toLowerCase()}" lang="${consoleHtmlLang(language)}"${language === current ? ' selected' : ''}>${escapeHtml(consoleLanguageName(language))}</option>`,
  ).join('');
}

/**
 * The operator console in one language: a sign-in form, then the open conversations (VIP queue
 * first) and the one being answered. Everything a member wrote is put in the page as text by the
 * script, never as HTML.
 */
export function consolePage(language: ConsoleLanguage): string {
  const t = (key: keyof ConsoleTexts) => escapeHtml(CONSOLE_TEXTS[language][key]);
  return `<!doctype html>
<html lang="${consoleHtmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title>
<link rel="stylesheet" href="${CONSOLE_STYLES_PATH}">
</head><body>
<header><h1>${t('title')}</h1><p id="who" class="who"></p>
<form class="language" method="get" action="${CHAT_CONSOLE_PATH}">
<label for="language">${t('languageLabel')}</label>
<select id="language" name="${CONSOLE_LANGUAGE_PARAM}">${languageOptions(language)}</select>
<button type="submit">${t('languageApply')}</button>
</form></header>
<main>
<form id="sign-in" class="card" novalidate>
<h2>${t('signInTitle')}</h2>
<label for="name">${t('nameLabel')}</label><input id="name" name="name" autocomplete="username" required>
<label for="password">${t('passwordLabel')}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('signIn')}</button>
<p id="sign-in-error" class="error" role="alert"></p>
</form>
<div id="desk" class="desk" hidden>
<section class="card" aria-labelledby="queue-title">
<h2 id="queue-title">${t('conversations')}</h2>
<p id="status" role="status" class="muted"></p>
<p class="show-closed"><input type="checkbox" id="show-closed"> <label for="show-closed">${t('showClosed')}</label></p>
<ul id="conversations" class="conversations"></ul>
</section>
<section class="card" aria-labelledby="conversation-title">
<h2 id="conversation-title">${t('noConversationOpen')}</h2>
<p id="ended" class="muted" role="status"></p>
<button type="button" id="close-conversation" hidden>${t('closeConversation')}</button>
<ol id="messages" class="messages" aria-live="polite" aria-label="${t('messages')}"></ol>
<p id="typing" class="muted" aria-live="polite"></p>
<form id="composer" hidden>
<label for="reply">${t('reply')}</label>
<textarea id="reply" name="reply" rows="3" maxlength="${CHAT_MESSAGE_MAX_CHARS}" placeholder="${t('replyPlaceholder')}" required></textarea>
<button type="submit">${t('send')}</button>
<p id="composer-error" class="error" role="alert"></p>
</form>
</section>
</div>
</main>
<script src="${consoleScriptPath(language)}"></script>
</body></html>`;
}
