import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the footer's place, which loads it (the footer's chunk is fetched as it nears the
 * viewport), and returns it once it shows.
 */
export async function showFooter(page: Page): Promise<Locator> {
  const slot = page.locator('.app-footer-slot');
  await expect(slot).toBeAttached();
  await slot.evaluate((element) => element.scrollIntoView());
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  return footer;
}
