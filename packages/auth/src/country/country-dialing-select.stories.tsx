import preview from '../stories/preview';
import { countries } from '../test/fixtures';
import { CountryDialingSelect } from './country-dialing-select';

const meta = preview.meta({
  title: 'Auth/CountryDialingSelect',
  component: CountryDialingSelect,
  args: { label: 'Country code', countries, value: '84', onChange: () => undefined },
});

export const Default = meta.story();
export const Empty = meta.story({ args: { countries: [], value: '' } });
