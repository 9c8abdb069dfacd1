import { useSiteContext } from '../context.js';

/**
 * Docusaurus's `DocVersionBanner`: above a page of a version other than the last, that it is unreleased or no longer
 * maintained, with a link to the same doc in the last version (else to that version's first page).
 */
export function DocVersionBanner({ className }: { className?: string }) {
  const { config, docsVersion, url } = useSiteContext();
  if (!docsVersion || docsVersion.version.banner === 'none') return null;
  const { set, version, docId } = docsVersion;
  const latest = set.last;
  const target = latest.routes.get(docId) ?? latest.mainRoute;
  return (
    <div className={`version-banner theme-doc-version-banner${className ? ` ${className}` : ''}`} role="note">
      <p>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {config.title} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {config.title} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <a href={url(target)}>latest version</a>
        </b>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}

/** Docusaurus's `DocVersionBadge`: "Version: 2.0" on the pages of a folder built in several versions. */
export function DocVersionBadge({ className }: { className?: string }) {
  const { docsVersion } = useSiteContext();
  if (!docsVersion?.version.badge) return null;
  return <span className={`version-badge theme-doc-version-badge${className ? ` ${className}` : ''}`}>Version: {docsVersion.version.label}</span>;
}
