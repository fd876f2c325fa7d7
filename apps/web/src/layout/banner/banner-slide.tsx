import type { Banner } from '@marquee/api-client';
import { LazyImage } from '@marquee/ui-kit';
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

export function BannerSlide({ banner, priority }: BannerSlideProps) {
  const imageUrl = useImageUrl();
  const image = (
    <LazyImage
      className="app-banner__image"
      src={imageUrl(banner.url)}
      alt={banner.title}
      width={banner.width}
      height={banner.height}
      priority={priority}
    />
  );

  if (banner.linkageType === 'ROUTE' && banner.linkUrl?.startsWith('/')) {
    return (
      <Link to={banner.linkUrl} className="app-banner__link">
        {image}
      </Link>
    );
  }
  const external = banner.linkageType === 'URL' ? safeExternalUrl(banner.linkUrl) : null;
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" className="app-banner__link">
        {image}
      </a>
    );
  }
  return image;
}
