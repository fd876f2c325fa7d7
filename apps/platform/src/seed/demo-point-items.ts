import type { pointItems } from '../db/schema';
import { translations } from '../services/games/languages';

/**
 * The demo brand's point mall: two cash vouchers (credited at once) and a physical item the
 * operator sends, named in the brand's six languages (EN, TY, CN, ID, TH, VI). Amounts are minor
 * units; at one point per 10.00 of valid bets, the smallest voucher takes 1,000.00 of play.
 */
export function demoPointItemRows(): (typeof pointItems.$inferInsert)[] {
  return [
    {
      kind: 'CASH',
      name: translations(
        '10.00 cash voucher',
        '10.00 na cash voucher',
        '10.00 现金券',
        'Voucher tunai 10.00',
        'บัตรกำนัลเงินสด 10.00',
        'Phiếu tiền mặt 10.00',
      ),
      image: '/media/games/gems-0.svg',
      points: 100,
      amount: 1_000,
      stock: 1_000,
      limitPerMember: 10,
      sort: 1,
    },
    {
      kind: 'CASH',
      name: translations(
        '50.00 cash voucher',
        '50.00 na cash voucher',
        '50.00 现金券',
        'Voucher tunai 50.00',
        'บัตรกำนัลเงินสด 50.00',
        'Phiếu tiền mặt 50.00',
      ),
      image: '/media/games/treasure-1.svg',
      points: 450,
      amount: 5_000,
      stock: 200,
      limitPerMember: 5,
      sort: 2,
    },
    {
      kind: 'PHYSICAL',
      name: translations(
        'Marquee travel mug',
        'Tasa pang-biyahe ng Marquee',
        'Marquee 旅行杯',
        'Mug perjalanan Marquee',
        'แก้วน้ำพกพา Marquee',
        'Cốc du lịch Marquee',
      ),
      image: '/media/games/royal-2.svg',
      points: 1_500,
      amount: 20_000,
      stock: 20,
      limitPerMember: 1,
      sort: 3,
    },
  ];
}
