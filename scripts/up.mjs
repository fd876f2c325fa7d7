import { install, pnpm } from './lib/run.mjs';

/** Installs, builds and starts the whole product: the platform on its embedded database serving the web app. */
install();
const built = pnpm(['build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['start']));
