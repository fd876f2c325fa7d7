import { describe, expect, it } from 'vitest';
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

  it('rejects when the stylesheet cannot be fetched, so the screen is not shown unstyled', async () => {
    const loading = loadStylesheet('/assets/missing.css');
    const [link] = linksTo('/assets/missing.css');
    link?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('/assets/missing.css');
  });
});
