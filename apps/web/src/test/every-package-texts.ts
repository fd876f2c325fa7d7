import { agentCentreTestTexts } from '@marquee/agent-centre/testing';
import { authTestTexts } from '@marquee/auth/testing';
import { gamesLobbyPlayTestTexts, gamesLobbyTestTexts } from '@marquee/games-lobby/testing';
import type { StaticFeatureTexts } from '@marquee/i18n/testing';
import { lotteryTestTexts } from '@marquee/lottery/testing';
import { memberCentreTestTexts } from '@marquee/member-centre/testing';
import { promotionsTestTexts } from '@marquee/promotions/testing';
import { supportTestTexts } from '@marquee/support/testing';

/** Every feature package's texts with their files in hand: the shell's tests show all packages. */
export const EVERY_PACKAGE_TEXTS: readonly StaticFeatureTexts[] = [
  agentCentreTestTexts,
  authTestTexts,
  gamesLobbyTestTexts,
  gamesLobbyPlayTestTexts,
  lotteryTestTexts,
  memberCentreTestTexts,
  supportTestTexts,
  promotionsTestTexts,
];
