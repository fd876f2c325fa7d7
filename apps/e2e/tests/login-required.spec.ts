import { expect } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { test } from './popups';

// This project runs against a build with the brand's loginedToHomePage switched on.
test('a visitor is sent to /login from any page, and lands home after signing in', async ({ page }) => {
  for (const path of ['/', '/index', '/promotion', '/rng']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  }
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);
});

test('the register page stays open to visitors', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});
