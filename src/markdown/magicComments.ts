import { DEFAULT_MAGIC_COMMENTS, DOCUSAURUS_HIGHLIGHT, type MagicComment } from '../shared/magicCommentKinds.js';

/**
 * Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end` (or the
 * language's own comment syntax) highlight lines and are taken out of the code. Follows Docusaurus 3's
 * rules: only blocks with a language are read, and a `{1,3}` range in the meta wins over the comments.
 */
const COMMENTS = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentStyle = keyof typeof COMMENTS;

const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};
const POPULAR: CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const patterns = new Map<string, RegExp>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function directivePattern(language: string, directives: string[]): RegExp {
  const key = `${language}\n${directives.join('\n')}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const styles = STYLES_BY_LANGUAGE[language] ?? POPULAR;
    const names = directives.map(escape).join('|');
    const alternatives = styles.map((style) => `(?:${COMMENTS[style][0]}\\s*(${names})\\s*${COMMENTS[style][1]})`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based line numbers of the returned code to highlight (Docusaurus's own kind). */
  highlightLines: Set<number>;
  /** The classes other kinds give lines of the returned code (`code-add-line`), by 1-based line number, if any. */
  lineClasses?: Map<number, string[]>;
}

/** Reads and removes the magic comments of a block in `language`; code without any comes back unchanged. */
export function applyMagicComments(code: string, language: string | undefined, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): MagicCommentResult {
  const highlightLines = new Set<number>();
  const lineClasses = new Map<number, string[]>();
  const directives = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d): d is string => Boolean(d));
  if (!language || !directives.some((directive) => code.includes(directive))) return { code, highlightLines };
  const mark = (line: number, className: string) => {
    if (className === DOCUSAURUS_HIGHLIGHT) highlightLines.add(line);
    else lineClasses.set(line, [...(lineClasses.get(line) ?? []), className]);
  };
  const pattern = directivePattern(language.toLowerCase(), directives);
  const kept: string[] = [];
  const nextLine = new Set<string>();
  const openBlocks = new Map<string, number>();
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    if (!match) {
      kept.push(line);
      for (const className of nextLine) mark(kept.length, className);
      nextLine.clear();
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined);
    for (const comment of comments) {
      if (directive === comment.line) nextLine.add(comment.className);
      else if (directive === comment.block?.start) openBlocks.set(comment.className, kept.length + 1);
      else if (directive === comment.block?.end) {
        const start = openBlocks.get(comment.className);
        if (start === undefined) continue;
        for (let n = start; n <= kept.length; n++) mark(n, comment.className);
        openBlocks.delete(comment.className);
      }
    }
  }
  return { code: kept.join('\n'), highlightLines, ...(lineClasses.size ? { lineClasses } : {}) };
}
