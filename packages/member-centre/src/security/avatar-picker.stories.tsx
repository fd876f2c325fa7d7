import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { AvatarPicker } from './avatar-picker';

const meta = preview.meta({
  title: 'Member centre/My account/AvatarPicker',
  component: AvatarPicker,
  decorators: [withStoryProviders],
});

/** The owl chosen. */
export const Default = meta.story();

export const NoneChosen = meta.story({
  parameters: { answers: { '/wps/member/info/icon': { iconUrl: null } } },
});
