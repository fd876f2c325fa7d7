type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The bridge between the transport, which lives outside React, and `SessionExpiryHandler`, which
 * reacts inside it. `createSessionApiClient` reports each expiry once, however many member calls
 * failed with 401 together.
 */
export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to expiries; returns the unsubscribe function (an effect's cleanup). */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
