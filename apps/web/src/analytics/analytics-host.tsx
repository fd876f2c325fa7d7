import { lazyFeature, sharedTexts } from '@marquee/i18n';
import { useEffect } from 'react';
import { usePermissionQuery } from '../system/permission-query';
import { useConsentStore } from './consent-store';
import { disableGtag, loadGtag } from './load-gtag';

// only a brand with analytics asks, and only until the visitor answers: not in the first visit's script
const ConsentBanner = lazyFeature(
  () => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
  null,
  [sharedTexts],
);

export interface AnalyticsHostProps {
  /** a game in play: the question waits for the next page rather than cover the game */
  hidden?: boolean;
}

/**
 * The brand's analytics (`analytics.gtagId` of the permission answer), loaded only once the
 * visitor accepted them, never by default; the question until they answer (or reopen it from the
 * footer). A brand without an id asks nothing and loads nothing.
 */
export function AnalyticsHost({ hidden = false }: AnalyticsHostProps) {
  const gtagId = usePermissionQuery().data?.analytics.gtagId ?? null;
  const choice = useConsentStore((state) => state.choice);
  const reviewing = useConsentStore((state) => state.reviewing);

  useEffect(() => {
    if (!gtagId) return;
    if (choice === 'granted') loadGtag(gtagId);
    else if (choice === 'denied') disableGtag(gtagId);
  }, [gtagId, choice]);

  if (!gtagId || hidden || (choice !== null && !reviewing)) return null;
  return <ConsentBanner requested={reviewing} />;
}
