/**
 * The platform's player-facing failures, by code. A fail envelope carrying one of these has the
 * code, its params and, as `message`, the English text below with the params inserted: consumers
 * that do not translate still have a sentence, while the web app translates the code into the
 * player's language. API misuse (malformed requests, development routes) answers without a code.
 *
 * `{name}` marks where a param goes. The FIELD_ codes come from a registration field rule and carry
 * `field`, `patternId`, `min` and `max`, so a client can word them as its own form does.
 */
export const ERROR_MESSAGES = {
  NOT_LOGGED_IN: 'You are not logged in, please login',
  // one message for an unknown name and a wrong password: the answer must not tell which it was
  WRONG_CREDENTIALS: 'Incorrect username or password',
  TOO_MANY_ATTEMPTS: 'Too many attempts, please retry after 5 minutes',
  CAPTCHA_NEEDED: 'Please enter the captcha',
  CAPTCHA_WRONG: 'Incorrect captcha, please enter the captcha again',
  TOO_MANY_SMS: 'Too many requests, please retry after 5 minutes',
  TOO_MANY_RESETS: 'Too many reset requests, please retry after 15 minutes',
  TOO_MANY_TRIALS: 'Too many free play accounts from this address, please retry in an hour',
  INVALID_CODE: 'Invalid or expired verification code',
  PHONE_FORMAT: 'Phone number format is incorrect',
  CHALLENGE_EXPIRED: 'Verification expired, please log in again',
  TOO_MANY_CHALLENGES: 'Too many sign-in verifications, please retry in an hour',
  MOBILE_TAKEN: 'Mobile number already registered',
  USERNAME_TAKEN: 'Username already exists',
  IDENTITY_TAKEN: 'This account is already linked to another Marquee ID',
  LOGIN_FAILED: 'Login failure. Please try again.',
  CONFIRM_MISMATCH: 'Incorrect confirmation input',
  BAD_INVITATION: 'Invalid invitation code',
  BAD_REFERRAL_CODE: 'This referral code does not exist',
  TERMS_REQUIRED: 'Please agree to the terms and confirm your age',
  OLD_PASSWORD_REQUIRED: 'Please enter your old password',
  WRONG_OLD_PASSWORD: 'Incorrect old password',
  SAME_PASSWORD: 'The new password must differ from the old one',
  PASSWORD_CHANGE_PENDING: 'Please change your password to continue',
  RESET_CODE_INVALID: 'This reset link has expired or has already been used',
  FIELD_REQUIRED: 'Please enter your {field}',
  FIELD_LENGTH: 'Please fill in your {field} with {min} - {max} characters',
  FIELD_FORMAT: '{field} format is incorrect',
  FEATURE_OFF: 'Not available: {flag} is off',
  // codes the platform could not send: no mail or SMS gateway configured, or the gateway failed
  DELIVERY_UNAVAILABLE: 'Codes cannot be sent this way right now, please contact customer service',
  DELIVERY_FAILED: 'The code could not be sent, please try again in a moment',
  GAME_MAINTENANCE: 'This game is under maintenance',
  GAME_SESSION_ENDED: 'The game session has ended, please launch the game again',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  // a trial (free play) account may browse but not start a real-money action
  TRIAL_ACCOUNT: 'Please Register An Account First',
  // a visitor's fun play: too many launches from one address, or a fun game without fun mode
  FUN_PLAY_TOO_MANY: 'Too many fun games from this address, please retry in {minutes} minutes',
  FUN_PLAY_UNAVAILABLE: 'This game has no fun play, please log in to play',
  // the members' chat room
  CHAT_ROOM_MUTED: 'You are muted in the chat room',
  CHAT_ROOM_TOO_FAST: 'Too fast, please wait {seconds} seconds',
  CHAT_ROOM_LENGTH: 'Write 1 to {max} characters',
  DRAW_NOT_FOUND: 'This draw does not exist',
  DRAW_CLOSED: 'Betting on this draw has closed, your numbers are kept for the next draw',
  LOTTERY_NUMBERS: 'These numbers do not fit the play type',
  LOTTERY_STAKE: 'The stake must be from {min} to {max}',
  NUMBER_LIMIT: 'The stakes on {number} would be above the limit of {limit} for this draw',
  DRAW_LIMIT: 'Your stakes on this draw would be above the limit of {limit}',
  UNKNOWN_CHANNEL: 'This payment channel is not available',
  AMOUNT_BELOW_MIN: 'The minimum amount is {min}',
  AMOUNT_ABOVE_MAX: 'The maximum amount is {max}',
  TOO_MANY_PENDING_DEPOSITS: 'You already have {max} deposits waiting for payment',
  AFFILIATE_PENDING: 'Your affiliate application is already waiting for a decision',
  ALREADY_AGENT: 'You are already an agent',
  FEEDBACK_WORDS: 'Please write from {min} to {max} words',
  SCREENSHOT_TYPE: 'The screenshot must be a PNG or JPG image',
  SCREENSHOT_SIZE: 'The screenshot must be at most {max} MB',
  // any uploaded image (screenshot or proof)
  IMAGE_PIXELS: 'The image must be at most {max} megapixels',
  UPLOAD_RATE: 'Too many images uploaded, please retry in an hour',
  UPLOAD_STORAGE: 'Your stored images would be above the limit of {max} MB',
  // my account
  NICKNAME_FORMAT:
    'The nickname must be 1 to {max} characters, without control or direction characters or < >',
  REAL_NAME_FORMAT: 'Real name format is incorrect',
  REAL_NAME_ALREADY_SET: 'Your real name is already set and cannot be changed',
  REAL_NAME_REQUIRED: 'Please set your real name first',
  BIRTHDAY_FORMAT: 'Please enter a valid date of birth (at least {min} years old)',
  BIRTHDAY_ALREADY_SET: 'Your birthday is already set and cannot be changed',
  PAYMENT_PASSWORD_FORMAT: 'The payment password must be 6 digits',
  PAYMENT_PASSWORD_NOT_SET: 'Please set a payment password first',
  OLD_PAYMENT_PASSWORD_REQUIRED: 'Please enter your current payment password',
  WRONG_PAYMENT_PASSWORD: 'Incorrect payment password',
  WRONG_PASSWORD: 'Incorrect password',
  INVALID_CURRENT_CODE: 'Invalid or expired code from your current contact',
  UNKNOWN_BANK: 'This bank is not available',
  UNKNOWN_AVATAR: 'This avatar is not available',
  ACCOUNT_NUMBER_FORMAT: 'The account number must be 6 to 30 digits',
  ACCOUNT_NAME_MISMATCH: 'The account name must be your real name',
  TOO_MANY_BANK_ACCOUNTS: 'You can bind at most {max} accounts',
  BANK_ACCOUNT_TAKEN: 'This account is already bound',
  GOOGLE_AUTH_BOUND: 'Google Authenticator is already bound',
  GOOGLE_AUTH_NOT_BOUND: 'Google Authenticator is not bound',
  EMAIL_TAKEN: 'This email address is already bound to another account',
  VENDOR_MAINTENANCE:
    'This game vendor is under maintenance, its wallet cannot be transferred to or from now',
  // withdrawals
  BANK_ACCOUNT_REQUIRED: 'Please add a bank account first',
  WAGERING_LEFT: 'Please place valid bets of {left} more before withdrawing',
  WITHDRAWAL_DAILY_COUNT: 'You have made the {max} withdrawals allowed today',
  WITHDRAWAL_DAILY_AMOUNT: 'You can withdraw at most {left} more today',
  WITHDRAWAL_NOT_CONFIRMABLE: 'This withdrawal cannot be confirmed now',
  WITHDRAWAL_HELD: 'Withdrawals are held until {until} after a change of your mobile number or email',
  PROOF_REQUIRED: 'Please attach a proof image (PNG or JPG)',
  PROOF_TYPE: 'The proof must be a PNG or JPG image',
  PROOF_SIZE: 'The proof image must be at most {max} MB',
  RECEIVED_AMOUNT: 'The amount received must be less than the withdrawal',
  // betting and account records
  RECORD_END_BEFORE_START: 'The end date is before the start date',
  RECORD_RANGE_TOO_LONG: 'Records go back at most {max} days',
  RECORD_PAGE_PAST_LAST: 'No page {page}, the last is {last}',
  // transfer to upline
  // no upline, or the brand does not let this member transfer to it
  NO_UPLINE: 'You cannot transfer to an upline',
  // money under a wagering requirement stays with the member, as it does for a withdrawal
  UPLINE_WAGERING_LEFT: 'Please place valid bets of {left} more before transferring to your upline',
  // reward centre
  REWARD_ALREADY_CLAIMED: 'This reward has already been claimed',
  REWARD_EXPIRED: 'This reward can no longer be claimed',
  // bonus details: a completed or already forfeited bonus has nothing left to give up
  BONUS_NOT_ACTIVE: 'This bonus can no longer be forfeited',
  // missions
  MISSION_NOT_COMPLETE: 'This mission is not complete yet',
  // promotions
  PROMOTION_NOT_OPEN: 'This promotion is not running',
  PROMOTION_WRONG_KIND: 'This promotion does not take part this way',
  PROMOTION_ALREADY_ENTERED: 'You have already taken part in this promotion',
  PROMOTION_NOT_JOINED: 'Please join this promotion first',
  PROMOTION_NOT_REACHED: 'The target of this promotion is not reached yet',
  PROMOTION_NOT_ISSUED: 'This promotion has no reward for you to claim yet',
  PROMOTION_REMARK_LENGTH: 'The remark must be at most {max} characters',
  PROMOTION_IMAGE_COUNT: 'Please attach at most {max} images',
  PROMOTION_IMAGE_TYPE: 'Each image must be a PNG or JPG image',
  PROMOTION_IMAGE_SIZE: 'Each image must be at most {max} MB',
  PROMOTION_VIP_LEVEL: 'This promotion is for VIP level {level} and above',
  PROMOTION_NEW_MEMBERS_ONLY: 'This promotion is for members who joined in the last {days} days',
  PROMOTION_ALREADY_SIGNED: 'You have already signed in today',
  PROMOTION_NO_TICKET: 'You have no raffle ticket left',
  PROMOTION_MONTH_OUTSIDE: 'This month is outside the promotion',
  // point mall: the points and the stock are taken in one step, so neither goes below zero
  POINTS_NOT_ENOUGH: 'You do not have enough points',
  POINT_ITEM_OUT_OF_STOCK: 'This item is out of stock',
  POINT_ITEM_LIMIT: 'You can redeem at most {max} of this item',
  POINT_ITEM_ADDRESS: 'Please enter a receiving address and mobile number',
  POINT_CONVERT_MIN: 'Please convert at least {min} points',
  // agent centre: only an agent sees a team, and only their own
  NOT_AN_AGENT: 'Non-agents cannot open the agent centre',
  NOT_IN_TEAM: 'This member is not in your team',
  NOT_DIRECT_DOWNLINE: 'You can transfer only to your direct downlines',
  TOO_MANY_DOWNLINE_REGISTRATIONS: 'You can register at most {max} accounts an hour',
  // as for a transfer to the upline: money under a wagering requirement stays with the agent
  TEAM_WAGERING_LEFT: 'Please place valid bets of {left} more before transferring to your team',
  // agent contracts: a downline's rate never exceeds its upline's, and each offer is answered once
  CONTRACT_NOT_AGENT: 'A contract can be offered only to a downline agent',
  CONTRACT_NOT_DIRECT: 'You can offer contracts only to your direct downlines',
  CONTRACT_UPLINE_HAS_NONE: 'You have no contract of this kind to share',
  CONTRACT_RATE_RANGE: 'A rate must be between 0% and 100%',
  CONTRACT_RATE_ABOVE_UPLINE: 'A rate cannot be higher than your own ({max}%)',
  CONTRACT_TIERS_OVERLAP: 'Each tier must need more than the tier before it',
  CONTRACT_PERIOD_NOT_UPLINES: 'The dividend period must be your own ({period})',
  CONTRACT_OFFER_PENDING: 'An offer of this kind is already waiting for an answer',
  CONTRACT_NONE_TO_END: 'There is no contract of this kind to end',
  CONTRACT_NOT_FOUND: 'This contract was not found',
  CONTRACT_ALREADY_DECIDED: 'This offer has already been answered',
  // play safe: a limit's refusal says how much is left and when the period starts again
  DEPOSIT_LIMIT_REACHED: 'Your deposit limit leaves {left} until {resets}',
  LOSS_LIMIT_REACHED: 'Your loss limit leaves {left} until {resets}',
  WAGER_LIMIT_REACHED: 'Your wager limit leaves {left} until {resets}',
  SESSION_TIME_LIMIT: 'Your session time limit of {minutes} minutes is reached, please sign in again to play',
  PLAY_LIMIT_POSITIVE: 'A limit must be more than 0',
  PLAY_LIMIT_WHOLE: 'A limit can have at most two decimals',
  PLAY_LIMIT_MAX: 'A limit can be at most {max}',
  PLAY_LIMIT_MAX_MINUTES: 'A session limit can be at most {max} minutes',
  PLAY_LIMIT_NO_PENDING: 'This limit has no change waiting',
  PLAY_LIMIT_NOT_YET: 'This change can be confirmed from {from}',
  // a time-out or self-exclusion: what it closes, and until when
  PLAY_PAUSED: 'Your account is closed to play until {until}',
  PLAY_CLOSED_REOPEN: 'Your self-exclusion has ended; ask to reopen your account to play again',
  SIGNED_OUT_FOR_BREAK: 'You were signed out because a time-out or self-exclusion started; it ends {until}',
  EXCLUSION_IN_FORCE: 'A time-out or self-exclusion is already in force until {until}',
  EXCLUSION_NOT_ENDED: 'Your self-exclusion has not ended yet',
  REGISTRATION_EXCLUDED: 'This mobile number or email is self-excluded until {until}',
  DOWNLINE_EXCLUDED: 'This member is in a time-out or self-exclusion and cannot receive transfers',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The params that are sums of money, by code: the platform sends them in major units as a plain
 * decimal ("200.00"), so its English message stays readable without a brand, and a client that
 * translates writes them with the brand's currency as its forms write money ("₱200.00").
 */
export const ERROR_MONEY_PARAMS = {
  LOTTERY_STAKE: ['min', 'max'],
  NUMBER_LIMIT: ['limit'],
  DRAW_LIMIT: ['limit'],
  AMOUNT_BELOW_MIN: ['min'],
  AMOUNT_ABOVE_MAX: ['max'],
  WAGERING_LEFT: ['left'],
  WITHDRAWAL_DAILY_AMOUNT: ['left'],
  UPLINE_WAGERING_LEFT: ['left'],
  TEAM_WAGERING_LEFT: ['left'],
  DEPOSIT_LIMIT_REACHED: ['left'],
  LOSS_LIMIT_REACHED: ['left'],
  WAGER_LIMIT_REACHED: ['left'],
  PLAY_LIMIT_MAX: ['max'],
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>;

/** Whether a param of a code is a sum of money (ERROR_MONEY_PARAMS). */
export function isMoneyParam(code: ErrorCode, name: string): boolean {
  const names: readonly string[] | undefined = (
    ERROR_MONEY_PARAMS as Partial<Record<ErrorCode, readonly string[]>>
  )[code];
  return names?.includes(name) ?? false;
}

/** Values inserted into a coded failure's message, e.g. `{ field: 'password', min: 8, max: 20 }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** What a fail envelope adds to its message when the failure is one of ERROR_MESSAGES. */
export interface CodedFailure {
  code: ErrorCode;
  params?: ErrorParams;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/**
 * The English sentence of a code with its params inserted; a sentence starts with a capital, so
 * "{field} format is incorrect" reads "Email format is incorrect". A missing param stays visible
 * as `{name}` rather than vanishing.
 */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  const text = ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}
