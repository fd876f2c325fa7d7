import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { ConsentBanner } from './consent-banner';

const meta = {
  title: 'Web/Analytics/ConsentBanner',
  component: ConsentBanner,
  decorators: [withShell()],
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit to a brand with analytics: the question waits at the foot, the focus left alone. */
export const FirstVisit: Story = {};

/** Reopened from the footer's cookie settings: it takes the focus. */
export const Requested: Story = { args: { requested: true } };

/** A phone: above the bottom bar, never over it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
