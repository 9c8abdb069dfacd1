/** An image's declared size, when its file says it. */
export type ImageSize = { width: number; height: number } | undefined;

/**
 * The images pages import (`require('./a.png')`, `import a from './a.png'`), by the URL the import gave, so a
 * component given only that URL (`IdealImage`) can still write the image's width and height. Sizes are read on
 * first use only: a site rendering no such component reads no image. On `globalThis` because the theme bundled
 * with a site's overrides holds its own copy of this module, and must see what the page renderer recorded.
 */
const KEY = Symbol.for('docs-gen.importedImages');
const shared = globalThis as { [KEY]?: Map<string, () => ImageSize> };
const sizes = (shared[KEY] ??= new Map());

export function recordImportedImage(url: string, readSize: () => ImageSize): void {
  if (sizes.has(url)) return;
  let read: { size: ImageSize } | undefined;
  sizes.set(url, () => (read ??= { size: readSize() }).size);
}

export function importedImageSize(url: string): ImageSize {
  return sizes.get(url)?.();
}
