/** The message the same-origin callback page posts to its opener when the provider returns. */
interface SocialResultMessage {
  type: 'marquee:social-result';
  provider: string;
  idToken?: string;
  error?: string;
}

class SocialPopupClosedError extends Error {
  override name = 'SocialPopupClosedError';
}

const SOCIAL_POPUP_FEATURES = 'popup,width=440,height=750';
const CLOSED_POLL_MS = 500;

function isResult(data: unknown, provider: string): data is SocialResultMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as SocialResultMessage).type === 'marquee:social-result' &&
    (data as SocialResultMessage).provider === provider
  );
}

/**
 * Opens the popup synchronously, inside the click handler, because browsers block a window opened
 * after an await. The caller then points it at the provider.
 */
export function openBlankPopup(name: string): Window | null {
  return window.open('about:blank', name, SOCIAL_POPUP_FEATURES);
}

/**
 * Waits for the provider's answer. Only messages from this origin and from this popup count, so
 * another window cannot inject an identity token. A popup the player closes first rejects with
 * SocialPopupClosedError.
 */
export function awaitSocialResult(popup: Window, provider: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (!isResult(event.data, provider)) return;
      cleanup();
      popup.close();
      if (event.data.idToken) resolve(event.data.idToken);
      else reject(new SocialPopupClosedError(event.data.error ?? 'no identity token'));
    };
    const closedPoll = setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new SocialPopupClosedError('popup closed by the user'));
      }
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
