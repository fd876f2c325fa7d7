import preview from '../stories/preview';
import { ChipButtons } from './chip-buttons';

const stakes = ['1', '5', '10', '50', '100'] as const;

const meta = preview.meta({
  title: 'Actions/ChipButtons',
  component: ChipButtons,
  args: {
    items: stakes,
    textOf: (stake) => stake,
    onPick: () => {},
    className: 'mq-button mq-button--secondary mq-button--sm',
  },
});

export const Actions = meta.story();
export const Toggles = meta.story({ args: { pressed: (stake) => stake === '10' } });
export const Disabled = meta.story({ args: { disabled: true } });
