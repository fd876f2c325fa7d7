import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { LoginForm } from './login-form';

const meta = preview.meta({
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onAuthenticated: () => undefined },
  decorators: [withStoryProviders],
});

export const Username = meta.story();
export const WithCaptcha = meta.story({ args: { captchaMode: 'always' } });
export const WithMobileAndFreePlay = meta.story({
  args: { features: { MOBILEVERCODELOGIN3: true, LOGINCOUNTRYCODE3: true, FREEPLAY3: true } },
});
