import { WithFeatureTexts } from '@marquee/i18n';
import { lazy, Suspense } from 'react';
import { useTrialWarningStore } from './trial-warning-store';

// Only a trial account ever sees the warning, so the dialog (and the modal under it) loads when
// it is first asked for, not with every page.
const loadDialog = () =>
  import('./trial-warning-dialog').then((module) => ({ default: module.TrialWarningDialog }));
const TrialWarningDialog = lazy(loadDialog);

/** Mounted once by the shell: the "need a real account" warning for trial accounts (spec §5). */
export function TrialWarningHost() {
  const open = useTrialWarningStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WithFeatureTexts preload={loadDialog}>
        <TrialWarningDialog />
      </WithFeatureTexts>
    </Suspense>
  );
}
