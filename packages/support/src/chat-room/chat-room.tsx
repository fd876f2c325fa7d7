import { CHAT_ROOM_MESSAGE_MAX_CHARS, type ChatRoomMessage } from '@marquee/api-client';
import { useRevalidateOnLanguage, useTranslation } from '@marquee/i18n';
import { errorCodeOf, useErrorText, useSessionToken } from '@marquee/session';
import { Form, FormError, fieldError, SubmitButton, schemaErrors, TextField } from '@marquee/ui-kit';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { object, string } from 'yup';
import type { CreateChatSocket } from '../chat/chat-connection';
import { useChatRoomQuery } from './chat-room-query';
import { useSendChatRoomMutation } from './send-chat-room-mutation';
import { useChatRoomSocket } from './use-chat-room-socket';

export interface ChatRoomProps {
  /** the room's WebSocket on the platform (ws: or wss:) */
  socketUrl: string;
  /** tests and stories pass a fake socket */
  createSocket?: CreateChatSocket;
}

/** Refusals that belong to the message itself; the member's state changed with MUTED. */
const MESSAGE_CODES = new Set(['CHAT_ROOM_LENGTH', 'CHAT_ROOM_TOO_FAST', 'CHAT_ROOM_MUTED']);

function RoomMessage({ message }: { message: ChatRoomMessage }) {
  const { t, i18n } = useTranslation();
  const time = new Date(message.at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <li
      className={message.mine ? 'mq-chat-room__message mq-chat-room__message--mine' : 'mq-chat-room__message'}
    >
      <span className="mq-chat-room__meta">
        {message.mine ? t('chat_room_you') : message.name} · <time dateTime={message.at}>{time}</time>
      </span>
      {/* text, never markup: what a member typed (a link, a tag) shows as typed and nothing in it is clickable */}
      <span className="mq-chat-room__text">{message.text}</span>
    </li>
  );
}

/**
 * The members' chat room: the latest messages, new ones live, and a line to write one. A trial
 * account and a muted member read only, and are told why.
 */
export function ChatRoom({ socketUrl, createSocket }: ChatRoomProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useSessionToken();
  const history = useChatRoomQuery();
  const status = useChatRoomSocket(socketUrl, token, createSocket);
  const send = useSendChatRoomMutation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const messages = history.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    if (lastId && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  const schema = object({
    text: string()
      .trim()
      .required(t('error_code_chat_room_length', { max: CHAT_ROOM_MESSAGE_MAX_CHARS }))
      .max(
        CHAT_ROOM_MESSAGE_MAX_CHARS,
        t('error_code_chat_room_length', { max: CHAT_ROOM_MESSAGE_MAX_CHARS }),
      ),
  });
  const formik = useFormik({
    initialValues: { text: '' },
    validate: (values) => schemaErrors(schema, values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await send.mutateAsync(values.text);
        helpers.resetForm();
      } catch (error) {
        const code = errorCodeOf(error);
        if (code && MESSAGE_CODES.has(code)) helpers.setFieldError('text', errorText(error));
        else setFailure(errorText(error));
        if (code === 'CHAT_ROOM_MUTED' || code === 'TRIAL_ACCOUNT') void history.refetch();
      }
    },
  });
  useRevalidateOnLanguage(formik);

  const readOnly = history.data?.readOnly ?? null;
  return (
    <section className="mq-chat-room" aria-labelledby={titleId}>
      <h1 id={titleId} className="mq-chat-room__title">
        {t('chat_room_title')}
      </h1>
      <p className="mq-chat-room__intro">{t('chat_room_intro')}</p>
      {status === 'reconnecting' && (
        <p role="status" className="mq-chat-room__status">
          {t('chat_room_reconnecting')}
        </p>
      )}
      {history.isError && <FormError message={errorText(history.error)} />}
      {history.isPending ? (
        <p role="status">{t('chat_room_loading')}</p>
      ) : (
        // the log is the scrolling box around the list: a role on the list itself would drop its list semantics
        <div
          ref={list}
          className="mq-chat-room__log"
          role="log"
          aria-label={t('chat_room_messages')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
          tabIndex={0}
        >
          <ol className="mq-chat-room__list">
            {messages.length === 0 && <li className="mq-chat-room__empty">{t('chat_room_empty')}</li>}
            {messages.map((message) => (
              <RoomMessage key={message.id} message={message} />
            ))}
          </ol>
        </div>
      )}
      {readOnly === 'TRIAL' && (
        <p role="note" className="mq-chat-room__read-only">
          {t('chat_room_trial_read_only')}
        </p>
      )}
      {readOnly === 'MUTED' && (
        <p role="note" className="mq-chat-room__read-only">
          {t('chat_room_muted_read_only')}
        </p>
      )}
      {history.isSuccess && readOnly === null && (
        <Form onSubmit={formik.handleSubmit} className="mq-chat-room__composer" label={t('chat_room_write')}>
          <TextField
            label={t('chat_room_message')}
            maxLength={CHAT_ROOM_MESSAGE_MAX_CHARS}
            autoComplete="off"
            hint={t('chat_room_characters', {
              count: formik.values.text.length,
              max: CHAT_ROOM_MESSAGE_MAX_CHARS,
            })}
            {...formik.getFieldProps('text')}
            error={fieldError(formik, 'text')}
          />
          <FormError message={failure} />
          <SubmitButton pending={formik.isSubmitting}>{t('chat_room_send')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
