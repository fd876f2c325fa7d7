import type { FeatureFlag, PermissionInfo, WhitelabelModule } from '@marquee/api-client';

function findModule(modules: readonly WhitelabelModule[], modId: string): WhitelabelModule | null {
  for (const module of modules) {
    if (module.modId === modId) return module;
    const found = findModule(module.children ?? [], modId);
    if (found) return found;
  }
  return null;
}

/**
 * Whether a feature of the whitelabel tree is on (enabled = 1). The flag may sit at any depth;
 * an unknown flag, or no permission response yet, counts as off so nothing appears by accident.
 */
export function isFeatureEnabled(permission: PermissionInfo | undefined, flag: FeatureFlag): boolean {
  if (!permission) return false;
  return findModule(permission.whitelabel, flag)?.enabled === 1;
}
