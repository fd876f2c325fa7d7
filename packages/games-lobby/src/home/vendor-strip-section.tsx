import { GAME_CATEGORIES, type GameCategory, type VendorCard, type VendorLane } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { categoryVendors } from '../nav/category-routes';
import { VendorTile } from '../nav/vendor-tile';
import { useLobbyVendorLanes } from '../queries/lobby-vendor-lanes';
import { HomeSection } from './home-section';
import { SectionState } from './section-state';

interface StripVendor {
  card: VendorCard;
  category: GameCategory;
}

/** Every vendor once, in the navigation's category order; a vendor of two lanes links to the first. */
function stripVendors(lanes: readonly VendorLane[] | undefined): StripVendor[] {
  const seen = new Set<string>();
  return GAME_CATEGORIES.flatMap((category) =>
    categoryVendors(lanes, category)
      .filter((card) => {
        if (seen.has(card.vassalage)) return false;
        seen.add(card.vassalage);
        return true;
      })
      .map((card) => ({ card, category })),
  );
}

/** The vendor strip: each game provider's logo, leading to its games. */
export function VendorStripSection() {
  const { t } = useTranslation();
  const lanes = useLobbyVendorLanes();
  const vendors = stripVendors(lanes.data);
  return (
    <HomeSection title={t('browse_providers')} name="vendors">
      <SectionState
        pending={lanes.isPending}
        error={lanes.isError}
        retrying={lanes.isFetching}
        onRetry={() => void lanes.refetch()}
        empty={vendors.length === 0}
        emptyText={t('no_data')}
      >
        <ul className="mq-home-vendors">
          {vendors.map(({ card, category }) => (
            <li key={card.vassalage}>
              <VendorTile vendor={{ card, category }} className="mq-home-vendors__link" />
            </li>
          ))}
        </ul>
      </SectionState>
    </HomeSection>
  );
}
