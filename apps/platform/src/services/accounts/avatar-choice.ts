import type { BrandAvatar, MemberIconResponse } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Deps } from '../../http/app-env';
import { fail } from '../../http/http-error';
import { BRAND_AVATARS, brandAvatarUrl } from '../../reference/avatars';
import { inLanguage } from '../games/languages';
import { currentMember } from './profile';

/** The brand's avatars, each named in `language` (English where it has none). */
export function brandAvatars(language: string): BrandAvatar[] {
  return BRAND_AVATARS.map(({ id, names }) => ({
    id,
    url: brandAvatarUrl(id),
    name: inLanguage(names, language),
  }));
}

function iconOf(avatarId: string | null): MemberIconResponse {
  // an avatar the brand has since dropped reads as none chosen
  const known = BRAND_AVATARS.some(({ id }) => id === avatarId);
  return { iconUrl: avatarId && known ? brandAvatarUrl(avatarId) : null };
}

export async function memberIcon(deps: Deps, memberId: number): Promise<MemberIconResponse> {
  return iconOf((await currentMember(deps, memberId)).avatarId);
}

/** Keeps the member's choice, one of the brand's set only. */
export async function chooseAvatar(
  deps: Deps,
  memberId: number,
  avatarId: string,
): Promise<MemberIconResponse> {
  if (!BRAND_AVATARS.some(({ id }) => id === avatarId)) throw fail(400, 'UNKNOWN_AVATAR');
  await deps.db.update(members).set({ avatarId }).where(eq(members.id, memberId));
  return iconOf(avatarId);
}
