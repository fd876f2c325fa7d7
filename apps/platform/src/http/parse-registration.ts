import type {
  RegisterMobileRequest,
  RegisterRequest,
  RegistrationContext,
  RegistrationProfileFields,
} from '@marquee/api-client/contract';
import type { Agreed } from '../services/accounts/registration';
import { captchaFields, isTrue } from './route-helpers';
import { type RawInput, stringField } from './validate';

const PROFILE_FIELDS = [
  'paymentPassword',
  'payeeName',
  'fullName',
  'nickname',
  'email',
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'idNumber',
  'line',
  'zalo',
  'wechat',
  'birthday',
  'recommenderId',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const satisfies readonly (keyof RegistrationProfileFields)[];

/** Strings as typed, blanks dropped; agreeTerms/ageConfirmed checked in the handler. */
function parseProfile(raw: RawInput): RegistrationProfileFields {
  const profile: RegistrationProfileFields = {};
  for (const field of PROFILE_FIELDS) {
    const value = stringField(raw, field, 200).trim();
    if (value) profile[field] = value;
  }
  return profile;
}

function parseContext(raw: RawInput): RegistrationContext & { agreed: boolean } {
  const affiliateCode = stringField(raw, 'affiliateCode', 32).trim();
  const referralCode = stringField(raw, 'referralCode', 32).trim();
  return {
    registerUrl: stringField(raw, 'registerUrl', 2048),
    domain: stringField(raw, 'domain', 255),
    registerMethod: 'WEB',
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    agreeTerms: true,
    ageConfirmed: true,
    // the contract can only say `true`; what was actually sent is checked here
    agreed: isTrue(raw.agreeTerms) && isTrue(raw.ageConfirmed),
  };
}

export function parseRegister(raw: RawInput): Agreed<RegisterRequest> {
  const mobileNum = stringField(raw, 'mobileNum', 32).trim();
  const countryDialingCode = stringField(raw, 'countryDialingCode', 8).trim();
  const verificationCode = stringField(raw, 'verificationCode', 16).trim();
  return {
    ...parseProfile(raw),
    ...parseContext(raw),
    ...captchaFields(raw),
    username: stringField(raw, 'username', 64),
    password: stringField(raw, 'password', 128),
    verifyPwd: stringField(raw, 'verifyPwd', 128),
    ...(mobileNum ? { mobileNum } : {}),
    ...(countryDialingCode ? { countryDialingCode } : {}),
    ...(verificationCode ? { verificationCode } : {}),
  };
}

export function parseRegisterMobile(raw: RawInput): Agreed<RegisterMobileRequest> {
  const password = stringField(raw, 'password', 128);
  const verifyPwd = stringField(raw, 'verifyPwd', 128);
  return {
    ...parseProfile(raw),
    ...parseContext(raw),
    ...captchaFields(raw),
    mobileNum: stringField(raw, 'mobileNum', 32),
    countryDialingCode: stringField(raw, 'countryDialingCode', 8),
    verificationCode: stringField(raw, 'verificationCode', 16).trim(),
    ...(password ? { password } : {}),
    ...(verifyPwd ? { verifyPwd } : {}),
  };
}
