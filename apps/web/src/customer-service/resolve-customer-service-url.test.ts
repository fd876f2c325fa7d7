import { encryptCustomerServicePath } from '@marquee/api-client';
import { customerServiceFixture } from '../test/fixtures';
import { CustomerServiceUnavailableError, resolveCustomerServiceUrl } from './resolve-customer-service-url';

const origin = 'https://play.example.test';

describe('resolveCustomerServiceUrl', () => {
  it('uses a direct URL as is', async () => {
    const response = customerServiceFixture([
      { type: '1', path: 'https://chat.example.test/a', csType: 'LIVECHAT' },
    ]);
    expect(await resolveCustomerServiceUrl(response, origin)).toBe('https://chat.example.test/a');
  });

  it('resolves an in-site page against the platform origin', async () => {
    const response = customerServiceFixture([{ type: '2', path: '/support/chat', csType: 'LIVECHAT' }]);
    expect(await resolveCustomerServiceUrl(response, origin)).toBe('https://play.example.test/support/chat');
  });

  it('decrypts a type 3 path', async () => {
    const path = encryptCustomerServicePath('https://secure-chat.example.test/room/9', 'k3y-8chr');
    const response = customerServiceFixture([{ type: '3', path, csType: 'LIVECHAT' }]);
    expect(await resolveCustomerServiceUrl(response, origin)).toBe('https://secure-chat.example.test/room/9');
  });

  it('prefers the requested service type', async () => {
    const response = customerServiceFixture([
      { type: '1', path: 'https://chat.example.test/live', csType: 'LIVECHAT' },
      { type: '1', path: 'https://chat.example.test/vip', csType: 'VIP' },
    ]);
    expect(await resolveCustomerServiceUrl(response, origin, 'VIP')).toBe('https://chat.example.test/vip');
  });

  it('refuses an empty list and non-http addresses', async () => {
    await expect(resolveCustomerServiceUrl(customerServiceFixture([]), origin)).rejects.toThrow(
      CustomerServiceUnavailableError,
    );
    const script = customerServiceFixture([{ type: '1', path: 'javascript:alert(1)', csType: 'LIVECHAT' }]);
    await expect(resolveCustomerServiceUrl(script, origin)).rejects.toThrow(CustomerServiceUnavailableError);
  });
});
