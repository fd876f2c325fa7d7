import { useSessionStore } from '@marquee/session';
import { useEffect } from 'react';
import { useBrand } from '../brand/brand-context';
import { usePermissionQuery } from './permission-query';

/**
 * Keeps the session keys `merchant`, `platform` (the brand's) and `merchantCode` (the permission
 * response's) written beside the session, as the spec's session keys list them: after the first
 * load, a reload knows the merchant before the permission call answers, and a sign-out (which
 * clears every session key) has them written again.
 */
export function useSessionBrandContext(): void {
  const brand = useBrand();
  const merchantCode = usePermissionQuery().data?.merchantCode;
  const stored = useSessionStore((state) => `${state.merchant}|${state.merchantCode}|${state.platform}`);
  useEffect(() => {
    const state = useSessionStore.getState();
    const stale =
      state.merchant !== brand.merchant ||
      state.platform !== brand.platform ||
      (merchantCode !== undefined && state.merchantCode !== merchantCode);
    if (!stale) return;
    state.setContext({
      merchant: brand.merchant,
      platform: brand.platform,
      ...(merchantCode !== undefined ? { merchantCode } : {}),
    });
  }, [brand.merchant, brand.platform, merchantCode, stored]);
}
