import type { VendorCard } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Dialog } from '@marquee/session';
import type { LaunchCategory } from '../nav/category-routes';
import { VendorChoice } from './vendor-choice';

export interface VendorMaintenanceDialogProps {
  /** the vendor that refused to start; the dialog is closed while null */
  vendor: VendorCard | null;
  /** the open vendors of its lane the platform offered instead */
  alternatives: readonly VendorCard[];
  /** the launch page's kind, which says what its vendors offer */
  category: LaunchCategory;
  onClose: () => void;
  onChoose: (vendor: VendorCard) => void;
}

/**
 * A vendor of the launch page in maintenance: says so and offers the other open vendors
 * of its category, each started by a click, as the game grid's maintenance dialog offers games.
 */
export function VendorMaintenanceDialog({
  vendor,
  alternatives,
  category,
  onClose,
  onChoose,
}: VendorMaintenanceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={vendor !== null}
      onClose={onClose}
      title={t('game_under_maintenance')}
      width={720}
      minHeight={0}
    >
      {vendor && alternatives.length > 0 && (
        <>
          <p>{t('maintenance_alternatives', { name: vendor.name })}</p>
          <ul className="mq-launch-page__vendors" aria-label={t('recommended_games')}>
            {alternatives.map((alternative) => (
              <li key={alternative.vassalage}>
                <VendorChoice vendor={alternative} category={category} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </>
      )}
      {vendor && alternatives.length === 0 && <p>{t('info_maintenance')}</p>}
    </Dialog>
  );
}
