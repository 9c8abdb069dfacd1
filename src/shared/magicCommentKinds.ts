/**
 * A kind of magic comment, as Docusaurus's `prism.magicComments` lists them: lines marked by `line` (the next line)
 * or between `block.start` and `block.end` get `className`.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's class for its own highlighted lines, which the theme draws with its `highlighted` class. */
export const DOCUSAURUS_HIGHLIGHT = 'theme-code-block-highlighted-line';

/** Docusaurus's default, the one kind a site has unless it lists its own. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: DOCUSAURUS_HIGHLIGHT, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];
