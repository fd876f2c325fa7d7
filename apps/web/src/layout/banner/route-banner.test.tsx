import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { announcementsFixture, bannerFixture } from '../../test/fixtures';
import { answer } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const banners = [
  bannerFixture({ bannerId: 1, groupName: 'w_home', title: 'Home welcome' }),
  bannerFixture({
    bannerId: 2,
    groupName: 'w_home',
    title: 'Home promo',
    linkageType: 'ROUTE',
    linkUrl: '/promotions',
  }),
  bannerFixture({
    bannerId: 3,
    groupName: 'w_home',
    title: 'Partner offer',
    linkageType: 'URL',
    linkUrl: 'https://partner.example.test/offer',
  }),
  bannerFixture({ bannerId: 4, groupName: 'w_live', title: 'Live tables' }),
  bannerFixture({
    bannerId: 5,
    groupName: 'w_lott',
    title: 'Lottery draw',
    linkageType: 'URL',
    linkUrl: 'javascript:alert(1)',
  }),
];

beforeEach(() => server.use(answer(api.notice.announcements, announcementsFixture({ banners }))));

describe('RouteBanner', () => {
  it('shows the banners of the home group on home, their words as text over word-less artwork', async () => {
    renderApp({ path: '/' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    for (const title of ['Home welcome', 'Home promo', 'Partner offer']) {
      expect(within(region).getByText(title)).toBeInTheDocument();
    }
    expect(within(region).getAllByText('Double your first deposit')).toHaveLength(3);
    // the artwork says nothing the text does not: decorative, so not read twice
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the words in the language the announcements answer in, the call to action translated', async () => {
    server.use(
      answer(
        api.notice.announcements,
        announcementsFixture({
          banners: [
            bannerFixture({
              title: 'Pambungad na bonus 100%',
              subtitle: 'Doblehin ang unang deposito',
              linkageType: 'ROUTE',
              linkUrl: '/promotions',
            }),
          ],
        }),
      ),
    );
    renderApp({ path: '/', language: 'TY' });
    const region = await screen.findByRole('region', { name: 'Mga promosyon' });
    expect(within(region).getByText('Pambungad na bonus 100%')).toBeVisible();
    expect(within(region).getByText('Doblehin ang unang deposito')).toBeVisible();
    expect(
      within(region).getByRole('link', { name: 'Alamin pa', description: 'Pambungad na bonus 100%' }),
    ).toHaveAttribute('href', '/promotions');
  });

  it('loads the first banner eagerly with its size reserved, the others lazily', async () => {
    const { container } = renderApp({ path: '/' });
    await screen.findByRole('region', { name: 'Promotions' });
    const [first, second] = container.querySelectorAll('.app-banner__image');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '480');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('links ROUTE banners in the app and URL banners to a new tab without an opener', async () => {
    renderApp({ path: '/' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(
      within(region).getByRole('link', { name: 'Learn more', description: 'Home promo' }),
    ).toHaveAttribute('href', '/promotions');
    const external = within(region).getByRole('link', { name: 'Learn more', description: 'Partner offer' });
    expect(external).toHaveAttribute('href', 'https://partner.example.test/offer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // a banner that leads nowhere offers no call to action, but keeps its place (hidden from
    // assistive technology), so its words stand where the others' do
    expect(within(region).getAllByRole('link', { name: 'Learn more' })).toHaveLength(2);
    const places = region.querySelectorAll('.app-banner__cta-space');
    expect(places).toHaveLength(1);
    expect(places[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('follows the route group: /live shows the live banners only', async () => {
    renderApp({ path: '/live' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByText('Live tables')).toBeInTheDocument();
    expect(within(region).queryByText('Home welcome')).not.toBeInTheDocument();
  });

  it('never turns a javascript: URL into a link', async () => {
    renderApp({ path: '/vnlottery' });
    const region = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(region).getByText('Lottery draw')).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(['/rng', '/vip'])('is hidden on %s where no banner matches', async (path) => {
    const { queryClient } = renderApp({ path });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });
});
