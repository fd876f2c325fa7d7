import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { type Figure, FiguresList } from './figures-list';

const meta = preview.meta({
  title: 'Agent centre/FiguresList',
  component: FiguresList,
  decorators: [withStoryProviders],
  args: {
    figures: [
      ['ac_team_size', 1284],
      ['ac_direct_downlines', 37],
      ['ac_deposits', '₱1,204,500.00'],
      ['ac_win_loss', '-₱18,320.40'],
    ] satisfies Figure[],
  },
});

/** The figure grid every report and contract of the centre shows its totals in. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
export const Loading = meta.story({ args: { figures: [], busy: true } });
