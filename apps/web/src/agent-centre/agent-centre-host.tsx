import { agentCentreTexts } from '@marquee/agent-centre';
import { errorTexts, sharedTexts } from '@marquee/i18n';
import { agentCentrePaths } from '../app/paths';
import { lazyChunk } from '../chunks/lazy-chunk';
import { OverlayHost } from '../member-centre/overlay-host';

// The overlay and its entries are a chunk of their own, fetched with their texts and styles when an
// agent first opens it.
const AgentCentreScreen = lazyChunk(
  () => import('./agent-centre-screen').then((m) => ({ default: m.AgentCentreScreen })),
  null,
  [agentCentreTexts, sharedTexts, errorTexts],
  { styles: ['agent-centre'] },
);

/**
 * Shows the agent centre when the address is one of its entries: visitors to login; a trial account
 * is warned and the overlay refuses it ("Non-member account unable to login").
 */
export function AgentCentreHost() {
  return <OverlayHost paths={agentCentrePaths} screen={AgentCentreScreen} refusesTrial />;
}
