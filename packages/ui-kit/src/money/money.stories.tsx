import preview from '../stories/preview';
import { Money } from './money';

const meta = preview.meta({
  title: 'Content/Money',
  component: Money,
  args: { amount: 1234.5, currencySymbol: '¥', locale: 'en-US', masked: false },
});

// `{}` rather than no argument: Storybook's typing resolves `story()` only for a props type that is no union.
export const Default = meta.story({});
export const Large = meta.story({ args: { amount: 98765432.1 } });
export const Negative = meta.story({ args: { amount: -250 } });
export const Masked = meta.story({ args: { masked: true, maskedLabel: 'Balance hidden' } });
