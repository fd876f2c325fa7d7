import { randomInt } from 'node:crypto';
import { referralCodeRule } from '@marquee/api-client/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { isUniqueViolation } from './members';

/** Letters and digits a friend cannot misread from a screen or a QR code's caption: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeRule.maxLength; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The codes a member hands out: a member's referral code, an agent's invitation code. */
const CODES = {
  referralCode: 'members_referral_code',
  affiliateCode: 'members_affiliate_code',
} as const;

/**
 * The member's code of that kind, made the first time it is asked for. Two first asks at once
 * store one code (the update only fills an empty column, and both then read the stored one); a
 * code another member already holds is drawn again.
 */
export async function memberCodeOf(db: Db, memberId: number, kind: keyof typeof CODES): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [member] = await db.select({ code: members[kind] }).from(members).where(eq(members.id, memberId));
    if (!member) throw new Error(`no member ${memberId}`);
    if (member.code) return member.code;
    try {
      await db
        .update(members)
        .set({ [kind]: newCode() })
        .where(and(eq(members.id, memberId), isNull(members[kind])));
    } catch (error) {
      // another member holds that code: draw again
      if (!isUniqueViolation(error, CODES[kind])) throw error;
    }
  }
  throw new Error(`no free ${kind} after five draws`);
}
