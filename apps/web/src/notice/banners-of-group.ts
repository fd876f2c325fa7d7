import type { Banner, BannerGroup } from '@marquee/api-client';

export function bannersOfGroup(banners: readonly Banner[] | undefined, group: BannerGroup | null): Banner[] {
  if (!banners || !group) return [];
  return banners.filter((banner) => banner.groupName === group);
}

export function hasBannerGroup(banners: readonly Banner[] | undefined, group: BannerGroup): boolean {
  return bannersOfGroup(banners, group).length > 0;
}
