/**
 * Where a reward comes from. A claimed reward is credited as one ledger entry of kind
 * `REWARD_<source>` (the account record's BONUS type) and becomes a bonus with a wagering
 * requirement of `wageringMultiple` × its amount in valid bets.
 */
const REWARD_SOURCES = ['WELCOME', 'REBATE', 'MISSION', 'PROMOTION', 'REFERRAL', 'BIRTHDAY'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
