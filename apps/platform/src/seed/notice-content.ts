import type { NoticeType } from '@marquee/api-client/contract';
import type { Random } from '../services/prng';

export interface NoticeDraft {
  type: Exclude<NoticeType, 'B'>;
  title: string;
  content: string;
}

const PLAYER_TOPICS = [
  'Scheduled system maintenance',
  'New payment channel: GCash instant deposit',
  'Withdrawal processing times during the holidays',
  'Updated terms for the weekly rebate',
  'Account security reminder',
  'New live casino tables are open',
  'Esports schedule: regional finals',
  'Lottery draw time change',
  'Mobile app update available',
  'Responsible gaming tools now in your member centre',
  'Customer service hours extended',
  'Verify your mobile number to protect your account',
] as const;

const PROMOTION_TOPICS = [
  'Welcome bonus: 100% on your first deposit',
  'Daily reload bonus for slot players',
  'Weekend cashback on live casino',
  'Refer a friend and earn together',
] as const;

const POPUP_TOPICS = ['Welcome to Marquee Demo', 'Holiday deposit bonus is live'] as const;

const HELP_TOPICS = [
  'How to register an account',
  'How to make a deposit',
  'How to withdraw your winnings',
  'Forgot your password?',
  'Setting up deposit limits',
] as const;

/** A peso amount in whole thousands, e.g. '₱25,000.00'. */
function pesos(random: Random, minThousands: number, maxThousands: number): string {
  return `₱${(random.int(minThousands, maxThousands) * 1000).toLocaleString('en-US')}.00`;
}

function playerNotice(topic: string, random: Random): string {
  const hours = random.int(1, 4);
  const day = random.int(1, 28);
  return [
    `<p>Dear members,</p>`,
    `<p>Please note: <strong>${topic}</strong>. The change applies from <strong>${day} December 2026</strong> and lasts about ${hours} hour${hours > 1 ? 's' : ''}.</p>`,
    '<ul>',
    '<li>Your balance and open bets are safe during the change.</li>',
    `<li>Deposits above ${pesos(random, 5, 50)} may take a little longer to confirm.</li>`,
    '<li>Games in progress resume where you left them.</li>',
    '</ul>',
    '<p>Questions? Read the <a href="/help">help centre</a> or contact customer service any time.</p>',
    '<p><em>Thank you for playing with Marquee Demo.</em></p>',
  ].join('');
}

function promotionNotice(topic: string, random: Random): string {
  const turnover = random.int(5, 15);
  return [
    `<p><strong>${topic}</strong></p>`,
    `<p>Claim up to <strong>${pesos(random, 1, 9)}</strong> in bonus credit this month.</p>`,
    '<ol>',
    '<li>Log in and open the activity centre.</li>',
    '<li>Press <strong>Join</strong> on this promotion.</li>',
    `<li>Meet a turnover of ${turnover}× the bonus within 7 days.</li>`,
    '</ol>',
    '<p>General terms apply. See <a href="/promotions">all promotions</a>.</p>',
  ].join('');
}

function popupNotice(topic: string): string {
  return [
    `<p><strong>${topic}</strong></p>`,
    '<p>Explore thousands of slot, live casino, sports and lottery games.</p>',
    '<ul><li>Fast deposits and withdrawals</li><li>24/7 customer service</li></ul>',
    '<p>Players must be <strong>21+</strong>. Please play responsibly.</p>',
  ].join('');
}

function helpNotice(topic: string): string {
  return [
    `<p>${topic}: a step-by-step guide.</p>`,
    '<ol><li>Open the menu at the top of the page.</li><li>Follow the on-screen steps.</li>',
    '<li>Contact customer service if anything is unclear.</li></ol>',
    '<p>More answers in the <a href="/help">help centre</a>.</p>',
  ].join('');
}

export function noticeDrafts(random: Random): NoticeDraft[] {
  return [
    ...PLAYER_TOPICS.map((title) => ({ type: 'PL' as const, title, content: playerNotice(title, random) })),
    ...POPUP_TOPICS.map((title) => ({ type: 'PU' as const, title, content: popupNotice(title) })),
    ...PROMOTION_TOPICS.map((title) => ({
      type: 'PR' as const,
      title,
      content: promotionNotice(title, random),
    })),
    ...HELP_TOPICS.map((title) => ({ type: 'H' as const, title, content: helpNotice(title) })),
  ];
}
