import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { LoginPage, RegisterPage } from './auth-page';

const meta = preview.meta({
  title: 'Web/Screens/AuthPage',
  component: LoginPage,
});

export const Login = meta.story({ decorators: [withShell({ path: '/login' })] });

export const Register = meta.story({
  render: () => <RegisterPage />,
  decorators: [withShell({ path: '/register' })],
});
