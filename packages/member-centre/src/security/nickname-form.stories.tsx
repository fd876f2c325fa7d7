import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { NicknameForm } from './nickname-form';

const meta = preview.meta({
  title: 'Member centre/My account/NicknameForm',
  component: NicknameForm,
  decorators: [withStoryProviders],
  args: { nickname: 'Lucky' },
});

export const Default = meta.story();
