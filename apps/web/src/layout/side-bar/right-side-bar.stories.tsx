import preview from '../../stories/preview';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { RightSideBar } from './right-side-bar';

const meta = preview.meta({
  title: 'Web/Layout/RightSideBar',
  component: RightSideBar,
});

/** Hover or focus Telegram to see its QR code. */
export const WithResources = meta.story({ decorators: [withShell()] });

/** A brand without social services renders nothing. */
export const NoResources = meta.story({
  decorators: [withShell({ permission: storyPermission({ resources: [] }) })],
});
