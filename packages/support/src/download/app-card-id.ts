import type { AppPlatform } from '@marquee/api-client';

/** The id of an app's card: the header's iOS and Android entries lead to `/down#<id>`. */
export function appCardId(platform: AppPlatform): string {
  return platform === 'IOS' ? 'ios-app' : 'android-app';
}
