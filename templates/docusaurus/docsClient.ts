import { useSiteContext } from '../context.js';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, for a site with one version of its docs.
 * docs-gen builds the docs folder as it is, which Docusaurus calls the current version, labelled "Next".
 */
function useCurrentVersion() {
  const { url, page } = useSiteContext();
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: url('/'),
    mainDocId: page?.id ?? '',
    docs: [] as { id: string; path: string; sidebar?: string }[],
    draftIds: [] as string[],
    sidebars: {},
  };
}

export function useActiveVersion(_pluginId?: string) {
  return useCurrentVersion();
}

export function useLatestVersion(_pluginId?: string) {
  return useCurrentVersion();
}

export function useVersions(_pluginId?: string) {
  return [useCurrentVersion()];
}

export function useDocsVersion() {
  const { page } = useSiteContext();
  const version = useCurrentVersion();
  return { version: version.name, label: version.label, banner: null, badge: false, noIndex: false, className: '', isLast: true, docsSidebars: {}, docs: {}, pluginId: 'default', id: page?.id };
}

export function useActivePlugin(_options?: unknown) {
  const { config } = useSiteContext();
  const version = useCurrentVersion();
  return { pluginId: 'default', pluginData: { path: version.path, versions: [version], breadcrumbs: config.breadcrumbs } };
}

export function useActiveDocContext(_pluginId?: string) {
  const { page } = useSiteContext();
  const activeVersion = useCurrentVersion();
  return { activeVersion, activeDoc: page ? { id: page.id, path: page.route } : undefined, alternateDocVersions: {} };
}

export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}
