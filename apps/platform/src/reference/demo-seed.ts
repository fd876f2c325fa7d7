/** The seed of the demo data: the seeded catalogue and the demo jackpot and winners follow from it. */
export const DEFAULT_SEED = 20261122;
