import { endpoint } from './endpoint';
import type { SignInMonth, SignInMonthQuery } from './promotion-activity-types';
import type {
  PromotionApplyRequest,
  PromotionClaimResponse,
  PromotionDetail,
  PromotionDetailQuery,
  PromotionIdRequest,
  PromotionListQuery,
  PromotionListResponse,
  PromotionSignInResponse,
  RaffleDrawResponse,
} from './promotion-types';

/** The activity centre (/promotions, /promoDetail): only its lazily loaded screens call these. */
export const promotionsApi = {
  /** the promotions running and coming, by type; signed in, with the member's status in each */
  list: endpoint<PromotionListQuery, PromotionListResponse>('GET', '/wps/promotions', {
    optionalToken: true,
  }),
  detail: endpoint<PromotionDetailQuery, PromotionDetail>('GET', '/wps/promotions/detail', {
    optionalToken: true,
  }),
  /** an APPLY promotion: one application per member, decided by the operator */
  apply: endpoint<PromotionApplyRequest, PromotionDetail>('POST', '/wps/promotions/apply', { token: true }),
  /** a JOIN promotion: from now on the member's bets count towards its target */
  join: endpoint<PromotionIdRequest, PromotionDetail>('POST', '/wps/promotions/join', { token: true }),
  /**
   * The reward of an ISSUED, reached or CLAIM promotion, credited through the reward centre: of
   * two claims at once exactly one credits, the other answers REWARD_ALREADY_CLAIMED.
   */
  claim: endpoint<PromotionIdRequest, PromotionClaimResponse>('POST', '/wps/promotions/claim', {
    token: true,
  }),
  /**
   * A SIGN_IN promotion: signs the brand day, once (of many at once exactly one signs, the others
   * answer PROMOTION_ALREADY_SIGNED), crediting the streak step it reaches.
   */
  signIn: endpoint<PromotionIdRequest, PromotionSignInResponse>('POST', '/wps/promotions/sign-in', {
    token: true,
  }),
  /**
   * A SIGN_IN promotion's calendar turned to another month of its period: the member's signed days
   * in it (a month outside the period answers PROMOTION_MONTH_OUTSIDE).
   */
  signIns: endpoint<SignInMonthQuery, SignInMonth>('GET', '/wps/promotions/sign-ins', { token: true }),
  /**
   * A RAFFLE promotion: spends one ticket and credits the prize drawn; of two draws of the last
   * ticket at once exactly one draws, the other answers PROMOTION_NO_TICKET.
   */
  draw: endpoint<PromotionIdRequest, RaffleDrawResponse>('POST', '/wps/promotions/draw', { token: true }),
} as const;
