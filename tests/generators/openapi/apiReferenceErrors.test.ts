import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { laterProblems } from '../../../src/generators/openapi/validate.js';
import { buildFixture, repoRoot, runDocsGenAsync, tempSite } from '../../helpers/site.js';

/** Builds a fixture and returns its error output, with the temp folder's path taken out of the locations. */
async function failedBuild(fixture: string): Promise<{ code: number; errors: string; exists: boolean }> {
  const site = await buildFixture(fixture);
  try {
    return { code: site.code, errors: site.stderr.split(site.dir).join('<site>'), exists: site.exists('build') };
  } finally {
    site.cleanup();
  }
}

describe('bad OpenAPI input', () => {
  it('reports a YAML syntax error at its line and column', async () => {
    const { code, errors, exists } = await failedBuild('openapi-bad-yaml');
    expect(code).toBe(1);
    expect(errors).toMatch(/openapi\.yaml:12:1 {2}YAML syntax error: Missing closing "quote/);
    expect(exists).toBe(false);
  });

  it('reports a YAML syntax error once, at the same place, when the checking thread runs beside the build', async () => {
    const site = tempSite('openapi-bad-yaml');
    try {
      // DOCS_GEN_WORKERS=1 starts the checking thread, as for a large document, which parses the document too.
      const threaded = await runDocsGenAsync(['build', site.dir, '--no-cache'], repoRoot, { DOCS_GEN_WORKERS: '1' });
      expect(threaded.code).toBe(1);
      expect(threaded.stderr.split(site.dir).join('<site>')).toMatch(/openapi\.yaml:12:1 {2}YAML syntax error: Missing closing "quote/);
      expect(threaded.stderr.split('YAML syntax error').length).toBe(2);
      expect(site.exists('build')).toBe(false);
    } finally {
      site.cleanup();
    }
  });

  it('reports every violation of OpenAPI 3.0 at the line of its JSON pointer', async () => {
    const { code, errors } = await failedBuild('openapi-bad-30');
    expect(code).toBe(1);
    expect(errors).toMatch(/openapi\.yaml:7:5 {2}Invalid OpenAPI document at #\/paths\/~1a\/get: missing required property "responses"/);
    expect(errors).toMatch(/openapi\.yaml:17:17 {2}Invalid schema at #\/paths\/~1b\/get\/responses\/200\/content\/application~1json\/schema: type "strin" is not one of/);
  });

  it('reports what OpenAPI 3.1 forbids and what a reference needs', async () => {
    const { code, errors } = await failedBuild('openapi-bad-31');
    expect(code).toBe(1);
    expect(errors).toMatch(/openapi\.yaml:13:11 {2}Invalid OpenAPI document at #\/paths\/~1b\/post\/parameters\/0\/in: must be one of "query", "header", "path", "cookie"/);
    // Responses are optional since 3.1.
    expect(errors).not.toMatch(/no responses|GET \/a/);
    expect(errors).toMatch(/openapi\.yaml:25:21 {2}Invalid schema at #\/paths\/~1b\/post\/.*\/properties\/n: type "nul" is not one of/);
  });

  it('reports each violation the official schema finds, not only the first', async () => {
    // A status range is written `4XX`; the same slip in three operations is three problems to fix.
    const operation = { responses: { '200': { description: 'OK' }, '4xx': { description: 'Client error' } } };
    const doc = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/a': { get: operation }, '/b': { get: operation, put: operation } } };
    const { official } = await laterProblems(doc);
    expect(official.map((p) => p.message)).toEqual(
      ['/paths/~1a/get', '/paths/~1b/get', '/paths/~1b/put'].map((at) => `Invalid OpenAPI document at #${at}/responses: unknown property "4xx"`),
    );
    expect(official.map((p) => p.hint)).toEqual(Array(3).fill('A range of status codes is written in capitals: "4XX".'));
  });

  it('reads a name as a name: a parameter or header named `schema` is not a schema', async () => {
    const schema = { in: 'query', name: 'schema', required: true, schema: { type: 'string' } };
    const response = { description: 'OK', headers: { schema: { schema: { type: 'integer' } } } };
    const doc = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { parameters: [{ $ref: '#/components/parameters/schema' }], responses: { '200': response } } } },
      components: { parameters: { schema } },
    };
    expect(await laterProblems(doc)).toEqual({ official: [], ours: [], described: [] });
    // A schema where one stands is still checked.
    const bad = { ...doc, components: { parameters: { schema: { ...schema, schema: { type: 'strin' } } } } };
    expect((await laterProblems(bad)).ours.map((p) => p.pointer)).toEqual(['/components/parameters/schema/schema/type']);
  });

  it('reports a problem only the official schema finds the same way when that check runs on another thread', async () => {
    const site = tempSite('openapi-30');
    try {
      site.write('openapi.yaml', site.read('openapi.yaml').replace('      summary: Get an order\n', '      summary: Get an order\n      summery: typo\n'));
      // DOCS_GEN_WORKERS=1 runs the check beside the page building, as for a large document.
      const threaded = await runDocsGenAsync(['build', site.dir, '--quiet', '--no-cache', '-o', path.join(site.dir, 'out-1')], repoRoot, { DOCS_GEN_WORKERS: '1' });
      expect(threaded.code).toBe(1);
      expect(threaded.stderr).toMatch(/openapi\.yaml:7:5 {2}Invalid OpenAPI document at #\/paths\/~1orders~1\{order_id\}\/get: unknown property "summery"\n/);
      expect(threaded.stderr).toContain('1 error; nothing was written.');
      expect(site.exists('out-1')).toBe(false);
    } finally {
      site.cleanup();
    }
  });

  it('reports an unresolved $ref with the pointer of the ref and the missing target', async () => {
    const { code, errors } = await failedBuild('openapi-bad-ref');
    expect(code).toBe(1);
    expect(errors).toMatch(
      /openapi\.yaml:14:17 {2}Unresolved \$ref at #\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/\$ref: #\/components\/schemas\/Missing does not exist in the document/,
    );
  });

  it('counts every problem of the document, and condenses many of one kind as other problems are', async () => {
    const site = tempSite('openapi-bad-ref');
    try {
      const documentWith = (refs: number) =>
        `openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n${Array.from({ length: refs }, (_, i) => `  /p${i}:\n    $ref: '#/components/pathItems/P${i}'\n`).join('')}`;
      site.write('openapi.yaml', documentWith(12));
      const some = await runDocsGenAsync(['build', site.dir]);
      expect(some.code).toBe(1);
      expect(some.stderr).toMatch(/openapi\.yaml:27:5 {2}Unresolved \$ref at #\/paths\/~1p11\/\$ref: #\/components\/pathItems\/P11 does not exist/);
      expect(some.stderr).toContain('\n12 errors; nothing was written.');
      site.write('openapi.yaml', documentWith(60));
      const many = await runDocsGenAsync(['build', site.dir]);
      expect(many.stderr.match(/ {2}Unresolved \$ref at/g)).toHaveLength(20);
      expect(many.stderr).toContain('error … and 40 more of this kind: Unresolved $ref at #…\n');
      expect(many.stderr).toContain('\n60 errors; nothing was written.');
    } finally {
      site.cleanup();
    }
  });

  it('places a broken link at its own URL, not at a longer URL written earlier that starts alike', async () => {
    const site = tempSite('openapi-30');
    try {
      site.write(
        'openapi.yaml',
        [
          'openapi: 3.0.3',
          'info:',
          '  title: T',
          "  version: '1'",
          '  description: |',
          '    See [all fields](/reference/fields-of-workspace) first,',
          '    then [one field](/reference/fields "One") and [again](/reference/fields).',
          'paths: {}',
          '',
        ].join('\n'),
      );
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/openapi\.yaml:6:22 {2}Broken link: \/reference\/fields-of-workspace /);
      expect(result.stderr).toMatch(/openapi\.yaml:7:22 {2}Broken link: \/reference\/fields /);
    } finally {
      site.cleanup();
    }
  });

  it('says why a root-relative link of a document without a link base is checked as a link of this site', async () => {
    const site = tempSite('openapi-30');
    try {
      site.write('openapi.yaml', "openapi: 3.0.3\ninfo:\n  title: T\n  version: '1'\n  description: See [the guide](/docs/guide).\npaths: {}\n");
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /openapi\.yaml:5:32 {2}Broken link: \/docs\/guide \(no page at \/docs\/guide\/\)\n {4}Nearest existing route: .*\n {4}The OpenAPI document names no link base .*set openapi\.linkBase to that site's URL/,
      );
    } finally {
      site.cleanup();
    }
  });

  it.each([
    ['openapi: 2.0.0', /openapi\.yaml:1:1 {2}Unsupported OpenAPI version "2\.0\.0"/],
    ['swagger: "2.0"', /openapi\.yaml:1:1 {2}Swagger 2\.0 documents are not supported/],
    ['info: {title: T, version: "1"}', /openapi\.yaml:1:1 {2}Missing required field "openapi"/],
  ])('rejects a document that is not OpenAPI 3.0/3.1 (%s)', async (firstLine, message) => {
    const site = tempSite('openapi-30');
    try {
      site.write('openapi.yaml', `${firstLine}\npaths: {}\n`);
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
    } finally {
      site.cleanup();
    }
  });

  it('reports missing info and paths of a 3.1 document', async () => {
    const site = tempSite('openapi-30');
    try {
      site.write('openapi.yaml', 'openapi: 3.1.0\n');
      const result = await runDocsGenAsync(['build', site.dir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/openapi\.yaml:1:1 {2}Missing required field "info"/);
      expect(result.stderr).toMatch(/openapi\.yaml:1:1 {2}Missing required field "paths"/);
    } finally {
      site.cleanup();
    }
  });
});
