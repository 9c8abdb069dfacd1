// Writes a synthetic docs site of N pages: front matter, 3–6 h2/h3 sections of prose, a GFM table,
// an admonition, a fenced code block and a relative link to another page.
import fs from 'node:fs';
import path from 'node:path';

const WORDS = 'gpu cluster node volume bucket endpoint replica token latency throughput kernel driver image region quota invoice schedule container network storage model dataset checkpoint'.split(' ');

function sentence(seed) {
  const n = 8 + (seed % 9);
  const words = Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return words.join(' ').replace(/^\w/, (c) => c.toUpperCase()) + '.';
}

function paragraph(seed) {
  return Array.from({ length: 4 }, (_, i) => sentence(seed + i)).join(' ');
}

export function synthesizeSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  const perSection = 20;
  for (let i = 0; i < pages; i++) {
    const section = `section-${Math.floor(i / perSection)}`;
    const file = path.join(dir, 'docs', section, `page-${i}.md`);
    const other = (i * 37 + 11) % pages;
    const otherRel = path.relative(path.dirname(file), path.join(dir, 'docs', `section-${Math.floor(other / perSection)}`, `page-${other}.md`)).split(path.sep).join('/');
    const sections = 3 + (i % 4);
    let body = `---\ntitle: Page ${i}\ndescription: Synthetic page ${i} for the benchmark.\nsidebar_position: ${i % perSection}\n---\n\n${paragraph(i)}\n\n`;
    for (let s = 0; s < sections; s++) {
      body += `## Topic ${s} of page ${i}\n\n${paragraph(i + s)}\n\n`;
      if (s % 2 === 1) body += `### Detail ${s}\n\n${paragraph(i + s + 3)}\n\n`;
    }
    body += `| Resource | Default | Maximum |\n| --- | --- | --- |\n| GPUs | ${i % 8} | 64 |\n| Volumes | 10 | 100 |\n\n`;
    body += `:::tip Good to know\n${sentence(i + 5)} See [page ${other}](${otherRel.startsWith('.') ? otherRel : `./${otherRel}`}).\n:::\n\n`;
    body += '```bash title="run.sh" {2}\nexport OGC_REGION=no-osl-1\nogc vm list --location "$OGC_REGION" -o json | jq \'.[] | .name\'\necho done\n```\n';
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
}
