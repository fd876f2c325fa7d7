export { AccountMenu, type AccountMenuProps } from './account-menu/account-menu';
export type { AccountMenuAction } from './account-menu/account-menu-entry';
export { useBalanceMaskStore } from './account-menu/balance-mask-store';
export {
  ForcedPasswordChange,
  type ForcedPasswordChangeProps,
} from './change-password/forced-password-change';
export type { AuthFeatures } from './features/auth-features';
export type { CaptchaMode } from './login/captcha-mode';
export { useMemberInfoQuery } from './queries/member-info-query';
export { type AuthMode, AuthScreen, type AuthScreenProps } from './screen/auth-screen';
