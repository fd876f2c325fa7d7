import type { Db } from '../db/open';
import { badRequest } from '../http/http-error';
import { decideApplication, pendingApplications } from '../services/support/affiliate';
import { allFeedback, replyToFeedback } from '../services/support/feedback';

/** The longest operator reply to a feedback, in characters. */
const REPLY_MAX_CHARS = 2_000;

export const OPERATOR_USAGE = `  affiliate list                            list the affiliate applications waiting for a decision
  affiliate approve <id>                    make the applicant an agent (from their next sign-in)
  affiliate reject <id>                     turn the application down (the member may apply again)
  feedback list                             list the members' feedback with their number of replies
  feedback reply <ticket> <text>            answer a feedback; the member also gets it in the inbox`;

const OPERATOR_COMMANDS = ['affiliate', 'feedback'] as const;
export type OperatorCommand = (typeof OPERATOR_COMMANDS)[number];

const usage = () => badRequest(`Usage:\n${OPERATOR_USAGE}`);

async function affiliate(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, id] = args;
  if (action === 'list' && args.length === 1) {
    const pending = await pendingApplications(db);
    if (pending.length === 0) return ['No affiliate application is waiting.'];
    return pending.map((entry) =>
      [
        entry.id,
        entry.account,
        entry.name,
        entry.contact,
        entry.channels.join(','),
        `${entry.expectedPlayers} players`,
        entry.submittedAt.toISOString(),
      ].join('\t'),
    );
  }
  if ((action === 'approve' || action === 'reject') && id !== undefined && args.length === 2) {
    if (!/^\d{1,9}$/.test(id)) throw badRequest(`application id must be a number, got '${id}'`);
    const approve = action === 'approve';
    const { account } = await decideApplication(db, Number(id), approve ? 'APPROVED' : 'REJECTED', now);
    return [
      `Application ${id} of ${account} ${approve ? 'approved: an agent from the next sign-in' : 'rejected'}`,
    ];
  }
  throw usage();
}

async function feedback(db: Db, args: string[], now: Date): Promise<string[]> {
  const [action, ticket, ...words] = args;
  if (action === 'list' && args.length === 1) {
    const entries = await allFeedback(db);
    if (entries.length === 0) return ['No feedback yet.'];
    return entries.map((entry) =>
      [
        entry.ticket,
        entry.account,
        entry.questionType,
        `${entry.replies} replies`,
        entry.content.slice(0, 80),
      ].join('\t'),
    );
  }
  const text = words.join(' ').trim();
  if (action === 'reply' && ticket !== undefined && text) {
    if (text.length > REPLY_MAX_CHARS)
      throw badRequest(`a reply must be at most ${REPLY_MAX_CHARS} characters`);
    await replyToFeedback(db, ticket, text, now);
    return [`Replied to ${ticket}; the member has it in the inbox.`];
  }
  throw usage();
}

/** Runs one operator command on `db` and returns what it prints, line by line. */
export function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  args: string[],
  now: Date,
): Promise<string[]> {
  return command === 'affiliate' ? affiliate(db, args, now) : feedback(db, args, now);
}

export function isOperatorCommand(value: string | undefined): value is OperatorCommand {
  return (OPERATOR_COMMANDS as readonly (string | undefined)[]).includes(value);
}
