import { within } from '@testing-library/react';
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
/** The optional limits step opened on the session time limit: minutes instead of money. */
export const WithSessionTimeLimit = meta.story({
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('checkbox', { name: 'Set play limits now (optional)' }));
    await user.selectOptions(canvas.getByLabelText('Limit'), 'Session time limit');
    await user.type(canvas.getByLabelText('Minutes per session'), '60');
  },
});
/** Several limits at once: a daily deposit limit, a monthly loss limit and the session time. */
export const WithSeveralLimits = meta.story({
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('checkbox', { name: 'Set play limits now (optional)' }));
    await user.type(canvas.getByLabelText('Deposit limit'), '1000');
    await user.click(canvas.getByRole('button', { name: 'Add another limit' }));
    const second = canvas.getByRole('group', { name: 'Limit 2' });
    await user.selectOptions(
      within(second).getByLabelText('Limit'),
      'Loss limit (net loss) · Per calendar month',
    );
    await user.type(within(second).getByLabelText('Loss limit'), '5000');
    await user.click(canvas.getByRole('button', { name: 'Add another limit' }));
    const third = canvas.getByRole('group', { name: 'Limit 3' });
    await user.selectOptions(within(third).getByLabelText('Limit'), 'Session time limit');
    await user.type(within(third).getByLabelText('Minutes per session'), '120');
  },
});
