import type { AppRelease } from '@marquee/api-client/contract';

/**
 * The demo brand's apps. A brand publishes its own builds: the iOS one as an installable profile
 * (enterprise distribution, hence the "trust the profile" step), the Android one as an APK.
 */
export const APP_RELEASES: readonly AppRelease[] = [
  {
    platform: 'IOS',
    url: 'https://download.marquee-demo.example/ios/marquee-demo-3.8.2.mobileconfig',
    version: '3.8.2',
    sizeBytes: 48_693_248,
    releasedAt: '2026-11-02T00:00:00.000Z',
  },
  {
    platform: 'ANDROID',
    url: 'https://download.marquee-demo.example/android/marquee-demo-3.8.2.apk',
    version: '3.8.2',
    sizeBytes: 36_175_872,
    releasedAt: '2026-11-02T00:00:00.000Z',
  },
];
