import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../src/markdown/codeMeta.js';
import { highlightCodeHtml } from '../../src/markdown/highlightCode.js';
import { getHighlighter } from '../../src/markdown/highlighter.js';

/**
 * An empty fenced block, as Babel's plugin pages write one for output that is nothing: Docusaurus shows an empty
 * frame, without the block's title or a copy button. It had its title, an empty line and a button.
 */
describe('an empty fenced block', () => {
  it('is an empty frame, without its title, a line or a copy button', async () => {
    const highlighter = await getHighlighter('```js\n');
    const html = highlightCodeHtml(highlighter, '', 'js', parseCodeMeta('title="JavaScript"', 0));
    expect(html).toMatch(/^<pre class="shiki[^"]*"[^>]*><code><\/code><\/pre>$/);
    // One line, even a blank one, is a block as any other.
    const blank = highlightCodeHtml(highlighter, '\n\n', 'js', parseCodeMeta('title="JavaScript"', 2));
    expect(blank).toContain('<div class="code-title">JavaScript</div>');
    expect(blank).toContain('class="copy-button"');
  });
});
