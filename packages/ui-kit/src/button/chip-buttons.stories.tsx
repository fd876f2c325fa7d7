import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChipButtons } from './chip-buttons';

const stakes = ['1', '5', '10', '50', '100'] as const;

const meta = {
  title: 'Actions/ChipButtons',
  component: ChipButtons,
  args: {
    items: stakes,
    textOf: (stake) => stake,
    onPick: () => {},
    className: 'mq-button mq-button--secondary mq-button--sm',
  },
} satisfies Meta<typeof ChipButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};
export const Toggles: Story = { args: { pressed: (stake) => stake === '10' } };
export const Disabled: Story = { args: { disabled: true } };
