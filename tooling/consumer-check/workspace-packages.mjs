import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every workspace package by name: { dir, manifest }. */
function workspacePackages() {
  const byName = new Map();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const entry of readdirSync(path.join(repoRoot, group), { withFileTypes: true })) {
      const dir = path.join(repoRoot, group, entry.name);
      const file = path.join(dir, 'package.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      byName.set(manifest.name, { dir, manifest });
    }
  }
  return byName;
}

/** The names of the workspace packages of the layer `feature` (`"marquee": { "layer": "feature" }`). */
export function featurePackageNames() {
  return [...workspacePackages().values()]
    .filter(({ manifest }) => manifest.marquee?.layer === 'feature')
    .map(({ manifest }) => manifest.name)
    .sort();
}

/**
 * The packages and every workspace package their `dependencies` reach, as the manifests declare
 * them today, each once: what a consumer installs from the registry when it installs those packages.
 */
export function publishedClosure(names) {
  const all = workspacePackages();
  const found = new Map();
  const visit = (current) => {
    if (found.has(current)) return;
    const pkg = all.get(current);
    if (!pkg) throw new Error(`${current} is not a workspace package`);
    found.set(current, pkg);
    for (const [dep, spec] of Object.entries(pkg.manifest.dependencies ?? {})) {
      if (spec.startsWith('workspace:')) visit(dep);
    }
  };
  for (const name of names) visit(name);
  return [...found.values()];
}
