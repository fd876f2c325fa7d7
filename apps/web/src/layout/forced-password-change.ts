import authStyles from '@marquee/auth/styles.css?url';
import { loadStylesheet } from '../chunks/load-stylesheet';

// The auth styles come with its screens, not in the first stylesheet.
await loadStylesheet(authStyles);

// The lazily loaded side of ForcedPasswordChangeHost: auth's component in a chunk of its own.
export { ForcedPasswordChange } from '@marquee/auth';
