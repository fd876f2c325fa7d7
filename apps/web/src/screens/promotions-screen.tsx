import { PromotionsPage } from '@marquee/promotions';
import { paths } from '../app/paths';

const detailHref = (id: number) => `${paths.promoDetail}?id=${id}`;

/** /promotions: the activity centre, for visitors and members alike. */
export function PromotionsScreen() {
  return <PromotionsPage detailHref={detailHref} />;
}
