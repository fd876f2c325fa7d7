import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldGroup } from './field-group';

const meta = {
  title: 'Forms/FieldGroup',
  component: FieldGroup,
  args: {
    label: 'Channels',
    children: ['Social media', 'Website'].map((channel) => (
      <label key={channel}>
        <input type="checkbox" /> {channel}
      </label>
    )),
  },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};
export const WithError: Story = { args: { error: 'Choose at least one channel' } };
