/**
 * Whether a URL runs script or embeds a document when followed (`javascript:`, `vbscript:`, `data:`).
 * Browsers ignore tabs, newlines and leading control characters in a scheme, so `java\tscript:` counts too.
 * Used for HTML built from spec Markdown, which React's own URL check never sees.
 */
export function isScriptUrl(url: string): boolean {
  return /^(?:javascript|vbscript|data):/i.test(url.replace(/[\u0000-\u0020]/g, ''));
}
