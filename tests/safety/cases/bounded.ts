import type { BadInput } from '../badInput.js';

/** A page whose body starts on line 5, after its front matter and a blank line. */
const page = (body: string) => ({ 'docs/guide.md': `---\ntitle: Guide\n---\n\n${body}` });

export const cases: BadInput[] = [
  {
    name: 'bounded: 10,000 nested list markers on one line',
    files: page(`${'- '.repeat(10_000)}x\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /:5:201 +Lists nested more than 100 levels deep/,
  },
  {
    name: 'bounded: lists nested by indentation past the limit',
    files: page(`${Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')}\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 105,
    message: /:105:201 +Lists nested more than 100 levels deep/,
  },
  {
    name: 'bounded: 10,000 nested blockquotes',
    files: page(`Intro.\n\n${'> '.repeat(10_000)}x\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 7,
    message: /:7:201 +Blockquotes nested more than 100 levels deep/,
  },
  {
    name: 'bounded: 10,000 nested JSX elements',
    files: page(`${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /:5:501 +JSX elements and expressions nested more than 100 levels deep/,
  },
  {
    name: 'bounded: JSX elements nested one per line past the limit',
    files: page(`${Array.from({ length: 120 }, (_, i) => `${' '.repeat(i % 8)}<section>`).join('\n')}\nx\n${'</section>\n'.repeat(120)}`),
    code: 1,
    file: 'docs/guide.md',
    line: 105,
    message: /JSX elements and expressions nested more than 100 levels deep/,
  },
  {
    name: 'bounded: 10,000 nested expression braces',
    files: page(`${'{'.repeat(10_000)}1${'}'.repeat(10_000)}\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /:5:101 +JSX elements and expressions nested more than 100 levels deep/,
  },
  {
    name: 'bounded: fence line range far past the block',
    files: page('Code:\n\n```js {1-100000000}\nconst a = 1;\n```\n'),
    code: 1,
    file: 'docs/guide.md',
    line: 7,
    message: /:7:7 +Line range "1-100000000" goes past the end of the code block \(1 line\)/,
  },
  {
    name: 'bounded: fence line range reversed',
    files: page('```js title="a.js" {5-2}\na\nb\nc\nd\ne\n```\n'),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /:5:20 +Invalid line range "5-2"/,
  },
  {
    name: 'bounded: fence line range not numbers',
    files: page('```js {a-b}\nx\n```\n'),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /:5:7 +Invalid line range "a-b" in \{a-b\}/,
  },
  {
    name: 'bounded: a one-line paragraph of 1 MB',
    files: page(`${'word '.repeat(200_000)}\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 5,
    message: /A paragraph of more than 100000 characters/,
  },
  {
    name: 'bounded: 250,000 emphasis markers in one paragraph',
    files: page(`Start.\n\n${'_a_ '.repeat(62_500)}\n`),
    code: 1,
    file: 'docs/guide.md',
    line: 7,
    message: /:7:\d+ +More than 10000 emphasis, code, link or tag markers in one paragraph/,
  },
  {
    name: 'bounded: a table of 20,000 rows',
    files: page(`| a | b |\n| --- | --- |\n${'| 1 | 2 |\n'.repeat(20_000)}`),
    code: 1,
    file: 'docs/guide.md',
    // Each row is a line and three cells: 1.75 lines, so the limit is passed on row 5,713.
    line: 5_719,
    message: /The page has more than 10000 lines of Markdown/,
  },
];
