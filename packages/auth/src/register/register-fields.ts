import type { RegistrationFieldRule } from '@marquee/api-client';

/** Translation key of each field the registration rules may name. */
export const FIELD_LABEL_KEYS: Readonly<Record<string, string>> = {
  username: 'username',
  password: 'password',
  paymentPassword: 'payment_password',
  mobileNum: 'mobile_number',
  mobile: 'mobile_number',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'real_name',
  fullName: 'full_name',
  qqNum: 'qq_number',
  whatsapp: 'whatsapp_account',
  facebook: 'facebook_account',
  telegram: 'telegram_account',
  idNumber: 'id_number',
  line: 'line_account',
  zalo: 'zalo_account',
  wechat: 'wechat_account',
  birthday: 'birthday',
  recommenderId: 'recommender_id',
  affiliateCode: 'invitation_code',
  referralCode: 'referral_code',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
};

const PASSWORD_FIELDS = new Set(['password', 'paymentPassword']);
const MOBILE_FIELDS = new Set(['mobileNum', 'mobile']);

export function isPasswordField(field: string): boolean {
  return PASSWORD_FIELDS.has(field);
}

export function isMobileField(field: string): boolean {
  return MOBILE_FIELDS.has(field);
}

export type RegisterMode = 'username' | 'mobile';

/**
 * The fields a registration form shows, in the server's order. Unknown names are skipped (there
 * is no label for them and the contract would not carry them). The mobile form has its own
 * number, code and password handling, so those rules are dropped from the list there.
 */
export function formFields(
  rules: readonly RegistrationFieldRule[],
  mode: RegisterMode,
  withPassword: boolean,
): RegistrationFieldRule[] {
  return rules.filter((rule) => {
    if (!(rule.field in FIELD_LABEL_KEYS)) return false;
    if (mode === 'username') return true;
    if (rule.field === 'username' || isMobileField(rule.field)) return false;
    if (rule.field === 'password') return withPassword;
    return true;
  });
}
