import {
  GAME_PAUSE_MESSAGE_TYPE,
  GAME_RESUME_MESSAGE_TYPE,
  GAME_RULES_SHOWN_MESSAGE_TYPE,
  type GameCategory,
  realityCheckKeys,
} from '@marquee/api-client';
import { lazyFeature, useTranslation } from '@marquee/i18n';
import { useBalanceQuery, useSessionToken } from '@marquee/session';
import { Button, cx, EmptyState, IconButton, Money, minorToMajor, VisuallyHidden } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLobbyConfig } from '../config/lobby-config';
import { isSafeGameUrl } from '../launch/game-url';
import { useAnswerRealityCheckMutation } from '../mutations/reality-check-mutations';
import { gamesLobbyPlayTexts } from '../texts/play';
import { GameAnnouncements } from './game-announcements';
import { balanceOf, type GameRules, rulesOf } from './game-messages';
import { GameRulesDialog } from './game-rules-dialog';
import { usePlaySessionQuery } from './play-session-query';
import { useFullscreen } from './use-fullscreen';

// The session row comes with its texts after the game's view; the reminder when one is first due.
const PLAY_TEXTS = [gamesLobbyPlayTexts];
const PlayBar = lazyFeature(
  () => import('./play-bar').then((module) => ({ default: module.PlayBar })),
  null,
  PLAY_TEXTS,
);
const RealityCheckDialog = lazyFeature(
  () => import('./reality-check-dialog').then((module) => ({ default: module.RealityCheckDialog })),
  null,
  PLAY_TEXTS,
);

export interface GameFrameProps {
  url: string;
  /** the game's name: the bar's title and the iframe's */
  title: string;
  /** the game's category: the brand's announcements for it show over the game on launch */
  gameType?: GameCategory;
  /** the back button */
  onClose: () => void;
  /** called when the frame goes away, so the shell can refresh the header balance */
  onLeave?: () => void;
  /** a `marquee:balance` message arrived from the game */
  onBalanceChange?: (sumBalance: number | undefined) => void;
  /** the bar's Deposit button (the shell opens its deposit page); no button without it */
  onDeposit?: () => void;
  /** the balance shows as asterisks (the player hid it in the header) */
  balanceMasked?: boolean;
  /** no balance in the bar: a seamless wallet's balance is the game's own */
  hideBalance?: boolean;
  /** the reality check's "see my history" (the shell opens the member's records); no button without it */
  onHistory?: () => void;
  /** a visitor's fun play: the frame says so, with play money, and offers registration */
  fun?: boolean;
  /** where "Register to play for real" leads (the shell's register page); no link without it */
  registerHref?: string;
}

/**
 * The focused game view: the launched game in a sandboxed iframe filling the screen under a slim
 * bar (back, the game's name, the balance, deposit, the game's rules when it sends them, full
 * screen), and under it the session's time and net position (PlayBar), or for a visitor's fun play
 * its label and the way to register to play for real. Every reality-check
 * interval a reminder covers the game, which is told to pause, until the player answers. The
 * shell shows it without its header, navigation and bottom bar.
 */
export function GameFrame({
  url,
  title,
  gameType,
  onClose,
  onLeave,
  onBalanceChange,
  onDeposit,
  balanceMasked = false,
  hideBalance = false,
  onHistory,
  fun = false,
  registerHref,
}: GameFrameProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const viewRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const leave = useRef(onLeave);
  const balance = useRef(onBalanceChange);
  leave.current = onLeave;
  balance.current = onBalanceChange;
  const safe = isSafeGameUrl(url);
  const fullscreen = useFullscreen(viewRef);
  const [rules, setRules] = useState<GameRules | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const queryClient = useQueryClient();
  const figures = usePlaySessionQuery();
  const answer = useAnswerRealityCheckMutation();
  const paused = figures?.reminderDue === true;
  const leaveFullscreen = useRef(fullscreen.leaveNative);
  leaveFullscreen.current = fullscreen.leaveNative;

  useEffect(() => () => leave.current?.(), []);

  useEffect(() => {
    // the reminder is a dialog of the page: a game in the browser's full screen would hide it
    if (paused) leaveFullscreen.current();
    frameRef.current?.contentWindow?.postMessage(
      { type: paused ? GAME_PAUSE_MESSAGE_TYPE : GAME_RESUME_MESSAGE_TYPE },
      '*',
    );
  }, [paused]);

  const answerThen = (then?: () => void) =>
    answer.mutate(undefined, {
      onSuccess: () => then?.(),
    });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const sumBalance = balanceOf(event.data);
      if (sumBalance !== null) {
        balance.current?.(sumBalance);
        // a round has ended: the net position is read again from the ledger
        void queryClient.invalidateQueries({ queryKey: realityCheckKeys.playSessions() });
        return;
      }
      const sent = rulesOf(event.data);
      if (!sent) return;
      setRules(sent);
      // the frame's origin is opaque (sandboxed), so it cannot be named; the answer holds nothing private
      frameWindow.postMessage({ type: GAME_RULES_SHOWN_MESSAGE_TYPE }, '*');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  return (
    <section
      ref={viewRef}
      className={cx('mq-game-frame', fullscreen.covering && 'mq-game-frame--covering')}
      aria-label={title}
    >
      <div className="mq-game-frame__bar">
        <IconButton label={t('back')} onClick={onClose} className="mq-game-frame__control">
          <span aria-hidden="true">←</span>
        </IconButton>
        {/* the page's heading: focus lands on it after the navigation, as on every page */}
        <h1 className="mq-game-frame__title">{title}</h1>
        {token && !hideBalance && <BarBalance masked={balanceMasked} />}
        {token && onDeposit && (
          <Button
            size="sm"
            className="mq-game-frame__control mq-game-frame__deposit"
            onClick={() => {
              fullscreen.leaveNative();
              onDeposit();
            }}
          >
            {t('deposit')}
          </Button>
        )}
        {rules && (
          <IconButton
            label={t('game_rules')}
            className="mq-game-frame__control"
            aria-haspopup="dialog"
            onClick={() => {
              fullscreen.leaveNative();
              setRulesOpen(true);
            }}
          >
            <span aria-hidden="true">ⓘ</span>
          </IconButton>
        )}
        {safe && (
          <IconButton
            label={t('fullscreen')}
            className="mq-game-frame__control"
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          >
            <span aria-hidden="true">{fullscreen.active ? '⤡' : '⤢'}</span>
          </IconButton>
        )}
      </div>
      {token && figures && <PlayBar figures={figures} />}
      {fun && (
        <div className="mq-game-frame__fun">
          <p className="mq-game-frame__fun-note">
            <strong className="mq-game-frame__fun-badge">{t('fun_play')}</strong> {t('fun_play_note')}
          </p>
          {registerHref && (
            <Link to={registerHref} className="mq-button mq-button--primary mq-button--sm">
              {t('fun_play_register')}
            </Link>
          )}
        </div>
      )}
      {safe ? (
        <iframe
          ref={frameRef}
          className={cx('mq-game-frame__iframe', paused && 'mq-game-frame__iframe--paused')}
          src={url}
          title={title}
          sandbox="allow-scripts allow-forms"
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      ) : (
        <div role="alert" className="mq-game-frame__refused">
          <EmptyState title={t('invalid_url')} headingLevel="h2" />
        </div>
      )}
      {/* under the game: it keeps its place right under the bar, and stays playable */}
      {safe && <GameAnnouncements gameType={gameType} onDismiss={() => frameRef.current?.focus()} />}
      {rules && <GameRulesDialog rules={rules} open={rulesOpen} onClose={() => setRulesOpen(false)} />}
      {paused && figures && (
        <RealityCheckDialog
          figures={figures}
          busy={answer.isPending}
          onContinue={() => answerThen()}
          {...(onHistory ? { onHistory: () => answerThen(onHistory) } : {})}
          onStop={() => answerThen(onClose)}
        />
      )}
    </section>
  );
}

/** The main wallet's balance from the session's one balance query, as the header shows it. */
function BarBalance({ masked }: { masked: boolean }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useLobbyConfig();
  const balance = useBalanceQuery();
  if (!balance.data) return null;
  const symbol = currencySymbol || balance.data.currency;
  return (
    <p className="mq-game-frame__balance">
      <VisuallyHidden>{t('balance')} </VisuallyHidden>
      {masked ? (
        <Money amount={0} currencySymbol={symbol} masked maskedLabel={t('game_bar_balance_hidden')} />
      ) : (
        <Money
          amount={minorToMajor(balance.data.sumBalance)}
          currencySymbol={symbol}
          {...(locale ? { locale } : {})}
        />
      )}
    </p>
  );
}
