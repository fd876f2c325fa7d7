/** The reality check's intervals in minutes a member may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 10, 20, 30, 45, 60] as const;

export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly unknown[]).includes(value);
}

/** The member's reality-check interval. */
export interface RealityCheckSetting {
  minutes: RealityCheckMinutes;
}

/**
 * `since`: when the game was opened, as the platform's clock told it (the `at` of the first
 * answer); absent when the game has just opened.
 */
export interface PlaySessionQuery {
  since?: string;
}

/**
 * The figures of the sign-in session's play, from the ledger (the main wallet's and the game
 * wallets'), in minor units: stakes and wins are positive, net is wins minus stakes.
 */
export interface PlaySession {
  /** the platform's now: a newly opened game keeps it as its `since` */
  at: string;
  /** when this sign-in session began */
  startedAt: string;
  elapsedSeconds: number;
  stakes: number;
  wins: number;
  net: number;
  /** wins minus stakes since `since` (or since `at` when none was sent: 0) */
  netSince: number;
  realityCheckMinutes: RealityCheckMinutes;
  /** a reminder is due: the interval has passed since the session began or the last one was answered */
  reminderDue: boolean;
}

/**
 * What the host page posts to a game frame while the reality check covers it, and once it is
 * answered; a game that knows them stops and resumes play.
 */
export const GAME_PAUSE_MESSAGE_TYPE = 'marquee:pause';
export const GAME_RESUME_MESSAGE_TYPE = 'marquee:resume';
