import { type PointConvertRequest, type PointRedeemRequest, pointMallApi } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  member,
  pointBalanceFixture,
  pointConfigFixture,
  pointEarningsFixture,
  pointItemsFixture,
  pointRedemption,
} from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PointMallPage } from './point-mall-page';

const server = setupMswServer();

beforeEach(() => {
  server.use(
    on(pointMallApi.config, () => pointConfigFixture()),
    on(pointMallApi.earnings, ({ page }) => pointEarningsFixture(page)),
  );
});

const signIn = (isAgent = 0) =>
  useSessionStore
    .getState()
    .startSession('member-token', { ...member, type: isAgent as 0, isAgent: isAgent as 0 });

const renderPage = () =>
  renderWithProviders(<PointMallPage currencySymbol="₱" locale="en" />, { route: '/pointMall' });

/** A platform that keeps the member's points, the stock and the history as a redemption changes them. */
function memberMall(points = 250) {
  const sent: PointRedeemRequest[] = [];
  let balance = pointBalanceFixture(points);
  let items = pointItemsFixture();
  let redemptions = [pointRedemption({ id: 'R0', createdAt: '2026-11-01T04:05:00.000Z' })];
  server.use(
    on(pointMallApi.items, () => items),
    on(pointMallApi.balance, () => balance),
    on(pointMallApi.redemptions, () => ({ redemptions })),
    on(pointMallApi.redeem, (request) => {
      sent.push(request);
      if (request.paymentPassword !== '123456') return failWith('WRONG_PAYMENT_PASSWORD');
      const item = items.items.find((candidate) => candidate.id === request.itemId)!;
      const taken = item.points * request.quantity;
      balance = { ...balance, points: balance.points - taken, spent: balance.spent + taken };
      items = pointItemsFixture(
        items.items.map((each) =>
          each.id === item.id ? { stock: each.stock - request.quantity, redeemed: each.redeemed + 1 } : {},
        ),
      );
      const redemption = pointRedemption({
        id: `R${sent.length}`,
        itemName: item.name,
        kind: item.kind,
        quantity: request.quantity,
        points: taken,
        amount: item.amount * request.quantity,
        status: item.kind === 'CASH' ? 'APPROVED' : 'PROCESSING',
        createdAt: '2026-11-29T04:05:00.000Z',
      });
      redemptions = [redemption, ...redemptions];
      return redemption;
    }),
  );
  return sent;
}

describe('PointMallPage', () => {
  it('shows a visitor the items and the rules, and sends them to sign in to redeem', async () => {
    let askedBalance = false;
    server.use(
      on(pointMallApi.items, () => pointItemsFixture()),
      on(pointMallApi.balance, () => {
        askedBalance = true;
        return pointBalanceFixture();
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Point mall' })).toBeInTheDocument();
    const mug = await screen.findByRole('listitem', { name: 'Marquee travel mug' });
    expect(within(mug).getByText('1,500 points')).toBeInTheDocument();
    expect(within(mug).getByText('Physical item')).toBeInTheDocument();
    expect(within(mug).getByText('Up to 1 per member')).toBeInTheDocument();
    expect(
      screen.getByText('Every ₱10.00 of valid bets earns you one point. Points never expire.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Redemption history' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Redeem 10.00 cash voucher' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    expect(askedBalance).toBe(false);
  });

  it('redeems a cash voucher with the payment password: the points, the stock and the history follow', async () => {
    signIn();
    const sent = memberMall(250);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('250 points')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Redemption history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);

    const opener = screen.getByRole('button', { name: 'Redeem 10.00 cash voucher' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Redeem 10.00 cash voucher' });
    expect(dialog).toHaveAccessibleDescription(
      'Total: 100 points (you have 250) ₱10.00 will be credited to your balance at once.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByText('Total: 200 points (you have 250)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Payment password'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    // a wrong password lands on its field; the quantity stays
    expect(await within(dialog).findByText('Incorrect payment password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('2');

    await user.clear(within(dialog).getByLabelText('Payment password'));
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await screen.findByText(
        'Redeemed 2 × 10.00 cash voucher for 200 points: ₱20.00 credited to your balance.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(await screen.findByText('50 points')).toBeInTheDocument();
    expect(await within(history).findAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      /^2 × 10\.00 cash voucherApproved200 points₱20\.00/,
    );
    expect(screen.getByText('998 left')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ itemId: 1, quantity: 2, paymentPassword: '123456', language: 'EN' });
    // one key per attempt: the retry after the wrong password was the same attempt's
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it('refuses more than the points held before asking the platform', async () => {
    signIn();
    const sent = memberMall(120);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('120 points');
    await user.click(await screen.findByRole('button', { name: 'Redeem 50.00 cash voucher' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem 50.00 cash voucher' });
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('You do not have enough points')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the platform's refusal when the stock ran out meanwhile, and keeps the form", async () => {
    signIn();
    server.use(
      on(pointMallApi.items, () => pointItemsFixture()),
      on(pointMallApi.balance, () => pointBalanceFixture(5_000)),
      on(pointMallApi.redemptions, () => ({ redemptions: [] })),
      on(pointMallApi.redeem, () => failWith('POINT_ITEM_OUT_OF_STOCK', undefined, 409)),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('You have not redeemed anything yet')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Redeem Marquee travel mug' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Marquee travel mug' });
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    // a physical item asks where to send it, before anything is sent
    expect(await within(dialog).findByText('Please enter the receiving address')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Receiving address'), '1 Ayala Avenue, Makati');
    await user.type(within(dialog).getByLabelText('Mobile number'), '09-17');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await within(dialog).findByText('Enter 6 to 15 digits, with an optional + in front'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Mobile number'));
    await user.type(within(dialog).getByLabelText('Mobile number'), '+639171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This item is out of stock');
    expect(within(dialog).getByLabelText('Receiving address')).toHaveValue('1 Ayala Avenue, Makati');
  });

  it('offers nothing once an item is sold out or the member reached its limit', async () => {
    signIn();
    server.use(
      on(pointMallApi.items, () => pointItemsFixture([{ stock: 0 }, { redeemed: 5 }])),
      on(pointMallApi.balance, () => pointBalanceFixture()),
      on(pointMallApi.redemptions, () => ({ redemptions: [] })),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limit reached' })).toBeDisabled();
    expect(screen.getByText('You have redeemed 5 of 5')).toBeInTheDocument();
  });

  it('warns a trial account instead of opening the redemption', async () => {
    signIn(4);
    server.use(
      on(pointMallApi.items, () => pointItemsFixture()),
      on(pointMallApi.balance, () => pointBalanceFixture()),
      on(pointMallApi.redemptions, () => ({ redemptions: [] })),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('250 points');
    await user.click(await screen.findByRole('button', { name: 'Redeem 10.00 cash voucher' }));
    expect(useTrialWarningStore.getState().open).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('converts points at the ratio with the rate table, and refuses a fraction or more than held keeping the input', async () => {
    signIn();
    memberMall(250);
    const sent: PointConvertRequest[] = [];
    let points = 250;
    server.use(
      on(pointMallApi.balance, () => ({ points, earned: 350, spent: 350 - points })),
      on(pointMallApi.convert, (request) => {
        sent.push(request);
        if (request.paymentPassword !== '123456') return failWith('WRONG_PAYMENT_PASSWORD');
        points -= request.points;
        return {
          id: 'C1',
          points: request.points,
          amount: request.points * 10,
          pointsLeft: points,
          createdAt: '',
        };
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Point conversion' });
    const rates = screen.getByRole('table', { name: 'Rate table' });
    expect(within(rates).getAllByRole('row')[2]).toHaveTextContent('100₱10.00');
    expect(
      screen.getByText('Each point converts to ₱0.10 of balance, at least 10 points at a time.'),
    ).toBeInTheDocument();
    const field = within(form).getByLabelText('Points to convert');
    await user.type(field, '12.5');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Please enter a whole number of points')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '300');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('You do not have enough points')).toBeInTheDocument();
    expect(field).toHaveValue('300');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '200');
    expect(within(form).getByText('You will get ₱20.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('Converted 200 points: ₱20.00 credited to your balance.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('50 points')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(sent).toEqual([{ points: 200, paymentPassword: '123456', idempotencyKey: expect.any(String) }]);
  });

  it('keeps the points typed when the platform refuses the payment password', async () => {
    signIn();
    memberMall(250);
    server.use(on(pointMallApi.convert, () => failWith('WRONG_PAYMENT_PASSWORD')));
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Point conversion' });
    await user.type(within(form).getByLabelText('Points to convert'), '100');
    await user.type(within(form).getByLabelText('Payment password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Incorrect payment password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Points to convert')).toHaveValue('100');
  });

  it('says a payment password is needed first, and pages the points earned by day', async () => {
    signIn();
    memberMall(250);
    server.use(on(pointMallApi.config, () => pointConfigFixture({ hasPaymentPassword: false })));
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'Conversions and redemptions ask for your payment password: please set one in the member centre first.',
      ),
    ).toBeInTheDocument();
    const earned = await screen.findByRole('list', { name: 'Points earned' });
    expect(within(earned).getAllByRole('listitem')[0]).toHaveTextContent(
      '2026-11-29125 pointsfrom ₱1,250.00 of valid bets',
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(earned).findByText('2026-11-27')).toBeInTheDocument();
  });
});
