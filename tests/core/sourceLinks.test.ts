import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastUpdates } from '../../src/content/lastUpdated.js';
import { runDocsGenAsync, tempSite, type RunResult } from '../helpers/site.js';

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nSome text about ${title}.\n`;
const MARCH_2024 = '2024-03-05T12:00:00Z';
const JANUARY_2025 = '2025-01-02T08:30:00Z';

/** "Edit this page" and "Last updated" under guides, on a small site inside a temporary git repository. */
describe('edit links and last-update dates', () => {
  const site = tempSite();
  let result: RunResult;
  const html = (route: string) => site.read(`build${route}index.html`);

  beforeAll(async () => {
    site.write(
      'docs-gen.config.ts',
      "import { defineConfig } from 'docs-gen';\nexport default defineConfig({ title: 'History Docs', editUrl: 'https://example.com/repo/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true });\n",
    );
    site.write('docs/index.md', page('Home', 'slug: /\n'));
    site.write('docs/guides/old.md', page('Old guide'));
    site.write('docs/guides/moved.md', page('Moved guide', 'custom_edit_url: https://elsewhere.example.com/moved.md\n'));
    site.write('docs/guides/hidden.md', page('No edit link', 'custom_edit_url: null\n'));
    const git = (args: string[], date?: string, author = 'Ada Writer') =>
      execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd: site.dir,
        env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
        stdio: 'pipe',
      });
    git(['init', '-q']);
    git(['add', '.']);
    git(['commit', '-q', '-m', 'first'], MARCH_2024);
    site.write('docs/guides/moved.md', page('Moved guide', 'custom_edit_url: https://elsewhere.example.com/moved.md\n') + '\nMore.\n');
    git(['commit', '-q', '-am', 'second'], JANUARY_2025, 'Bo Editor');
    // Written after the last commit: no history yet.
    site.write('docs/guides/draft-notes.md', page('Uncommitted'));
    result = await runDocsGenAsync(['build', site.dir, '--quiet']);
  });
  afterAll(() => site.cleanup());

  it('builds', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('links each guide to its source under editUrl, unless front matter overrides or hides it', () => {
    expect(html('/guides/old/')).toContain('<a class="doc-edit-link" href="https://example.com/repo/edit/main/docs/guides/old.md"');
    expect(html('/guides/moved/')).toContain('href="https://elsewhere.example.com/moved.md"');
    expect(html('/guides/hidden/')).not.toContain('Edit this page');
  });

  it('dates each guide by its last commit, with its author; a file without history has neither', () => {
    const footer = (route: string) => /<span class="doc-last-updated">(.*?)<\/span>/.exec(html(route))?.[1].replace(/<!-- -->/g, '');
    expect(footer('/guides/old/')).toBe('Last updated on <time dateTime="2024-03-05T12:00:00.000Z">Mar 5, 2024</time> by <b>Ada Writer</b>');
    expect(footer('/guides/moved/')).toBe('Last updated on <time dateTime="2025-01-02T08:30:00.000Z">Jan 2, 2025</time> by <b>Bo Editor</b>');
    expect(html('/guides/draft-notes/')).not.toContain('Last updated');
    expect(html('/guides/draft-notes/')).toContain('Edit this page');
  });

  it('reads no dates outside a repository or without git, and fails nothing', async () => {
    const file = path.join(site.dir, 'docs/guides/old.md');
    expect((await lastUpdates(site.dir, [file])).get(file)).toEqual({ at: Date.parse(MARCH_2024) / 1000, author: 'Ada Writer' });
    const outside = tempSite();
    outside.write('docs/a.md', page('A'));
    expect((await lastUpdates(outside.dir, [path.join(outside.dir, 'docs/a.md')])).size).toBe(0);
    outside.cleanup();
    const savedPath = process.env.PATH;
    process.env.PATH = '';
    try {
      expect((await lastUpdates(site.dir, [file])).size).toBe(0);
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
