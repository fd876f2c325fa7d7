import { expect } from '@playwright/test';
import { setSystemStatus } from './platform';
import { test } from './popups';

test.afterEach(async ({ request }) => {
  await setSystemStatus(request, 0);
});

test('maintenance replaces the app with the maintenance page', async ({ page, request }) => {
  await setSystemStatus(request, 1, '2030-01-02T03:04:00.000Z');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByText(/2030/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a region block shows the visitor IP', async ({ page, request }) => {
  await setSystemStatus(request, 2);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
});
