import { statusFixture } from '../test/fixtures';
import { gateState } from './gate-state';

describe('gateState', () => {
  it('is open for status 0', () => {
    expect(gateState(statusFixture())).toBe('open');
  });

  it('shows maintenance for status 1', () => {
    expect(gateState(statusFixture({ status: 1 }))).toBe('maintenance');
  });

  it('blocks the region for status 2', () => {
    expect(gateState(statusFixture({ status: 2 }))).toBe('region-blocked');
  });

  it('lets maintenance win over a region block', () => {
    expect(gateState(statusFixture({ status: 2, maintenance: { endTime: '2026-12-01T10:00:00Z' } }))).toBe(
      'maintenance',
    );
  });
});
