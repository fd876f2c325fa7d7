import type { Game, PlaySession, VendorCard, VendorLane, Winner } from '@marquee/api-client';
import { memberFixture, trialMemberFixture } from '@marquee/api-client/testing';
import type { LobbyPaths } from '../config/lobby-config';

export const member = memberFixture();
export const trialMember = trialMemberFixture();

export function makeGame(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    iconUrl: `https://cdn.test/icons/${nodeId}.png`,
    gameClassify: 'SLOT',
    isGame: 'GAME',
    defaultPlayType: null,
    minBet: 100,
    lineNum: 20,
    isHot: 0,
    isNew: 0,
    launchMode: 'IFRAME',
    funPlay: false,
    ...overrides,
  };
}

export function makeGames(count: number, overrides: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, index) => makeGame(index + 1, overrides));
}

export const vendorCard = (
  vassalage: string,
  name: string,
  gameType: VendorLane['title'],
  isHot: 0 | 1 = 0,
  overrides: Partial<VendorCard> = {},
): VendorCard => ({
  vassalage,
  name,
  accountTypeId: 1,
  smallIcon: `https://cdn.test/vendors/${vassalage}.png`,
  isHot,
  gameType,
  maintenance: false,
  launchMode: gameType === 'LIVE' ? 'POPUP' : 'IFRAME',
  ...overrides,
});

export const lanes: VendorLane[] = [
  { title: 'RNG', cards: [vendorCard('PG', 'PG Soft', 'RNG', 1), vendorCard('JILI', 'JILI', 'RNG')] },
  { title: 'LIVE', cards: [vendorCard('EVO', 'Evolution', 'LIVE', 1)] },
  { title: 'SPORTS', cards: [vendorCard('SABA', 'SABA Sports', 'SPORTS')] },
  { title: 'ESPORTS', cards: [vendorCard('IMES', 'IM Esports', 'ESPORTS')] },
  {
    title: 'FISH',
    cards: Array.from({ length: 18 }, (_, i) => vendorCard(`F${i + 1}`, `Fish vendor ${i + 1}`, 'FISH')),
  },
];

export const winners: Winner[] = Array.from({ length: 8 }, (_, index) => ({
  iconUrl: `https://cdn.test/icons/w${index}.png`,
  customerName: `pl***${index}`,
  gameName: `Winner game ${index}`,
  winAmount: 1_000_00 * (index + 1),
}));

/** The routes a shell would give the lobby; the tests and stories play that shell. */
export const lobbyPaths: LobbyPaths = {
  gameFrame: '/game',
  winners: '/winners',
  categories: {
    ELOTT: '/elott',
    LOTT: '/lottery',
    LIVE: '/live',
    COCKFIGHT: '/cockfight',
    SPORTS: '/sports',
    FISH: '/fish',
    RNG: '/rng',
    PVP: '/pvp',
    ESPORTS: '/esports',
    MINI: '/mini',
  },
};

/** The platform's play figures: 12 minutes into the session, nothing played since the game opened. */
export const playSessionFixture = (changes: Partial<PlaySession> = {}): PlaySession => ({
  at: '2026-11-29T10:20:00.000Z',
  startedAt: '2026-11-29T10:08:00.000Z',
  elapsedSeconds: 12 * 60,
  stakes: 3_000,
  wins: 1_000,
  net: -2_000,
  netSince: 0,
  realityCheckMinutes: 0,
  reminderDue: false,
  ...changes,
});
