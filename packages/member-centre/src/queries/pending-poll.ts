/**
 * How long to wait before asking again about a pending deposit, after `polls` answers: every 3 s
 * for the first two minutes, when a payment made in the provider's window usually lands, then
 * every 10 s to the tenth minute, then every 30 s until the platform settles or expires the order
 * (30 minutes). Polling pauses while the page is hidden and asks at once when it shows again
 * (TanStack's defaults), so a payment made in another tab is seen on return.
 */
export function pendingPollMs(polls: number): number {
  if (polls < 40) return 3_000;
  if (polls < 88) return 10_000;
  return 30_000;
}
