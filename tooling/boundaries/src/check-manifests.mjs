import { forbiddenUse } from './layer-rules.mjs';
import { LAYERS } from './workspace.mjs';

/**
 * Packages without a valid layer, and declared dependencies that break the layer rules, as
 * `{ rule, comment, where }` (the same rules and comments as the import graph check).
 */
export function manifestViolations(packages) {
  const untagged = packages
    .filter((pkg) => !LAYERS.includes(pkg.layer))
    .map((pkg) => ({
      rule: 'no-layer',
      comment: `every workspace package states "marquee": { "layer": ${LAYERS.map((l) => `"${l}"`).join(' | ')} } in its package.json`,
      where: `${pkg.dir}/package.json (${pkg.name ?? 'no name'}${pkg.layer ? `, layer "${pkg.layer}"` : ''})`,
    }));
  if (untagged.length > 0) return untagged;
  const byName = new Map(packages.map((p) => [p.name, p]));
  const found = [];
  for (const from of packages) {
    for (const dep of from.uses) {
      const verdict = forbiddenUse(from, byName.get(dep));
      if (verdict) {
        found.push({
          rule: verdict.rule,
          comment: `${from.name} (${from.layer}): ${verdict.reason}`,
          where: `${from.dir}/package.json declares ${dep}`,
        });
      }
    }
  }
  return found;
}
