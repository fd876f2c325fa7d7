import { install, pnpm } from './lib/run.mjs';

/**
 * Installs, builds and starts the whole product in demo mode: the platform on its embedded database
 * serving the web app, with the demo accounts, the demo sign-in provider and the dev routes.
 * `pnpm start` alone is the production start (no demo; it needs PAYLOAD_KEY, TOTP_ENCRYPTION_KEY,
 * LOTTERY_SEED_SECRET and PUBLIC_ORIGIN).
 */
install();
const built = pnpm(['build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['start'], { MARQUEE_DEMO: '1' }));
