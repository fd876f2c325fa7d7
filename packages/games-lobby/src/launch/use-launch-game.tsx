import {
  firstVisitApi,
  type Game,
  type GameCategory,
  isLotteryVendor,
  memberKeys,
  type PvpRoom,
  resolveCdnUrl,
  VASSALAGE_GAME,
  WEB_CLIENT_TYPE,
} from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useApiClient, useRequireLogin, useSessionToken } from '@marquee/session';
import { Spinner } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLobbyConfig, useLobbyPaths } from '../config/lobby-config';
import { useLobbyLanguage } from '../queries/use-lobby-language';
import { gameFrameHref, isSafeGameUrl, lotteryGameHref } from './game-url';
import type { LaunchDialog } from './launch-dialogs';
import { refusalDialog } from './launch-errors';
import { openBlankWindow } from './popup-window';
import { usePopupCloseWatch } from './use-popup-close-watch';

// The dialogs (a vendor's game list, maintenance with its alternatives, a blocked popup, an error)
// open only after a launch: a screen listing games, home among them, loads them with the first
// dialog, not with the list.
const LaunchDialogs = lazy(() =>
  import('./launch-dialogs').then((module) => ({ default: module.LaunchDialogs })),
);

export interface LaunchGame {
  /** call it synchronously from the click handler */
  launch: (game: Game) => void;
  /** join a PVP room (its launch URL is shown in the /game frame) */
  joinRoom: (room: PvpRoom) => void;
  /** the game being started, if any */
  pendingId: number | null;
  /** render this once: the vendor game list, maintenance and error dialogs */
  dialogs: ReactNode;
}

export interface LaunchGameOptions {
  /**
   * Called when the player has left a game shown in its own window (the window closed), as the
   * game frame's onLeave is for a game shown in the page: the shell refreshes the balance.
   */
  onLeave?: () => void;
}

/**
 * Starts games: members only, but a visitor plays a game whose vendor offers it for fun (play
 * money); a VASSALAGE entry opens its vendor's game list; the platform's own
 * lottery games open the lottery screen (for visitors too);
 * IFRAME games go to the shell's game-frame route (`?url=…&name=…`), POPUP games to a window opened
 * inside the click, on the same route framing the game (`&window=1`).
 */
export function useLaunchGame({ onLeave }: LaunchGameOptions = {}): LaunchGame {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const { gameFrame, categories } = useLobbyPaths();
  const language = useLobbyLanguage();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<LaunchDialog | null>(null);
  const busy = useRef(false);
  const watchPopup = usePopupCloseWatch(onLeave);

  const token = useSessionToken();
  const { launchCdns } = useLobbyConfig();
  // a launch URL given as a path opens on one of the brand's launch CDNs (none: this origin)
  const onCdn = useCallback((url: string) => resolveCdnUrl(url, launchCdns), [launchCdns]);

  const show = useCallback(
    (given: string, name: string, gameType: GameCategory, popup: Window | null, fun = false) => {
      const url = onCdn(given);
      if (!isSafeGameUrl(url)) {
        popup?.close();
        setDialog({ kind: 'error', messageKey: 'invalid_url' });
        return;
      }
      void navigate(gameFrameHref(gameFrame, url, name, { fun, gameType }));
      popup?.close();
    },
    [navigate, gameFrame, onCdn],
  );

  // A visitor opens a game whose vendor offers fun play with play money, no account needed.
  const launchFun = useCallback(
    (game: Game) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(game.nodeId);
      setDialog(null);
      client
        .call(firstVisitApi.launchFun, { nodeId: game.nodeId, language })
        .then(({ url }) => show(url, game.gameName, game.gameType, null, true))
        .catch((error: unknown) => {
          setDialog(refusalDialog(error, game));
        })
        .finally(() => {
          busy.current = false;
          setPendingId(null);
        });
    },
    [client, language, show],
  );

  const launch = useCallback(
    (game: Game) => {
      // The platform's own lottery is a screen of this app, open to visitors as its lobby is: no
      // vendor launch, no sign-in first (placing a bet asks for it).
      if (isLotteryVendor(game.vassalage)) {
        void navigate(lotteryGameHref(categories.LOTT, game));
        return;
      }
      if (!token && game.funPlay) {
        launchFun(game);
        return;
      }
      requireLogin(() => {
        if (game.isGame === VASSALAGE_GAME) {
          setDialog({ kind: 'vendor', game });
          return;
        }
        if (busy.current) return;
        busy.current = true;
        // Must happen now, inside the click: after the await a popup blocker would eat it.
        let popup = game.launchMode === 'POPUP' ? openBlankWindow() : null;
        setPendingId(game.nodeId);
        setDialog(null);
        client
          .call(firstVisitApi.launchGame, { nodeId: game.nodeId, language, clientType: WEB_CLIENT_TYPE })
          .then(({ url: given, mode }) => {
            void queryClient.invalidateQueries({ queryKey: memberKeys.recentGames() });
            if (mode !== 'POPUP') {
              show(given, game.gameName, game.gameType, popup);
              return;
            }
            const url = onCdn(given);
            if (!isSafeGameUrl(url)) {
              popup?.close();
              setDialog({ kind: 'error', messageKey: 'invalid_url' });
              return;
            }
            // the window opens this app's game page framing the game: the session row and the
            // reality check cover a POPUP game as they cover one in the page
            const framed = gameFrameHref(gameFrame, url, game.gameName, {
              gameType: game.gameType,
              ownWindow: true,
            });
            popup ??= openBlankWindow();
            if (popup) {
              popup.location.href = framed;
              watchPopup(popup);
            } else {
              setDialog({ kind: 'popup-blocked', url: framed, game });
            }
          })
          .catch((error: unknown) => {
            popup?.close();
            setDialog(refusalDialog(error, game));
          })
          .finally(() => {
            busy.current = false;
            setPendingId(null);
          });
      });
    },
    [
      categories.LOTT,
      client,
      gameFrame,
      language,
      launchFun,
      navigate,
      onCdn,
      queryClient,
      requireLogin,
      show,
      token,
      watchPopup,
    ],
  );

  const joinRoom = useCallback(
    (room: PvpRoom) => {
      requireLogin(() => {
        if (busy.current) return;
        busy.current = true;
        client
          .call(firstVisitApi.pvpLaunch, { roomId: room.roomId, language })
          .then(({ content }) => show(content, room.name, 'PVP', null))
          .catch((error: unknown) => setDialog({ kind: 'error', error }))
          .finally(() => {
            busy.current = false;
          });
      });
    },
    [client, language, requireLogin, show],
  );

  // Once a dialog has opened the dialogs stay mounted, so a closing one is not cut short.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (dialog !== null && !dialogsMounted) setDialogsMounted(true);

  const dialogs = (
    <>
      {pendingId !== null && (
        <div className="mq-launch-pending">
          <Spinner label={t('launching_game')} />
        </div>
      )}
      {dialogsMounted && (
        <Suspense fallback={null}>
          <LaunchDialogs
            dialog={dialog}
            onClose={() => setDialog(null)}
            onLaunch={(game) => {
              setDialog(null);
              launch(game);
            }}
          />
        </Suspense>
      )}
    </>
  );

  return { launch, joinRoom, pendingId, dialogs };
}
