import { CONTRACT_ENTRY, forbiddenUse, platformContractRule } from './layer-rules.mjs';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const under = (dirs) => `^(${dirs.map(escapeRegExp).join('|')})/`;

/** What dependency-cruiser skips: build output, installed packages and generated files. */
const NOT_SOURCE =
  '(^|/)(node_modules|dist|storybook-static|coverage|\\.turbo|\\.floor|\\.lobby-dist|\\.lottery-dist|\\.data)/';

/**
 * The dependency-cruiser configuration for a workspace, generated from the layers its package
 * manifests declare: one forbidden rule per package and kind of violation, naming the packages that
 * package may not import, plus no import cycles anywhere.
 */
export function cruiseConfig(packages) {
  const forbidden = [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'no import cycles, in any package',
      from: {},
      to: { circular: true },
    },
  ];
  for (const from of packages) {
    const byRule = new Map();
    for (const to of packages) {
      const verdict = forbiddenUse(from, to);
      if (!verdict) continue;
      const entry = byRule.get(verdict.rule) ?? { reason: verdict.reason, dirs: [] };
      entry.dirs.push(to.dir);
      byRule.set(verdict.rule, entry);
    }
    for (const [rule, { reason, dirs }] of byRule) {
      forbidden.push({
        name: rule,
        severity: 'error',
        comment: `${from.name} (${from.layer}): ${reason}`,
        from: { path: under([from.dir]) },
        to: { path: under(dirs) },
      });
    }
  }
  const contract = platformContractRule(packages);
  if (contract) {
    forbidden.push({
      name: 'platform-beyond-contract',
      severity: 'error',
      comment: `${contract.platform.name} imports ${contract.apiClient.name} only as ${contract.apiClient.name}/${CONTRACT_ENTRY.slice(2)}`,
      from: { path: under([contract.platform.dir]) },
      to: {
        path: under([contract.apiClient.dir]),
        ...(contract.files.length > 0 && { pathNot: `^(${contract.files.map(escapeRegExp).join('|')})$` }),
      },
    });
  }
  return {
    forbidden,
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: NOT_SOURCE },
      tsPreCompilationDeps: true,
      combinedDependencies: true,
      enhancedResolveOptions: {
        // Workspace packages resolve to their TypeScript sources, as the apps and tests consume them.
        conditionNames: ['source', 'import', 'types', 'default'],
        exportsFields: ['exports'],
        mainFields: ['module', 'main', 'types'],
        extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.d.ts'],
      },
    },
  };
}
