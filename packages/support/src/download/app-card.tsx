import type { AppRelease } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QrCode } from '@marquee/ui-kit/qr-code';
import { type Ref, useId } from 'react';
import { appCardId } from './app-card-id';
import { InstallGuide } from './install-guide';

export interface AppCardProps {
  release: AppRelease;
  /** on a phone the button downloads straight away and the code is left out */
  isPhone: boolean;
  ref?: Ref<HTMLElement>;
}

function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);
}

/** One app: its QR code of the download link, version, size, the download button and the guide. */
export function AppCard({ release, isPhone, ref }: AppCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const guideId = useId();
  const name = release.platform === 'IOS' ? t('ios_app') : t('android_app');
  return (
    <article
      ref={ref}
      id={appCardId(release.platform)}
      tabIndex={-1}
      className="mq-download__card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="mq-download__card-title">
        {name}
      </h2>
      <dl className="mq-download__facts">
        <div>
          <dt>{t('app_version')}</dt>
          <dd>{release.version}</dd>
        </div>
        <div>
          <dt>{t('app_size')}</dt>
          <dd>{megabytes(release.sizeBytes, i18n.language)}</dd>
        </div>
      </dl>
      {!isPhone && (
        <figure className="mq-download__qr">
          <QrCode value={release.url} label={t('app_qr_label', { app: name })} />
          <figcaption>{t('app_qr_hint')}</figcaption>
        </figure>
      )}
      <a
        href={release.url}
        className={`mq-button ${isPhone ? 'mq-button--primary mq-button--md' : 'mq-button--secondary mq-button--sm'}`}
      >
        {t('app_download_button', { app: name })}
      </a>
      <InstallGuide platform={release.platform} headingId={guideId} />
    </article>
  );
}
