import { errorTexts, sharedTexts } from '@marquee/i18n';
import { type ReactNode, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { BootScreen } from '../app/boot-screen';
import { lazyChunk } from '../chunks/lazy-chunk';
import { useDomainRouteQuery } from '../domain/domain-route-query';
import { useCurrentAnnouncements } from '../notice/use-current-announcements';
import {
  dropPrerenderedShell,
  hasPrerenderedShell,
  isShellHeld,
  replayShellInput,
  type ShellInput,
  useShellHeld,
} from '../prerender/prerendered-shell';
import { gateState } from './gate-state';
import { usePermissionQuery } from './permission-query';
import { useSystemStatusQuery } from './system-status-query';

// The three status pages replace the app only when the platform says so: each is a chunk of its
// own, so the page a player normally gets does not carry them, nor their words: the maintenance
// and region pages show i18n's shared texts (fetched beside the page's chunk) and no error text.
const DomainCheckFailedPage = lazyChunk(() =>
  import('../domain/domain-check-failed-page').then((m) => ({ default: m.DomainCheckFailedPage })),
);
const MaintenancePage = lazyChunk(
  () => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
  <BootScreen />,
  [sharedTexts],
);
const RegionBlockPage = lazyChunk(
  () => import('./region-block-page').then((m) => ({ default: m.RegionBlockPage })),
  <BootScreen />,
  [sharedTexts],
);

// So is the failed status call's explanation, with its error texts: the app's entry would otherwise
// carry the error-text machinery every visit for a page few see (1.2 KB gzip on home's first visit).
const StatusErrorState = lazyChunk(
  () => import('../common/query-error-state').then((m) => ({ default: m.QueryErrorState })),
  <BootScreen />,
  [sharedTexts, errorTexts],
);

/**
 * Shows the app only when the platform is up, serves the visitor's region and counts the address
 * the app is served from among the brand's domains. Every
 * state renders something: a loading cover, an error with retry, or one of the two status pages.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatusQuery();
  // The layout's first render needs the brand's permissions (register button, side bar) and the
  // announcements (banner, ticker, TOP 20 entries). Fetching them here, in parallel with the status,
  // and revealing the app once they have settled (a failure does not block) means nothing pops in
  // and pushes the page around afterwards. This wait happens once: a later refetch of either
  // (a failed query retried by a newly mounted component, a login) must not unmount the app.
  const permission = usePermissionQuery();
  const announcements = useCurrentAnnouncements();
  // Asked beside them, so checking the address adds no round trip of its own.
  const domainRoute = useDomainRouteQuery();
  const [layoutDataSettled, setLayoutDataSettled] = useState(false);
  if (!layoutDataSettled && !permission.isPending && !announcements.isPending && !domainRoute.isPending)
    setLayoutDataSettled(true);

  // The first render of the whole app is the page's largest piece of work: deferred, React renders it
  // as a transition, in slices that leave the main thread free for input, behind the boot screen.
  const revealed = useDeferredValue(!status.isPending && layoutDataSettled);
  const waiting = status.isPending || !revealed;
  // A page served with its first screen prerendered keeps showing it while the gate waits, and
  // loses it in the commit that shows what the gate decided, before that frame is painted; when that
  // is a screen still loading (a lobby's chunk), in the commit that replaces its loading fallback.
  const [prerendered] = useState(hasPrerenderedShell);
  const [shellInput, setShellInput] = useState<ShellInput | null>(null);
  // read live as well: the fallback's hold starts in the same commit, in a layout effect run before this one
  const held = useShellHeld();
  useLayoutEffect(() => {
    if (prerendered && !waiting && !held && !isShellHeld()) setShellInput(dropPrerenderedShell());
  }, [prerendered, waiting, held]);
  // after the commit that drops it, when the app's own controls are on the page and listening
  useEffect(() => {
    if (shellInput) replayShellInput(shellInput);
  }, [shellInput]);

  if (waiting) return prerendered ? null : <BootScreen />;
  if (status.isError) {
    return (
      <main className="app-status-page app-status-page--full">
        <StatusErrorState
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      </main>
    );
  }

  switch (gateState(status.data)) {
    case 'maintenance':
      return <MaintenancePage maintenance={status.data.maintenance} />;
    case 'region-blocked':
      return <RegionBlockPage ip={status.data.ip} />;
    default:
      // A check that failed to answer does not lock the player out; only a "not ours" does.
      return domainRoute.data?.valid === false ? (
        <DomainCheckFailedPage domain={domainRoute.data.domain} />
      ) : (
        children
      );
  }
}
