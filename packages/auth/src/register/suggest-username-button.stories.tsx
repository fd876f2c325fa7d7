import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SuggestUsernameButton } from './suggest-username-button';

const meta = preview.meta({
  title: 'Auth/SuggestUsernameButton',
  component: SuggestUsernameButton,
  args: { onSuggested: () => undefined, onFailed: () => undefined },
  decorators: [withStoryProviders],
  parameters: { answers: { '/wps/member/register/suggest': { username: 'luckytiger4821' } } },
});

export const Default = meta.story();
