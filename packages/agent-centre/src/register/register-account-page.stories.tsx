import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { RegisterAccountPage } from './register-account-page';

const meta = {
  title: 'Agent centre/RegisterAccountPage',
  component: RegisterAccountPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof RegisterAccountPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
