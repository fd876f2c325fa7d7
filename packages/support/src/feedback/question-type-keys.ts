import type { FeedbackQuestionType } from '@marquee/api-client';

export const QUESTION_TYPE_KEYS = {
  DEPOSIT: 'feedback_type_deposit',
  WITHDRAWAL: 'feedback_type_withdrawal',
  GAME: 'feedback_type_game',
  ACCOUNT: 'feedback_type_account',
  PROMOTION: 'feedback_type_promotion',
  OTHER: 'feedback_type_other',
} as const satisfies Record<FeedbackQuestionType, string>;
