import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSummary } from '../../../src/generators/openapi/operationSummary.js';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, tempSite } from '../../helpers/site.js';

const LONG = [
  '**New here?** Try [the newer call](https://example.com/docs/new) first.',
  '',
  '---',
  '',
  'Makes a report of the given items. Learn more in',
  'the [reports guide](https://example.com/docs/reports).',
].join('\n');

describe('an operation summary', () => {
  it('is the title when it is one short line; its Markdown marks are left out of the title', () => {
    expect(splitSummary('List pets')).toEqual({ title: 'List pets' });
    expect(splitSummary('Gets the data in `cash_report`')).toEqual({ title: 'Gets the data in cash_report' });
    expect(splitSummary('Lists the\n  pets of a store\n')).toEqual({ title: 'Lists the pets of a store' });
    expect(splitSummary('  ')).toEqual({});
  });

  it('is shown as the description when it says more than a title, titled by a short first sentence', () => {
    const long = `Cancels a batch. The batch stays in status \`cancelling\` for up to ten minutes, ${'then it is cancelled '.repeat(3)}with what it made.`;
    expect(splitSummary(long)).toEqual({ title: 'Cancels a batch', description: long });
    // A first sentence with a link or emphasis is an aside: the page is named by its call.
    expect(splitSummary(LONG)).toEqual({ description: LONG });
    expect(splitSummary('- one\n- two')).toEqual({ description: '- one\n- two' });
  });
});

describe('the page of an operation whose summary is a description', () => {
  const site = tempSite();
  let page = '';
  beforeAll(async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Reports', version: '1' },
      paths: {
        '/reports': { post: { operationId: 'createReport', summary: LONG, description: 'Reports are kept a week.', responses: { '204': { description: 'Made' } } } },
      },
    };
    site.write('docs/index.md', '---\ntitle: Home\n---\n\nHome.\n');
    site.write('api.json', JSON.stringify(doc, null, 2));
    site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'R', openapi: { file: 'api.json', routeBasePath: '/api' } })};\n`);
    const result = await runDocsGenAsync(['build', site.dir, '--quiet']);
    expect(result.code, result.stderr).toBe(0);
    page = site.read('build/api/create-report/index.html');
  });
  afterAll(() => site.cleanup());

  it('is named by its call and shows the summary as Markdown before the description', () => {
    const article = articleOf(page);
    expect(article).toContain('<h1>POST /reports</h1>');
    expect(page).toContain('<title>POST /reports');
    expect(article).toContain('<strong>New here?</strong>');
    expect(article).toContain('<a href="https://example.com/docs/reports"');
    expect(article).not.toContain('**');
    const text = textOf(article);
    expect(text.indexOf('Makes a report of the given items.')).toBeLessThan(text.indexOf('Reports are kept a week.'));
  });
});
