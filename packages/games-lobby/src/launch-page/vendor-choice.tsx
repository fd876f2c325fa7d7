import type { VendorCard } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useId } from 'react';
import { VendorLogo } from '../game/vendor-logo';
import type { LaunchCategory } from '../nav/category-routes';

export interface VendorChoiceProps {
  vendor: VendorCard;
  /** what the vendor offers is told by the page's kind (sports, esports, cockfighting, e-lottery) */
  category: LaunchCategory;
  onChoose: (vendor: VendorCard) => void;
  disabled?: boolean;
  busy?: boolean;
}

const OFFER_KEYS = {
  SPORTS: 'launch_offer_sports',
  ESPORTS: 'launch_offer_esports',
  COCKFIGHT: 'launch_offer_cockfight',
  ELOTT: 'launch_offer_elott',
} as const satisfies Record<LaunchCategory, string>;

/**
 * A vendor of the launch page as a large branded card: its wordmark, its name and what it offers
 * (its own match lists live in the vendor's own page, which the card opens). The card is one
 * button named by the vendor, described by the offer and its badges.
 */
export function VendorChoice({
  vendor,
  category,
  onChoose,
  disabled = false,
  busy = false,
}: VendorChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const badged = vendor.maintenance || vendor.isHot === 1;
  return (
    // The card is not the button: the button is the vendor's name, stretched over the card, so its
    // visible text is its name alone (WCAG 2.5.3, label in name) while the whole card takes the press.
    <div className="mq-vendor-card mq-launch-card">
      <VendorLogo src={vendor.smallIcon} className="mq-launch-card__logo" />
      <span className="mq-launch-card__body">
        <button
          type="button"
          className="mq-launch-card__name"
          disabled={vendor.maintenance || disabled}
          aria-busy={busy || undefined}
          aria-describedby={badged ? `${id}-offer ${id}-badges` : `${id}-offer`}
          onClick={() => onChoose(vendor)}
        >
          {vendor.name}
        </button>
        <span className="mq-launch-card__offer" id={`${id}-offer`}>
          {t(OFFER_KEYS[category])}
        </span>
        {badged && (
          <span className="mq-launch-card__badges" id={`${id}-badges`}>
            {vendor.maintenance && <span className="mq-badge">{t('under_maintenance')}</span>}
            {vendor.isHot === 1 && <span className="mq-badge mq-badge--hot">{t('hot')}</span>}
          </span>
        )}
        <span className="mq-launch-card__go" aria-hidden="true">
          {t('launch_enter')}
        </span>
      </span>
    </div>
  );
}
