import type {
  AccountSecurity,
  AddBankAccountRequest,
  Bank,
  BankAccount,
  BindCodeResponse,
  BindEmailCodeRequest,
  BindEmailRequest,
  BindMobileCodeRequest,
  BindMobileRequest,
  BirthdayRequest,
  BrandAvatar,
  BrandAvatarsQuery,
  ChooseAvatarRequest,
  GoogleAuthCodeRequest,
  GoogleAuthSetup,
  NicknameRequest,
  PaymentPasswordRequest,
  RealNameRequest,
  RemoveBankAccountRequest,
  SignInsResponse,
} from './account-security-types';
import { endpoint } from './endpoint';
import type { MemberIconResponse } from './member-types';

/**
 * My account's calls (member centre securityCenter), a table of their own beside `api`: only the
 * lazily loaded member centre calls them, so the startup bundle does not carry them. The platform
 * mounts them and guards them like the calls of `api`.
 */
export const securityApi = {
  overview: endpoint<void, AccountSecurity>('GET', '/wps/member/security', { token: true }),
  nickname: endpoint<NicknameRequest, null>('PUT', '/wps/member/security/nickname', { token: true }),
  /** the avatars of the brand's set, named in `language` */
  avatars: endpoint<BrandAvatarsQuery, BrandAvatar[]>('GET', '/wps/member/info/icons', { token: true }),
  /** answers the chosen avatar as member.icon does from then on */
  chooseAvatar: endpoint<ChooseAvatarRequest, MemberIconResponse>('PUT', '/wps/member/info/icon', {
    token: true,
  }),
  /** set once */
  realName: endpoint<RealNameRequest, null>('PUT', '/wps/member/security/real-name', { token: true }),
  /** set once */
  birthday: endpoint<BirthdayRequest, null>('PUT', '/wps/member/security/birthday', { token: true }),
  /** sets it, or changes it with the old one */
  paymentPassword: endpoint<PaymentPasswordRequest, null>('PUT', '/wps/member/security/payment-password', {
    token: true,
    encrypted: true,
  }),
  /** the brand's banks and e-wallets an account can be added from */
  banks: endpoint<void, Bank[]>('GET', '/wps/member/security/banks', { token: true }),
  bankAccounts: endpoint<void, BankAccount[]>('GET', '/wps/member/security/bank-accounts', { token: true }),
  addBankAccount: endpoint<AddBankAccountRequest, BankAccount>('POST', '/wps/member/security/bank-accounts', {
    token: true,
    encrypted: true,
  }),
  // a POST: the payment password must not travel in a DELETE's query string
  removeBankAccount: endpoint<RemoveBankAccountRequest, null>(
    'POST',
    '/wps/member/security/bank-accounts/remove',
    {
      token: true,
      encrypted: true,
    },
  ),
  signIns: endpoint<void, SignInsResponse>('GET', '/wps/member/security/sign-ins', { token: true }),
  /** a new pending secret; a first code binds it */
  googleAuthSetup: endpoint<void, GoogleAuthSetup>('POST', '/wps/member/security/google-auth/setup', {
    token: true,
  }),
  googleAuthBind: endpoint<GoogleAuthCodeRequest, null>('POST', '/wps/member/security/google-auth', {
    token: true,
  }),
  googleAuthUnbind: endpoint<GoogleAuthCodeRequest, null>('POST', '/wps/member/security/google-auth/unbind', {
    token: true,
  }),
  mobileCode: endpoint<BindMobileCodeRequest, BindCodeResponse>('POST', '/wps/member/security/mobile/code', {
    token: true,
  }),
  /** a code to the number bound now, which changing it asks for */
  currentMobileCode: endpoint<void, BindCodeResponse>('POST', '/wps/member/security/mobile/current-code', {
    token: true,
  }),
  // encrypted: a change carries the member's password
  bindMobile: endpoint<BindMobileRequest, null>('PUT', '/wps/member/security/mobile', {
    token: true,
    encrypted: true,
  }),
  emailCode: endpoint<BindEmailCodeRequest, BindCodeResponse>('POST', '/wps/member/security/email/code', {
    token: true,
  }),
  /** a code to the address bound now, which changing it asks for */
  currentEmailCode: endpoint<void, BindCodeResponse>('POST', '/wps/member/security/email/current-code', {
    token: true,
  }),
  bindEmail: endpoint<BindEmailRequest, null>('PUT', '/wps/member/security/email', {
    token: true,
    encrypted: true,
  }),
} as const;
