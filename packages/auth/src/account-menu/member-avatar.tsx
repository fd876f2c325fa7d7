import { LazyImage } from '@marquee/ui-kit';
import { useMemberAvatarQuery } from '../queries/member-avatar-query';
import { DEFAULT_AVATAR } from './default-avatar';

/**
 * The member's avatar beside their name: decorative (the name says who it is), the default image
 * when the member has none or theirs fails to load.
 */
export function MemberAvatar() {
  const avatar = useMemberAvatarQuery();
  return (
    <LazyImage
      className="mq-auth-account__avatar"
      src={avatar.data ?? DEFAULT_AVATAR}
      fallbackSrc={DEFAULT_AVATAR}
      alt=""
      width={32}
      height={32}
      priority
    />
  );
}
