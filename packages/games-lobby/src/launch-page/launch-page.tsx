import { api, type LaunchResponse, type VendorCard } from '@marquee/api-client';
import { useApiClient, useErrorText, useRequireLogin, useSessionToken } from '@marquee/auth';
import { useTranslation } from '@marquee/i18n';
import { EmptyState, ErrorState, Spinner } from '@marquee/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GameFrame, type GameFrameProps } from '../frame/game-frame';
import { GameIcon } from '../game/game-icon';
import { isSafeGameUrl } from '../launch/game-url';
import { openBlankWindow } from '../launch/popup-window';
import { categoryLabelKey, categoryVendors, type LaunchCategory } from '../nav/category-routes';
import { useLobbyLanguage } from '../queries/use-lobby-language';
import { useVendorLanesQuery } from '../queries/vendor-lanes-query';

export interface LaunchPageProps extends Pick<GameFrameProps, 'onLeave' | 'onBalanceChange'> {
  /** /sports → SPORTS, /esports → ESPORTS, /elott → ELOTT, /cockfight → COCKFIGHT */
  category: LaunchCategory;
}

interface Running {
  vendor: VendorCard;
  launch: LaunchResponse;
}

/**
 * The games page of the vendors that launch straight away: lists the category's vendors; choosing
 * one (members only) starts it in the game frame. `?vassalage=` starts that vendor for a member.
 */
export function LaunchPage({ category, onLeave, onBalanceChange }: LaunchPageProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const token = useSessionToken();
  const requireLogin = useRequireLogin();
  const errorText = useErrorText();
  const language = useLobbyLanguage();
  const [params, setParams] = useSearchParams();
  const lanes = useVendorLanesQuery();
  const vendors = categoryVendors(lanes.data, category);
  const [running, setRunning] = useState<Running | null>(null);
  const start = useMutation({
    mutationFn: (vendor: VendorCard) =>
      client.call(api.games.sportsLaunch, { vassalage: vendor.vassalage, language }),
  });

  function choose(vendor: VendorCard) {
    requireLogin(() => {
      start.mutate(vendor, {
        onSuccess: (launch) => {
          if (launch.mode === 'POPUP' && isSafeGameUrl(launch.url)) {
            const popup = openBlankWindow();
            if (popup) {
              popup.location.href = launch.url;
              return;
            }
          }
          setRunning({ vendor, launch });
        },
      });
    });
  }

  const wanted = params.get('vassalage');
  const autoStarted = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !token || autoStarted.current === wanted) return;
    const vendor = vendors.find((card) => card.vassalage === wanted);
    if (!vendor) return;
    autoStarted.current = wanted;
    start.mutate(vendor, { onSuccess: (launch) => setRunning({ vendor, launch }) });
  }, [wanted, token, vendors, start]);

  if (running) {
    return (
      <GameFrame
        url={running.launch.url}
        title={running.vendor.name}
        onClose={() => {
          setRunning(null);
          setParams({}, { replace: true });
        }}
        {...(onLeave ? { onLeave } : {})}
        {...(onBalanceChange ? { onBalanceChange } : {})}
      />
    );
  }

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
      {start.isError && (
        <p role="alert" className="mq-launch-page__error">
          {errorText(start.error)}
        </p>
      )}
      <ul className="mq-launch-page__vendors" aria-label={t('vendors_of', { category: title })}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="mq-vendor-card"
              disabled={vendor.maintenance || start.isPending}
              aria-busy={(start.isPending && start.variables?.vassalage === vendor.vassalage) || undefined}
              onClick={() => choose(vendor)}
            >
              <GameIcon src={vendor.smallIcon} alt="" />
              <span className="mq-vendor-card__name">{vendor.name}</span>
              {vendor.maintenance && <span className="mq-badge">{t('under_maintenance')}</span>}
              {vendor.isHot === 1 && <span className="mq-badge mq-badge--hot">{t('hot')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {start.isPending && <Spinner label={t('launching_game')} />}
    </div>
  );
}
