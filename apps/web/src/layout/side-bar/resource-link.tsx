import type { Resource } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';
import { safeExternalUrl } from '../../common/safe-external-url';
import { useImageUrl } from '../../system/use-image-url';

export interface ResourceLinkProps {
  resource: Resource;
  /** the side bar shows a QR popover; the footer only the icon and label */
  showQr?: boolean;
}

/** A social or messaging service: icon and label, opened in a new tab; its QR code on hover or focus. */
export function ResourceLink({ resource, showQr = true }: ResourceLinkProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const qrId = useId();
  const href = safeExternalUrl(resource.url);
  if (!href) return null;
  const qr = showQr && resource.qrCodeUrl ? imageUrl(resource.qrCodeUrl) : null;
  const name = resource.labelNameEn;

  return (
    <span className="app-resource">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="app-resource__link"
        title={t('open_service', { name })}
        aria-describedby={qr ? qrId : undefined}
      >
        <img
          className="app-resource__icon"
          src={imageUrl(resource.iconUrl)}
          alt=""
          width={24}
          height={24}
          loading="lazy"
        />
        <span className="app-resource__label">{name}</span>
      </a>
      {qr && (
        <span id={qrId} role="tooltip" className="app-resource__qr">
          <img src={qr} alt={t('scan_qr', { name })} width={120} height={120} loading="lazy" />
        </span>
      )}
    </span>
  );
}
