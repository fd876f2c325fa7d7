import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ApplyForm } from './apply-form';

const meta = {
  title: 'Promotions/ApplyForm',
  component: ApplyForm,
  decorators: [withStoryProviders],
  args: { promotionId: 2 },
  parameters: { signedInAs: member },
} satisfies Meta<typeof ApplyForm>;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
