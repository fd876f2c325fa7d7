import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { AffiliateForm } from './affiliate-form';

const meta = {
  title: 'Support/AffiliateForm',
  component: AffiliateForm,
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
} satisfies Meta<typeof AffiliateForm>;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
