import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { DomainCheckFailedPage } from './domain-check-failed-page';

const meta = {
  title: 'Web/System/DomainCheckFailedPage',
  component: DomainCheckFailedPage,
  args: { domain: 'marquee-copy.example' },
  decorators: [withShell()],
} satisfies Meta<typeof DomainCheckFailedPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
