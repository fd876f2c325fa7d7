import type { RegistrationFieldRule } from '@marquee/api-client';

/**
 * Pattern ids follow the order of the patterns in spec §5 (translation keys reg_pattern_{id}), as
 * numbered by the api-client's registration pattern catalogue: 1 letters and digits with a leading
 * letter, 3 mailbox format, 5 letters plus digits both required (symbols allowed), 19 mobile number.
 * Each rule also carries its expression, written to compile with and without the `u` flag.
 */
export const PATTERN = {
  letterLeadAlphanumeric: 1,
  mailbox: 3,
  lettersAndDigits: 5,
  mobileNumber: 19,
} as const;

const PASSWORD = {
  patternId: PATTERN.lettersAndDigits,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$',
  minLength: 8,
  maxLength: 20,
};

export const REGISTRATION_RULES: RegistrationFieldRule[] = [
  {
    field: 'username',
    patternId: PATTERN.letterLeadAlphanumeric,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    required: true,
  },
  { field: 'password', ...PASSWORD, required: true },
  { field: 'verifyPwd', ...PASSWORD, required: true },
  {
    field: 'mobileNum',
    patternId: PATTERN.mobileNumber,
    acceptedPattern: '^\\+?[0-9]{6,15}$',
    minLength: 6,
    maxLength: 16,
    required: true,
  },
  {
    field: 'email',
    patternId: PATTERN.mailbox,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 6,
    maxLength: 64,
    required: false,
  },
];
