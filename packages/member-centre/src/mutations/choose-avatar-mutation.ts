import { type BrandAvatar, type MemberIconResponse, memberKeys, securityApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Keeps the member's avatar: the header shows the new one at once (the shared member icon is
 * written before the call), back to the one before if the platform refuses it.
 */
export function useChooseAvatarMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MemberIconResponse, Error, BrandAvatar, { before: MemberIconResponse | undefined }>({
    mutationFn: (avatar) => client.call(securityApi.chooseAvatar, { avatarId: avatar.id }),
    onMutate: async (avatar) => {
      await queryClient.cancelQueries({ queryKey: memberKeys.icon() });
      const before = queryClient.getQueryData<MemberIconResponse>(memberKeys.icon());
      queryClient.setQueryData<MemberIconResponse>(memberKeys.icon(), { iconUrl: avatar.url });
      return { before };
    },
    onError: (_error, _avatar, context) => {
      queryClient.setQueryData(memberKeys.icon(), context?.before);
    },
    onSuccess: (icon) => {
      queryClient.setQueryData(memberKeys.icon(), icon);
    },
  });
}
