import { api } from '@marquee/api-client/contract';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

const database = useSeededDatabase();

describe('HSTS', () => {
  it('is sent behind a trusted proxy that says the request came over HTTPS', async () => {
    const app = testApp(database.db, { TRUST_PROXY: '1' });
    const res = await call(app, api.system.status, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is sent when the request itself is HTTPS', async () => {
    const res = await testApp(database.db).request('https://marquee.test/wps/system/status');
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is not sent over plain HTTP, nor on an untrusted x-forwarded-proto', async () => {
    const plain = await call(testApp(database.db, { TRUST_PROXY: '1' }), api.system.status);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const untrusted = await call(testApp(database.db), api.system.status, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const proxiedHttp = await call(testApp(database.db, { TRUST_PROXY: '1' }), api.system.status, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(proxiedHttp.headers.get('strict-transport-security')).toBeNull();
  });
});
