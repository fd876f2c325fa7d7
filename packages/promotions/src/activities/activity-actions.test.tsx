import { promotionsApi } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromotionDetailPage } from '../detail/promotion-detail-page';
import {
  drawFixture,
  raffleDetail,
  raffleFixture,
  signInDetail,
  signInFixture,
} from '../test/activity-fixtures';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';

const server = setupMswServer();

const renderPage = (id: number) =>
  renderWithProviders(
    <PromotionDetailPage id={id} promotionsHref="/promotions" currencySymbol="₱" locale="en" />,
    { route: '/promoDetail', path: '/promoDetail' },
  );

const signIn = () => useSessionStore.getState().startSession('member-token', member);

describe('a daily sign-in’s page', () => {
  it('signs today, says the streak reward and its wagering, and shows the day signed', async () => {
    signIn();
    let detail = signInDetail();
    server.use(
      on(promotionsApi.detail, () => detail),
      on(promotionsApi.signIn, () => {
        detail = signInDetail({
          status: 'SIGNED',
          signIn: signInFixture({ signed: ['2030-01-07', '2030-01-08', '2030-01-09'], streak: 3 }),
        });
        return { day: '2030-01-09', streak: 3, balance: 100_500, detail };
      }),
    );
    const user = userEvent.setup();
    renderPage(7);
    await user.click(await screen.findByRole('button', { name: 'Sign in today' }));
    expect(await screen.findByText('Signed in for today.')).toBeInTheDocument();
    expect(screen.getByText('You have signed in today')).toBeInTheDocument();
    expect(screen.getByText('Days in a row: 3')).toBeInTheDocument();
  });

  it('says the step reached and keeps the button on a refusal', async () => {
    signIn();
    let refuse = true;
    server.use(
      on(promotionsApi.detail, () =>
        signInDetail({ signIn: signInFixture({ signed: ['2030-01-08'], streak: 1 }) }),
      ),
      on(promotionsApi.signIn, () => {
        if (refuse) return failWith('PROMOTION_ALREADY_SIGNED', undefined, 409);
        return {
          day: '2030-01-09',
          streak: 2,
          reward: { days: 2, amount: 500, wageringRequired: 2_500 },
          balance: 100_500,
          detail: signInDetail({ status: 'SIGNED' }),
        };
      }),
    );
    const user = userEvent.setup();
    renderPage(7);
    await user.click(await screen.findByRole('button', { name: 'Sign in today' }));
    expect(await screen.findByText('You have already signed in today')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Sign in today' }));
    expect(
      await screen.findByText(
        'Signed in: 2 days in a row earns ₱5.00. Place valid bets of ₱25.00 before withdrawing it.',
      ),
    ).toBeInTheDocument();
  });

  it('turns the calendar to the month before with the signed days the platform answers', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      on(promotionsApi.detail, () => signInDetail()),
      on(promotionsApi.signIns, ({ month }) => {
        asked.push(month);
        return { month, signed: ['2029-12-31'] };
      }),
    );
    const user = userEvent.setup();
    renderPage(7);
    await user.click(await screen.findByRole('button', { name: /Previous month/ }));
    const december = await screen.findByRole('table', { name: 'Sign-in calendar, December 2029' });
    await vi.waitFor(() => expect(december).toHaveAttribute('aria-busy', 'false'));
    expect(december.querySelectorAll('.mq-signin__day--signed')).toHaveLength(1);
    expect(asked).toEqual(['2029-12']);
  });

  it('explains a condition not met instead of offering the sign-in', async () => {
    signIn();
    server.use(
      on(promotionsApi.detail, () =>
        signInDetail({ eligibility: { minVipLevel: 3 }, ineligible: 'VIP_LEVEL' }),
      ),
    );
    renderPage(7);
    expect(
      await screen.findByText('Your VIP level is below 3: this promotion is not open to you yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('For VIP level 3 and above.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in today' })).not.toBeInTheDocument();
  });
});

describe('a raffle’s page', () => {
  it('draws a ticket and tells the prize with its wagering (reduced motion: at once)', async () => {
    mockMatchMedia(true);
    signIn();
    let detail = raffleDetail();
    server.use(
      on(promotionsApi.detail, () => detail),
      on(promotionsApi.draw, () => {
        detail = raffleDetail({ raffle: raffleFixture({ ticketsLeft: 1, draws: [drawFixture()] }) });
        return { draw: drawFixture(), balance: 102_000, detail };
      }),
    );
    const user = userEvent.setup();
    renderPage(8);
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    expect(
      await screen.findByText('You won ₱20.00! Place valid bets of ₱100.00 before withdrawing it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tickets left: 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/^Ticket 1 on .*: ₱20\.00$/)).toBeInTheDocument();
  });

  it('says so when the other tab drew the last ticket', async () => {
    mockMatchMedia(true);
    signIn();
    server.use(
      on(promotionsApi.detail, () => raffleDetail({ raffle: raffleFixture({ tickets: 1, ticketsLeft: 1 }) })),
      on(promotionsApi.draw, () => failWith('PROMOTION_NO_TICKET', undefined, 409)),
    );
    const user = userEvent.setup();
    renderPage(8);
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('You have no raffle ticket left')).toBeInTheDocument();
  });

  it('shows a visitor the prizes and sends them to sign in', async () => {
    server.use(on(promotionsApi.detail, () => raffleDetail()));
    renderPage(8);
    expect(await screen.findByRole('link', { name: 'Sign in to take part' })).toBeInTheDocument();
    expect(screen.getByText('₱88.00: 5% chance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
  });
});
