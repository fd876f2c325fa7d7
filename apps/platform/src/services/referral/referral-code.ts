import { randomInt } from 'node:crypto';
import { referralCodeRule } from '@marquee/api-client/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';
import { isUniqueViolation } from '../accounts/members';

/** Letters and digits a friend cannot misread from a screen or a QR code's caption: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeRule.maxLength; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The member's referral code, made the first time it is asked for. Two first visits at once
 * store one code (the update only fills an empty column, and both then read the stored one); a
 * code another member already holds is drawn again.
 */
export async function referralCodeOf(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [member] = await db
      .select({ code: members.referralCode })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) throw new Error(`no member ${memberId}`);
    if (member.code) return member.code;
    try {
      await db
        .update(members)
        .set({ referralCode: newCode() })
        .where(and(eq(members.id, memberId), isNull(members.referralCode)));
    } catch (error) {
      // another member holds that code: draw again
      if (!isUniqueViolation(error, 'members_referral_code')) throw error;
    }
  }
  throw new Error('no free referral code after five draws');
}

/**
 * The member whose referral code was given at registration, or BAD_REFERRAL_CODE. Called past the
 * registration gate: the answer tells whether a code exists.
 */
export async function referrerOf(db: Db, referralCode: string | undefined): Promise<number | null> {
  if (!referralCode) return null;
  const [referrer] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.referralCode} = ${referralCode.toUpperCase()}`);
  if (!referrer) throw fail(400, 'BAD_REFERRAL_CODE');
  return referrer.id;
}
