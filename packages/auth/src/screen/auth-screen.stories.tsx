import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { AuthScreen } from './auth-screen';

const meta = preview.meta({
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  args: {
    mode: 'login' as const,
    onAuthenticated: () => undefined,
    registerPath: '/register',
    onModeChange: () => undefined,
  },
  decorators: [withStoryProviders],
});

export const LoginOnly = meta.story();
export const AllLoginFeatures = meta.story({
  args: {
    features: { DIRECTREG3: true, FREEPLAY3: true, MOBILEVERCODELOGIN3: true, LOGINCOUNTRYCODE3: true },
    defaultCountryDialingCode: '84',
  },
});
export const Register = meta.story({
  args: { mode: 'register', features: { DIRECTREG3: true, USERNAMEREG3: true, MOBILENUMREG3: true } },
});
