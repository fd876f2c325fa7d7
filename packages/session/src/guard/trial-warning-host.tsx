import { lazyFeature } from '@marquee/i18n';
import { useTrialWarningStore } from './trial-warning-store';

// Only a trial account ever sees the warning, so the dialog (and the modal under it) loads when
// it is first asked for, not with every page.
const TrialWarningDialog = lazyFeature(() =>
  import('./trial-warning-dialog').then((module) => ({ default: module.TrialWarningDialog })),
);

/** Mounted once by the shell: the "need a real account" warning for trial accounts. */
export function TrialWarningHost() {
  const open = useTrialWarningStore((state) => state.open);
  if (!open) return null;
  return <TrialWarningDialog />;
}
