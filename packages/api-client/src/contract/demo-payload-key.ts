/**
 * The public key of the demo: a web app built without VITE_PAYLOAD_KEY has it. A module of its own,
 * without the cipher, so that the shell's brand settings read it without bringing crypto-js into
 * the home page's scripts.
 */
export const DEMO_PAYLOAD_KEY = 'marquee-demo-payload-key';
