import { lazyFeature, sharedTexts } from '@marquee/i18n';
import { useEffect } from 'react';
import { useConsentStore } from './consent-store';
import { disableGtag, loadGtag } from './load-gtag';

// only until the visitor answers: a returning visitor's page does not fetch the question or its texts
const ConsentBanner = lazyFeature(
  () => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
  null,
  [sharedTexts],
);

export interface AnalyticsHostProps {
  /** the brand's Google tag id (the permission answer's `analytics.gtagId`) */
  gtagId: string;
  /** a game in play: the question waits for the next page rather than cover the game */
  hidden?: boolean;
}

/**
 * The brand's analytics, loaded only once the visitor accepted them, never by default; the
 * question until they answer (or reopen it from the footer). The shell mounts it only for a brand
 * with a tag: one without asks nothing and loads nothing.
 */
export function AnalyticsHost({ gtagId, hidden = false }: AnalyticsHostProps) {
  const choice = useConsentStore((state) => state.choice);
  const reviewing = useConsentStore((state) => state.reviewing);

  useEffect(() => {
    if (choice === 'granted') loadGtag(gtagId);
    else if (choice === 'denied') disableGtag(gtagId);
  }, [gtagId, choice]);

  if (hidden || (choice !== null && !reviewing)) return null;
  return <ConsentBanner requested={reviewing} />;
}
