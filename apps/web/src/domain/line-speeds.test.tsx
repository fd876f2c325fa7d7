import { api } from '@marquee/api-client';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { createTestProviders } from '../test/render-app';
import { LineSpeeds } from './line-speeds';

describe('LineSpeeds', () => {
  it("measures the brand's lines and offers the fastest when it is not the one in use", async () => {
    const { protocol, host } = window.location;
    server.use(
      answer(api.routers.domains, {
        domainList: [
          { domain: 'down.marquee.test', speed: 20 },
          { domain: 'play.marquee.test', speed: 90 },
        ],
        resources: [],
      }),
      http.get(`${protocol}//down.marquee.test/wps/system/status`, () => HttpResponse.error()),
      http.get(`${protocol}//play.marquee.test/wps/system/status`, () => HttpResponse.json({})),
      // the line in use answers last: the other one is faster
      http.get(`${protocol}//${host}/wps/system/status`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return HttpResponse.json({});
      }),
    );
    const { wrapper } = createTestProviders();
    render(<LineSpeeds />, { wrapper });
    expect(screen.getByText('Measuring line speeds…')).toBeInTheDocument();
    const lines = await screen.findByRole('region', { name: 'Lines' });
    const items = within(lines).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' ')[0])).toEqual([
      'play.marquee.test',
      host,
      'down.marquee.test',
    ]);
    expect(items[1]).toHaveTextContent('(in use)');
    expect(items[2]).toHaveTextContent('unreachable');
    expect(
      within(lines).getByRole('link', { name: 'Switch to the fastest line (play.marquee.test)' }),
    ).toHaveAttribute('href', `${protocol}//play.marquee.test${window.location.pathname}`);
  });

  it('offers no switch when the line in use is the fastest', async () => {
    server.use(answer(api.routers.domains, { domainList: [], resources: [] }));
    const { wrapper } = createTestProviders();
    render(<LineSpeeds />, { wrapper });
    const lines = await screen.findByRole('region', { name: 'Lines' });
    expect(within(lines).getByRole('listitem')).toHaveTextContent('(in use)');
    expect(within(lines).queryByRole('link')).not.toBeInTheDocument();
  });
});
