import fs from 'node:fs';
import path from 'node:path';
import { bundledLanguages, createHighlighter, createOnigurumaEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { JsonLineHighlighter } from '../../src/generators/openapi/jsonLines.js';
import { fencedBlocksOf } from '../../src/markdown/fencedBlocks.js';
import { highlightCodeHtml } from '../../src/markdown/highlightCode.js';
import { getHighlighter, LANGUAGES, normalizeLanguage } from '../../src/markdown/highlighter.js';
import { DEFAULT_CODE_THEMES as THEMES } from '../../src/shared/codeThemeNames.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { repoRoot } from '../helpers/site.js';

/** Short samples of every grammar the highlighter loads, with strings, comments, keywords, nesting and embedded code. */
const SAMPLES: Record<string, string> = {
  bash: 'for f in *.txt; do\n  echo "file: ${f%.txt}" >> "$HOME/out.log" # note\ndone\ncat <<EOF\nheredoc $x\nEOF\n',
  shellsession: '$ ogc vm list --zone eu-1\nNAME   STATE\nvm-1   running\n$ echo "done" \\\n  && ls\n',
  json: '{\n  "a": [1, -2.5e3, true, null],\n  "b\\"q": {"c": "d\\n"}\n}\n',
  jsonc: '// comment\n{\n  /* block */ "a": 1, // trailing\n}\n',
  yaml: 'key: value # c\nlist:\n  - "quoted"\n  - &anchor {a: 1}\nblock: |\n  text\n',
  toml: '[table]\nkey = "v"\nnum = 1_000\n[[arr]]\ndate = 1979-05-27T07:32:00Z\n',
  ini: '; comment\n[section]\nkey=value\n',
  python: '@dec\nasync def f(x: int = 1) -> str:\n    """doc"""\n    return f"{x!r} {x:>4}"  # c\n',
  javascript: 'const re = /a+b/g;\nclass A extends B { #p = 1; get x() { return `t${this.#p}`; } }\nexport default async () => await import("x");\n',
  typescript: 'type T<K extends string> = { [P in K]?: readonly P[] };\nenum E { A = 1 }\nconst x = <T,>(v: T): v is T => true;\n',
  tsx: 'export function C({ a }: { a: string }) {\n  return <div className="x" onClick={() => go(a)}>{a}</div>;\n}\n',
  jsx: 'const el = <Tabs items={["a", "b"]}>\n  <TabItem value="a">A &amp; B</TabItem>\n</Tabs>;\n',
  html: '<!doctype html>\n<p class="x" style="color: red">Hi &amp; <b>bye</b></p>\n<script>let a = 1 < 2;</script>\n<style>p { margin: 0 }</style>\n',
  css: '@media (min-width: 10px) {\n  .a > b::before { content: "\\201C"; color: #fff !important; }\n}\n',
  markdown: '# Title\n\nSome *em* and **strong** and `code` [link](http://x).\n\n```js\nlet a = 1;\n```\n\n> quote\n',
  mdx: "import X from './x';\n\n# Hi {1 + 1}\n\n<X prop={{ a: 1 }} />\n",
  dockerfile: 'FROM node:20 AS build\nRUN npm ci && \\\n    npm run build\nENV A="b"\nCMD ["node", "x.js"]\n',
  hcl: 'resource "ogc_vm" "a" {\n  count = var.n > 1 ? 2 : 0\n  tags  = { name = "x-${count.index}" }\n}\n',
  go: 'package main\n\nfunc main() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n\tfmt.Printf("%d\\n", <-ch)\n}\n',
  rust: "fn main() -> Result<(), Box<dyn Error>> {\n    let v: Vec<&str> = vec![\"a\"];\n    println!(\"{v:?}\"); // c\n    Ok(())\n}\n",
  sql: "SELECT a, COUNT(*) AS n FROM t WHERE b = 'x' -- c\nGROUP BY a HAVING n > 1;\n",
  diff: '--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n context\n',
  xml: '<?xml version="1.0"?>\n<a b="c"><![CDATA[x < y]]><!-- c --></a>\n',
  powershell: '$x = Get-Item "C:\\tmp" | Where-Object { $_.Length -gt 1 } # c\nWrite-Host "v: $($x.Name)"\n',
  java: 'public class A<T> implements B {\n  @Override public String f(int x) { return "x" + x; } // c\n}\n',
  c: '#include <stdio.h>\nint main(void) { printf("%d\\n", 1); /* c */ return 0; }\n',
  cpp: 'template <typename T>\nauto f(T&& x) -> decltype(x) { return std::forward<T>(x); }\n',
};

/**
 * Fenced blocks of the OGC site and of the test fixtures, as the compile highlights them: the longest few of each
 * language, which hold the most of its grammar's rules (comparing every block of the site took 17 s of each run).
 */
function siteBlocks(): { code: string; lang: string }[] {
  const blocks: { code: string; lang: string }[] = [];
  for (const dir of [path.join(repoRoot, 'site'), path.join(repoRoot, 'tests', 'fixtures')]) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const source = preprocessMarkdown(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
      for (const block of fencedBlocksOf(source)) blocks.push({ code: block.code, lang: block.lang });
    }
  }
  const byLanguage = new Map<string, { code: string; lang: string }[]>();
  for (const block of blocks) byLanguage.set(block.lang, [...(byLanguage.get(block.lang) ?? []), block]);
  return [...byLanguage.values()].flatMap((same) => [...new Map(same.map((b) => [b.code, b])).values()].sort((a, b) => b.code.length - a.code.length).slice(0, BLOCKS_PER_LANGUAGE));
}

/** Blocks of each language compared. */
const BLOCKS_PER_LANGUAGE = 3;

describe('highlighting both colour themes in one pass', () => {
  it('gives the HTML an unpaired highlighter gives, for every grammar and the longest blocks of each language of the site', async () => {
    // Each distinct block once: the same code in the same language highlights the same way wherever it is.
    const distinct = new Map([...Object.entries(SAMPLES).map(([lang, code]) => ({ code, lang })), ...siteBlocks()].map((b) => [`${b.lang}\0${b.code}`, b]));
    const blocks = [...distinct.values()];
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGUAGES].sort());
    expect(blocks.length).toBeGreaterThan(50);
    // Grammars some blocks use beyond the ones loaded up front (a fixture's `mermaid` fence, say), loaded in both.
    const known: string[] = [...LANGUAGES];
    const more = [...new Set(blocks.map((b) => b.lang))].filter((lang) => Object.hasOwn(bundledLanguages, lang) && !known.includes(lang));
    const paired = await getHighlighter([...known, ...more].map((lang) => `\`\`\`${lang}`).join('\n'));
    // The build's highlighter is paired: without it this test compares two plain highlighters.
    expect(paired.getInternalContext().getLoadedThemes()).toContain('docs-gen-paired');
    const plain = await createHighlighter({ themes: Object.values(THEMES), langs: [...known, ...more], engine: createOnigurumaEngine(import('shiki/wasm')) });
    // Then again for every eighth block, from the paired highlighter's memo of lines (each line's tokens are kept
    // with the grammar state it starts in, so any block read again checks the memo as well as all of them would).
    for (const round of [1, 2]) {
      for (const { code, lang } of round === 1 ? blocks : blocks.filter((_, i) => i % 8 === 0)) {
        expect(highlightCodeHtml(paired, `${code}\n${round}`, lang), `${lang} round ${round}:\n${code}`).toBe(highlightCodeHtml(plain, `${code}\n${round}`, lang));
      }
    }
  });

  it("highlights Prism's flow, which Shiki lacks, as JavaScript, where it was plain text", async () => {
    expect(normalizeLanguage('flow')).toBe('javascript');
    const highlighter = await getHighlighter('```flow');
    const code = 'type A = {| a: number |};\nconst f = (x: A): number => x.a;\n';
    expect(highlightCodeHtml(highlighter, code, normalizeLanguage('flow'))).toBe(highlightCodeHtml(highlighter, code, 'javascript'));
    expect(highlightCodeHtml(highlighter, code, 'javascript')).toMatch(/--shiki-dark:#[0-9A-F]{6}[^>]*>const</i);
  });

  it("highlights Prism's names of languages Shiki ships under another (gradle, markup, objectivec), where they were plain text", async () => {
    expect([normalizeLanguage('gradle'), normalizeLanguage('markup'), normalizeLanguage('svg'), normalizeLanguage('objectivec')]).toEqual(['groovy', 'html', 'xml', 'objective-c']);
    const highlighter = await getHighlighter('```gradle\n```\n```markup');
    expect(highlightCodeHtml(highlighter, 'dependencies {\n  implementation "a:b:1.0"\n}\n', normalizeLanguage('gradle'))).toMatch(/--shiki-dark:#[0-9A-F]{6}[^>]*>"a:b:1.0"</i);
    expect(highlightCodeHtml(highlighter, '<p class="x">Hi</p>\n', normalizeLanguage('markup'))).toMatch(/--shiki-dark:#[0-9A-F]{6}[^>]*>p</i);
  });

  it('gives JSON lines highlighted in context the HTML an unpaired highlighter gives', async () => {
    const paired = new JsonLineHighlighter(await getHighlighter('```json'));
    const plain = new JsonLineHighlighter(await createHighlighter({ themes: Object.values(THEMES), langs: ['json'], engine: createOnigurumaEngine(import('shiki/wasm')) }));
    const code = JSON.stringify({ a: [{ b: 'c', d: [1, null, true] }], 'e"f': { g: -1.5 } }, null, 2);
    expect(paired.highlight(code)).toBe(plain.highlight(code));
  });
});
