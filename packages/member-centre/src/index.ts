export { MemberCentreConfigProvider } from './config/member-centre-config';
export { DEFAULT_PAGE, isBuiltPage } from './overlay/built-pages';
export { MemberCentre } from './overlay/member-centre';
export { memberCentreTexts } from './texts';
