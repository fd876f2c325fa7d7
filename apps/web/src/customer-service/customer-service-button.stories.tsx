import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { CustomerServiceButton } from './customer-service-button';

const meta = preview.meta({
  title: 'Web/CustomerServiceButton',
  component: CustomerServiceButton,
  decorators: [withShell()],
});

/** Opens a 440×750 window on click and loads the chat address into it. */
export const Default = meta.story();
export const WithLabel = meta.story({ args: { label: 'Contact customer service', variant: 'secondary' } });
