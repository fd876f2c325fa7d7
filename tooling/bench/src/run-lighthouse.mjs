import { startPlatform } from '@marquee/harness/platform';
import { printLighthouse } from './lighthouse-runs.mjs';

const platform = await startPlatform();
try {
  await printLighthouse(platform.url);
} finally {
  await platform.stop();
}
