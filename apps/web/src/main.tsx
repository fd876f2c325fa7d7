import '@marquee/ui-kit/styles.css';
import '@marquee/games-lobby/styles.css';
import './styles/app.css';
import { shareSessionAcrossTabs } from '@marquee/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp, startLanguage } from './app/app';

/** Ends the current task, so what the browser has waiting (a tap, a frame) runs before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Tasks of their own where there was one (at 4x CPU slowdown over 100 ms, all of it blocking a
// tap): the scripts' evaluation, the language, the app's services and first requests, the
// session's sharing, then the first render.
// (no top-level await: with one in the entry, Rolldown wraps a lazy import of a part of a shared
// chunk in a chunk of its own, one request more)
async function startPage() {
  await nextTask();
  const i18n = startLanguage();
  await nextTask();
  const services = startApp(i18n);
  await nextTask();
  // before the first render: a tab opened from a signed-in tab of the site (a game, a page) is
  // handed its session, and a member-only page waits for that (HANDOVER_WAIT_MS)
  shareSessionAcrossTabs();
  await nextTask();
  // without it React throws "Target container is not a DOM element", which says as much
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App start={services} />
      </StrictMode>,
    );
  });
}
void startPage();
