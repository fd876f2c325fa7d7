import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { NumberBoard } from './number-board';
import { boardNumbers } from './numbers';

const frequency = Object.fromEntries(boardNumbers(2).map((number) => [number, Number(number) % 9]));

const meta = {
  title: 'Lottery/Number board',
  component: NumberBoard,
  decorators: [withStoryProviders],
  args: { numbers: boardNumbers(2), selected: ['07', '42'], onToggle: () => {}, frequency, disabled: false },
} satisfies Meta<typeof NumberBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HotAndCold: Story = {};
export const Locked: Story = { args: { disabled: true } };
export const Digits: Story = { args: { numbers: boardNumbers(1), selected: ['3'], frequency: undefined } };

// A phone: rows of five, every number a full tap target, the board within a 320 px screen.
const phone = { viewport: { value: 'mobile1' } };
export const Phone: Story = { globals: phone };
export const PhoneDark: Story = { globals: { ...phone, theme: 'dark' } };
