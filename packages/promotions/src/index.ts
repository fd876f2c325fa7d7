export { PromotionDetailPage } from './detail/promotion-detail-page';
export { PromotionsPage } from './list/promotions-page';
export { PointMallPage } from './point-mall/point-mall-page';
export { RankingPage } from './ranking/ranking-page';
export { promotionsTexts } from './texts';
export { VipPage } from './vip/vip-page';
