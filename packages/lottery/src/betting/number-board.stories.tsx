import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { NumberBoard } from './number-board';
import { boardNumbers } from './numbers';

const frequency = Object.fromEntries(boardNumbers(2).map((number) => [number, Number(number) % 9]));

const meta = preview.meta({
  title: 'Lottery/Number board',
  component: NumberBoard,
  decorators: [withStoryProviders],
  args: { numbers: boardNumbers(2), selected: ['07', '42'], onToggle: () => {}, frequency, disabled: false },
});

export const HotAndCold = meta.story();
export const Locked = meta.story({ args: { disabled: true } });
export const Digits = meta.story({
  args: { numbers: boardNumbers(1), selected: ['3'], frequency: undefined },
});

// A phone: rows of five, every number a full tap target, the board within a 320 px screen.
const phone = { viewport: { value: 'mobile1' } };
export const Phone = meta.story({ globals: phone });
export const PhoneDark = meta.story({ globals: { ...phone, theme: 'dark' } });
