import type { MemberAvatarResponse, MemberInfo } from '@marquee/api-client/contract';
import type { Deps, SessionContext } from '../../http/app-env';
import { notFound } from '../../http/http-error';
import { avatarPath } from '../media/avatar';
import { readBalance } from '../wallet/wallet';
import { findMemberById, type Member, toMemberInfo, WALLET_CURRENCY } from './members';

export async function currentMember({ db }: Deps, memberId: number): Promise<Member> {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Member not found');
  return member;
}

/** The signed-in member's info, in the wallet's currency, with its pending password change. */
export async function memberInfo(deps: Deps, session: SessionContext): Promise<MemberInfo> {
  const member = await currentMember(deps, session.memberId);
  const wallet = await readBalance(deps.db, member.id);
  return toMemberInfo(member, wallet?.currency ?? WALLET_CURRENCY, session.passwordChangePending);
}

export async function memberAvatar(deps: Deps, memberId: number): Promise<MemberAvatarResponse> {
  const member = await currentMember(deps, memberId);
  return { avatarUrl: avatarPath(member.account, member.nickname) };
}
