import { expect } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn, signOut } from './accounts';
import { expectNoViolation } from './axe';
import { test } from './new-visitor';
import { operatorCli } from './operator-cli';
import { textsOf } from './texts';

const PASSWORD = 'Secret123';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// two sign-ups, axe in both themes twice and the CLI: minutes on a loaded machine
test.describe.configure({ timeout: 300_000 });

test('an affiliate application approved with the CLI makes the member an agent at the next sign-in', async ({
  page,
  request,
}) => {
  await page.goto('/join');
  await expect(page.getByRole('table', { name: 'Monthly commission by level' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();

  const username = await registerNewMember(page, request, { prefix: 'jf' });
  await page.goto('/join');
  const form = page.getByRole('form', { name: 'Apply to become an agent' });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Choose at least one channel')).toBeVisible();
  // a message on screen follows a switch of language, there and back
  const language = page.getByRole('banner').getByRole('button', { name: /Language: English/ });
  await language.click();
  await page.getByRole('banner').getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  const vi = textsOf('vi');
  await expect(
    page.getByRole('form', { name: vi('join_form_title') }).getByText(vi('join_error_channels')),
  ).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Tiếng Việt/ })
    .click();
  await page.getByRole('banner').getByRole('menuitemradio', { name: 'English' }).click();
  await expect(form.getByText('Choose at least one channel')).toBeVisible();
  // markup in a name others read is refused in the form, in the player's words
  await form.getByLabel('Your name').fill('<b>Lan</b> Nguyen');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(
    form.getByText('Your name cannot contain < >, control characters or text-direction characters'),
  ).toBeVisible();
  await form.getByLabel('Your name').fill('Lan Nguyen');
  await form.getByLabel(/How can we contact you/).fill('telegram @lan_agent');
  await form.getByRole('checkbox', { name: 'Social media' }).check();
  await form.getByLabel('Players you expect to bring each month').fill('40');
  await expectNoViolation(page, { include: '#main-content', bothThemes: true });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();

  const pending = await operatorCli('affiliate', 'list');
  const line = pending.find((entry) => entry.split('\t')[1] === username);
  expect(line, pending.join('\n')).toContain('Lan Nguyen');
  const id = line!.split('\t')[0]!;
  expect(await operatorCli('affiliate', 'approve', id)).toEqual([
    `Application ${id} of ${username} approved: an agent from the next sign-in`,
  ]);

  await signOut(page);
  await signIn(page, username, PASSWORD);
  await expectSignedIn(page);
  await expect(
    page.getByRole('navigation', { name: 'Account menu' }).getByText('Agent centre'),
  ).toBeVisible();
  await page.goto('/join');
  await expect(page.getByText(/You are already an agent/)).toBeVisible();
});

test('feedback is sent with a screenshot, answered with the CLI, and the reply reaches the inbox', async ({
  page,
  request,
}) => {
  await registerNewMember(page, request, { prefix: 'jf' });
  await page.goto('/help');
  await page
    .getByRole('navigation', { name: 'Still need help?' })
    .getByRole('link', { name: 'Send us feedback' })
    .click();
  await expect(page).toHaveURL(/\/feedback$/);
  const form = page.getByRole('form', { name: 'Feedback' });
  await form.getByLabel('Question type').selectOption({ label: 'Deposit' });
  const content = form.getByLabel('Your feedback');
  await content.fill('Too short');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Please write from 5 to 300 words')).toBeVisible();
  await expect(content).toHaveValue('Too short');

  const screenshot = form.getByLabel(/Screenshot/);
  await screenshot.setInputFiles({
    name: 'shot.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg onload=alert(1)>'),
  });
  await expect(form.getByText('The screenshot must be a PNG or JPG image')).toBeVisible();
  await screenshot.setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  await content.fill('My deposit <script>alert(1)</script> of 500 has not arrived yet');
  await expectNoViolation(page, { include: '#main-content', bothThemes: true });
  await form.getByRole('button', { name: 'Send feedback' }).click();
  const sent = form.getByRole('status');
  await expect(sent).toContainText('was sent');
  const ticket = (await sent.textContent())?.match(/FB-[0-9A-F]{10}/)?.[0];
  expect(ticket).toBeTruthy();
  const entry = page.getByRole('article', { name: `Feedback ${ticket}` });
  await expect(
    entry.getByText('My deposit <script>alert(1)</script> of 500 has not arrived yet'),
  ).toBeVisible();
  await expect(entry.getByText('Waiting for a reply')).toBeVisible();

  expect(await operatorCli('feedback', 'reply', ticket!, 'Credited at 10:02, sorry for the wait.')).toEqual([
    `Replied to ${ticket}; the member has it in the inbox.`,
  ]);
  await page.reload();
  await expect(entry.getByText('Credited at 10:02, sorry for the wait.')).toBeVisible();
  await entry.getByRole('button', { name: 'Show the screenshot' }).click();
  await expect(entry.getByRole('img', { name: `Screenshot sent with feedback ${ticket}` })).toBeVisible();

  await page.goto('/member/messageV2');
  const inbox = page.getByRole('dialog', { name: 'Member centre' });
  await inbox.getByRole('button', { name: /^(Unread )?Reply to your feedback$/ }).click();
  await expect(
    inbox.getByText(`Customer service replied to your feedback ${ticket}.`, { exact: false }),
  ).toBeVisible();
});
