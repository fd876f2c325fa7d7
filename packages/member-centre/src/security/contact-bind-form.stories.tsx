import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ContactBindForm } from './contact-bind-form';

const meta = preview.meta({
  title: 'Member centre/My account/ContactBindForm',
  component: ContactBindForm,
  decorators: [withStoryProviders],
  args: { kind: 'mobile' as const, current: null },
});

export const BindMobile = meta.story();
/** A change asks for the password and the code sent to the contact bound now. */
export const ChangeEmail = meta.story({ args: { kind: 'email', current: 'juan@example.com' } });
export const ChangeMobile = meta.story({ args: { kind: 'mobile', current: '+63 9170000001' } });
