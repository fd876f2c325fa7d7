import { randomInt } from 'node:crypto';
import { ruleFor, type SuggestedUsername, usernameRule, validateField } from '@marquee/api-client/contract';
import { fail } from '../../http/http-error';
import { ADJECTIVES, NOUNS } from '../../reference/game-words';
import type { AccountDeps } from '../deps';
import { findMemberByAccount } from './members';
import { takeQuota } from './rate-limit';
import { servedRules } from './validation';

/** Names tried per call: a taken or (under a brand's own rule) invalid one is followed by another. */
const CANDIDATES = 8;
/** Suggestions one address may ask for in five minutes (each is a few lookups), as TOO_MANY_ATTEMPTS says. */
const SUGGESTIONS_PER_FIVE_MINUTES = 50;

const word = (list: readonly { EN: string }[]) =>
  (list[randomInt(list.length)]?.EN ?? '').toLowerCase().replace(/[^a-z]/g, '');

/** "luckytiger4821": two words of the game names and four digits, trimmed to the rule's length. */
function candidate(max: number): string {
  const digits = String(randomInt(1000, 10_000));
  return `${word(ADJECTIVES)}${word(NOUNS)}`.slice(0, Math.max(1, max - digits.length)) + digits;
}

/**
 * A username for the registration form: valid under the brand's served username rule and free at
 * the time of asking (registration checks both again: two visitors given the same name, one of
 * them is told USERNAME_TAKEN). Refused when none of the candidates fits, or past the address's share.
 */
export async function suggestUsername(deps: AccountDeps, ip: string): Promise<SuggestedUsername> {
  const allowed = await takeQuota(deps, [
    { key: `username-suggestion:${ip}`, limit: SUGGESTIONS_PER_FIVE_MINUTES, windowMs: 5 * 60_000 },
  ]);
  if (!allowed) throw fail(429, 'TOO_MANY_ATTEMPTS');
  const rule = ruleFor(await servedRules(deps.db), 'username', usernameRule);
  const max = Number.isFinite(rule.maxLength) && rule.maxLength > 0 ? rule.maxLength : 16;
  for (let tries = 0; tries < CANDIDATES; tries += 1) {
    const username = candidate(max);
    if (validateField(rule, username).ok && !(await findMemberByAccount(deps.db, username)))
      return { username };
  }
  throw fail(503, 'USERNAME_TAKEN');
}
