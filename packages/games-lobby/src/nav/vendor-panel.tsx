import { useTranslation } from '@marquee/i18n';
import { VisuallyHidden } from '@marquee/ui-kit';
import { Link } from 'react-router';
import { VENDORS_PER_DROPDOWN } from '../config/constants';
import type { NavVendor } from './nav-vendor';
import { VendorTile } from './vendor-tile';

interface VendorPanelProps {
  label: string;
  vendors: readonly NavVendor[];
  /** where "more" goes when there are more than 15 vendors */
  moreHref: string;
  /** a vendor or "more" was chosen */
  onChoose: () => void;
}

/** An open navigation item's content: up to 15 vendor icons, and "more" when there are more. */
export function VendorPanel({ label, vendors, moreHref, onChoose }: VendorPanelProps) {
  const { t } = useTranslation();
  const shown = vendors.slice(0, VENDORS_PER_DROPDOWN);
  return (
    <>
      <ul className="mq-nav__vendors" aria-label={t('vendors_of', { category: label })}>
        {shown.map(({ card, category }) => (
          <li key={`${category}-${card.vassalage}`}>
            <VendorTile vendor={{ card, category }} className="mq-nav__vendor" onClick={onChoose}>
              {card.isHot === 1 && (
                <span className="mq-badge mq-badge--hot">
                  <span aria-hidden="true">🔥</span>
                  <VisuallyHidden>{t('hot')}</VisuallyHidden>
                </span>
              )}
            </VendorTile>
          </li>
        ))}
      </ul>
      {vendors.length > VENDORS_PER_DROPDOWN && (
        <Link className="mq-nav__more" to={moreHref} onClick={onChoose}>
          {t('more_vendors', { category: label })}
        </Link>
      )}
    </>
  );
}
