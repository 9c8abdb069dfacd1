import { useSiteContext } from '../context.js';
import { interpolate, useTranslation } from '../translate.js';

/**
 * Docusaurus's `DocVersionBanner`: above a page of a version other than the last, that it is unreleased or no longer
 * maintained, with a link to the same doc in the last version (else to that version's first page).
 */
export function DocVersionBanner({ className }: { className?: string }) {
  const { config, docsVersion, url } = useSiteContext();
  const { text, node } = useTranslation();
  if (!docsVersion || docsVersion.version.banner === 'none') return null;
  const { set, version, docId } = docsVersion;
  const latest = set.last;
  const target = latest.routes.get(docId) ?? latest.mainRoute;
  const siteVersion = { siteTitle: config.title, versionLabel: <b>{version.label}</b> };
  const latestVersionLink = (
    <b>
      <a href={url(target)}>{text('theme.docs.versions.latestVersionLinkLabel', 'latest version')}</a>
    </b>
  );
  // The theme's own sentence is laid out otherwise than Docusaurus's message: it stays as it was unless translated.
  const suggestion = config.i18n.translations['theme.docs.versions.latestVersionSuggestionLabel'];
  return (
    <div className={`version-banner theme-doc-version-banner${className ? ` ${className}` : ''}`} role="note">
      <p>
        {version.banner === 'unreleased'
          ? node('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', siteVersion)
          : node('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', siteVersion)}
      </p>
      <p>
        {suggestion ? (
          interpolate(suggestion, { latestVersionLink, versionLabel: latest.label })
        ) : (
          <>
            For up-to-date documentation, see the{' '}
            {latestVersionLink}{' '}
            ({latest.label}).
          </>
        )}
      </p>
    </div>
  );
}

/** Docusaurus's `DocVersionBadge`: "Version: 2.0" on the pages of a folder built in several versions. */
export function DocVersionBadge({ className }: { className?: string }) {
  const { docsVersion } = useSiteContext();
  const { node } = useTranslation();
  if (!docsVersion?.version.badge) return null;
  return (
    <span className={`version-badge theme-doc-version-badge${className ? ` ${className}` : ''}`}>
      {node('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: <>{docsVersion.version.label}</> })}
    </span>
  );
}
