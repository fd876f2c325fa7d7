import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries } from '../test/fixtures';
import { CountryDialingSelect } from './country-dialing-select';

const meta = {
  title: 'Auth/CountryDialingSelect',
  component: CountryDialingSelect,
  args: { label: 'Country code', countries, value: '84', onChange: () => undefined },
} satisfies Meta<typeof CountryDialingSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { countries: [], value: '' } };
