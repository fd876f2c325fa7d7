import userEvent from '@testing-library/user-event';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RegisterForm } from './register-form';

const meta = preview.meta({
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onAuthenticated: () => undefined },
  decorators: [withStoryProviders],
});

export const ByUsername = meta.story();
export const UsernameOrMobile = meta.story({
  args: { features: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true } },
});
export const Age21 = meta.story({ args: { minimumAge: 21 } });
/** The optional limits step opened on the session time limit: minutes instead of a period and money. */
export const WithSessionTimeLimit = meta.story({
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('checkbox', { name: 'Set a play limit now (optional)' }));
    await user.selectOptions(canvas.getByLabelText('Limit'), 'Session time limit');
    await user.type(canvas.getByLabelText('Minutes per session'), '60');
  },
});
