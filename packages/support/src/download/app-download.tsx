import type { AppPlatform } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useEffect, useRef } from 'react';
import { useAppReleasesQuery } from '../queries/app-releases-query';
import { SupportPage } from '../shared/support-page';
import { AppCard } from './app-card';
import { useIsPhone } from './use-is-phone';

export interface AppDownloadProps {
  /** the app the player asked for (the header's iOS or Android entry): its card is scrolled to */
  focusPlatform?: AppPlatform;
}

/** /down: the iOS and Android apps with their QR codes, versions, sizes and installation guides. */
export function AppDownload({ focusPlatform }: AppDownloadProps) {
  const { t } = useTranslation();
  const query = useAppReleasesQuery();
  const isPhone = useIsPhone();
  const focusRef = useRef<HTMLElement>(null);
  const loaded = query.isSuccess;

  // The cards arrive after the page: the router cannot scroll to them, so the page does once they are in.
  useEffect(() => {
    if (!loaded || !focusPlatform) return;
    focusRef.current?.scrollIntoView({ block: 'start' });
    focusRef.current?.focus({ preventScroll: true });
  }, [loaded, focusPlatform]);

  return (
    <SupportPage className="mq-download" title={t('download_app')} intro={t('app_download_intro')}>
      <QueryState query={query} />
      {query.isSuccess && (
        <div className="mq-download__cards">
          {query.data.map((release) => (
            <AppCard
              key={release.platform}
              ref={release.platform === focusPlatform ? focusRef : undefined}
              release={release}
              isPhone={isPhone}
            />
          ))}
        </div>
      )}
    </SupportPage>
  );
}
