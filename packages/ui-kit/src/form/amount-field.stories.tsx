import preview from '../stories/preview';
import { AmountField } from './amount-field';

const meta = preview.meta({
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Amount', hint: '100.00 to 50,000.00' },
});

export const Empty = meta.story();
export const WithError = meta.story({ args: { defaultValue: '12.345', error: 'At most two decimals' } });
