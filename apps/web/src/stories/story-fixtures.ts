import type { Banner, PermissionInfo, VendorLanesResponse } from '@marquee/api-client';
import type { LineSpeed } from '../domain/measure-line';
import { bannerFixture, permissionFixture, vendorLanesFixture } from '../test/fixtures';
import { storyImage } from './story-image';

/** Contract-typed fixtures whose images are data URIs, for stories that must not touch a server. */

/** A banner whose artwork has no words, as the platform's: the slide draws its title and subtitle. */
export function storyBanner(overrides: Partial<Banner> & { title: string }): Banner {
  return bannerFixture({ url: storyImage('', 1920, 480), ...overrides });
}

export function storyPermission(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  const base = permissionFixture();
  return {
    ...base,
    resources: base.resources.map((resource) => ({
      ...resource,
      iconUrl: storyImage(resource.labelNameEn.slice(0, 1), 24, 24, '#1d4ed8'),
      qrCodeUrl: resource.qrCodeUrl ? storyImage('QR', 120, 120, '#14162b') : null,
    })),
    ...overrides,
  };
}

export function storyLanes(): VendorLanesResponse {
  const names = [
    'PG Soft',
    'JILI',
    'Evolution',
    'Pragmatic',
    'SABA',
    'TCG',
    'Sexy',
    'CQ9',
    'KA',
    'FC',
    'JDB',
  ];
  const [lane] = vendorLanesFixture().data.lanes;
  const template = lane?.cards[0];
  if (!template) return { data: { lanes: [] } };
  return {
    data: {
      lanes: [
        {
          title: 'RNG',
          cards: names.map((name, index) => ({
            ...template,
            vassalage: name.toUpperCase().replace(/\s/g, ''),
            name,
            accountTypeId: index + 1,
            smallIcon: storyImage(name, 120, 60, '#0f172a'),
          })),
        },
      ],
    },
  };
}

/** The brand's lines as the browser measured them: the current one, a faster one, one unreachable. */
export function storyLines(): LineSpeed[] {
  return [
    { domain: 'play.marquee-demo.example', ms: 38 },
    { domain: window.location.host, ms: 112 },
    { domain: 'backup.marquee-demo.example', ms: null },
  ];
}
