import type { SessionExpiredError } from '@marquee/api-client';

/** Told the transport's error, which may say why the session ended (a break started elsewhere). */
type Listener = (error?: SessionExpiredError) => void;

const listeners = new Set<Listener>();

/**
 * The bridge between the transport, which lives outside React, and `SessionExpiryHandler`, which
 * reacts inside it. `createSessionApiClient` reports each expiry once, however many member calls
 * failed with 401 together.
 */
export function reportSessionExpired(error?: SessionExpiredError): void {
  for (const listener of listeners) listener(error);
}

/** Subscribes to expiries; returns the unsubscribe function (an effect's cleanup). */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
