/** Docusaurus's admonition keywords, the theme's own. */
export const ADMONITION_KEYWORDS: readonly string[] = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/**
 * A keyword a site may add (the config's `admonitions.keywords`): a directive's name, letters, digits, `-` and `_`
 * from a letter to a letter or digit. It is also written into a pattern (preprocess.ts) as it is.
 */
export const ADMONITION_KEYWORD = /^[A-Za-z](?:[\w-]*[A-Za-z0-9])?$/;
