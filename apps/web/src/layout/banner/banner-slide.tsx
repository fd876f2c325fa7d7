import type { Banner } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { LazyImage } from '@marquee/ui-kit';
import { useId } from 'react';
import { Link } from 'react-router';
import { safeExternalUrl } from '../../common/safe-external-url';
import { useImageUrl } from '../../system/use-image-url';

export interface BannerSlideProps {
  banner: Banner;
  /**
   * The first banner is the largest paint of most pages: it loads eagerly with high priority, and
   * its width and height reserve the space so nothing shifts when it arrives.
   */
  priority: boolean;
}

/**
 * A banner: its artwork, with its title and subtitle drawn over it as text in the page's language
 * (the platform answers them per language; the image has no words), and, when it leads somewhere,
 * a call to action whose link covers the whole banner.
 */
export function BannerSlide({ banner, priority }: BannerSlideProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const titleId = useId();
  const cta = {
    className: 'mq-button mq-button--primary mq-button--md app-banner__cta',
    'aria-describedby': titleId,
  };
  const external = banner.linkageType === 'URL' ? safeExternalUrl(banner.linkUrl) : null;
  let action = null;
  if (banner.linkageType === 'ROUTE' && banner.linkUrl?.startsWith('/')) {
    action = (
      <Link to={banner.linkUrl} {...cta}>
        {t('banner_cta')}
      </Link>
    );
  } else if (external) {
    action = (
      <a href={external} target="_blank" rel="noopener noreferrer" {...cta}>
        {t('banner_cta')}
      </a>
    );
  }

  return (
    <div className="app-banner__slide">
      {/* The words are the text beside it, so the artwork itself says nothing. */}
      <LazyImage
        className="app-banner__image"
        src={imageUrl(banner.url)}
        alt=""
        width={banner.width}
        height={banner.height}
        priority={priority}
      />
      <div className="app-banner__text">
        <p id={titleId} className="app-banner__title">
          {banner.title}
        </p>
        <p className="app-banner__subtitle">{banner.subtitle}</p>
        {/* A banner leading nowhere keeps the action's place, so the words stand where they do on
            every banner, and where the prerendered first screen (which has no action) put them. */}
        {action ?? <span className="app-banner__cta-space" aria-hidden="true" />}
      </div>
    </div>
  );
}
