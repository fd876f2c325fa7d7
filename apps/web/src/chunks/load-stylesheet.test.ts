import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';
import { loadStylesheet } from './load-stylesheet';

const linksTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.getAttribute('href') === href,
  );

describe('loadStylesheet', () => {
  it('adds the stylesheet once and resolves when it has loaded', async () => {
    const first = loadStylesheet('/assets/lottery.css');
    const second = loadStylesheet('/assets/lottery.css');
    expect(second).toBe(first);
    expect(linksTo('/assets/lottery.css')).toHaveLength(1);
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects with a chunk-load error when the stylesheet cannot be fetched, so the screen is not shown unstyled', async () => {
    const loading = loadStylesheet('/assets/missing.css');
    const [link] = linksTo('/assets/missing.css');
    link?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('/assets/missing.css');
    expect(isChunkLoadError(await loading.catch((error: unknown) => error))).toBe(true);
  });

  it('fetches a stylesheet that failed again on the next call (the error boundary retrying)', async () => {
    const failed = loadStylesheet('/assets/flaky.css');
    const [first] = linksTo('/assets/flaky.css');
    first?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/assets/flaky.css');
    expect(linksTo('/assets/flaky.css')).toHaveLength(0);

    const retried = loadStylesheet('/assets/flaky.css');
    expect(retried).not.toBe(failed);
    const [second] = linksTo('/assets/flaky.css');
    expect(second).not.toBe(first);
    await expect(retried).resolves.toBeUndefined();
  });
});
