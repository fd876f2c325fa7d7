import {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_FRAME_MAX_BYTES,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatClientFrame,
  type ChatErrorCode,
} from '@marquee/api-client/contract';

type Parsed = { frame: ChatClientFrame } | { error: ChatErrorCode; clientId?: string };

/** A message's number in its conversation (lastSeenId, upTo). */
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const optionalId = (value: unknown) => value === undefined || isId(value);

/** A conversation's public id. */
const isConversationId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value);

const optionalConversationId = (value: unknown) => value === undefined || isConversationId(value);

/** A client frame checked field by field; anything else is BAD_FRAME (or the message's own error). */
export function parseClientFrame(raw: unknown): Parsed {
  if (typeof raw !== 'string' || raw.length > CHAT_FRAME_MAX_BYTES) return { error: 'BAD_FRAME' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: 'BAD_FRAME' };
  }
  if (!value || typeof value !== 'object') return { error: 'BAD_FRAME' };
  const frame = value as Record<string, unknown>;
  const conversation = optionalConversationId(frame.conversationId);
  switch (frame.type) {
    case 'hello': {
      const lastSeen = {
        ...(isConversationId(frame.conversationId) ? { conversationId: frame.conversationId } : {}),
        ...(isId(frame.lastSeenId) ? { lastSeenId: frame.lastSeenId } : {}),
      };
      const token = typeof frame.token === 'string' && frame.token.length <= 128 ? frame.token : null;
      if (!optionalId(frame.lastSeenId) || !conversation) return { error: 'BAD_FRAME' };
      if (frame.guest === true)
        return frame.token === undefined || token !== null
          ? { frame: { type: 'hello', guest: true, ...(token ? { token } : {}), ...lastSeen } }
          : { error: 'BAD_FRAME' };
      return token !== null ? { frame: { type: 'hello', token, ...lastSeen } } : { error: 'BAD_FRAME' };
    }
    case 'open':
      return isConversationId(frame.conversationId) && optionalId(frame.lastSeenId)
        ? {
            frame: {
              type: 'open',
              conversationId: frame.conversationId,
              ...(isId(frame.lastSeenId) ? { lastSeenId: frame.lastSeenId } : {}),
            },
          }
        : { error: 'BAD_FRAME' };
    case 'send': {
      if (typeof frame.clientId !== 'string' || !CHAT_CLIENT_ID_PATTERN.test(frame.clientId) || !conversation)
        return { error: 'BAD_FRAME' };
      const clientId = frame.clientId;
      if (typeof frame.text !== 'string') return { error: 'BAD_FRAME', clientId };
      const text = frame.text.trim();
      if (!text) return { error: 'EMPTY', clientId };
      if (text.length > CHAT_MESSAGE_MAX_CHARS) return { error: 'TOO_LONG', clientId };
      return {
        frame: {
          type: 'send',
          clientId,
          text,
          ...(isConversationId(frame.conversationId) ? { conversationId: frame.conversationId } : {}),
        },
      };
    }
    case 'typing':
      return typeof frame.typing === 'boolean' && conversation
        ? {
            frame: {
              type: 'typing',
              typing: frame.typing,
              ...(isConversationId(frame.conversationId) ? { conversationId: frame.conversationId } : {}),
            },
          }
        : { error: 'BAD_FRAME' };
    case 'read':
      return isId(frame.upTo) && conversation
        ? {
            frame: {
              type: 'read',
              upTo: frame.upTo,
              ...(isConversationId(frame.conversationId) ? { conversationId: frame.conversationId } : {}),
            },
          }
        : { error: 'BAD_FRAME' };
    case 'restart':
      return { frame: { type: 'restart' } };
    case 'close':
      return isConversationId(frame.conversationId)
        ? { frame: { type: 'close', conversationId: frame.conversationId } }
        : { error: 'BAD_FRAME' };
    default:
      return { error: 'BAD_FRAME' };
  }
}
