import type { ChatErrorCode } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';

export interface ChatMessageItemProps {
  mine: boolean;
  text: string;
  /** ISO 8601; absent while the message is not stored yet */
  at?: string;
  /** the member's own messages: where the message stands */
  state?: 'queued' | 'sending' | 'sent' | 'read';
  error?: ChatErrorCode | undefined;
}

const STATE_KEYS = {
  queued: 'chat_queued',
  sending: 'chat_sending',
  sent: 'chat_sent',
  read: 'chat_read',
} as const;

/** One message. Its text is rendered as text: markup a member or operator typed stays visible as typed. */
export function ChatMessageItem({ mine, text, at, state, error }: ChatMessageItemProps) {
  const { t, i18n } = useTranslation();
  const time = at
    ? new Date(at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : null;
  return (
    <li className={mine ? 'mq-chat__message mq-chat__message--mine' : 'mq-chat__message'}>
      <span className="mq-chat__meta">
        {mine ? t('chat_you') : t('chat_operator')}
        {time && ` · ${time}`}
      </span>
      <span className="mq-chat__text">{text}</span>
      {mine && (error || state) && (
        <span className={error ? 'mq-chat__state mq-chat__state--failed' : 'mq-chat__state'}>
          {error ? t('chat_failed') : state && t(STATE_KEYS[state])}
        </span>
      )}
    </li>
  );
}
