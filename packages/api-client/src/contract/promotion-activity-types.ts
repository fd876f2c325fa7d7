/** A daily sign-in's reward: credited once the streak reaches `days` signed brand days. */
export interface SignInStep {
  days: number;
  /** minor units, under the brand's wagering rule for promotions */
  amount: number;
}

/**
 * What a missed brand day does to a sign-in streak: RESET starts it over at the next sign-in; KEEP
 * keeps counting every signed day of the period.
 */
export type MissedDayRule = 'RESET' | 'KEEP';

/** A SIGN_IN promotion's page: the month around today, the member's sign-ins and the streak table. */
export interface PromotionSignIn {
  /** the brand day now (YYYY-MM-DD) */
  today: string;
  /** the promotion's first and last brand days */
  firstDay: string;
  lastDay: string;
  /** the brand days of today's month the member signed, ascending (a visitor's: none) */
  signed: string[];
  /** the days counting towards the steps, today included when signed */
  streak: number;
  missedDay: MissedDayRule;
  /** ascending by `days` */
  steps: SignInStep[];
}

/** A month of a SIGN_IN promotion's calendar other than today's: `month` is YYYY-MM. */
export interface SignInMonthQuery {
  id: number;
  month: string;
}

export interface SignInMonth {
  month: string;
  /** the brand days of the month the member signed in this promotion, ascending */
  signed: string[];
}

/** Whether `month` (YYYY-MM) is a real month: the calendar and the platform check the same way. */
export function isCalendarMonth(month: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export interface SignInReward {
  days: number;
  amount: number;
  /** valid bets to place before the reward counts as withdrawable */
  wageringRequired: number;
}

/** A raffle's prize: `weight` out of the table's total weight is its chance. */
export interface RafflePrize {
  /** minor units credited, under the brand's wagering rule for promotions */
  amount: number;
  weight: number;
}

export interface RaffleDraw {
  /** the member's ticket number in this raffle, from 1 */
  ticket: number;
  /** the prize's index in the table */
  prize: number;
  amount: number;
  wageringRequired: number;
  drawnAt: string;
}

/** A RAFFLE promotion's page: the ticket rule, the member's tickets and draws, the prize table. */
export interface PromotionRaffle {
  /** minor units of credited deposits within the period that earn one ticket */
  depositPerTicket: number;
  /** the member's credited deposits within the period so far */
  deposited: number;
  tickets: number;
  /** tickets not yet drawn */
  ticketsLeft: number;
  prizes: RafflePrize[];
  /** the member's latest draws, newest first (at most RAFFLE_DRAWS_LISTED) */
  draws: RaffleDraw[];
}
