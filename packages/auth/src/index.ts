export { AccountMenu, type AccountMenuProps } from './account-menu/account-menu';
export {
  type AccountMenuAction,
  AccountMenuEntry,
  type AccountMenuEntryProps,
} from './account-menu/account-menu-entry';
export { BalanceDisplay, type BalanceDisplayProps } from './account-menu/balance-display';
export {
  BALANCE_MASK_STORAGE_KEY,
  type BalanceMaskState,
  useBalanceMaskStore,
} from './account-menu/balance-mask-store';
export { ChangePasswordModal, type ChangePasswordModalProps } from './change-password/change-password-modal';
export {
  ForcedPasswordChange,
  type ForcedPasswordChangeProps,
} from './change-password/forced-password-change';
export { usePasswordChangePending } from './change-password/use-password-change-pending';
export {
  COUNTRY_SELECT_HIDE_DELAY_MS,
  CountryDialingSelect,
  type CountryDialingSelectProps,
} from './country/country-dialing-select';
export { countryFlag } from './country/country-flag';
export { type AuthFeatures, hasFeature } from './features/auth-features';
export { ForgotPasswordModal, type ForgotPasswordModalProps } from './forgot-password/forgot-password-modal';
export type { ForgotPasswordMode } from './forgot-password/forgot-password-mode';
export type { CaptchaMode } from './login/captcha-mode';
export { FreePlayButton, type FreePlayButtonProps } from './login/free-play-button';
export { LoginForm, type LoginFormProps } from './login/login-form';
export { type LoginFlow, useLoginFlow } from './login/use-login-flow';
export { useChangePasswordMutation } from './mutations/change-password-mutation';
export { useForgotPasswordEmailMutation } from './mutations/forgot-password-email-mutation';
export {
  buildFreePlayRequest,
  detectOs,
  randomGuestString,
  useFreePlayMutation,
} from './mutations/free-play-mutation';
export { useLoginByCodeMutation } from './mutations/login-by-code-mutation';
export { useLoginMutation } from './mutations/login-mutation';
export { type LogoutOptions, useLogoutMutation } from './mutations/logout-mutation';
export { useRegisterMobileMutation } from './mutations/register-mobile-mutation';
export { useRegisterMutation } from './mutations/register-mutation';
export { useSecondFactorMutation } from './mutations/second-factor-mutation';
export { useSecondFactorSmsMutation } from './mutations/second-factor-sms-mutation';
export { useSetPasswordByEmailMutation } from './mutations/set-password-by-email-mutation';
export { useSetPasswordByPhoneMutation } from './mutations/set-password-by-phone-mutation';
export { type SmsCodeResult, type SmsCodeVariant, useSmsCodeMutation } from './mutations/sms-code-mutation';
export { useSocialCompleteMutation } from './mutations/social-complete-mutation';
export { useSocialSignInMutation } from './mutations/social-sign-in-mutation';
export { useCompleteLogin } from './mutations/use-complete-login';
export { useBalanceQuery } from './queries/balance-query';
export { captchaQueryKey, useCaptchaQuery } from './queries/captcha-query';
export { useCountriesQuery } from './queries/countries-query';
export { useMemberInfoQuery } from './queries/member-info-query';
export { useRegisterSettingsQuery } from './queries/register-settings-query';
export { socialProvidersQueryKey, useSocialProvidersQuery } from './queries/social-providers-query';
export { RegisterForm, type RegisterFormProps } from './register/register-form';
export { type AuthMode, AuthScreen, type AuthScreenProps } from './screen/auth-screen';
export { SecondFactorDialog, type SecondFactorDialogProps } from './second-factor/second-factor-dialog';
export { ruleMessage, ruleSchema } from './shared/rule-test';
export { SmsCodeButton, type SmsCodeButtonProps } from './sms/sms-code-button';
export { type SmsCountdown, useSmsCountdown } from './sms/use-sms-countdown';
export { SocialPopupClosedError, type SocialResultMessage } from './social/social-popup';
export { defaultProviderUrl, SocialSignIn, type SocialSignInProps } from './social/social-sign-in';
