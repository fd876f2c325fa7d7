import type { MessageKind } from '@marquee/api-client';

/**
 * Each kind's title and body keys; the body takes the amount and the order number (a level-up's
 * body takes its level, which the message carries as its amount).
 */
export const MESSAGE_TEXTS = {
  DEPOSIT_CREDITED: { title: 'mc_msg_deposit_credited_title', body: 'mc_msg_deposit_credited_body' },
  DEPOSIT_FAILED: { title: 'mc_msg_deposit_failed_title', body: 'mc_msg_deposit_failed_body' },
  WITHDRAWAL_APPROVED: { title: 'mc_msg_withdrawal_approved_title', body: 'mc_msg_withdrawal_approved_body' },
  WITHDRAWAL_REJECTED: { title: 'mc_msg_withdrawal_rejected_title', body: 'mc_msg_withdrawal_rejected_body' },
  FEEDBACK_REPLY: { title: 'mc_msg_feedback_reply_title', body: 'mc_msg_feedback_reply_body' },
  UPLINE_TRANSFER_SENT: { title: 'mcup_msg_sent_title', body: 'mcup_msg_sent_body' },
  UPLINE_TRANSFER_RECEIVED: { title: 'mcup_msg_received_title', body: 'mcup_msg_received_body' },
  VIP_LEVEL_UP: { title: 'mcvip_msg_level_up_title', body: 'mcvip_msg_level_up_body' },
  CHAT_REPLY: { title: 'mc_msg_chat_reply_title', body: 'mc_msg_chat_reply_body' },
} as const satisfies Record<MessageKind, { title: string; body: string }>;
