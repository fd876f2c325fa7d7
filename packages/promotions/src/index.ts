export { PromotionDetailPage } from './detail/promotion-detail-page';
export { PromotionsPage } from './list/promotions-page';
export { promotionsTexts } from './texts';
