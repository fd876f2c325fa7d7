import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { EveryCategorySearch } from './every-category-search';

const meta = {
  title: 'Games lobby/EveryCategorySearch',
  component: EveryCategorySearch,
  decorators: [withStoryProviders],
  args: { name: 'game 1', onLaunch: () => {}, onNavigate: () => {} },
} satisfies Meta<typeof EveryCategorySearch>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Matches in several categories, each under its own heading. */
export const Found: Story = {};
/** A vendor found by its name (a sports book has no games to list). */
export const VendorFound: Story = { args: { name: 'evolution' } };
/** Nothing matches: where it looked, and the hot games instead. */
export const NothingFound: Story = { args: { name: 'xyz' } };
/** The same on a phone. */
export const NothingFoundPhone: Story = {
  args: { name: 'xyz' },
  globals: { viewport: { value: 'mobile1' } },
};
