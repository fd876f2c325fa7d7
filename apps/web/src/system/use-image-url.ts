import { pickCdn, resolveCdnUrl } from '@marquee/api-client';
import { useCallback, useMemo } from 'react';
import { usePermissionQuery } from './permission-query';

/**
 * Resolves platform image paths against one of the brand's image CDNs. The CDN is picked once
 * per permission response, not per render, so images keep a stable URL and stay cached.
 */
export function useImageUrl(): (pathOrUrl: string) => string {
  const { data: permission } = usePermissionQuery();
  const cdn = useMemo(() => pickCdn(permission?.imageCDNs ?? []), [permission]);
  return useCallback((pathOrUrl: string) => resolveCdnUrl(pathOrUrl, cdn ? [cdn] : []), [cdn]);
}
