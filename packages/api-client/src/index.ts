/**
 * The browser entry: the whole contract (listed once, in contract.ts) plus what only the web app
 * needs, the fetch transport, its errors and the query keys.
 */

export * from './contract';
export { agentCentreKeys } from './query-keys/agent-centre-keys';
export { domainKeys } from './query-keys/domain-keys';
export { gameKeys } from './query-keys/game-keys';
export { lotteryKeys } from './query-keys/lottery-keys';
export { memberKeys } from './query-keys/member-keys';
export { missionKeys } from './query-keys/mission-keys';
export { noticeKeys } from './query-keys/notice-keys';
export { playSafeKeys } from './query-keys/play-safe-keys';
export { pointMallKeys } from './query-keys/point-mall-keys';
export { promotionKeys } from './query-keys/promotion-keys';
export { realityCheckKeys } from './query-keys/reality-check-keys';
export { recordKeys } from './query-keys/record-keys';
export { referralKeys } from './query-keys/referral-keys';
export { rewardKeys } from './query-keys/reward-keys';
export { supportKeys } from './query-keys/support-keys';
export { systemKeys } from './query-keys/system-keys';
export { vendorKeys } from './query-keys/vendor-keys';
export { vipKeys } from './query-keys/vip-keys';
export {
  EnvelopeError,
  HttpError,
  isApiError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './transport/api-errors';
export { pickCdn, resolveCdnUrl } from './transport/cdn';
export type { ApiClient, ApiClientConfig } from './transport/create-api-client';
export { createApiClient } from './transport/create-api-client';
