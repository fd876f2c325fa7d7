import type { PromotionStatus, PromotionType } from '@marquee/api-client';

/** Each status in the product's words. */
export const STATUS_KEYS = {
  JOIN: 'promo_status_join',
  CLAIM: 'promo_status_claim',
  APPLYING: 'promo_status_applying',
  CLOSED: 'promo_status_closed',
  REJECTED: 'promo_status_rejected',
  ISSUED: 'promo_status_issued',
  CLAIMED: 'promo_status_claimed',
  IN_PROCESS: 'promo_status_in_process',
  SIGNED: 'promo_status_signed',
  JOINED: 'promo_status_joined',
  COMING_SOON: 'promo_status_coming_soon',
} as const satisfies Record<PromotionStatus, string>;

export const TYPE_KEYS = {
  NEW_MEMBER: 'promo_type_new_member',
  DAILY: 'promo_type_daily',
  SLOTS: 'promo_type_slots',
  LIVE: 'promo_type_live',
  SPORTS: 'promo_type_sports',
  VIP: 'promo_type_vip',
} as const satisfies Record<PromotionType, string>;
