import { expect } from '@playwright/test';
import { expectSignedIn, registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { test } from './new-visitor';
import { operatorCli, operatorCliWithEnv } from './operator-cli';
import { hidePopups } from './popups';

const OPERATOR_PASSWORD = 'desk-pass-2026';

// a sign-up, the CLI, two browser contexts and axe in both themes on two pages
test.describe.configure({ timeout: 180_000 });

test('a player and an operator chat; the player drops offline and back, and nothing is lost or doubled', async ({
  page,
  request,
  browser,
}) => {
  const operatorName = `op${Date.now().toString(36)}`;
  expect(await operatorCliWithEnv({ OPERATOR_PASSWORD }, 'operators', 'add', operatorName)).toEqual([
    `Operator ${operatorName} added: they sign in at /chat-console.`,
  ]);

  const username = await registerNewMember(page, request, { prefix: 'lc' });
  // the customer-service entry pre-opens its window, resolves the address and loads the chat in it
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).first().click();
  const chat = await popupOpened;
  await chat.waitForURL(/\/livechat$/);
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(chat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(chat.getByText(/No operator is online right now/)).toBeVisible();
  await expectNoViolation(chat, { bothThemes: true });

  const composer = chat.getByLabel('Your message');
  await composer.fill('<script>alert(1)</script> Hello, is anyone there?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('<script>alert(1)</script> Hello, is anyone there?')).toBeVisible();
  await expect(messages.getByText('Sent')).toBeVisible();

  // the operator signs in to the desk in a browser of their own
  const operatorContext = await browser.newContext();
  const desk = await operatorContext.newPage();
  await desk.goto('/chat-console');
  await desk.getByLabel('Operator name').fill(operatorName);
  await desk.getByLabel('Password').fill('wrong-password');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Wrong name or password.');
  await desk.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByText(`Signed in as ${operatorName}`)).toBeVisible();
  await expect(chat.getByText(/No operator is online right now/)).toHaveCount(0);

  await desk.getByRole('button', { name: new RegExp(`^${username}`) }).click();
  const thread = desk.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('<script>alert(1)</script> Hello, is anyone there?')).toBeVisible();
  // the operator has read it: the player sees the read mark
  await expect(messages.getByText('Read')).toBeVisible();

  await chat.getByLabel('Your message').pressSequentially('I');
  await expect(desk.getByText('The member is typing…')).toBeVisible();
  await desk.getByLabel('Reply').fill('Hello! How can I help?');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('Hello! How can I help?')).toBeVisible();
  await composer.fill('');
  await expectNoViolation(desk, { bothThemes: true });

  // the player's network drops: a message typed meanwhile waits, and the operator answers meanwhile
  await page.context().setOffline(true);
  await expect(chat.getByText(/The connection was lost/)).toBeVisible();
  await composer.fill('Typed while offline');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('Waiting for the connection')).toBeVisible();
  await desk.getByLabel('Reply').fill('Answered while you were away');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Answered while you were away')).toBeVisible();

  await page.context().setOffline(false);
  await expect(chat.getByText(/The connection was lost/)).toHaveCount(0);
  await expect(messages.getByText('Answered while you were away')).toBeVisible();
  await expect(thread.getByText('Typed while offline')).toBeVisible();

  const expected = [
    '<script>alert(1)</script> Hello, is anyone there?',
    'Hello! How can I help?',
    'Answered while you were away',
    'Typed while offline',
  ];
  await expect(messages.locator('.mq-chat__text')).toHaveText(expected);
  await expect(thread.locator('li > div')).toHaveText(expected);
  // a reload (history from the platform) shows each message once
  await chat.reload();
  await expect(chat.getByRole('list', { name: 'Messages' }).locator('.mq-chat__text')).toHaveText(expected);
  await operatorContext.close();
});

test('a visitor chats without signing in and keeps the conversation over a reload; the console throttles sign-in guesses', async ({
  page,
  browser,
}) => {
  const operatorName = `ov${Date.now().toString(36)}`;
  expect(await operatorCliWithEnv({ OPERATOR_PASSWORD }, 'operators', 'add', operatorName)).toEqual([
    `Operator ${operatorName} added: they sign in at /chat-console.`,
  ]);
  const question = `Can I try the games before joining? (${Date.now().toString(36)})`;

  await page.goto('/livechat');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(page.getByText('Say hello: customer service answers here.')).toBeVisible();
  await expectNoViolation(page, { bothThemes: true });
  await page.getByLabel('Your message').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('Sent')).toBeVisible();
  // the guest token is in the browser's storage, not in the address: a reload finds the conversation
  expect(page.url()).not.toContain('token');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' }).locator('.mq-chat__text')).toHaveText([question]);

  // a guesser at the console from an address of its own is locked out after five wrong passwords
  const guesser = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.7' } });
  const guessing = await guesser.newPage();
  await guessing.goto('/chat-console');
  await guessing.getByLabel('Operator name').fill(operatorName);
  await guessing.getByLabel('Password').fill('wrong-password');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = guessing.waitForResponse((response) => response.url().endsWith('/chat-console/sign-in'));
    await guessing.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status()).toBe(401);
  }
  await guessing.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await guessing.getByRole('button', { name: 'Sign in' }).click();
  await expect(guessing.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 5 minutes.');
  await guesser.close();

  // the operator, from elsewhere, on a Thai browser: the console answers in Thai, and the operator
  // picks Vietnamese, which stays chosen over the browser's language
  const operatorContext = await browser.newContext({
    locale: 'th-TH',
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.8' },
  });
  const desk = await operatorContext.newPage();
  await desk.goto('/chat-console');
  await expect(desk.locator('html')).toHaveAttribute('lang', 'th');
  await expect(desk.getByRole('heading', { name: 'เข้าสู่ระบบเจ้าหน้าที่' })).toBeVisible();
  await desk.getByLabel('ภาษา').selectOption({ label: 'Tiếng Việt' });
  await desk.getByRole('button', { name: 'เปลี่ยน' }).click();
  await expect(desk.locator('html')).toHaveAttribute('lang', 'vi');
  await desk.getByLabel('Tên nhân viên').fill(operatorName);
  await desk.getByLabel('Mật khẩu').fill('wrong-password');
  await desk.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(desk.getByRole('alert')).toHaveText('Sai tên hoặc mật khẩu.');
  await desk.getByLabel('Mật khẩu').fill(OPERATOR_PASSWORD);
  await desk.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(desk.getByText(`Đã đăng nhập: ${operatorName}`)).toBeVisible();
  const escaped = question.replace(/[?()]/g, '\\$&');
  await desk.getByRole('button', { name: new RegExp(`^Khách #[\\w-]+.*${escaped}`) }).click();
  await expect(desk.getByRole('heading', { name: /^Trò chuyện với Khách #[\w-]+$/ })).toBeVisible();
  await desk.getByLabel('Trả lời').fill('Yes: every game has a free demo.');
  await desk.getByRole('button', { name: 'Gửi' }).click();
  await expect(desk.getByRole('list', { name: 'Tin nhắn' }).getByText('Bạn ·')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Yes: every game has a free demo.'),
  ).toBeVisible();

  // the operator closes the conversation: the visitor sees it ended, still readable, and starts anew
  await desk.getByRole('button', { name: 'Đóng cuộc trò chuyện' }).click();
  await expect(desk.getByText('Cuộc trò chuyện này đã kết thúc.')).toBeVisible();
  await expect(page.getByText('This conversation has ended. You can still read it here.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await expectNoViolation(page, { bothThemes: true });
  // the console lists open conversations only, until asked for the closed ones too
  await expect(desk.getByRole('button', { name: /^Đã đóng · Khách #/ })).toHaveCount(0);
  await desk.getByLabel('Hiện các cuộc trò chuyện đã đóng').check();
  await expect(
    desk.getByRole('button', { name: /^Đã đóng · Khách #[\w-]+.*every game has a free demo/ }),
  ).toBeVisible();
  await expectNoViolation(desk, { bothThemes: true });

  await page.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(page.getByText('Say hello: customer service answers here.')).toBeVisible();
  await page.getByLabel('Your message').fill('One more question');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('button', { name: /^Khách #[\w-]+.*One more question/ })).toBeVisible();
  await operatorContext.close();
});

test('members talk in the chat room live; a script stays text; a trial account and a muted member read only', async ({
  page,
  request,
  browser,
}) => {
  const writer = await registerNewMember(page, request, { prefix: 'cr' });
  const readerContext = await browser.newContext();
  await hidePopups(readerContext, request);
  const reader = await readerContext.newPage();
  // a visitor is sent to log in; a trial account then reads the room
  await reader.goto('/chat-room');
  await expect(reader).toHaveURL(/\/login$/);
  await reader.getByRole('button', { name: 'Free play' }).click();
  await expectSignedIn(reader);
  await reader.goto('/chat-room');
  const readerLog = reader.getByRole('log', { name: 'Chat room messages' });
  await expect(reader.getByRole('note')).toHaveText(
    /^Free play accounts can read the chat room but not write in it/,
  );
  await expect(reader.getByLabel('Message', { exact: true })).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Chat room' }).click();
  const log = page.getByRole('log', { name: 'Chat room messages' });
  await expect(page.getByLabel('Message', { exact: true })).toBeVisible();
  await expectNoViolation(page, { bothThemes: true });
  const text = `<img src=x onerror="window.roomScriptRan=1"> hi from https://example.com ${Date.now().toString(36)}`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(text)).toBeVisible();
  // live to the other browser, with the writer's name masked, as text: nothing clickable, nothing run
  await expect(readerLog.getByText(text)).toBeVisible();
  await expect(readerLog.getByText(`${writer.slice(0, 2)}***${writer.slice(-1)}`).first()).toBeVisible();
  await expect(readerLog.getByRole('link')).toHaveCount(0);
  expect(await reader.evaluate(() => 'roomScriptRan' in window)).toBe(false);
  await expectNoViolation(reader);

  // the operator mutes the writer: the next message is refused and the room says why
  expect(await operatorCli('chat-room', 'mute', writer)).toEqual([`${writer} is muted in the chat room.`]);
  await page.getByLabel('Message', { exact: true }).fill('Can I still talk?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('note')).toHaveText(/^You have been muted in the chat room/);
  await expect(log.getByText('Can I still talk?')).toHaveCount(0);
  await readerContext.close();
});
