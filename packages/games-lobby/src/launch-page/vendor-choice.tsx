import type { VendorCard } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { GameIcon } from '../game/game-icon';

export interface VendorChoiceProps {
  vendor: VendorCard;
  onChoose: (vendor: VendorCard) => void;
  disabled?: boolean;
  busy?: boolean;
}

/** A vendor of the launch page as a button named by the vendor: its icon, name and badges. */
export function VendorChoice({ vendor, onChoose, disabled = false, busy = false }: VendorChoiceProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mq-vendor-card"
      disabled={vendor.maintenance || disabled}
      aria-busy={busy || undefined}
      onClick={() => onChoose(vendor)}
    >
      <GameIcon src={vendor.smallIcon} alt="" />
      <span className="mq-vendor-card__name">{vendor.name}</span>
      {vendor.maintenance && <span className="mq-badge">{t('under_maintenance')}</span>}
      {vendor.isHot === 1 && <span className="mq-badge mq-badge--hot">{t('hot')}</span>}
    </button>
  );
}
