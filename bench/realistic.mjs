// Writes a docs site shaped like real product documentation: MDX pages with 3–8 code blocks in several
// languages (some titled, with highlighted lines or line numbers), Tabs/TabItem groups of install commands,
// admonitions, GFM tables, Details, the site's own components and links between pages. Sections have
// `_category_.yml` files; the site has a config and a components module, as a real site does.
import fs from 'node:fs';
import path from 'node:path';

const WORDS = (
  'the cluster schedules each workload on a node with enough memory and keeps replicas of the model close to ' +
  'the data so that requests from clients in another region reach an endpoint without crossing the network ' +
  'twice when a token expires the client asks for a new one and retries the request after the quota resets'
).split(' ');
const NOUNS = ['cluster', 'endpoint', 'volume', 'bucket', 'token', 'node pool', 'snapshot', 'model', 'dataset', 'job', 'secret', 'firewall rule'];
const SECTIONS = ['getting-started', 'compute', 'storage', 'networking', 'inference', 'training', 'security', 'billing', 'integrations', 'reference'];

/** A small deterministic generator, so every run writes the same corpus. */
function random(seed) {
  let s = (seed * 2654435761) % 4294967296 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const between = (rnd, min, max) => min + Math.floor(rnd() * (max - min + 1));

function sentence(rnd, plain = false) {
  const start = between(rnd, 0, WORDS.length - 12);
  const text = WORDS.slice(start, start + between(rnd, 8, 14)).join(' ');
  const decorated = plain ? text : rnd() < 0.3 ? text.replace(/ (\w+) /, ' `$1` ') : rnd() < 0.2 ? text.replace(/ (\w+ \w+) /, ' **$1** ') : text;
  return `${decorated[0].toUpperCase()}${decorated.slice(1)}.`;
}

const paragraph = (rnd, n = between(rnd, 2, 5)) => Array.from({ length: n }, () => sentence(rnd)).join(' ');

/** Code blocks as they appear in docs: commands, SDK calls, manifests, config files, queries. */
const SNIPPETS = [
  (n) => ['bash', `ogc ${n.replace(' ', '-')} create --name demo-${n.length} --region eu-north-1 \\\n  --size 4 --wait\nogc ${n.replace(' ', '-')} list -o json | jq '.[] | {name, status}'`],
  (n) => ['console', `$ ogc ${n.replace(' ', '-')} describe demo\nNAME      STATUS    REGION\ndemo      running   eu-north-1`],
  (n) => ['python', `from ogc import Client\n\nclient = Client(token=os.environ["OGC_TOKEN"])\n${n.replace(' ', '_')} = client.${n.replace(' ', '_')}s.create(\n    name="demo",\n    region="eu-north-1",\n    labels={"team": "ml"},\n)\nfor item in client.${n.replace(' ', '_')}s.list(page_size=50):\n    print(item.name, item.status)`],
  (n) => ['typescript', `import { Client } from '@ogc/sdk';\n\nconst client = new Client({ token: process.env.OGC_TOKEN! });\nconst created = await client.${n.replace(' ', '')}s.create({ name: 'demo', region: 'eu-north-1' });\nconsole.log(\`created \${created.id}\`);\n\nexport async function waitFor(id: string): Promise<void> {\n  while ((await client.${n.replace(' ', '')}s.get(id)).status !== 'running') await sleep(2000);\n}`],
  (n) => ['yaml', `apiVersion: ogc.io/v1\nkind: ${n.replace(/(^| )(\w)/g, (_, __, c) => c.toUpperCase())}\nmetadata:\n  name: demo\n  labels:\n    team: ml\nspec:\n  region: eu-north-1\n  replicas: 3\n  resources:\n    limits:\n      nvidia.com/gpu: 1\n      memory: 64Gi`],
  (n) => ['json', `{\n  "id": "${n.replace(' ', '-')}-8f2a",\n  "name": "demo",\n  "status": "running",\n  "region": "eu-north-1",\n  "created_at": "2026-01-12T09:30:00Z",\n  "labels": { "team": "ml" },\n  "size": 4\n}`],
  (n) => ['go', `package main\n\nimport (\n\t"context"\n\t"fmt"\n\n\togc "github.com/ogc/sdk-go"\n)\n\nfunc main() {\n\tc := ogc.NewClient(ogc.WithTokenFromEnv())\n\titems, err := c.List${n.replace(' ', '')}s(context.Background(), &ogc.ListOptions{PageSize: 50})\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfor _, it := range items {\n\t\tfmt.Println(it.Name, it.Status)\n\t}\n}`],
  (n) => ['rust', `use ogc_sdk::{Client, Region};\n\n#[tokio::main]\nasync fn main() -> anyhow::Result<()> {\n    let client = Client::from_env()?;\n    let item = client.create_${n.replace(' ', '_')}("demo", Region::EuNorth1).await?;\n    println!("{} is {:?}", item.name, item.status);\n    Ok(())\n}`],
  () => ['dockerfile', 'FROM nvcr.io/nvidia/pytorch:24.05-py3\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\nENV PORT=8080\nEXPOSE 8080\nCMD ["python", "serve.py"]'],
  (n) => ['toml', `[profile.default]\nregion = "eu-north-1"\noutput = "table"\n\n[${n.replace(' ', '_')}]\ndefault_size = 4\nlabels = { team = "ml" }`],
  (n) => ['sql', `SELECT region, count(*) AS ${n.replace(' ', '_')}s, sum(gpu_hours) AS hours\nFROM usage\nWHERE month = '2026-01'\nGROUP BY region\nORDER BY hours DESC;`],
  (n) => ['hcl', `resource "ogc_${n.replace(' ', '_')}" "demo" {\n  name   = "demo"\n  region = "eu-north-1"\n  size   = 4\n\n  labels = {\n    team = "ml"\n  }\n}`],
  () => ['javascript', "const res = await fetch('https://api.example.com/v1/items?page_size=20', {\n  headers: { Authorization: `Bearer ${process.env.OGC_TOKEN}` },\n});\nif (!res.ok) throw new Error(`HTTP ${res.status}`);\nconst { items } = await res.json();\nconsole.table(items);"],
  () => ['diff', '--- a/config.yaml\n+++ b/config.yaml\n@@ -3,4 +3,4 @@\n region: eu-north-1\n-replicas: 1\n+replicas: 3\n output: table'],
];

function codeBlock(rnd, noun, snippet = pick(rnd, SNIPPETS)) {
  const [lang, code] = snippet(noun);
  const lines = code.split('\n').length;
  const meta = [];
  if (rnd() < 0.35) meta.push(`title="${pick(rnd, ['main', 'demo', 'setup', 'deploy'])}.${{ python: 'py', typescript: 'ts', go: 'go', rust: 'rs', yaml: 'yaml', json: 'json', toml: 'toml', hcl: 'tf', bash: 'sh', javascript: 'js', sql: 'sql', dockerfile: 'Dockerfile', console: 'txt', diff: 'diff' }[lang]}"`);
  if (lines > 2 && rnd() < 0.3) meta.push(`{${between(rnd, 1, 2)}${rnd() < 0.5 ? `,${lines}` : ''}}`);
  if (rnd() < 0.15) meta.push('showLineNumbers');
  return `\`\`\`${lang}${meta.length ? ` ${meta.join(' ')}` : ''}\n${code}\n\`\`\`\n`;
}

function installTabs(rnd, noun) {
  const slug = noun.replace(' ', '-');
  return (
    `<Tabs groupId="os">\n<TabItem value="linux" label="Linux" default>\n\n\`\`\`bash\ncurl -fsSL https://get.example.com/ogc | sh\nogc ${slug} list\n\`\`\`\n\n</TabItem>\n` +
    `<TabItem value="macos" label="macOS">\n\n\`\`\`bash\nbrew install ogc\nogc ${slug} list\n\`\`\`\n\n</TabItem>\n` +
    `<TabItem value="windows" label="Windows">\n\n\`\`\`powershell\nwinget install Example.OGC\nogc ${slug} list\n\`\`\`\n\n${sentence(rnd)}\n\n</TabItem>\n</Tabs>\n`
  );
}

function sdkTabs(rnd, noun) {
  return `<Tabs groupId="sdk">\n<TabItem value="python" label="Python">\n\n${codeBlock(rnd, noun, SNIPPETS[2])}\n</TabItem>\n<TabItem value="ts" label="TypeScript">\n\n${codeBlock(rnd, noun, SNIPPETS[3])}\n</TabItem>\n<TabItem value="go" label="Go">\n\n${codeBlock(rnd, noun, SNIPPETS[6])}\n${paragraph(rnd, 1)}\n\n</TabItem>\n</Tabs>\n`;
}

function table(rnd, noun) {
  const rows = between(rnd, 3, 8);
  let out = `| Field | Type | Default | Description |\n| --- | --- | --- | --- |\n`;
  for (let i = 0; i < rows; i++) {
    out += `| \`${noun.replace(' ', '_')}_${pick(rnd, ['name', 'size', 'region', 'labels', 'timeout', 'replicas', 'image'])}${i}\` | ${pick(rnd, ['string', 'integer', 'boolean', 'map'])} | ${pick(rnd, ['none', '`1`', '`true`', '`eu-north-1`'])} | ${sentence(rnd)} |\n`;
  }
  return out;
}

function admonition(rnd) {
  const type = pick(rnd, ['note', 'tip', 'info', 'warning', 'danger']);
  const title = rnd() < 0.5 ? ` ${pick(rnd, ['Before you start', 'Good to know', 'Limits', 'Billing'])}` : '';
  return `:::${type}${title}\n\n${paragraph(rnd, 2)}\n\n:::\n`;
}

function list(rnd, ordered) {
  return Array.from({ length: between(rnd, 3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(rnd)}`).join('\n') + '\n';
}

const COMPONENTS_MODULE = `import type { ReactNode } from 'react';

/** A small label next to a feature's name. */
export function Badge({ children, tone = 'info' }: { children?: ReactNode; tone?: 'info' | 'beta' | 'new' }) {
  return <span className={\`badge badge--\${tone}\`}>{children}</span>;
}

/** The API call behind a page, as a method and a path. */
export function Endpoint({ method, path }: { method: string; path: string }) {
  return (
    <p className="endpoint">
      <code>{method.toUpperCase()}</code> <code>{path}</code>
    </p>
  );
}

const REGIONS = [
  { id: 'eu-north-1', city: 'Oslo', gpus: ['H100', 'L40S'] },
  { id: 'eu-west-2', city: 'Amsterdam', gpus: ['H100', 'A100'] },
  { id: 'us-east-1', city: 'Ashburn', gpus: ['H200', 'H100', 'L40S'] },
];

/** Where a product is available, from one list shared by every page. */
export function RegionTable({ only }: { only?: string }) {
  const rows = REGIONS.filter((r) => !only || r.gpus.includes(only));
  return (
    <table>
      <thead>
        <tr>
          <th>Region</th>
          <th>City</th>
          <th>GPUs</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              <code>{r.id}</code>
            </td>
            <td>{r.city}</td>
            <td>{r.gpus.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
`;

function page(i, pages, perSection) {
  const rnd = random(i + 1);
  const section = SECTIONS[Math.floor(i / perSection) % SECTIONS.length];
  const noun = NOUNS[i % NOUNS.length];
  const title = `${noun[0].toUpperCase()}${noun.slice(1)} ${pick(rnd, ['overview', 'quickstart', 'configuration', 'limits', 'troubleshooting', 'migration', 'best practices', 'monitoring'])} ${i}`;
  const other = (i * 37 + 11) % pages;
  const otherLink = `../${SECTIONS[Math.floor(other / perSection) % SECTIONS.length]}${Math.floor(other / (perSection * SECTIONS.length)) || ''}/page-${other}.mdx`;
  const blocks = between(rnd, 3, 8);
  const parts = [];
  parts.push(`---\ntitle: ${title}\ndescription: ${sentence(rnd, true)}\nsidebar_position: ${i % perSection}\nkeywords:\n  - ${noun}\n  - ${section}\n---\n`);
  if (i % 3 === 0) parts.push("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n");
  parts.push(`${rnd() < 0.3 ? '<Badge tone="beta">Beta</Badge>\n\n' : ''}${paragraph(rnd)} See [the related guide](${otherLink}) for ${noun}s in other regions.\n`);
  if (i % 4 === 0) parts.push(`<Endpoint method="post" path="/v1/${noun.replace(' ', '-')}s" />\n`);
  let code = 0;
  const sections = between(rnd, 4, 7);
  for (let s = 0; s < sections; s++) {
    parts.push(`## ${pick(rnd, ['Create', 'Configure', 'Connect to', 'Scale', 'Monitor', 'Delete', 'Secure', 'Migrate'])} the ${noun} ${s}\n`);
    parts.push(`${paragraph(rnd)}\n`);
    // A tab group holds three code blocks, which count towards the page's blocks.
    if (s === 0 && i % 2 === 0 && blocks - code >= 3) {
      parts.push(installTabs(rnd, noun));
      code += 3;
    }
    if (s === 1 && i % 3 === 0 && blocks - code >= 3) {
      parts.push(sdkTabs(rnd, noun));
      code += 3;
    }
    if (code < blocks) {
      parts.push(codeBlock(rnd, noun));
      code++;
    }
    if (s % 2 === 1) parts.push(`### ${pick(rnd, ['Options', 'Limits', 'Examples', 'Permissions'])}\n\n${list(rnd, rnd() < 0.5)}\n${table(rnd, noun)}`);
    if (s % 3 === 2) parts.push(admonition(rnd));
    if (code < blocks && rnd() < 0.6) {
      parts.push(`${paragraph(rnd, 1)}\n\n${codeBlock(rnd, noun)}`);
      code++;
    }
  }
  while (code < blocks) {
    parts.push(codeBlock(rnd, noun));
    code++;
  }
  if (i % 5 === 0) parts.push(`## Availability\n\n<RegionTable only="${pick(rnd, ['H100', 'L40S', 'A100'])}" />\n`);
  parts.push(`<Details>\n<summary>Troubleshooting</summary>\n\n${list(rnd, false)}\n</Details>\n`);
  parts.push(`## Next steps\n\n${list(rnd, false)}`);
  return { file: path.join('docs', `${section}${Math.floor(i / (perSection * SECTIONS.length)) || ''}`, `page-${i}.mdx`), text: parts.join('\n') };
}

/** Writes the corpus to `dir` (replacing it) and returns the relative path of one page to edit. */
export function synthesizeRealisticSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  const perSection = 15;
  for (let i = 0; i < pages; i++) {
    const { file, text } = page(i, pages, perSection);
    const abs = path.join(dir, file);
    if (!fs.existsSync(path.dirname(abs))) {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      const label = path.basename(path.dirname(abs)).replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
      fs.writeFileSync(path.join(path.dirname(abs), '_category_.yml'), `label: ${label}\nposition: ${Math.floor(i / perSection)}\n`);
    }
    fs.writeFileSync(abs, text);
  }
  fs.writeFileSync(path.join(dir, 'components.tsx'), COMPONENTS_MODULE);
  fs.writeFileSync(
    path.join(dir, 'docs-gen.config.ts'),
    "import { defineConfig } from 'docs-gen';\n\nexport default defineConfig({\n  title: 'Realistic bench',\n  url: 'https://docs.example.com',\n  components: 'components.tsx',\n  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },\n});\n",
  );
  return 'docs/getting-started/page-0.mdx';
}
