import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SignInsSection } from './sign-ins-section';

const meta = {
  title: 'Member centre/My account/SignInsSection',
  component: SignInsSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof SignInsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const None: Story = { parameters: { answers: { '/wps/member/security/sign-ins': { signIns: [] } } } };
