// The lazily loaded side of ForcedPasswordChangeHost: auth's component in a chunk of its own.
export { ForcedPasswordChange } from '@marquee/auth';
