import preview from '../stories/preview';
import { InstallGuide } from './install-guide';

const meta = preview.meta({
  title: 'Support/InstallGuide',
  component: InstallGuide,
  args: { platform: 'IOS' as const, headingId: 'guide-story' },
});

export const Ios = meta.story();
export const Android = meta.story({ args: { platform: 'ANDROID' } });
