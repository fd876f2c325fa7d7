import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerNewMember, uniqueMobile } from './accounts';
import { expectNoViolation } from './axe';
import { memberCentre, setPaymentPassword } from './member-centre';
import { test } from './new-visitor';
import { clockOffset, latestSmsCode } from './platform';

test('my account: real name, payment password, a bank account, Google Authenticator, the sign-ins and a change of mobile', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(240_000);
  const mobile = uniqueMobile();
  const username = await registerNewMember(page, request, { prefix: 'ma', mobile });
  await page.goto('/member/securityCenter');
  const dialog = memberCentre(page);
  // a cold load of the member centre's chunk and texts on a busy machine
  await expect(dialog.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible({
    timeout: 30_000,
  });
  const profile = dialog.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(username)).toBeVisible({ timeout: 30_000 });

  // no bank account before the real name
  await expect(dialog.getByText('Please set your real name first')).toBeVisible();
  const realName = dialog.getByRole('form', { name: 'Set your real name' });
  await realName.getByLabel('Real name').fill('J4n');
  await realName.getByRole('button', { name: 'Save real name' }).click();
  await expect(realName.getByText('Real name format is incorrect')).toBeVisible();
  await realName.getByLabel('Real name').fill('Juan Dela Cruz');
  await realName.getByRole('button', { name: 'Save real name' }).click();
  await expect(profile.getByText('Juan Dela Cruz')).toBeVisible();
  await expect(realName).toHaveCount(0);

  // an avatar of the brand's set, chosen with the keyboard: the header shows it at once and after a reload
  const headerAvatar = page.locator('.mq-auth-account__avatar');
  const avatarForm = dialog.getByRole('form', { name: 'Choose an avatar' });
  await avatarForm.getByRole('radio', { name: 'Fox' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(avatarForm.getByRole('radio', { name: 'Owl' })).toBeChecked();
  await avatarForm.getByRole('button', { name: 'Save avatar' }).click();
  await expect(avatarForm.getByRole('status')).toHaveText('Saved');
  await expect(headerAvatar).toHaveAttribute('src', '/avatars/owl.svg');
  await page.reload();
  await expect(headerAvatar).toHaveAttribute('src', '/avatars/owl.svg', { timeout: 30_000 });
  await expect(
    dialog.getByRole('form', { name: 'Choose an avatar' }).getByRole('radio', { name: 'Owl' }),
  ).toBeChecked({
    timeout: 30_000,
  });

  await setPaymentPassword(dialog);

  const addAccount = dialog.getByRole('form', { name: 'Add account' });
  await addAccount.getByLabel('Bank or e-wallet').selectOption({ label: 'BDO Unibank' });
  await expect(addAccount.getByLabel('Account holder name')).toHaveValue('Juan Dela Cruz');
  await addAccount.getByLabel('Account holder name').fill('Pedro Penduko');
  await addAccount.getByLabel('Account number').fill('1234567890');
  await addAccount.getByRole('button', { name: 'Add account' }).click();
  await expect(addAccount.getByText('The account name must be your real name')).toBeVisible();
  await addAccount.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await addAccount.getByRole('button', { name: 'Add account' }).click();
  const accounts = dialog.getByRole('list', { name: 'Bank accounts and e-wallets' });
  await expect(accounts.getByText('BDO Unibank')).toBeVisible();
  await expect(accounts.getByText('******7890')).toBeVisible();

  await dialog.getByRole('button', { name: 'Set up Google Authenticator' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for Google Authenticator' })).toBeVisible();
  const secret = (await dialog.locator('.mq-mc-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const bind = dialog.getByRole('form', { name: 'Bind authenticator' });
  await bind.getByLabel('Authenticator code').fill('000000');
  await bind.getByRole('button', { name: 'Bind authenticator' }).click();
  await expect(bind.getByText('Invalid or expired verification code')).toBeVisible();
  // the code the app would show now, by the platform's clock
  const code = TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + (await clockOffset(request)),
  });
  await bind.getByLabel('Authenticator code').fill(code);
  await bind.getByRole('button', { name: 'Bind authenticator' }).click();
  await expect(dialog.getByText('Google Authenticator is bound.', { exact: false })).toBeVisible();

  const signIns = dialog.getByRole('table', { name: 'Sign-ins shown: 1' });
  const row = signIns.getByRole('row').nth(1);
  // the journey's browser comes from its own address (new-visitor.ts)
  await expect(row.getByRole('cell', { name: extraHTTPHeaders?.['x-forwarded-for'] })).toBeVisible();
  await expect(row.getByRole('cell', { name: /Chrome/ })).toBeVisible();

  // a session alone cannot move where codes go: a change takes the password and a code sent to
  // the number bound now, then the new number's own code
  const change = dialog.getByRole('form', { name: 'Change mobile' });
  await change.getByLabel('Login or payment password').fill('Secret123');
  await change.getByRole('button', { name: /^Send code to / }).click();
  await expect(change.getByText(/^A code was sent/)).toBeVisible();
  await change.getByLabel(/^Code sent to /).fill(await latestSmsCode(request, mobile));
  const newMobile = uniqueMobile();
  await change.getByLabel('Mobile number').fill(newMobile);
  await change.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(change.getByText(/^A code was sent/)).toHaveCount(2);
  await change.getByLabel('Verification code').fill(await latestSmsCode(request, newMobile));
  await change.getByRole('button', { name: 'Change mobile' }).click();
  await expect(change.getByText('Saved', { exact: true })).toBeVisible();

  await expectNoViolation(page, { include: '[role="dialog"]' });
});
