import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SuggestUsernameButton } from './suggest-username-button';

const meta = {
  title: 'Auth/SuggestUsernameButton',
  component: SuggestUsernameButton,
  args: { onSuggested: () => undefined, onFailed: () => undefined },
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/member/register/suggest': { username: 'luckytiger4821' } } },
} satisfies Meta<typeof SuggestUsernameButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
