import { MINUTE } from '../clock';
import { TimedJob } from '../timed-job';
import type { ChatHub } from './chat-hub';

/**
 * The live chat's timed work: each tick closes the conversations without a message for the
 * configured idle minutes, and the players and consoles connected to them are told. Time comes
 * from the app's clock, so the dev clock moves it too.
 */
export function chatIdleJob(hub: ChatHub, idleMinutes: number): TimedJob {
  return new TimedJob('chat idle job', () => hub.closeIdle(idleMinutes * MINUTE));
}
