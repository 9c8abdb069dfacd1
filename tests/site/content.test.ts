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

  it('write shell sessions one way: commands with their output in a console block, prompts only there', () => {
    const fence = /^```([\w-]*)([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
    let sessions = 0;
    for (const page of pages) {
      const text = fs.readFileSync(path.join(repoRoot, page), 'utf8');
      const blocks = [...text.matchAll(fence)].map((m) => ({ lang: m[1], meta: m[2].trim(), code: m[3], start: m.index, end: m.index + m[0].length }));
      blocks.forEach((block, i) => {
        const line = text.slice(0, block.start).split('\n').length;
        if (['bash', 'sh', 'shell', 'zsh'].includes(block.lang)) {
          expect(block.code, `${page}:${line} a prompt belongs in a console block`).not.toMatch(/^\$ /m);
          const next = blocks[i + 1];
          const adjacent = next && text.slice(block.end, next.start).trim() === '';
          expect(Boolean(adjacent) && next.lang === 'text' && !next.meta, `${page}:${line} output right after commands belongs in one console block`).toBe(false);
        }
        if (block.lang === 'console') {
          sessions++;
          expect(block.code, `${page}:${line} a console block starts with a $ command`).toMatch(/^\$ /);
        }
      });
    }
    expect(sessions).toBeGreaterThan(50);
  });
});
