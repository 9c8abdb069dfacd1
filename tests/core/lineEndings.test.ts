import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * A page saved with Windows line endings reads as the same page with Unix ones (admonitions, heading ids, code
 * blocks and comments included), and a line opening with inline code in three backticks is text, not a fence
 * (CommonMark: a backtick fence's info holds no backtick), so the admonition around it still closes.
 */
const PAGE = `---
title: Page
---

:::tip Requirements

Have **4 GB**.

:::

## Setup {#set-up}

\`\`\`bash title="run.sh"
echo hi
\`\`\`

<!-- a comment -->

:::note

\`\`\`namesrv.addr:port\`\`\` is replaced by the address.

:::

## After

Done.
`;

const unix = tempSite();
const windows = tempSite();
let builds: RunResult[];
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

beforeAll(async () => {
  unix.write('docs/index.md', PAGE);
  windows.write('docs/index.md', PAGE.replace(/\n/g, '\r\n'));
  builds = await Promise.all([unix, windows].map((site) => runDocsGenAsync(['build', site.dir, '--quiet'])));
}, 120_000);

afterAll(() => {
  unix.cleanup();
  windows.cleanup();
});

describe('line endings and fences', () => {
  it('builds a page with Windows line endings as the same page with Unix ones', () => {
    for (const build of builds) expect(build.code, build.stderr).toBe(0);
    const page = mainOf(windows.read('build/index.html'));
    expect(page).toBe(mainOf(unix.read('build/index.html')));
    expect(page).toContain('admonition admonition-tip');
    expect(page).toContain('<h2 id="set-up">');
    expect(page).not.toContain(':::');
  });

  it('reads a line opening with code in three backticks as text, inside its admonition', () => {
    const page = mainOf(unix.read('build/index.html'));
    const note = page.slice(page.indexOf('admonition-note'), page.indexOf('<h2 id="after"'));
    expect(note).toContain('<code>namesrv.addr:port</code> is replaced by the address.');
    // The admonition closes before the next heading.
    expect(note).toMatch(/<\/div><\/aside>\s*$/);
  });
});
