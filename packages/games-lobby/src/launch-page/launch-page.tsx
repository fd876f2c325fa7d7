import { api, type VendorCard } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useApiClient, useErrorText, useRequireLogin, useSessionToken } from '@marquee/session';
import { EmptyState, ErrorState, Spinner } from '@marquee/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLobbyPaths } from '../config/lobby-config';
import type { GameFrameProps } from '../frame/game-frame';
import { gameFrameHref, isSafeGameUrl } from '../launch/game-url';
import { maintenanceDetails } from '../launch/launch-errors';
import { openBlankWindow } from '../launch/popup-window';
import { usePopupCloseWatch } from '../launch/use-popup-close-watch';
import { categoryLabelKey, categoryVendors, type LaunchCategory } from '../nav/category-routes';
import { useLobbyVendorLanes } from '../queries/lobby-vendor-lanes';
import { useLobbyLanguage } from '../queries/use-lobby-language';
import { VendorChoice } from './vendor-choice';
import { VendorMaintenanceDialog } from './vendor-maintenance-dialog';

export interface LaunchPageProps extends Pick<GameFrameProps, 'onLeave'> {
  /** /sports → SPORTS, /esports → ESPORTS, /elott → ELOTT, /cockfight → COCKFIGHT */
  category: LaunchCategory;
}

interface Maintenance {
  vendor: VendorCard;
  alternatives: VendorCard[];
}

/**
 * The games page of the vendors that launch straight away: lists the category's vendors; choosing
 * one (members only) starts it in the shell's game view (the game-frame route, as every game), or
 * a POPUP vendor in a window opened inside the click (its closing calls onLeave, as leaving the
 * game view does). A vendor in maintenance offers the open vendors of its category instead.
 * `?vassalage=` starts that vendor for a member, the game view taking this page's place in history.
 */
export function LaunchPage({ category, onLeave }: LaunchPageProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const token = useSessionToken();
  const requireLogin = useRequireLogin();
  const errorText = useErrorText();
  const language = useLobbyLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { gameFrame } = useLobbyPaths();
  const lanes = useLobbyVendorLanes();
  const vendors = categoryVendors(lanes.data, category);
  const watchPopup = usePopupCloseWatch(onLeave);
  const [maintenance, setMaintenance] = useState<Maintenance | null>(null);
  const start = useMutation({
    mutationFn: (vendor: VendorCard) =>
      client.call(api.games.sportsLaunch, { vassalage: vendor.vassalage, language }),
    onError: (error, vendor) => {
      const details = maintenanceDetails(error);
      if (details) setMaintenance({ vendor, alternatives: details.vendors });
    },
  });
  const failure = start.isError && !maintenanceDetails(start.error) ? start.error : null;

  function choose(vendor: VendorCard) {
    setMaintenance(null);
    requireLogin(() => {
      // Must happen now, inside the click: after the launch call a popup blocker would eat it.
      let popup = vendor.launchMode === 'POPUP' ? openBlankWindow() : null;
      start.mutate(vendor, {
        onSuccess: (launch) => {
          if (launch.mode === 'POPUP' && isSafeGameUrl(launch.url)) {
            popup ??= openBlankWindow();
            if (popup) {
              // this app's game page framing the vendor, with its session row and reality check
              popup.location.href = gameFrameHref(gameFrame, launch.url, vendor.name, {
                gameType: category,
                ownWindow: true,
              });
              watchPopup(popup);
              return;
            }
          }
          popup?.close();
          void navigate(gameFrameHref(gameFrame, launch.url, vendor.name, { gameType: category }));
        },
        onError: () => popup?.close(),
      });
    });
  }

  const wanted = params.get('vassalage');
  const autoStarted = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !token || autoStarted.current === wanted) return;
    const vendor = vendors.find((card) => card.vassalage === wanted);
    // a window may only be opened by a click: a POPUP vendor waits for the player to choose it
    if (!vendor || vendor.launchMode === 'POPUP') return;
    autoStarted.current = wanted;
    start.mutate(vendor, {
      onSuccess: (launch) =>
        void navigate(gameFrameHref(gameFrame, launch.url, vendor.name, { gameType: category }), {
          replace: true,
        }),
    });
  }, [wanted, token, vendors, start, navigate, gameFrame, category]);

  const title = t(categoryLabelKey(category));
  return (
    <div className="mq-launch-page">
      <h1>{title}</h1>
      {lanes.isPending && <Spinner label={t('loading')} />}
      {lanes.isError && (
        <ErrorState
          title={t('load_failed')}
          message={t('games_load_failed')}
          retryLabel={t('retry')}
          onRetry={() => void lanes.refetch()}
        />
      )}
      {lanes.isSuccess && vendors.length === 0 && <EmptyState title={t('no_games')} />}
      {failure && (
        <p role="alert" className="mq-launch-page__error">
          {errorText(failure)}
        </p>
      )}
      <ul
        className="mq-launch-page__vendors mq-launch-page__cards"
        aria-label={t('vendors_of', { category: title })}
      >
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorChoice
              vendor={vendor}
              category={category}
              onChoose={choose}
              disabled={start.isPending}
              busy={start.isPending && start.variables?.vassalage === vendor.vassalage}
            />
          </li>
        ))}
      </ul>
      {start.isPending && <Spinner label={t('launching_game')} />}
      <VendorMaintenanceDialog
        vendor={maintenance?.vendor ?? null}
        alternatives={maintenance?.alternatives ?? []}
        category={category}
        onClose={() => setMaintenance(null)}
        onChoose={choose}
      />
    </div>
  );
}
