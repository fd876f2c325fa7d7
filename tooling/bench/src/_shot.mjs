import { startPlatform } from '@marquee/harness/platform';
import { launchChromium } from '@marquee/harness/launch';
const platform = await startPlatform();
try {
  const browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(platform.url + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/prof/shot.png' });
  const secs = await page.evaluate(() => [...document.querySelectorAll('section, .mq-home-section, footer, main > *')].slice(0, 20).map((s) => `${s.tagName}.${s.className.split(' ')[0]} top=${Math.round(s.getBoundingClientRect().top)} h=${Math.round(s.getBoundingClientRect().height)} n=${s.querySelectorAll('*').length}`));
  console.log(secs.join('\n'));
  await browser.close();
} finally { await platform.stop(); }
