import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOf, textOf } from '../../helpers/html.js';
import { runDocsGenAsync, type SharedBuild, sharedBuild, tempSite } from '../../helpers/site.js';

/** The request samples' tabs of a page: value, label and the language its code is highlighted as. */
function sampleTabs(html: string): { value: string; label: string; language: string }[] {
  const section = /<section class="api-sample"[\s\S]*?<\/section>/.exec(articleOf(html))?.[0] ?? '';
  const tabs = [...section.matchAll(/data-value="([^"]*)" class="tab">([^<]*)</g)];
  const languages = [...section.matchAll(/data-language="([^"]*)"/g)].map((m) => m[1]);
  return tabs.map(([, value, label], i) => ({ value, label, language: languages[i] }));
}

/** Request samples an operation's authors wrote (Redoc's `x-codeSamples`, or `x-code-samples`), shown with those docs-gen makes. */
describe('written code samples', () => {
  let site: SharedBuild;
  beforeAll(async () => {
    site = await sharedBuild('openapi-redoc-extensions');
  });
  afterAll(() => site.cleanup());

  it('come first, highlighted in their language, and stand in for the made sample of their kind', () => {
    expect(site.code, site.stdout + site.stderr).toBe(0);
    expect(sampleTabs(site.html('/api/create-volume/'))).toEqual([
      { value: 'curl', label: 'cURL', language: 'bash' },
      { value: 'go-sdk', label: 'Go SDK', language: 'go' },
      { value: 'python', label: 'Python', language: 'python' },
      { value: 'javascript', label: 'JavaScript', language: 'javascript' },
    ]);
    const article = articleOf(site.html('/api/create-volume/'));
    expect(textOf(article)).toContain('client.volumes.create(size=10)');
    expect(textOf(article)).toContain('client.Volumes.Create(ctx, &VolumeCreateRequest{Size: 10})');
    // The made samples' body file is not shown for samples that send their own.
    expect(article).not.toContain('which each sample sends');
  });

  it('are read under the older key too, and an operation without any keeps the made samples', () => {
    expect(sampleTabs(site.html('/api/get-volume/')).map((t) => `${t.value}:${t.language}`)).toEqual(['ruby:ruby', 'curl:bash', 'python:python', 'javascript:javascript']);
    expect(sampleTabs(site.html('/api/delete-volume/')).map((t) => t.value)).toEqual(['curl', 'python', 'javascript']);
  });

  it('that are not a list of { lang, label, source } fail the build at the entry at fault', async () => {
    const bad = tempSite('openapi-redoc-extensions');
    try {
      const yaml = bad.read('openapi.yaml');
      bad.write('openapi.yaml', yaml.replace('source: client.volumes.create(size=10)', 'source: 10').replace(/x-code-samples:\n {8}- lang: Ruby\n {10}source: .*\n/, 'x-code-samples: ruby\n'));
      const result = await runDocsGenAsync(['build', bad.dir]);
      const errors = result.stderr.split(bad.dir).join('<site>');
      expect(result.code).toBe(1);
      expect(errors).toMatch(/openapi\.yaml:32:11 {2}Code sample 3 of x-codeSamples: "source" must be text/);
      expect(errors).toMatch(/openapi\.yaml:45:7 {2}x-code-samples must be a list of code samples/);
      expect(bad.exists('build')).toBe(false);
    } finally {
      bad.cleanup();
    }
  });
});
