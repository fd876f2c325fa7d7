import { useMemberIconQuery } from '@marquee/session';
import { LazyImage } from '@marquee/ui-kit';
import { useMemberAvatarQuery } from '../queries/member-avatar-query';
import { DEFAULT_AVATAR } from './default-avatar';

/**
 * The member's avatar beside their name: decorative (the name says who it is). The one they chose
 * from the brand's set; without a choice the platform's drawn initials; the default image while
 * neither is known or when theirs fails to load.
 */
export function MemberAvatar() {
  const icon = useMemberIconQuery();
  const chosen = icon.data?.iconUrl ?? null;
  // the initials are asked for only once the member is known to have chosen none
  const avatar = useMemberAvatarQuery(!icon.isPending && !chosen);
  return (
    <LazyImage
      className="mq-auth-account__avatar"
      src={chosen ?? avatar.data ?? DEFAULT_AVATAR}
      fallbackSrc={DEFAULT_AVATAR}
      alt=""
      width={32}
      height={32}
      priority
    />
  );
}
