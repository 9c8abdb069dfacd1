import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/site.js';

const pages = fg.sync(['site/docs/**/*.mdx', 'site/docs/**/*.md', 'site/cli/*.mdx'], { cwd: repoRoot });

/** Words of prose: front matter, code, JSX tags and link targets left out. */
function proseWords(text: string): number {
  const prose = text
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[|#*`:_-]+/g, ' ');
  return prose.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
}

describe('the OGC guides', () => {
  it('are real documentation: on average at least 350 words of prose per page', () => {
    const product = pages.filter((p) => p.startsWith('site/docs/') && !p.endsWith('index.mdx'));
    expect(product.length).toBe(55);
    const counts = product.map((p) => proseWords(fs.readFileSync(path.join(repoRoot, p), 'utf8')));
    const average = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(average).toBeGreaterThanOrEqual(350);
  });

  it('contain no placeholder text', () => {
    for (const page of pages) {
      const text = fs.readFileSync(path.join(repoRoot, page), 'utf8');
      expect(text, page).not.toMatch(/\b(TODO|TBD|lorem ipsum|coming soon|placeholder)\b/i);
    }
  });

  it('state list prices only through the platform data components', () => {
    // Worked billing examples may show arithmetic; a rate written by hand would drift from platform.yaml.
    for (const page of pages) {
      const prose = fs.readFileSync(path.join(repoRoot, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      expect(prose, page).not.toMatch(/\$\d+(\.\d+)?\s*(\/\s*h(our)?\b|per (GPU[- ])?hour|\/GB)/i);
    }
  });
});
