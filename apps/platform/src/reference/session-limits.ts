/** Live sessions one member may hold at once; a new sign-in ends the oldest beyond this. */
export const MAX_LIVE_SESSIONS = 5;

/**
 * Trial (free play) accounts one address may open in a window. Each is a new account with play
 * money, so without a bound a script opens them by the dozen a second.
 */
export const FREE_PLAY_PER_ADDRESS = { limit: 5, windowMs: 60 * 60 * 1000 } as const;
