import {
  DOWNLINE_REGISTRATIONS_PER_HOUR,
  type DownlineRegisterRequest,
  type DownlineRegisterResponse,
  MEMBER_TYPE,
} from '@marquee/api-client/contract';
import { fail } from '../../http/http-error';
import { createMember, findMemberByAccount, isUniqueViolation, openingCredit } from '../accounts/members';
import { hashPassword } from '../accounts/password-hash';
import { takeQuota } from '../accounts/rate-limit';
import { checkNewPassword, checkUsername, servedRules } from '../accounts/validation';
import { HOUR } from '../clock';
import type { AccountDeps } from '../deps';
import { offerToNewDownline } from './agent-contracts';
import { checkTerms } from './contract-terms';
import { requireAgent } from './team';

/**
 * Register account: the agent creates an account directly below them (the closure table's trigger
 * puts it in every upline's team), under the same username and password rules as a registration.
 * The password is the agent's choice, so it is a temporary one: the first sign-in asks for a new
 * one. The account opens as a registration does (demo play money in demo mode only). An agent
 * registers at most DOWNLINE_REGISTRATIONS_PER_HOUR accounts an hour, counted before the username
 * is looked up, so the answers cannot be used to list taken names at speed. A downline agent may
 * come with a contract offer: made in the account's transaction, so an offer the agent may not make
 * (above their own contract, of a kind they hold none of) leaves no account behind.
 */
export async function registerDownline(
  deps: AccountDeps,
  agentId: number,
  request: DownlineRegisterRequest,
): Promise<DownlineRegisterResponse> {
  await requireAgent(deps.db, agentId);
  const rules = await servedRules(deps.db);
  checkUsername(rules, request.username);
  checkNewPassword(rules, request.password);
  const { contract } = request;
  if (contract) {
    if (request.type !== 'AGENT') throw fail(400, 'CONTRACT_NOT_AGENT');
    checkTerms(contract);
  }
  const allowed = await takeQuota(deps, [
    { key: `agent-register:${agentId}`, limit: DOWNLINE_REGISTRATIONS_PER_HOUR, windowMs: HOUR },
  ]);
  if (!allowed) throw fail(429, 'TOO_MANY_DOWNLINE_REGISTRATIONS', { max: DOWNLINE_REGISTRATIONS_PER_HOUR });
  if (await findMemberByAccount(deps.db, request.username)) throw fail(400, 'USERNAME_TAKEN');
  const type = request.type === 'AGENT' ? MEMBER_TYPE.agentLevel2 : MEMBER_TYPE.member;
  try {
    const at = deps.clock.now();
    const member = await deps.db.transaction(async (tx) => {
      const made = await createMember(
        tx,
        {
          account: request.username,
          nickname: request.username,
          passwordHash: await hashPassword(request.password),
          isAgent: type,
          uplineId: agentId,
          toUpline: true,
          firstTimeLogin: true,
        },
        { at, credit: openingCredit(deps) },
      );
      if (contract) await offerToNewDownline(tx, agentId, made.id, contract, at);
      return made;
    });
    return { id: member.publicId, account: member.account, type, level: 1 };
  } catch (error) {
    // lost a race with another registration of the same name
    if (isUniqueViolation(error, 'members_account_lower')) throw fail(400, 'USERNAME_TAKEN');
    throw error;
  }
}
