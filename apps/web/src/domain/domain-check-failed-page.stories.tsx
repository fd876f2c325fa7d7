import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { DomainCheckFailedPage } from './domain-check-failed-page';

const meta = preview.meta({
  title: 'Web/System/DomainCheckFailedPage',
  component: DomainCheckFailedPage,
  args: { domain: 'marquee-copy.example' },
  decorators: [withShell()],
});

export const Default = meta.story();
