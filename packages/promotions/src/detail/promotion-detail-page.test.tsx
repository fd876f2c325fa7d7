import { type PromotionApplyRequest, playSafeApi, promotionsApi } from '@marquee/api-client';
import { failWith, playExclusionFixture } from '@marquee/api-client/testing';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDetail, dailyApplyDetail, member, PNG_BYTES, promotionDetail } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PromotionDetailPage } from './promotion-detail-page';

const server = setupMswServer();

beforeEach(() => {
  server.use(on(playSafeApi.exclusion, () => ({ exclusion: null, reopenWaitHours: 24 })));
});

const renderPage = (id = 1) =>
  renderWithProviders(
    <PromotionDetailPage id={id} promotionsHref="/promotions" currencySymbol="₱" locale="en" />,
    { route: '/promoDetail', path: '/promoDetail' },
  );

const signIn = (isAgent = 0) =>
  useSessionStore
    .getState()
    .startSession('member-token', { ...member, type: isAgent as 0, isAgent: isAgent as 0 });

const png = (name = 'deposit.png') => new File([PNG_BYTES], name, { type: 'image/png' });

describe('PromotionDetailPage', () => {
  it('offers a member on a time-out nothing to join, and says until when', async () => {
    signIn();
    server.use(
      on(promotionsApi.detail, () => promotionDetail()),
      on(playSafeApi.exclusion, () => ({
        exclusion: playExclusionFixture({
          duration: '24H',
          endsAt: '2030-01-02T00:00:00.000Z',
          opensAt: '2030-01-02T00:00:00.000Z',
        }),
        reopenWaitHours: 24,
      })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Promotions are paused for you' })).toBeInTheDocument();
    expect(
      screen.getByText(/No offers while your break lasts: they open again on Jan 2, 2030/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('renders the content without its script and sends a visitor to sign in', async () => {
    server.use(on(promotionsApi.detail, () => promotionDetail()));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slots weekly challenge' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Join, then place 200.00 of valid bets on slots this week.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to take part' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Reward: ₱38.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('joins and then shows the progress towards the target, the claim waiting for it', async () => {
    signIn();
    let detail = promotionDetail();
    server.use(
      on(promotionsApi.detail, () => detail),
      on(promotionsApi.join, () => {
        detail = promotionDetail({ status: 'JOINED' });
        return detail;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined: your bets count from now on.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Valid bets this week' })).toHaveAttribute('value', '0');
    expect(screen.getByText('₱0.00 of ₱200.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('claims a reached target and says what was credited and the wagering it carries', async () => {
    signIn();
    const progress = { category: 'RNG', period: 'WEEKLY' as const, target: 20_000, progress: 20_000 };
    server.use(
      on(promotionsApi.detail, () => promotionDetail({ status: 'CLAIM', progress })),
      on(promotionsApi.claim, () => ({ id: 1, amount: 3_800, wageringRequired: 19_000, balance: 1_003_800 })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('₱38.00 credited. Place valid bets of ₱190.00 before withdrawing it.'),
    ).toBeInTheDocument();
  });

  it('warns a trial account instead of joining', async () => {
    signIn(4);
    let joined = false;
    server.use(
      on(promotionsApi.detail, () => promotionDetail()),
      on(promotionsApi.join, () => {
        joined = true;
        return promotionDetail({ status: 'JOINED' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(useTrialWarningStore.getState().open).toBe(true);
    expect(joined).toBe(false);
  });

  it('checks the remark and images before sending, previews and removes images, and keeps them on a refusal', async () => {
    signIn();
    const sent: PromotionApplyRequest[] = [];
    let refuse = true;
    let detail = applyDetail();
    server.use(
      on(promotionsApi.detail, () => detail),
      on(promotionsApi.apply, (input) => {
        sent.push(input);
        if (refuse) return failWith('UPLOAD_RATE', undefined, 429);
        detail = applyDetail({
          status: 'APPLYING',
          application: {
            remark: input.remark,
            images: input.images.length,
            submittedAt: '2026-11-29T04:00:00.000Z',
          },
        });
        return detail;
      }),
    );
    const user = userEvent.setup();
    renderPage(2);
    const remark = await screen.findByRole('textbox', { name: 'Remark' });
    await user.click(remark);
    await user.paste('x'.repeat(141));
    expect(screen.getByText('141 / 140 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The remark must be at most 140 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(remark);
    await user.type(remark, 'First deposit 1,000');

    const images = screen.getByLabelText('Images');
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'renamed.png', { type: 'image/png' });
    await user.upload(images, gif);
    expect(await screen.findByText('Each image must be a PNG or JPG image')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(images, big);
    expect(await screen.findByText('Each image must be at most 5 MB')).toBeInTheDocument();

    await user.upload(images, [png('a.png'), png('b.png')]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    await user.upload(images, [png('c.png'), png('d.png')]);
    expect(await screen.findByText('Please attach at most 3 images')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many images uploaded, please retry in an hour')).toBeInTheDocument();
    expect(remark).toHaveValue('First deposit 1,000');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 2, remark: 'First deposit 1,000', images: [{ type: 'image/png' }] });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/^Applied on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('claims yesterday’s daily application, then applies for today and says to apply again tomorrow', async () => {
    signIn();
    let detail = dailyApplyDetail();
    server.use(
      on(promotionsApi.detail, () => detail),
      on(promotionsApi.claim, () => {
        detail = dailyApplyDetail({
          status: 'JOIN',
          earlierApplications: [
            { day: '2026-11-29', status: 'CLAIMED' },
            { day: '2026-11-28', status: 'REJECTED' },
          ],
        });
        return { id: 9, amount: 1_000, wageringRequired: 5_000, balance: 11_000 };
      }),
      on(promotionsApi.apply, (input) => {
        detail = dailyApplyDetail({
          status: 'APPLYING',
          application: { remark: input.remark, images: 1, submittedAt: '2026-11-30T02:00:00.000Z' },
          earlierApplications: [
            { day: '2026-11-29', status: 'CLAIMED' },
            { day: '2026-11-28', status: 'REJECTED' },
          ],
        });
        return detail;
      }),
    );
    const user = userEvent.setup();
    renderPage(9);
    expect(
      await screen.findByText('One application a day: apply again from the next day.'),
    ).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Your earlier applications' });
    expect(earlier).toHaveTextContent(/Nov 29, 2026.*Issued/);
    expect(earlier).toHaveTextContent(/Nov 28, 2026.*Rejected/);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(earlier).toHaveTextContent(/Nov 29, 2026.*Claimed/);
    await user.upload(screen.getByLabelText('Images'), png());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You have applied today: apply again tomorrow.')).toBeInTheDocument();
    expect(screen.getByText(/^Applied on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
