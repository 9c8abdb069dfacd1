import type { VFile } from 'vfile';

/**
 * The text a site's own plugins see as `file.value`: the page as its author wrote it (below its front matter), as
 * Docusaurus gives it to them, not the text docs-gen parsed, whose comments and admonition lines it rewrote for MDX
 * (typescript-eslint's blog footer looks for `<!--truncate-->` there). docs-gen's steps around them see the parsed
 * text again: a fence's line is read from it.
 */
export function showWrittenSource(): () => (tree: unknown, file: VFile) => void {
  // A new attacher each time it is listed: unified keeps one of an attacher listed twice.
  return () => (_tree, file) => {
    const written = file.data.writtenSource;
    if (typeof written !== 'string' || file.data.parsedSource !== undefined) return;
    file.data.parsedSource = file.value;
    file.value = written;
  };
}

/** The parsed text back in `file.value`, after the site's plugins (see showWrittenSource). */
export function showParsedSource(): () => (tree: unknown, file: VFile) => void {
  return () => (_tree, file) => {
    const parsed = file.data.parsedSource;
    if (parsed === undefined) return;
    file.value = parsed as VFile['value'];
    file.data.parsedSource = undefined;
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The page as written, below its front matter. */
    writtenSource: string;
    /** The text parsed, while the site's plugins see the written one. */
    parsedSource: VFile['value'] | undefined;
  }
}
