/**
 * Docusaurus's `DocVersionBanner` and `DocVersionBadge`, for site code that renders them: a site built by
 * docs-gen has one version of its docs, for which Docusaurus shows neither the banner nor the badge.
 */
export function DocVersionBanner(_props: { className?: string }) {
  return null;
}

export function DocVersionBadge(_props: { className?: string }) {
  return null;
}
