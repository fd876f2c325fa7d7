import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { HomePage } from './home-page';

const meta = {
  title: 'Web/Screens/HomePage',
  component: HomePage,
  decorators: [withShell()],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home's content is the layout around it (see Web/Layout/RootLayout); the page adds its heading. */
export const Default: Story = {};
