import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'I am over 18 and accept the terms', checked: false, onChange: () => undefined },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};
export const Ticked: Story = { args: { checked: true } };
export const WithError: Story = { args: { error: 'Please accept the terms' } };
