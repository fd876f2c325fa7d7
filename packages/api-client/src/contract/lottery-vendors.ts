// A module of its own: the game lobby's launch (on home's first visit) asks isLotteryVendor, and a
// bundle splits by module, so the lottery's play-type rules beside it would come along.

const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export type LotteryVendor = (typeof LOTTERY_VENDORS)[number];

/** Whether a catalogue vendor code is one of the lotteries this platform draws itself (not a third party's). */
export function isLotteryVendor(code: string | null | undefined): code is LotteryVendor {
  return (LOTTERY_VENDORS as readonly (string | null | undefined)[]).includes(code);
}

/**
 * A brand's lottery type and the vendor whose games its /lottery page lists: SEA the weekly 4D and
 * Thai draws with their fast 4D, VN the Vietnamese draws.
 */
export const LOTTERY_TYPE_VENDORS = { SEA: 'TCG_SEA', VN: 'TCG_LOTTO_VN' } as const satisfies Record<
  string,
  LotteryVendor
>;
export type LotteryType = keyof typeof LOTTERY_TYPE_VENDORS;
