import {
  AFFILIATE_CHANNELS,
  AFFILIATE_RULES,
  type AffiliateRequest,
  api,
  FEEDBACK_CONTENT_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackRequest,
  isAffiliateChannel,
  isSafeName,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { optionalSession } from '../http/require-session';
import { memberAt, sessionOf } from '../http/route-helpers';
import { literal, type RawInput, requiredInteger, requiredString } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import { AFFILIATE_PROGRAMME, FEEDBACK_WORD_BOUNDS } from '../reference/affiliate-programme';
import type { AccountDeps } from '../services/deps';
import { applyForAffiliate, latestApplication } from '../services/support/affiliate';
import { feedbackScreenshot, myFeedback, submitFeedback } from '../services/support/feedback';

function parseAffiliate(raw: RawInput): AffiliateRequest {
  const channels = raw.channels;
  if (
    !Array.isArray(channels) ||
    channels.length === 0 ||
    channels.length > AFFILIATE_CHANNELS.length ||
    !channels.every(isAffiliateChannel) ||
    new Set(channels).size !== channels.length
  )
    throw badRequest(`'channels' must list one or more of ${AFFILIATE_CHANNELS.join(', ')}, each once`);
  const name = requiredString(raw, 'name', { max: AFFILIATE_RULES.nameMax });
  if (!isSafeName(name)) throw badRequest(`'name' must hold no control or direction characters nor < >`);
  return {
    name,
    contact: requiredString(raw, 'contact', { max: AFFILIATE_RULES.contactMax }),
    channels,
    expectedPlayers: requiredInteger(raw, 'expectedPlayers', {
      min: AFFILIATE_RULES.expectedPlayersMin,
      max: AFFILIATE_RULES.expectedPlayersMax,
    }),
  };
}

function parseFeedback(raw: RawInput): FeedbackRequest {
  const request: FeedbackRequest = {
    questionType: literal(raw, 'questionType', FEEDBACK_QUESTION_TYPES),
    content: requiredString(raw, 'content', { max: FEEDBACK_CONTENT_MAX_CHARS }),
  };
  const screenshot = raw.screenshot;
  if (screenshot === undefined || screenshot === null) return request;
  if (typeof screenshot !== 'object' || Array.isArray(screenshot))
    throw badRequest(`'screenshot' must be { type, data }`);
  const fields = screenshot as RawInput;
  return {
    ...request,
    screenshot: {
      type: literal(fields, 'type', ['image/png', 'image/jpeg']),
      data: requiredString(fields, 'data', { max: Number.MAX_SAFE_INTEGER }),
    },
  };
}

/** The affiliate programme and application (/join) and the member's feedback. */
export function affiliateFeedbackRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(api.agent.affiliate, {
    handle: async (_input, c) => {
      const session = await optionalSession(deps, c);
      return {
        programme: AFFILIATE_PROGRAMME,
        application: session ? await latestApplication(deps.db, session.memberId) : null,
      };
    },
  });
  mount(api.agent.apply, {
    parse: parseAffiliate,
    handle: memberAt(deps, applyForAffiliate),
  });
  mount(api.feedback.list, {
    handle: async (_input, c) => ({
      ...FEEDBACK_WORD_BOUNDS,
      items: await myFeedback(deps.db, sessionOf(c).memberId),
    }),
  });
  mount(api.feedback.submit, {
    parse: parseFeedback,
    handle: (request, c) =>
      submitFeedback(deps, sessionOf(c).memberId, visitorIp(c, deps.config.trustProxy), request),
  });
  mount(api.feedback.screenshot, {
    parse: (raw) => ({ id: requiredString(raw, 'id', { max: 32 }) }),
    handle: ({ id }, c) => feedbackScreenshot(deps.db, sessionOf(c).memberId, id),
  });
}
