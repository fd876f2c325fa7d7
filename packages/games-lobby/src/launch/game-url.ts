import { type Game, type GameCategory, VASSALAGE_GAME } from '@marquee/api-client';

/**
 * The shell's game-frame route with the game's address and name, as `GameFrameRoute` reads them;
 * `fun` marks a visitor's fun play (the frame says so and offers registration); `gameType` picks the
 * game announcements the frame shows on launch; `ownWindow` marks the page of a POPUP game's window,
 * which frames the game so its session row and reality check show there too, and whose back button
 * closes the window.
 */
export function gameFrameHref(
  gameFramePath: string,
  url: string,
  name: string,
  {
    fun = false,
    gameType,
    ownWindow = false,
  }: { fun?: boolean; gameType?: GameCategory; ownWindow?: boolean } = {},
): string {
  const query = new URLSearchParams({
    url,
    name,
    ...(gameType ? { type: gameType } : {}),
    ...(fun ? { fun: '1' } : {}),
    ...(ownWindow ? { window: '1' } : {}),
  });
  return `${gameFramePath}?${query.toString()}`;
}

/**
 * Where one of the platform's own lottery games opens: the lottery screen's betting view on the
 * game's default play type; the vendor's lobby entry opens that vendor's lottery lobby.
 */
export function lotteryGameHref(
  lotteryPath: string,
  game: Pick<Game, 'isGame' | 'vassalage' | 'gameCode' | 'defaultPlayType'>,
): string {
  const query = new URLSearchParams(
    game.isGame === VASSALAGE_GAME
      ? { vendor: game.vassalage }
      : { gameCode: game.gameCode, ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}) },
  );
  return `${lotteryPath}?${query.toString()}`;
}

/**
 * Only a same-origin relative path (`/…`, not `//…`) or an absolute http(s) URL may be shown or
 * opened; `javascript:`, `data:` and the like are refused.
 */
export function isSafeGameUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  if (trimmed !== url) return false;
  if (trimmed.startsWith('/')) return !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
