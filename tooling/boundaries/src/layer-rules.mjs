/**
 * The layer rules of docs/architecture.md, as one verdict per pair of workspace packages. Both the
 * import graph (dependency-cruiser) and the declared dependencies of each package.json are held to
 * them, so a package cannot declare what its code may not import, nor the reverse.
 */
export const ARCHITECTURE_DOC = 'docs/architecture.md#layers';

const UI_KIT = '@marquee/ui-kit';
const UI_KIT_MAY_NOT_USE = ['@marquee/api-client', '@marquee/session'];
const PLATFORM = '@marquee/platform';
const API_CLIENT = '@marquee/api-client';
/** The one entry of api-client the platform may import: the contract, without the fetch transport. */
export const CONTRACT_ENTRY = './contract';

/**
 * Why `from` may not use `to`, as `{ rule, reason }`, or null when it may. Apps and tooling may use
 * an app their manifest declares, to serve, run or measure it (the platform serves the web app's
 * build, e2e runs the web app against the platform, Storybook shows the web app's screens, the bench
 * measures the built app); feature and base packages never use an app.
 */
export function forbiddenUse(from, to) {
  if (from.name === to.name) return null;
  if (from.layer === 'feature' && to.layer === 'feature')
    return { rule: 'feature-uses-feature', reason: 'a feature package never uses another feature' };
  if (from.layer === 'base' && to.layer === 'feature')
    return { rule: 'base-uses-feature', reason: 'a base package never uses a feature package' };
  if (from.name === UI_KIT && UI_KIT_MAY_NOT_USE.includes(to.name))
    return { rule: 'ui-kit-uses-data', reason: 'ui-kit knows nothing of the API or the session' };
  if (to.layer === 'app' && !(['app', 'tooling'].includes(from.layer) && from.uses.includes(to.name)))
    return {
      rule: 'uses-an-app',
      reason:
        from.layer === 'app' || from.layer === 'tooling'
          ? 'an app or tool uses an app only when its package.json declares it'
          : 'no feature or base package uses an app',
    };
  if (from.name === PLATFORM && to.layer !== 'app' && to.layer !== 'tooling' && to.name !== API_CLIENT)
    return { rule: 'platform-beyond-contract', reason: 'the platform uses only the api-client contract' };
  return null;
}

/** The platform's imports of api-client are allowed through this entry of its manifest only. */
export function platformContractRule(packages) {
  const platform = packages.find((p) => p.name === PLATFORM);
  const apiClient = packages.find((p) => p.name === API_CLIENT);
  if (!platform || !apiClient) return null;
  const entry = apiClient.manifest.exports?.[CONTRACT_ENTRY];
  const files =
    typeof entry === 'string' ? [entry] : Object.values(entry ?? {}).filter((f) => typeof f === 'string');
  return { platform, apiClient, files: files.map((f) => `${apiClient.dir}/${f.replace(/^\.\//, '')}`) };
}
