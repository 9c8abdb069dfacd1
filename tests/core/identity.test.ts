import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTree } from '../helpers/hashTree.js';
import { repoRoot, runDocsGenAsync, type RunResult } from '../helpers/site.js';

// Cold, warm, serial and parallel builds of one site must write the same bytes: a cache hit, a worker
// thread or a slow highlighter may change how long a build takes, never what it writes. The site joins
// existing fixtures: core-basic's pages (tabs, details, drafts, unlisted pages), the OpenAPI document of
// openapi-features (with a written code sample) and the CLI spec of cli-basic, with a page of code in many languages
// and a blog.

const CODE_PAGE = `---
title: Code in many languages
---

:::tip Highlighted at build time
Every block below goes through the highlighter.
:::

\`\`\`bash title="install.sh" {2}
curl -fsSL https://example.com/install | sh
tool box create --zone eu-1
\`\`\`

\`\`\`python showLineNumbers
import os

def boxes(zone: str) -> list[str]:
    return [b for b in os.listdir(zone) if b.endswith(".box")]
\`\`\`

\`\`\`typescript
export async function list(zone: string): Promise<string[]> {
  const res = await fetch(\`/v1/boxes?zone=\${zone}\`);
  return (await res.json()).items;
}
\`\`\`

\`\`\`yaml
boxes:
  - name: demo
    zone: eu-1
\`\`\`

\`\`\`json
{ "name": "demo", "zone": "eu-1", "size": 4 }
\`\`\`

\`\`\`go
func main() { fmt.Println("boxes") }
\`\`\`

\`\`\`rust
fn main() { println!("boxes"); }
\`\`\`

\`\`\`sql
SELECT zone, count(*) FROM boxes GROUP BY zone;
\`\`\`

\`\`\`diff
- size: 1
+ size: 4
\`\`\`

\`\`\`unknown-language
left as plain text
\`\`\`

| Language | Highlighted |
| --- | --- |
| bash | yes |
`;

// A page with no code in it, so it takes the fast path (rendered from its elements, not from compiled MDX), written
// with what such pages hold: GFM, footnotes, task lists, aligned tables, comments, admonitions, components and
// JSX tags with literal attributes, an image. The "compiled MDX only" build renders it the other way.
const STATIC_PAGE = `---
title: Written without code
---

Text with *emphasis*, **strong**, \`code\`, ~~struck~~, a [link](./setup.md), https://example.com and a note[^1].

<!-- a comment that renders nothing -->

:::note[A **formatted** title]
An admonition with a list:

- [x] done
- [ ] to do
:::

| Left | Center | Right | None |
| :--- | :----: | ----: | ---- |
| a | b | c | d |

<Tabs groupId="os" values={[{label: 'Linux', value: 'linux'}, {label: 'macOS', value: 'mac'}]}>
<TabItem value="linux" label="Linux">

Linux text {/* an inline comment */} goes on.

</TabItem>
<TabItem value="mac" label={"macOS"} default>

Mac text.

</TabItem>
</Tabs>

<div className="box" style={{padding: 4, marginTop: -1}} data-kind="plain">A <span title={\`literal\`}>span</span> and a<br/>break.</div>

<Details summary="More">
Hidden **details**.
</Details>

3. third
4. fourth

![Logo](../../static/img/favicon.svg "The logo")

> A quote.

## A heading with an id {#custom-id}

Text.

[^1]: The footnote.
`;

/**
 * Enough distinct blocks for builds with a second core to highlight them ahead on a helper thread (see
 * highlightAhead.ts), which serial builds never start: in lists and in JSX too, with options and magic comments.
 */
const MANY_BLOCKS_PAGE = `---
title: Many blocks
---

${Array.from({ length: 70 }, (_, i) =>
  [
    `\`\`\`bash title="step-${i}.sh" {1}\ntool box create --name box-${i}\necho ${i}\n\`\`\``,
    `- Step ${i}:\n\n  \`\`\`python\n  # highlight-next-line\n  print(${i})\n  \`\`\``,
    `<div>\n  \`\`\`json\n  { "box": ${i} }\n  \`\`\`\n</div>`,
  ][i % 3],
).join('\n\n')}
`;

/** Builds with each mode's flags and environment, run at once: the machine is busy, as in the field. */
interface Mode {
  name: string;
  args: string[];
  env: Record<string, string>;
}

const cold = { args: ['--no-cache'], env: {} };
const MODES: Mode[] = [
  { name: 'serial cold 1', ...cold, env: { DOCS_GEN_WORKERS: '0' } },
  { name: 'serial cold 2', ...cold, env: { DOCS_GEN_WORKERS: '0' } },
  // One worker beside the main thread: the pages are shared between two threads, whatever the site's size.
  { name: 'parallel cold 1', ...cold, env: { DOCS_GEN_WORKERS: '1' } },
  { name: 'parallel cold 2', ...cold, env: { DOCS_GEN_WORKERS: '1' } },
  // Pages with no code in them rendered from compiled MDX too, as every page once was: the fast path writes the same bytes.
  { name: 'compiled MDX only', ...cold, env: { DOCS_GEN_STATIC_PAGES: '0' } },
  // Every page parsed by micromark, none by quickParse: the quick parse gives the same tree, so the same bytes.
  { name: 'micromark only', ...cold, env: { DOCS_GEN_QUICK_PARSE: '0' } },
];
/** Built one after the other on one cache: the first with the cache on but empty, the second warm. */
const WARM_CHAIN = ['cache on, empty', 'cache on, warm'];

let work: string;
let site: string;
const outputs = new Map<string, { result: RunResult; hashes: Map<string, string> }>();
let badWorkers: RunResult;

function makeSite(dir: string): void {
  const fixture = (name: string) => path.join(repoRoot, 'tests', 'fixtures', name);
  fs.cpSync(fixture('core-basic'), dir, { recursive: true });
  // With a sample its authors wrote (x-codeSamples), highlighted beside the pages like the made ones.
  const document = fs.readFileSync(path.join(fixture('openapi-features'), 'openapi.yaml'), 'utf8');
  const samples = '      x-codeSamples:\n        - lang: Go\n          source: "pets, err := client.Pets.List(ctx)"\n';
  fs.writeFileSync(path.join(dir, 'openapi.yaml'), document.replace('      operationId: ListPets\n', `      operationId: ListPets\n${samples}`));
  fs.copyFileSync(path.join(fixture('cli-basic'), 'tool.yaml'), path.join(dir, 'tool.yaml'));
  fs.writeFileSync(path.join(dir, 'docs', 'guides', 'code.md'), CODE_PAGE);
  fs.writeFileSync(path.join(dir, 'docs', 'guides', 'static.md'), STATIC_PAGE);
  fs.writeFileSync(path.join(dir, 'docs', 'guides', 'many-blocks.md'), MANY_BLOCKS_PAGE);
  // A blog: its list, tag and author pages and its feeds show its posts again, rendered after them.
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(path.join(dir, 'blog', 'authors.yml'), 'ann:\n  name: Ann\n  page: true\n  socials: { github: ann }\n');
  fs.writeFileSync(path.join(dir, 'blog', '2024-01-05-first.md'), '---\nauthors: ann\ntags: [news]\n---\n\n# First post\n\nIntro.\n\n<!-- truncate -->\n\n```python\nprint(1)\n```\n');
  fs.writeFileSync(path.join(dir, 'blog', '2024-02-01-second.mdx'), '---\ntitle: Second\ntags: [news, Deep Dive]\n---\n\nSecond {1 + 1}.\n');
  const config = fs.readFileSync(path.join(dir, 'docs-gen.config.ts'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'docs-gen.config.ts'),
    config.replace(
      "sidebarsFile: 'sidebars.yaml',",
      "sidebarsFile: 'sidebars.yaml',\n  openapi: { file: 'openapi.yaml', routeBasePath: '/api' },\n  cliReference: { file: 'tool.yaml', routeBasePath: '/cli/commands' },",
    ),
  );
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-gen-identity-'));
  site = path.join(work, 'site');
  makeSite(site);
  // The cache of a site without node_modules goes to the temporary folder: this one, removed at the end.
  const tmp = path.join(work, 'tmp');
  fs.mkdirSync(tmp);
  const build = async (name: string, args: string[], env: Record<string, string>) => {
    const out = path.join(work, `out-${name.replace(/\s+/g, '-')}`);
    const result = await runDocsGenAsync(['build', site, '-o', out, '--quiet', ...args], repoRoot, { TMPDIR: tmp, ...env });
    outputs.set(name, { result, hashes: result.code === 0 ? hashTree(out) : new Map() });
  };
  const warmChain = async () => {
    for (const name of WARM_CHAIN) await build(name, [], {});
  };
  const invalid = runDocsGenAsync(['build', site, '-o', path.join(work, 'out-invalid'), '--quiet', '--no-cache'], repoRoot, {
    TMPDIR: tmp,
    DOCS_GEN_WORKERS: 'many',
  });
  await Promise.all([...MODES.map((m) => build(m.name, m.args, m.env)), warmChain()]);
  badWorkers = await invalid;
}, 60_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('output identity', () => {
  it('every build succeeds and writes the docs, API, CLI and highlighted code pages', () => {
    for (const [name, { result, hashes }] of outputs) {
      expect(result.code, `${name}: ${result.stderr}`).toBe(0);
      for (const file of [
        'index.html',
        'guides/code/index.html',
        'guides/many-blocks/index.html',
        'guides/intro/index.html',
        'guides/static/index.html',
        'sitemap.xml',
        'blog/index.html',
        'blog/2024/01/05/first/index.html',
        'blog/tags/news/index.html',
        'blog/authors/ann/index.html',
        'blog/rss.xml',
        'blog/atom.xml',
      ]) {
        expect(hashes.has(file), `${name} wrote ${file}`).toBe(true);
      }
      expect([...hashes.keys()].some((f) => f.startsWith('api/') && f.endsWith('index.html')), `${name} wrote API pages`).toBe(true);
      expect([...hashes.keys()].some((f) => f.startsWith('cli/commands/') && f.endsWith('index.html')), `${name} wrote CLI pages`).toBe(true);
    }
    const html = fs.readFileSync(path.join(work, 'out-serial-cold-1', 'guides', 'code', 'index.html'), 'utf8');
    // Highlighted: the tokens carry colours, and the unknown language is kept as plain text.
    expect(html).toMatch(/<span style="[^"]*color:[^"]*">def<\/span>/);
    expect(html).toContain('left as plain text');
    // The page with no code in it rendered whole: components, literal attributes, the footnote, the image.
    const plain = fs.readFileSync(path.join(work, 'out-serial-cold-1', 'guides', 'static', 'index.html'), 'utf8');
    for (const part of ['Mac text.', 'style="padding:4px;margin-top:-1px"', 'data-kind="plain"', 'title="literal"', 'id="custom-id"', 'The footnote.', 'Hidden <strong>details</strong>']) {
      expect(plain).toContain(part);
    }
    expect(plain).toMatch(/<img[^>]+src="\/assets\/img\/[^"]+favicon\.svg"/);
    expect(plain).not.toContain('a comment that renders nothing');
    // The written sample, highlighted as Go, first among the samples.
    const api = fs.readFileSync(path.join(work, 'out-serial-cold-1', 'api', 'list-pets', 'index.html'), 'utf8');
    expect(api).toMatch(/data-value="go" class="tab">Go<[\s\S]*data-language="go"[\s\S]*client\.Pets\.<span class="tk-f">List<\/span>/);
  });

  it('cold, warm, serial and parallel builds write byte-identical files', () => {
    const [referenceName, reference] = [...outputs][0];
    expect(reference.hashes.size).toBeGreaterThan(20);
    for (const [name, { hashes }] of outputs) {
      const differing = [...new Set([...reference.hashes.keys(), ...hashes.keys()])].filter((f) => reference.hashes.get(f) !== hashes.get(f));
      expect(differing, `${name} against ${referenceName}`).toEqual([]);
    }
    expect(outputs.size).toBe(MODES.length + WARM_CHAIN.length);
  });

  it('rejects a DOCS_GEN_WORKERS that is not a number, naming the variable', () => {
    expect(badWorkers.code).toBe(1);
    expect(badWorkers.stdout + badWorkers.stderr).toContain('DOCS_GEN_WORKERS must be a number of worker threads, got "many"');
  });
});
