import { type PromotionSignIn, promotionKeys, promotionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The month a sign-in calendar shows (YYYY-MM, today's to start) and the member's signed days in
 * it: today's month from the promotion's page, another from the platform (a visitor's: none);
 * `signed` is undefined while another month loads.
 */
export function useSignInMonth(id: number, signIn: PromotionSignIn) {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const today = signIn.today.slice(0, 7);
  const [month, setMonth] = useState(today);
  const other = month !== today;
  const query = useQuery({
    queryKey: promotionKeys.signInMonth(id, month),
    queryFn: ({ signal }) => client.call(promotionsApi.signIns, { id, month }, { signal }),
    enabled: signedIn && other,
  });
  const signed = !other ? signIn.signed : signedIn ? query.data?.signed : [];
  return { month, setMonth, signed, error: query.error };
}
