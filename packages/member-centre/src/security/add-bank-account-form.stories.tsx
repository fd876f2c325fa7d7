import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { banks } from '../test/fixtures';
import { AddBankAccountForm } from './add-bank-account-form';

const meta = {
  title: 'Member centre/My account/AddBankAccountForm',
  component: AddBankAccountForm,
  decorators: [withStoryProviders],
  args: { banks, realName: 'Juan Dela Cruz' },
} satisfies Meta<typeof AddBankAccountForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
