import { AppDownload } from '@marquee/support';
import { useLocation } from 'react-router';
import { appOfDownloadHash } from '../app/paths';

/** /down; /down#ios-app and /down#android-app (the header's entries) bring that app's card into view. */
export function DownScreen() {
  const { hash } = useLocation();
  return <AppDownload focusPlatform={appOfDownloadHash(hash)} />;
}
