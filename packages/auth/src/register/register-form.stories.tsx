import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { withStoryProviders } from '../stories/story-support';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onAuthenticated: () => undefined },
  decorators: [withStoryProviders],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByUsername: Story = {};
export const UsernameOrMobile: Story = {
  args: { features: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true } },
};
export const Age21: Story = { args: { minimumAge: 21 } };
/** The optional limits step opened on the session time limit: minutes instead of a period and money. */
export const WithSessionTimeLimit: Story = {
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('checkbox', { name: 'Set a play limit now (optional)' }));
    await user.selectOptions(canvas.getByLabelText('Limit'), 'Session time limit');
    await user.type(canvas.getByLabelText('Minutes per session'), '60');
  },
};
