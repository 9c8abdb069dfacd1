import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../src/markdown/compileMarkdown.js';
import { fencedBlocksOf } from '../../src/markdown/fencedBlocks.js';
import type { HelperReply, HelperRequest } from '../../src/markdown/helperThread.js';
import { highlightCodeHtml, highlightKey } from '../../src/markdown/highlightCode.js';
import { getHighlighter } from '../../src/markdown/highlighter.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { repoRoot } from '../helpers/site.js';

// Pages' code can be highlighted ahead on a second thread (highlightAhead.ts): a line scan forecasts each
// page's blocks, and the compile takes a block's HTML from the helper when their inputs match. These tests
// check both halves: the forecast matches what the compile asks for, and the helper's HTML is the compile's.

const FENCE = '```';
/** Blocks in the places docs put them: top level, list items, JSX children, with options and magic comments. */
const PAGE = `---
title: Blocks
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

${FENCE}bash title="install.sh" {2}
curl -fsSL https://example.com/install | sh
tool box create --zone eu-1
${FENCE}

1. Install:

   ${FENCE}python showLineNumbers=7
   import os
     print(os.getcwd())
   ${FENCE}

2. Then:
   - nested:

     ~~~yaml
     boxes:
       - name: demo
     ~~~

<Tabs>
  <TabItem value="js" label="JS">
    ${FENCE}js
    // highlight-next-line
    const zone = 'eu-1';
    console.log(zone);
    ${FENCE}
  </TabItem>
  <TabItem value="sh" label="Shell">

${FENCE}console
$ tool box list \\
  --zone eu-1
NAME   ZONE
demo   eu-1
${FENCE}

  </TabItem>
</Tabs>

:::note
${FENCE}json
{ "name": "demo" }
${FENCE}
:::

A paragraph, not a fence: ${FENCE}js${FENCE} is inline code.

${FENCE}\`\`\`markdown
${FENCE}go
func main() {}
${FENCE}
${FENCE}\`\`\`

${FENCE}
no language: plain text
${FENCE}

${FENCE}sql

SELECT 1;

${FENCE}
`;

interface Asked {
  code: string;
  lang: string;
  key: string;
}

/** The blocks the compile asks another thread for, in order, with none of them answered. */
async function askedBy(page: string): Promise<Asked[]> {
  const asked: Asked[] = [];
  const file = path.join(repoRoot, 'tests', 'fixtures', 'blocks.mdx');
  await compileMarkdown(page, file, repoRoot, [], repoRoot, undefined, {
    keepCode: false,
    highlightAhead: (code, lang, options) => {
      asked.push({ code, lang, key: highlightKey(code, lang, options) });
      return undefined;
    },
  });
  return asked;
}

describe('highlighting pages ahead', () => {
  it('forecasts the blocks the compile highlights, with the same inputs', async () => {
    const asked = await askedBy(PAGE);
    const forecast = fencedBlocksOf(preprocessMarkdown(PAGE)).map((block) => ({ code: block.code, lang: block.lang, key: highlightKey(block.code, block.lang, block.options) }));
    // Every block with a language is asked for; the unlabelled one is plain text and never highlighted.
    expect(asked.map((a) => a.lang)).toEqual(['bash', 'python', 'yaml', 'js', 'console', 'json', 'markdown', 'sql']);
    expect(forecast).toEqual(asked);
    // Options and magic comments are part of what is asked: the line after highlight-next-line, the range {2}.
    expect(asked[3].code).not.toContain('highlight-next-line');
    expect(asked[0].key).toContain('[2]');
  });

  it('never forecasts a block the compile reads differently as the same block', async () => {
    // In a blockquote the fence's content lines carry `> `: the scan leaves it out rather than guess.
    const quoted = `> ${FENCE}bash\n> echo quoted\n> ${FENCE}\n`;
    expect(await askedBy(quoted)).toHaveLength(1);
    const asked = new Set((await askedBy(quoted)).map((a) => a.key));
    for (const block of fencedBlocksOf(preprocessMarkdown(quoted))) expect(asked.has(highlightKey(block.code, block.lang, block.options))).toBe(false);
  });

  it("returns the compile's own HTML from the helper thread, block by block", async () => {
    const blocks = fencedBlocksOf(preprocessMarkdown(PAGE));
    const languages = [...new Set(blocks.map((b) => b.lang))];
    const highlighter = await getHighlighter(languages.map((lang) => `${FENCE}${lang}`).join('\n'));
    const request: HelperRequest = {
      jobs: blocks.map((block) => ({ kind: 'code', ...block })),
      claims: new SharedArrayBuffer(4 * blocks.length),
      languages: highlighter.getLoadedLanguages(),
    };
    const worker = new Worker(path.join(repoRoot, 'dist', 'compile-helper.js'), { workerData: { preload: ['bash'] } });
    const results = await new Promise<Map<number, string>>((resolve, reject) => {
      const html = new Map<number, string>();
      worker.on('message', (reply: HelperReply) => {
        if ('error' in reply) reject(new Error(reply.error));
        else if ('done' in reply) resolve(html);
        else if (reply.result.kind === 'code') html.set(reply.index, reply.result.html);
      });
      worker.on('error', reject);
      worker.postMessage(request);
    }).finally(() => worker.terminate());
    expect(results.size).toBe(blocks.length);
    blocks.forEach((block, index) => expect(results.get(index)).toBe(highlightCodeHtml(highlighter, block.code, block.lang, block.options)));
    // The options reached the helper: the titled block has its title, the python block its line numbers.
    expect(results.get(0)).toContain('code-title');
    expect(results.get(1)).toContain('line-numbers');
  });
});
