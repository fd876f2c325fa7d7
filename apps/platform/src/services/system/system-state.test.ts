import { NORMAL_STATUS } from './settings';
import { resolveSystemState } from './system-state';

const base = { stored: NORMAL_STATUS, forced: null, blockedIps: [], visitorIp: '192.0.2.1' };

describe('resolveSystemState', () => {
  it('is normal by default', () => {
    expect(resolveSystemState(base)).toEqual({
      status: 0,
      maintenance: null,
      ip: '192.0.2.1',
      regionRestriction: false,
    });
  });

  it('reports maintenance with its end time', () => {
    const stored = { status: 1 as const, maintenanceEnd: '2026-12-01T00:00:00.000Z', ip: null };
    expect(resolveSystemState({ ...base, stored })).toMatchObject({
      status: 1,
      maintenance: { endTime: '2026-12-01T00:00:00.000Z' },
      regionRestriction: false,
    });
  });

  it('restricts by stored status or by the blocked list', () => {
    expect(resolveSystemState({ ...base, stored: { ...NORMAL_STATUS, status: 2 } }).status).toBe(2);
    expect(resolveSystemState({ ...base, blockedIps: ['192.0.2.1'] })).toMatchObject({
      status: 2,
      regionRestriction: true,
    });
    expect(resolveSystemState({ ...base, blockedIps: ['192.0.2.9'] }).status).toBe(0);
  });

  it('lets maintenance win over region restriction', () => {
    const stored = { status: 1 as const, maintenanceEnd: null, ip: null };
    expect(resolveSystemState({ ...base, stored, blockedIps: ['192.0.2.1'] })).toMatchObject({
      status: 1,
      regionRestriction: false,
    });
  });

  it('lets the environment override win and applies the demo ip', () => {
    const stored = { status: 2 as const, maintenanceEnd: null, ip: '203.0.113.4' };
    const forced = { status: 0 as const, maintenanceEnd: null };
    expect(resolveSystemState({ ...base, stored, forced })).toMatchObject({ status: 0, ip: '203.0.113.4' });
    expect(resolveSystemState({ ...base, stored, forced, blockedIps: ['203.0.113.4'] }).status).toBe(2);
  });
});
