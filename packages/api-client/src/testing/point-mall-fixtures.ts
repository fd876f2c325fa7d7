import type { PointItem } from '../contract/point-mall-types';

/** An item of the point mall as the platform describes one: a 10.00 cash voucher for 100 points. */
export function pointItemFixture(overrides: Partial<PointItem> = {}): PointItem {
  return {
    id: 1,
    kind: 'CASH',
    name: '10.00 cash voucher',
    image: '/media/games/gems-0.svg',
    points: 100,
    amount: 1_000,
    stock: 1_000,
    limitPerMember: 10,
    redeemed: 0,
    ...overrides,
  };
}
