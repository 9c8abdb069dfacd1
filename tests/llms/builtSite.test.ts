import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtRoutes, requireBuiltSite } from '../helpers/builtSite.js';
import { repoRoot } from '../helpers/site.js';
import { outsideCode } from './outsideCode.js';

/** Issue 16 on the OGC site as `npm test` built it: every page as Markdown, llms.txt and llms-full.txt. */
describe('Markdown outputs of the OGC site', () => {
  const dir = requireBuiltSite();
  const routes = builtRoutes(dir);
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
  const siteUrl = 'https://docs.opengpu.cloud';
  const fileOf = (url: string) => path.join(dir, new URL(url).pathname);

  it('has a Markdown file for every route, starting with the page title', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !fs.existsSync(path.join(dir, r, 'index.md')));
    expect(missing).toEqual([]);
    for (const route of routes) {
      const title = read(path.join(route, 'index.html')).match(/<title>([^<|]+?)(?: \| [^<]*)?<\/title>/)![1];
      expect(read(path.join(route, 'index.md')).split('\n')[0], route).toBe(`# ${title.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')}`);
    }
  });

  it('has no JSX, no HTML tags outside code and no import or export lines', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const prose = outsideCode(read(path.join(route, 'index.md')));
      for (const m of prose.matchAll(/<\/?[A-Za-z][^>\n]*>|^(?:import|export)\s.*$/gm)) problems.push(`${route}: ${m[0]}`);
      for (const m of prose.matchAll(/\b(?:undefined|NaN|\[object Object\])\b/g)) problems.push(`${route}: ${m[0]}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes every price of the data file as a number where a component rendered it', () => {
    const data = parseYaml(fs.readFileSync(path.join(repoRoot, 'site/data/platform.yaml'), 'utf8')) as { gpus: { pricePerHour: number }[]; skus: { pricePerHour: number }[] };
    const prose = outsideCode(read('llms-full.txt'));
    const prices = [...data.gpus, ...data.skus].map((g) => `$${g.pricePerHour.toFixed(2)}`);
    expect(prices.filter((p) => !prose.includes(p))).toEqual([]);
    // A price that rendered nothing would leave a bare "$" or "at /hour".
    expect(prose).not.toMatch(/\$(?!\d)|\bat \/hour/);
    expect(read('virtual-machines/billing/index.md')).toMatch(/One `h100-sxm-8x` VM at \$\d+\.\d\d\/hour/);
  });

  it('turns API operation and CLI command pages into Markdown with their parts', () => {
    const api = read('api/create-vm/index.md');
    expect(api).toMatch(/^\*\*POST\*\* · `\/vms`$/m);
    expect(api).toMatch(/^## Request samples\n\n\*\*curl\*\*\n\n```bash\ncurl -X POST/m);
    expect(api).toMatch(/^## Parameters$/m);
    expect(api).toMatch(/^\| Name \| Type \| Description \|$/m);
    expect(api).toMatch(/^## Request body$/m);
    expect(api).toMatch(/^- `name` · string · required$/m);
    expect(api).toMatch(/^### 202 Accepted$/m);
    const cli = read('cli/commands/ogc_ssh/create/index.md');
    expect(cli).toMatch(/^## Synopsis\n\n```text\nogc ssh create --name <string>/m);
    expect(cli).toMatch(/^\| Flag \| Type \| Default \| Description \|$/m);
    expect(cli).toMatch(/^\| `--name` · required \| string \|/m);
    expect(cli).toMatch(/^## Examples\n\n.+\n\n```console\n\$ ogc ssh create .+\nRegistered SSH key laptop/m);
  });

  it('links every page of llms.txt to a built Markdown file', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Open GPU Cloud Docs\n\n> .+\n\n## /);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(100);
    const broken = links.filter((url) => !url.startsWith(`${siteUrl}/`) || !url.endsWith('/index.md') || !fs.existsSync(fileOf(url)));
    expect(broken).toEqual([]);
    expect([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(expect.arrayContaining(['Docs', 'Docs › Virtual machines', 'CLI', 'API']));
  });

  it('puts every page of llms.txt into llms-full.txt, in the same order, each with its title and URL', () => {
    const listed = [...read('llms.txt').matchAll(/^- \[[^\]]+\]\(([^)]+)index\.md\)/gm)].map((m) => m[1]);
    const full = [...read('llms-full.txt').matchAll(/^# .+\n\nURL: (.+)$/gm)].map((m) => m[1]);
    expect(full).toEqual(listed);
  });
});
