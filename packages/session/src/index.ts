export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { createSessionApiClient } from './api/create-session-api-client';
export { Dialog } from './dialog/dialog';
export { errorCodeOf } from './errors/error-code-of';
export { placeFailure, useSubmitFailure } from './errors/submit-failure';
export { loadedErrorText, useErrorText } from './errors/use-error-text';
export { SessionExpiryHandler } from './expiry/session-expiry-handler';
export { ledgerKindKey } from './format/ledger-kind-key';
export { useDates } from './format/use-dates';
export { RequireLogin } from './guard/require-login';
export { TrialWarningHost } from './guard/trial-warning-host';
export { useTrialWarningStore } from './guard/trial-warning-store';
export { useRequireLogin } from './guard/use-require-login';
export {
  AmountAndPasswordFields,
  paymentPasswordSchema,
  TRANSFER_REFUSAL_FIELDS,
} from './money/amount-and-password';
export { amountSchema } from './money/amount-schema';
export { CurrencyProvider } from './money/currency';
export { useIdempotencyKey } from './money/idempotency-key';
export { usePageLabels } from './pagination/use-page-labels';
export { menuLinkState, openedFromMenu } from './paths/centre-menu-state';
export { LoginPathProvider, useLoginPath } from './paths/login-path';
export { useBalanceQuery } from './queries/balance-query';
export { useCategoryOptions, useVendorOptions } from './queries/game-filter-options';
export { useMemberIconQuery } from './queries/member-icon-query';
export { useMemberInfoQuery } from './queries/member-info-query';
export { usePlayBreak, usePlayExclusionQuery } from './queries/play-exclusion-query';
export { useUnreadCountQuery } from './queries/unread-count-query';
export { useVendorLanesQuery, vendorLanesQueryOptions } from './queries/vendor-lanes-query';
export { QueryState } from './query/query-state';
export { useBalanceMaskStore } from './store/balance-mask-store';
export { BalanceMaskToggle } from './store/balance-mask-toggle';
export { useSessionStore, useSessionToken } from './store/session-store';
export { shareSessionAcrossTabs } from './store/session-tabs';
export { readImageUpload } from './upload/read-image-upload';
export { VipBenefitsTable } from './vip/vip-benefits-table';
export { VipNextLevel } from './vip/vip-next-level';
