export { AccountMenu } from './account-menu/account-menu';
export { LogoutButton } from './account-menu/logout-button';
export { ForcedPasswordChange } from './change-password/forced-password-change';
export type { AuthFeatures } from './features/auth-features';
export { type AuthMode, AuthScreen } from './screen/auth-screen';
export { authTexts } from './texts';
