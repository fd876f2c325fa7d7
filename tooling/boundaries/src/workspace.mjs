import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The layers a workspace package may declare in its package.json as `"marquee": { "layer": … }`. */
export const LAYERS = ['app', 'feature', 'base', 'tooling'];

/** The folder globs of pnpm-workspace.yaml (`- apps/*` style entries under `packages:`). */
function workspaceGlobs(root) {
  const text = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [];
  let inPackages = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inPackages = line.startsWith('packages:');
    else if (inPackages) {
      const entry = line.match(/^\s+-\s+['"]?([^'"]+?)['"]?\s*$/);
      if (entry) globs.push(entry[1]);
    }
  }
  return globs;
}

/**
 * Every workspace package: its name, folder (relative to the root, forward slashes), declared layer
 * (undefined when the manifest states none), and the workspace packages its manifest depends on.
 */
export function readWorkspace(root) {
  const packages = [];
  for (const glob of workspaceGlobs(root)) {
    if (!glob.endsWith('/*')) throw new Error(`unsupported workspace glob ${glob}: use "folder/*"`);
    const group = glob.slice(0, -2);
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const manifestFile = path.join(groupDir, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifestFile)) continue;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      packages.push({
        name: manifest.name,
        dir: `${group}/${entry.name}`,
        layer: manifest.marquee?.layer,
        manifest,
      });
    }
  }
  const names = new Set(packages.map((p) => p.name));
  for (const pkg of packages) {
    const { dependencies, devDependencies, peerDependencies, optionalDependencies } = pkg.manifest;
    const declared = { ...dependencies, ...devDependencies, ...peerDependencies, ...optionalDependencies };
    pkg.uses = Object.keys(declared).filter((dep) => names.has(dep));
  }
  return packages;
}
