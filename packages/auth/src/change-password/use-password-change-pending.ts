import { useMemberInfoQuery, useSessionToken } from '@marquee/session';

/**
 * Whether this session still owes its forced password change. The platform says so in the member
 * info (and refuses other member calls meanwhile), so it survives a reload, which a flag kept by
 * the login screen would not.
 */
export function usePasswordChangePending(): boolean {
  const token = useSessionToken();
  const { data } = useMemberInfoQuery();
  return Boolean(token) && data?.passwordChangePending === true;
}
