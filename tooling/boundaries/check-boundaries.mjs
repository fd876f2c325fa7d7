import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { manifestViolations } from './src/check-manifests.mjs';
import { cruiseConfig } from './src/cruise-config.mjs';
import { ARCHITECTURE_DOC } from './src/layer-rules.mjs';
import { readWorkspace } from './src/workspace.mjs';

/**
 * Checks the workspace at the given folder (the repository by default): every package declares its
 * layer, and neither its package.json nor its imports break the layer rules or close a cycle.
 */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const packages = readWorkspace(root);
const violations = manifestViolations(packages);

// Without every layer the rules cannot be generated; the untagged packages are the report.
if (packages.every((p) => p.layer)) {
  // dependency-cruiser reads and reports paths relative to the working folder.
  process.chdir(root);
  const { forbidden, options } = cruiseConfig(packages);
  const { output } = await cruise(
    packages.map((p) => p.dir),
    { ...options, validate: true, ruleSet: { forbidden } },
  );
  for (const v of output.summary.violations) {
    const rule = forbidden.find(
      (r) => r.name === v.rule.name && (r.to.circular || new RegExp(r.from.path).test(v.from)),
    );
    violations.push({
      rule: v.rule.name,
      comment: rule?.comment ?? v.rule.name,
      where: v.cycle ? [v.from, ...v.cycle.map((step) => step.name)].join(' → ') : `${v.from} → ${v.to}`,
    });
  }
}

if (violations.length > 0) {
  console.error(`boundaries: ${violations.length} violation(s) of the layer rules in ${ARCHITECTURE_DOC}`);
  const byComment = new Map();
  for (const v of violations) {
    const heading = `[${v.rule}] ${v.comment}`;
    byComment.set(heading, [...(byComment.get(heading) ?? []), v]);
  }
  for (const [heading, found] of byComment) {
    console.error(`\n${heading}:`);
    for (const v of found) console.error(`  ${v.where}`);
  }
  process.exit(1);
}
console.info(`boundaries: ${packages.length} packages, layers and import graph follow ${ARCHITECTURE_DOC}`);
