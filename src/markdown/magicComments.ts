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

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';
const patterns = new Map<string, RegExp>();

function directivePattern(language: string): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const styles = STYLES_BY_LANGUAGE[language] ?? POPULAR;
    const alternatives = styles.map((style) => `(?:${COMMENTS[style][0]}\\s*(${DIRECTIVES})\\s*${COMMENTS[style][1]})`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(language, pattern);
  }
  return pattern;
}

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based line numbers of the returned code to highlight. */
  highlightLines: Set<number>;
}

/** Reads and removes the magic comments of a block in `language`; code without any comes back unchanged. */
export function applyMagicComments(code: string, language: string | undefined): MagicCommentResult {
  const highlightLines = new Set<number>();
  if (!language || !code.includes('highlight-')) return { code, highlightLines };
  const pattern = directivePattern(language.toLowerCase());
  const kept: string[] = [];
  let nextLine = false;
  let blockStart: number | undefined;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    if (!match) {
      kept.push(line);
      if (nextLine) highlightLines.add(kept.length);
      nextLine = false;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') blockStart = kept.length + 1;
    else if (blockStart !== undefined) {
      for (let n = blockStart; n <= kept.length; n++) highlightLines.add(n);
      blockStart = undefined;
    }
  }
  return { code: kept.join('\n'), highlightLines };
}
