import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { helpArticleHref } from '../app/paths';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { type ConsentChoice, useConsentStore } from './consent-store';

export interface ConsentBannerProps {
  /** the visitor asked for it (the footer's cookie settings): focus moves to it */
  requested?: boolean;
}

/**
 * The analytics question: a region at the foot of the screen (above the phone's bottom bar, never
 * over it), not a modal. On a first visit it takes no focus, so a player can ignore it and
 * analytics stay off; asked for again from the footer, it takes the focus and gives it back.
 */
export function ConsentBanner({ requested = false }: ConsentBannerProps) {
  const { t } = useTranslation();
  const choose = useConsentStore((state) => state.choose);
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  // where the focus was when it opened: the cookie settings button when the visitor asked for it
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    if (requested) region.current?.focus();
  }, [requested]);

  const answer = (choice: ConsentChoice) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    choose(choice);
    if (!hadFocus) return;
    // the banner goes: the focus goes back where it came from, else to the page's content
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
    else document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <section ref={region} className="app-consent" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="app-consent__title">
        {t('consent_title')}
      </h2>
      <p className="app-consent__text">
        {t('consent_text')} <Link to={helpArticleHref('privacy')}>{t('privacy_policy')}</Link>
      </p>
      <div className="app-consent__actions">
        <Button variant="secondary" size="sm" onClick={() => answer('denied')}>
          {t('consent_decline')}
        </Button>
        <Button size="sm" onClick={() => answer('granted')}>
          {t('consent_accept')}
        </Button>
      </div>
    </section>
  );
}
