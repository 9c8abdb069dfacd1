import { sharedBuild, type tempSite } from './site.js';

const page = (title: string, position: number, extra = '') => `---\ntitle: ${title}\nsidebar_position: ${position}\n${extra}---\n\n${title}.\n`;

/**
 * A site whose one sidebar is too large to render whole on every page (more than 150 entries): a category of
 * 70 pages (longer than a page's window of 10), a path three categories deep, nine small collapsed-looking
 * categories, a category that cannot collapse, and an unlisted page. Built once per run with the real binary
 * and shared by the files that read it (see sharedBuild).
 */
export async function buildLargeSidebarSite() {
  const site = await sharedBuild('large-sidebar', writeLargeSidebarSite);
  if (site.code !== 0) throw new Error(`Building the large sidebar site failed:\n${site.stdout}\n${site.stderr}`);
  return site;
}

function writeLargeSidebarSite(site: ReturnType<typeof tempSite>): void {
  site.write('docs/index.md', page('Start', 1));
  site.write('docs/big/_category_.yml', 'label: Big\nposition: 2\n');
  for (let i = 0; i < 70; i++) site.write(`docs/big/p${String(i).padStart(2, '0')}.md`, page(`Big ${i}`, i + 1));
  site.write('docs/deep/_category_.yml', 'label: Deep\nposition: 3\n');
  site.write('docs/deep/intro.md', page('Deep intro', 1));
  site.write('docs/deep/level1/_category_.yml', 'label: Level one\nposition: 2\n');
  site.write('docs/deep/level1/a.md', page('Level one A', 1));
  site.write('docs/deep/level1/level2/_category_.yml', 'label: Level two\nposition: 2\n');
  site.write('docs/deep/level1/level2/leaf.md', page('Leaf', 1));
  site.write('docs/deep/level1/level2/hidden.md', page('Hidden leaf', 2, 'unlisted: true\n'));
  site.write('docs/deep/level1/level2/sibling.md', page('Leaf sibling', 3));
  for (let c = 0; c < 9; c++) {
    site.write(`docs/group${c}/_category_.yml`, `label: Group ${c}\nposition: ${10 + c}\n`);
    for (let i = 0; i < 10; i++) site.write(`docs/group${c}/g${i}.md`, page(`Group ${c} page ${i}`, i + 1));
  }
  site.write('docs/fixed/_category_.yml', 'label: Fixed\nposition: 30\ncollapsible: false\n');
  site.write('docs/fixed/one.md', page('Fixed one', 1));
  site.write('docs/fixed/two.md', page('Fixed two', 2));
}
