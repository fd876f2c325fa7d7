import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { drawFixture, raffleFixture } from '../test/activity-fixtures';
import { RafflePanel } from './raffle-panel';

const meta = preview.meta({
  title: 'Promotions/RafflePanel',
  component: RafflePanel,
  decorators: [withStoryProviders],
  args: {
    raffle: raffleFixture(),
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    lastDraw: null,
    onDraw: () => {},
    locale: 'en',
  },
});

export const TicketsToDraw = meta.story();
export const JustDrawn = meta.story({
  args: {
    raffle: raffleFixture({ ticketsLeft: 1, draws: [drawFixture()] }),
    lastDraw: drawFixture(),
  },
});
export const NoTicketLeft = meta.story({
  args: {
    raffle: raffleFixture({
      ticketsLeft: 0,
      draws: [drawFixture({ ticket: 2, prize: 0, amount: 200 }), drawFixture()],
    }),
  },
});
export const Visitor = meta.story({
  args: { raffle: raffleFixture({ deposited: 0, tickets: 0, ticketsLeft: 0 }), onDraw: undefined },
});
