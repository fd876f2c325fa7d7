import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { AuthScreen } from './auth-screen';

const meta = {
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  args: {
    mode: 'login',
    onAuthenticated: () => undefined,
    registerPath: '/register',
    onModeChange: () => undefined,
  },
  decorators: [withStoryProviders],
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginOnly: Story = {};
export const AllLoginFeatures: Story = {
  args: {
    features: { DIRECTREG3: true, FREEPLAY3: true, MOBILEVERCODELOGIN3: true, LOGINCOUNTRYCODE3: true },
    defaultCountryDialingCode: '84',
  },
};
export const Register: Story = {
  args: { mode: 'register', features: { DIRECTREG3: true, USERNAMEREG3: true, MOBILENUMREG3: true } },
};
