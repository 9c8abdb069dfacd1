import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fenceLines } from '../../../src/generators/openapi/fenceLines.js';
import { fenceLanguages } from '../../../src/markdown/highlighter.js';
import { repoRoot } from '../../helpers/site.js';

/** Languages as read from the whole text with its `\n` escapes turned into newlines. */
const wholeText = (text: string) => [...fenceLanguages(text.replace(/\\n/g, '\n'))].sort();

describe('the fence lines of a document', () => {
  it('name the languages the whole text names', () => {
    const texts = [
      fs.readFileSync(path.join(repoRoot, 'site', 'api', 'openapi.yaml'), 'utf8'),
      JSON.stringify({ a: { description: 'Run:\n\n```bash\nogc vm list\n```\n\n- item\n  ~~~python\n  x\n  ~~~\n> ```json\n' } }),
      JSON.stringify({ d: '```go\ncode```', e: 'x ```ruby not a fence', f: '1. ```yaml\n', g: '\\```sql', h: 'tail ```' }),
      '```',
      '~~~rust',
      'no fences at all',
      '"a\\n```js\\n"',
      '```bash\n```python\n~~~~ typescript title="x"\n',
    ];
    for (const text of texts) expect([...fenceLanguages(fenceLines(text))].sort(), text.slice(0, 80)).toEqual(wholeText(text));
    expect(wholeText(texts[1])).toEqual(['bash', 'json', 'python']);
  });
});
