import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { LoginForm } from './login-form';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onAuthenticated: () => undefined },
  decorators: [withStoryProviders],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Username: Story = {};
export const WithCaptcha: Story = { args: { captchaMode: 'always' } };
export const WithMobileAndFreePlay: Story = {
  args: { features: { MOBILEVERCODELOGIN3: true, LOGINCOUNTRYCODE3: true, FREEPLAY3: true } },
};
