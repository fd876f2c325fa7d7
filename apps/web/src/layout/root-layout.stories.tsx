import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { LoginPage } from '../screens/auth-page';
import { HomePage } from '../screens/home-page';
import { NotFoundPage } from '../screens/not-found-page';
import { NoticePage } from '../screens/notice-page';
import { withShell } from '../stories/story-shell';
import { RootLayout } from './root-layout';

/** The layout around the screens this release ships, at the path the story starts on. */
function LayoutWithScreens() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="noticePage" element={<NoticePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Web/Layout/RootLayout',
  component: LayoutWithScreens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LayoutWithScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { decorators: [withShell()] };
export const NoticePageInLayout: Story = { decorators: [withShell({ path: '/noticePage' })] };
export const LoginAreaWithoutHeader: Story = { decorators: [withShell({ path: '/login' })] };
