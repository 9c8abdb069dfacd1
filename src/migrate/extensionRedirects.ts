/**
 * plugin-client-redirects's redirects by file extension, as the code of a `createRedirects`: docs-gen has no
 * option of its own for them, and the function makes the same redirects from each page's path.
 */

/** Why plugin-client-redirects refuses an extension (it throws at startup), or undefined for one it takes. */
export function extensionProblem(ext: unknown): string | undefined {
  if (typeof ext !== 'string' || !ext) return 'not an extension';
  if (ext.includes('.') || ext.includes('/')) return 'an extension is written without a dot or a slash (`html`)';
  return encodeURIComponent(ext) === ext ? undefined : 'an extension of characters a URL keeps as they are';
}

export interface ExtensionRedirects {
  /** `fromExtensions`: `/page.html` leads to `/page`. */
  from: string[];
  /** `toExtensions`: `/page` leads to `/page.html`, a page whose path ends with the extension. */
  to: string[];
  /** The source of the plugin's own `createRedirects`, whose redirects come first. */
  created?: string;
}

/**
 * The source of a `createRedirects` that makes what the plugin makes from `fromExtensions` and `toExtensions`
 * (as its extensionRedirects does: none from the home, nor from a path that already ends with one of the
 * `from` extensions), after what the plugin's own `createRedirects` returns.
 */
export function extensionRedirectsSource({ from, to, created }: ExtensionRedirects): string {
  const list = (exts: string[]) => JSON.stringify(exts.map((ext) => `.${ext}`));
  const parts: string[] = [];
  const lines: string[] = [];
  if (created) {
    lines.push(`  const created = (${created})(path);`);
    parts.push('...(created === undefined || created === null ? [] : [created].flat())');
  }
  if (from.length) {
    lines.push(`  const fromExtensions = ${list(from)};`);
    parts.push("...(path === '/' || fromExtensions.some((ext) => path.endsWith(ext)) ? [] : fromExtensions.map((ext) => path + ext))");
  }
  if (to.length) {
    lines.push(`  const toExtensions = ${list(to)};`);
    parts.push('...toExtensions.filter((ext) => path.endsWith(ext)).map((ext) => path.slice(0, -ext.length))');
  }
  return ['(path) => {', ...lines, '  return [', ...parts.map((part) => `    ${part},`), '  ];', '}'].join('\n');
}
