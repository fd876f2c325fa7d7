/** Live sessions one member may hold at once; a new sign-in ends the oldest beyond this. */
export const MAX_LIVE_SESSIONS = 5;
