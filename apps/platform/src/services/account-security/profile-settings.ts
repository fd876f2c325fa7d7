import {
  type AccountSecurity,
  isAdultBirthday,
  isNickname,
  isRealName,
  NICKNAME_MAX_LENGTH,
} from '@marquee/api-client/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { members, signIns } from '../../db/schema';
import { fail } from '../../http/http-error';
import { currentMember } from '../accounts/profile';
import type { AccountDeps } from '../deps';
import { brandMinimumAge } from '../system/settings';
import { hasGoogleAuth } from './google-auth';

export async function accountSecurity(deps: AccountDeps, memberId: number): Promise<AccountSecurity> {
  const member = await currentMember(deps, memberId);
  // the latest is the current sign-in; the one before it is what the member wants to check
  const [, previous] = await deps.db
    .select()
    .from(signIns)
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(2);
  return {
    realName: member.realName,
    birthday: member.birthday,
    mobile:
      member.mobile && member.countryDialingCode ? `+${member.countryDialingCode} ${member.mobile}` : null,
    email: member.email,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    googleAuthBound: await hasGoogleAuth(deps, memberId),
    lastSignIn: previous ? { at: previous.at.toISOString(), ip: previous.ip, device: previous.device } : null,
  };
}

export async function saveNickname(deps: AccountDeps, memberId: number, nickname: string): Promise<void> {
  const trimmed = nickname.trim();
  if (!isNickname(trimmed)) throw fail(400, 'NICKNAME_FORMAT', { max: NICKNAME_MAX_LENGTH });
  await deps.db.update(members).set({ nickname: trimmed }).where(eq(members.id, memberId));
}

/** The real name is set once: the update only takes a member without one, so two parallel sets make one. */
export async function saveRealName(deps: AccountDeps, memberId: number, realName: string): Promise<void> {
  const trimmed = realName.trim().replace(/\s+/g, ' ');
  if (!isRealName(trimmed)) throw fail(400, 'REAL_NAME_FORMAT');
  const set = await deps.db
    .update(members)
    .set({ realName: trimmed })
    .where(and(eq(members.id, memberId), sql`${members.realName} is null`))
    .returning({ id: members.id });
  if (set.length !== 1) throw fail(400, 'REAL_NAME_ALREADY_SET');
}

export async function saveBirthday(deps: AccountDeps, memberId: number, birthday: string): Promise<void> {
  const minimumAge = await brandMinimumAge(deps.db);
  if (!isAdultBirthday(birthday, deps.clock.now(), minimumAge))
    throw fail(400, 'BIRTHDAY_FORMAT', { min: minimumAge });
  const set = await deps.db
    .update(members)
    .set({ birthday, birthdaySetAt: deps.clock.now() })
    .where(and(eq(members.id, memberId), sql`${members.birthday} is null`))
    .returning({ id: members.id });
  if (set.length !== 1) throw fail(400, 'BIRTHDAY_ALREADY_SET');
}
