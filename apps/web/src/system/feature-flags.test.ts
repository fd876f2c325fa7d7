import type { PermissionInfo } from '@marquee/api-client';
import { permissionFixture } from '../test/fixtures';
import { isFeatureEnabled } from './feature-flags';

function withTree(whitelabel: PermissionInfo['whitelabel']): PermissionInfo {
  return { ...permissionFixture(), whitelabel };
}

describe('isFeatureEnabled', () => {
  it('is off without a permission response', () => {
    expect(isFeatureEnabled(undefined, 'DIRECTREG3')).toBe(false);
  });

  it('finds a flag at the top of the tree', () => {
    expect(isFeatureEnabled(withTree([{ modId: 'DIRECTREG3', enabled: 1 }]), 'DIRECTREG3')).toBe(true);
    expect(isFeatureEnabled(withTree([{ modId: 'DIRECTREG3', enabled: 0 }]), 'DIRECTREG3')).toBe(false);
  });

  it('walks nested modules', () => {
    const permission = withTree([
      {
        modId: 'REGISTER',
        enabled: 1,
        children: [{ modId: 'SIGNUP', enabled: 1, children: [{ modId: 'DIRECTREG3', enabled: 1 }] }],
      },
    ]);
    expect(isFeatureEnabled(permission, 'DIRECTREG3')).toBe(true);
    expect(isFeatureEnabled(permission, 'FREEPLAY3')).toBe(false);
  });
});
