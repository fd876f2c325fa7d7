import { AppDownload } from '@marquee/support';
import supportStyles from '@marquee/support/styles.css?url';
import { useLocation } from 'react-router';
import { appOfDownloadHash } from '../app/paths';
import { loadStylesheet } from '../chunks/load-stylesheet';

// The support styles come with its screens, not in the first stylesheet.
await loadStylesheet(supportStyles);

/** /down; /down#ios-app and /down#android-app (the header's entries) bring that app's card into view. */
export function DownScreen() {
  const { hash } = useLocation();
  return <AppDownload focusPlatform={appOfDownloadHash(hash)} />;
}
