import { randomBytes } from 'node:crypto';
import {
  countWords,
  type FeedbackItem,
  type FeedbackQuestionType,
  type FeedbackRequest,
  type FeedbackScreenshot,
  type ScreenshotType,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { feedbackReplies, feedbackTickets, members } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { FEEDBACK_WORD_BOUNDS } from '../../reference/affiliate-programme';
import type { AccountDeps } from '../deps';
import { cleanImage, type ImageCodes, reserveImageStorage, takeUploadQuota } from '../media/uploaded-images';
import { sendMessage } from '../member-centre/messages';

const SCREENSHOT_CODES: ImageCodes = { type: 'SCREENSHOT_TYPE', size: 'SCREENSHOT_SIZE' };

/** How many of a member's feedback the list shows. */
const FEEDBACK_LIST_SIZE = 50;

/** A feedback, its screenshot (if any) taken from the upload quotas and stored re-encoded. */
export async function submitFeedback(
  deps: AccountDeps,
  memberId: number,
  ip: string,
  request: FeedbackRequest,
): Promise<FeedbackItem> {
  const words = countWords(request.content);
  const { minWords, maxWords } = FEEDBACK_WORD_BOUNDS;
  if (words < minWords || words > maxWords)
    throw fail(400, 'FEEDBACK_WORDS', { min: minWords, max: maxWords });
  if (request.screenshot) await takeUploadQuota(deps, memberId, ip);
  const screenshot = request.screenshot ? cleanImage(request.screenshot, SCREENSHOT_CODES) : null;
  const ticket = `FB-${randomBytes(5).toString('hex').toUpperCase()}`;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (screenshot) await reserveImageStorage(tx, memberId, screenshot);
    await tx.insert(feedbackTickets).values({
      ticket,
      memberId,
      questionType: request.questionType,
      content: request.content,
      screenshotType: screenshot?.type ?? null,
      screenshot: screenshot?.data ?? null,
      createdAt: at,
    });
  });
  return {
    id: ticket,
    questionType: request.questionType,
    content: request.content,
    hasScreenshot: screenshot !== null,
    createdAt: at.toISOString(),
    replies: [],
  };
}

/** The member's own feedback, latest first, each with the operator's replies in order. */
export async function myFeedback(db: Db, memberId: number): Promise<FeedbackItem[]> {
  const tickets = await db
    .select({
      id: feedbackTickets.id,
      ticket: feedbackTickets.ticket,
      questionType: feedbackTickets.questionType,
      content: feedbackTickets.content,
      screenshotType: feedbackTickets.screenshotType,
      createdAt: feedbackTickets.createdAt,
    })
    .from(feedbackTickets)
    .where(eq(feedbackTickets.memberId, memberId))
    .orderBy(desc(feedbackTickets.createdAt), desc(feedbackTickets.id))
    .limit(FEEDBACK_LIST_SIZE);
  if (tickets.length === 0) return [];
  const replies = await db
    .select()
    .from(feedbackReplies)
    .where(
      inArray(
        feedbackReplies.ticketId,
        tickets.map((ticket) => ticket.id),
      ),
    )
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
  return tickets.map((ticket) => ({
    id: ticket.ticket,
    questionType: ticket.questionType as FeedbackQuestionType,
    content: ticket.content,
    hasScreenshot: ticket.screenshotType !== null,
    createdAt: ticket.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.ticketId === ticket.id)
      .map((reply) => ({ content: reply.content, createdAt: reply.createdAt.toISOString() })),
  }));
}

/** A feedback's screenshot, for its owner only: another member's answers like a missing one. */
export async function feedbackScreenshot(
  db: Db,
  memberId: number,
  ticket: string,
): Promise<FeedbackScreenshot> {
  const [row] = await db
    .select({ type: feedbackTickets.screenshotType, data: feedbackTickets.screenshot })
    .from(feedbackTickets)
    .where(and(eq(feedbackTickets.ticket, ticket), eq(feedbackTickets.memberId, memberId)));
  if (!row?.type || !row.data) throw notFound('Screenshot not found');
  return { type: row.type as ScreenshotType, data: row.data };
}

export interface OpenFeedback {
  ticket: string;
  account: string;
  questionType: string;
  content: string;
  replies: number;
  createdAt: Date;
}

/** Every feedback with its number of replies, latest first (platform CLI). */
export async function allFeedback(db: Db): Promise<OpenFeedback[]> {
  const rows = await db
    .select({
      id: feedbackTickets.id,
      ticket: feedbackTickets.ticket,
      account: members.account,
      questionType: feedbackTickets.questionType,
      content: feedbackTickets.content,
      createdAt: feedbackTickets.createdAt,
    })
    .from(feedbackTickets)
    .innerJoin(members, eq(members.id, feedbackTickets.memberId))
    .orderBy(desc(feedbackTickets.createdAt));
  const replies = await db.select({ ticketId: feedbackReplies.ticketId }).from(feedbackReplies);
  return rows.map(({ id, ...row }) => ({
    ...row,
    replies: replies.filter((reply) => reply.ticketId === id).length,
  }));
}

/**
 * The operator's reply: stored with the feedback and delivered to the member's inbox in one
 * transaction, so a reply never exists without its message.
 */
export async function replyToFeedback(db: Db, ticket: string, content: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: feedbackTickets.id, memberId: feedbackTickets.memberId })
      .from(feedbackTickets)
      .where(eq(feedbackTickets.ticket, ticket));
    if (!row) throw notFound(`No feedback ${ticket}`);
    await tx.insert(feedbackReplies).values({ ticketId: row.id, content, createdAt: at });
    await sendMessage(tx, { memberId: row.memberId, kind: 'FEEDBACK_REPLY', amount: 0, orderNo: ticket }, at);
  });
}
