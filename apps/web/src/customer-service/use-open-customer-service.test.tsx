import { api, encryptCustomerServicePath, type MemberInfo } from '@marquee/api-client';
import { screen, waitFor } from '@testing-library/react';
import { customerServiceFixture, memberFixture, statusFixture } from '../test/fixtures';
import { answer, failNetwork, refuse } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

interface FakePopup {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: ReturnType<typeof vi.fn>;
}

function mockPopup(): FakePopup {
  const popup: FakePopup = {
    opener: window,
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(),
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return popup;
}

async function clickCustomerService() {
  const view = renderApp();
  const button = await screen.findByRole('button', { name: 'Customer service' });
  await view.user.click(button);
  return view;
}

describe('customer service', () => {
  it('pre-opens the popup synchronously in the click, then loads the resolved address', async () => {
    const popup = mockPopup();
    renderApp();
    const button = await screen.findByRole('button', { name: 'Customer service' });
    // A plain DOM click is synchronous: window.open must have happened by the time it returns.
    button.click();
    expect(window.open).toHaveBeenCalledWith('', 'marquee-customer-service', 'width=440,height=750');
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('about:blank');

    await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/room'));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('decrypts a type 3 address before loading it', async () => {
    const path = encryptCustomerServicePath('https://secure-chat.example.test/room/9', 'k3y-8chr');
    server.use(
      answer(api.system.customerService, customerServiceFixture([{ type: '3', path, csType: 'LIVECHAT' }])),
    );
    const popup = mockPopup();
    await clickCustomerService();
    await waitFor(() => expect(popup.location.href).toBe('https://secure-chat.example.test/room/9'));
  });

  it('closes the pre-opened window and explains when the address cannot be fetched', async () => {
    server.use(failNetwork(api.system.customerService));
    const popup = mockPopup();
    await clickCustomerService();
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(await screen.findByText('Network link abnormal, please retry')).toBeInTheDocument();
  });

  it('shows the platform message when it refuses', async () => {
    server.use(refuse(api.system.customerService, 'Customer service is offline'));
    const popup = mockPopup();
    await clickCustomerService();
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(await screen.findByText('Customer service is offline')).toBeInTheDocument();
  });

  it('refuses an address that is not http(s)', async () => {
    server.use(
      answer(
        api.system.customerService,
        customerServiceFixture([{ type: '1', path: 'javascript:alert(1)', csType: 'LIVECHAT' }]),
      ),
    );
    const popup = mockPopup();
    await clickCustomerService();
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.href).toBe('about:blank');
    expect(await screen.findByText('Invalid URL, please contact customer service')).toBeInTheDocument();
  });

  describe('VIP service', () => {
    const bothServices = customerServiceFixture([
      { type: '1', path: 'https://chat.example.test/live', csType: 'LIVECHAT' },
      { type: '1', path: 'https://chat.example.test/vip', csType: 'VIP' },
    ]);

    async function openAs(member?: MemberInfo) {
      server.use(answer(api.system.customerService, bothServices));
      if (member) server.use(answer(api.member.info, member));
      const popup = mockPopup();
      const view = renderApp(member ? { member } : {});
      // The header has the member info before the player reaches for customer service.
      if (member) await screen.findByRole('navigation', { name: 'Account menu' });
      await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
      await view.user.click(await screen.findByRole('button', { name: 'Customer service' }));
      return popup;
    }

    it('opens the VIP entry for a member above VIP rank 4', async () => {
      const popup = await openAs(memberFixture({ clubLabel: { labelName: 'Diamond', rankLevel: 5 } }));
      await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/vip'));
    });

    it('opens live chat for a member of rank 4 or below', async () => {
      const popup = await openAs(memberFixture({ clubLabel: { labelName: 'Gold', rankLevel: 4 } }));
      await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/live'));
    });

    it('opens live chat for a member without a VIP label', async () => {
      const popup = await openAs(memberFixture({ clubLabel: null }));
      await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/live'));
    });

    it('opens live chat for a visitor', async () => {
      const popup = await openAs();
      await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/live'));
    });
  });

  it('is offered on the maintenance page, in the compact 440 × 500 window', async () => {
    server.use(answer(api.system.status, statusFixture({ status: 1 })));
    const popup = mockPopup();
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(window.open).toHaveBeenCalledWith('', 'marquee-customer-service', 'width=440,height=500');
    await waitFor(() => expect(popup.location.href).toBe('https://chat.example.test/room'));
  });
});
