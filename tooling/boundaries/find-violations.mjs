import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { allowedFor } from './rules.mjs';

const SCOPE = '@marquee/';
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+|require\s*\(\s*)['"](@marquee\/[a-z0-9-]+)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(m?[jt]sx?)$/.test(entry)) yield full;
  }
}

function workspacePackages(root) {
  const found = [];
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group);
    let names = [];
    try {
      names = readdirSync(groupDir);
    } catch {
      continue;
    }
    for (const dir of names) {
      const manifest = path.join(groupDir, dir, 'package.json');
      try {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
        found.push({ dir: path.join(groupDir, dir), pkg });
      } catch {
        // a folder without a manifest is not a package
      }
    }
  }
  return found;
}

/** Every import or declared dependency that breaks the dependency direction, one message each. */
export function findViolations(root) {
  const violations = [];
  for (const { dir, pkg } of workspacePackages(root)) {
    if (!pkg.name?.startsWith(SCOPE)) continue;
    const name = pkg.name.slice(SCOPE.length);
    const allowed = allowedFor(name);
    if (allowed === null) continue;
    const deps = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.devDependencies };
    for (const dep of Object.keys(deps)) {
      if (!dep.startsWith(SCOPE)) continue;
      const target = dep.slice(SCOPE.length);
      if (isWorkspacePackage(root, target) && !allowed.includes(target)) {
        violations.push(`${pkg.name} declares a dependency on ${dep}, which its layer may not use`);
      }
    }
    const srcDir = path.join(dir, 'src');
    let files = [];
    try {
      files = [...sourceFiles(srcDir)];
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const target = match[1].slice(SCOPE.length);
        if (target === name || !isWorkspacePackage(root, target)) continue;
        if (!allowed.includes(target)) {
          violations.push(`${path.relative(root, file)} imports ${match[1]}, which ${pkg.name} may not use`);
        }
      }
    }
  }
  return violations;
}

function isWorkspacePackage(root, name) {
  return workspacePackages(root).some(({ pkg }) => pkg.name === SCOPE + name);
}
