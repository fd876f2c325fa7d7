import { useTranslation } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useEffect, useRef } from 'react';
import { ChatComposer } from './chat-composer';
import type { CreateChatSocket } from './chat-connection';
import { ChatMessageItem } from './chat-message-item';
import { useChatConnection } from './use-chat-connection';

/** The brand's customer-service hours, told to a player who writes while no operator is online. */
export interface ChatServiceHours {
  /** local times as the brand writes them, e.g. 09:00 and 21:00 */
  opens: string;
  closes: string;
  /** the zone those times are in, as players read it (GMT+8) */
  timeZone: string;
  /** how long a message left outside the hours waits for its reply at most */
  replyWithinHours: number;
}

export interface LiveChatProps {
  /** the chat socket's ws(s): address (the shell knows the platform's origin) */
  socketUrl: string;
  /** when given, the offline notice says when service is open and when and where the reply comes */
  serviceHours?: ChatServiceHours;
  /** whether the platform can mail a member (the permission's mailDelivery); absent: it can */
  mailDelivery?: boolean;
  /** tests and stories give a fake socket */
  createSocket?: CreateChatSocket;
}

/**
 * The chat: a signed-in member's own conversation, or a visitor's guest conversation (a member who
 * signs in gets a fresh connection, to the member's conversation).
 */
export function LiveChat(props: LiveChatProps) {
  const token = useSessionToken();
  return <LiveChatSession key={token ?? 'guest'} token={token} {...props} />;
}

function LiveChatSession({
  socketUrl,
  createSocket,
  serviceHours,
  mailDelivery = true,
  token,
}: LiveChatProps & { token: string | null }) {
  const { t } = useTranslation();
  const { connection, state } = useChatConnection(socketUrl, token, createSocket);
  const list = useRef<HTMLOListElement>(null);
  const lastOperatorId = state.messages.findLast((message) => message.sender === 'OPERATOR')?.id ?? 0;
  const count = state.messages.length + state.pending.length;
  const online = state.status === 'online';

  // read marks go only over a signed-in socket, so the mark is sent again once it is back
  useEffect(() => {
    if (online && lastOperatorId > 0 && document.visibilityState === 'visible')
      connection.read(lastOperatorId);
  }, [connection, lastOperatorId, online]);

  useEffect(() => {
    const element = list.current;
    if (count > 0 && element) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <section className="mq-page-column mq-chat" aria-labelledby="mq-chat-title">
      <h1 id="mq-chat-title" className="mq-chat__title">
        {state.queue === 'VIP' ? t('chat_title_vip') : t('chat_title')}
      </h1>
      <div role="status" className="mq-chat__notices">
        {state.status === 'connecting' && <p className="mq-chat__notice">{t('chat_connecting')}</p>}
        {state.status === 'reconnecting' && <p className="mq-chat__notice">{t('chat_reconnecting')}</p>}
        {state.status === 'signed-out' && <p className="mq-chat__notice">{t('chat_signed_out')}</p>}
        {state.status === 'guest-limit' && <p className="mq-chat__notice">{t('chat_guest_limit')}</p>}
        {state.status === 'unavailable' && <p className="mq-chat__notice">{t('chat_unavailable')}</p>}
        {online && state.operatorOnline === false && !state.closed && (
          <div className="mq-chat__notice">
            <p>{t('chat_offline')}</p>
            {serviceHours && (
              <>
                <p>
                  {t('chat_service_hours', {
                    opens: serviceHours.opens,
                    closes: serviceHours.closes,
                    timeZone: serviceHours.timeZone,
                  })}
                </p>
                <p>{t('chat_reply_time', { hours: serviceHours.replyWithinHours })}</p>
              </>
            )}
            <p>
              {/* the platform notes a member's reply in their Messages and mails it when it can; a visitor's waits here */}
              {token
                ? t(mailDelivery ? 'chat_reply_where_member_mail' : 'chat_reply_where_member')
                : t('chat_reply_where')}
            </p>
          </div>
        )}
        {state.closed && <p className="mq-chat__notice">{t('chat_closed')}</p>}
      </div>
      <ol
        ref={list}
        className="mq-chat__messages mq-stack-list"
        aria-label={t('chat_messages')}
        aria-live="polite"
      >
        {count === 0 && online && <li className="mq-chat__empty">{t('chat_empty')}</li>}
        {state.messages.map((message) => {
          const mine = message.sender === 'MEMBER';
          return (
            <ChatMessageItem
              key={message.id}
              mine={mine}
              text={message.text}
              at={message.at}
              {...(mine ? { state: message.id <= state.peerReadId ? 'read' : 'sent' } : {})}
            />
          );
        })}
        {state.pending.map((message) => (
          <ChatMessageItem
            key={message.clientId}
            mine
            text={message.text}
            state={online ? 'sending' : 'queued'}
            error={message.error}
          />
        ))}
      </ol>
      <p className="mq-chat__typing" aria-live="polite">
        {state.peerTyping ? t('chat_typing') : ''}
      </p>
      {state.closed && online && (
        <Button type="button" onClick={() => connection.restart()}>
          {t('chat_new_conversation')}
        </Button>
      )}
      {!state.closed && (online || state.status === 'connecting' || state.status === 'reconnecting') && (
        <ChatComposer
          onSend={(text) => connection.send(text)}
          onTyping={(typing) => connection.typing(typing)}
        />
      )}
    </section>
  );
}
