import type { GameCategory } from '@marquee/api-client/contract';
import { buildLanes, laneOf } from './lanes';
import type { VendorRow } from './vendors';

const vendor = (vassalage: string, category: GameCategory): VendorRow => ({
  vassalage,
  name: vassalage,
  accountTypeId: 1,
  smallIcon: `/media/vendors/${vassalage}.svg`,
  isHot: 0,
  gameType: category,
  maintenance: false,
  launchMode: category === 'LIVE' ? 'POPUP' : 'IFRAME',
  category,
});

describe('buildLanes', () => {
  it('groups by category in navigation order and leaves empty categories out', () => {
    const lanes = buildLanes([
      vendor('R1', 'RNG'),
      vendor('L1', 'LIVE'),
      vendor('R2', 'RNG'),
      vendor('E1', 'ELOTT'),
    ]);
    expect(lanes.map((lane) => [lane.title, lane.cards.map((card) => card.vassalage)])).toEqual([
      ['ELOTT', ['E1']],
      ['LIVE', ['L1']],
      ['RNG', ['R1', 'R2']],
    ]);
  });

  it('moves esports and cockfight codes from SPORTS into their own lanes', () => {
    const lanes = buildLanes([
      vendor('SB', 'SPORTS'),
      vendor('IMES', 'SPORTS'),
      vendor('DS88', 'SPORTS'),
      vendor('TF', 'ESPORTS'),
      vendor('DIG', 'COCKFIGHT'),
    ]);
    expect(
      lanes.map((lane) => [lane.title, lane.cards.map((card) => [card.vassalage, card.gameType])]),
    ).toEqual([
      [
        'COCKFIGHT',
        [
          ['DS88', 'COCKFIGHT'],
          ['DIG', 'COCKFIGHT'],
        ],
      ],
      ['SPORTS', [['SB', 'SPORTS']]],
      [
        'ESPORTS',
        [
          ['IMES', 'ESPORTS'],
          ['TF', 'ESPORTS'],
        ],
      ],
    ]);
    expect(lanes.flatMap((lane) => lane.cards).every((card) => !('category' in card))).toBe(true);
  });

  it('only splits sports cards', () => {
    expect(laneOf({ vassalage: 'AV', category: 'RNG' })).toBe('RNG');
    expect(laneOf({ vassalage: 'AV', category: 'SPORTS' })).toBe('ESPORTS');
    expect(laneOf({ vassalage: 'DIG', category: 'SPORTS' })).toBe('COCKFIGHT');
  });
});
