import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { BettingView } from './betting-view';

const meta = preview.meta({
  title: 'Lottery/Betting view',
  component: BettingView,
  decorators: [withStoryProviders],
  args: { gameCode: 'VNF1' },
});

export const TwoDigitBoard = meta.story();
export const ThreeDigitPickers = meta.story({ args: { playType: 'BA_CANG' } });
export const FourD = meta.story({ args: { gameCode: 'SEA4D' } });

// A phone: the 4D pickers in rows of five, digits 0–9 on screen at 320 px (light and dark).
export const FourDPhone = meta.story({
  args: { gameCode: 'SEA4D' },
  globals: { viewport: { value: 'mobile1' } },
});
export const FourDPhoneDark = meta.story({
  args: { gameCode: 'SEA4D' },
  globals: { viewport: { value: 'mobile1' }, theme: 'dark' },
});
