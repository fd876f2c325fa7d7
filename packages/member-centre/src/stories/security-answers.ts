import { bankAccount, banks, brandAvatars, security } from '../test/fixtures';

/** My account's answers in every story: a member with a real name, a payment password and one account. */
export const SECURITY_ANSWERS = {
  '/wps/member/security': security,
  '/wps/member/info/icons': brandAvatars,
  '/wps/member/info/icon': { iconUrl: '/avatars/owl.svg' },
  '/wps/member/security/banks': banks,
  '/wps/member/security/bank-accounts': [bankAccount()],
  '/wps/member/security/sign-ins': {
    signIns: [
      {
        at: '2026-03-01T10:00:00.000Z',
        ip: '203.0.113.7',
        device: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      },
      {
        at: '2026-03-01T09:00:00.000Z',
        ip: '198.51.100.2',
        device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari',
      },
    ],
  },
} as const;
