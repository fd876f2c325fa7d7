import SHA256 from 'crypto-js/sha256.js';

/**
 * The file a web build writes beside index.html with the fingerprint of the payload key built into
 * it, so the platform serving it can tell a build made for another key (or the demo's) at start.
 * The build and the platform use it; the browser never imports it, so it stays out of the web app.
 */
export const PAYLOAD_KEY_FILE = 'payload-key.json';

/** A key's SHA-256, hex: the key is in the built scripts anyway, its fingerprint tells no more. */
export function payloadKeyFingerprint(key: string): string {
  return SHA256(key).toString();
}
