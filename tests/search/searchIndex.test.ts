import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/client/search/engine.js';
import { highlight } from '../../src/client/search/highlight.js';
import { buildSearchIndex } from '../../src/emit/searchIndex.js';
import type { Page, PageSection } from '../../src/shared/types.js';
import { decodeGaps, encodeGap, guessAnchor } from '../../src/shared/searchIndexFormat.js';
import { normalizeTerm, tokenizeDocument, tokenizeQuery } from '../../src/shared/searchText.js';

function page(route: string, title: string, sections: PageSection[], extra: Partial<Page> = {}): Page {
  return {
    id: route.replace(/^\/|\/$/g, ''),
    route,
    sourceFile: `/site${route}index.md`,
    title,
    sidebarLabel: title,
    dirId: '',
    defaultSidebar: 'docs',
    frontMatter: {},
    toc: [],
    anchors: [],
    links: [],
    sections,
    assets: [],
    body: { type: 'mdx', code: '' },
    hasOwnH1: false,
    ...extra,
  };
}

const intro = (text: string): PageSection => ({ anchor: '', headings: [], text });
const section = (anchor: string, headings: string[], text: string): PageSection => ({ anchor, headings, text });

const PAGES: Page[] = [
  page('/install/', 'Install the tool', [
    intro('Download the binary for your platform and check its checksum.'),
    section('on-debian', ['On Linux', 'On Debian'], 'Use the apt repository; the package is signed with an ed25519 key.'),
    section('custom-id', ['Verify'], 'Compare the sha256 sum with the published one.'),
  ]),
  page(
    '/api/create-vm/',
    'Create a virtual machine',
    [intro('POST /vms Create a virtual machine from a template.'), section('responses', ['Responses'], '202 Accepted 409 Conflict')],
    { sidebarBadge: 'POST', searchKeywords: ['POST /vms', '/vms', 'CreateVM'] },
  ),
  page(
    '/api/restart-vm/',
    'Restart a virtual machine',
    [intro('POST /vms/{vm_id}/restart Restarts the machine.'), section('responses', ['Responses'], '202 Accepted 409 Conflict')],
    { sidebarBadge: 'POST', searchKeywords: ['POST /vms/{vm_id}/restart', '/vms/{vm_id}/restart', 'RestartVM'] },
  ),
  page('/cli/vm-create/', 'tool vm create', [intro('Create a VM.'), section('options', ['Options'], 'The machine type, see the sku list.')], {
    searchKeywords: ['tool vm create', '--sku', '--name'],
  }),
  page('/draft/', 'Draft about quasars', [intro('Quasars everywhere.')], { frontMatter: { draft: true } }),
  page('/hidden/', 'Unlisted quasars', [intro('Quasars again.')], { frontMatter: { unlisted: true } }),
];

const engine = () => createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(PAGES))));
const urls = (query: string) => engine().search(query).pages.map((p) => p.url);

describe('search terms', () => {
  it('splits documents into words, camelCase parts, whole flags, joined hyphenated words and keyword paths', () => {
    expect(tokenizeDocument('Use --disk-size with auto-scaling on nodeSelector')).toEqual(
      expect.arrayContaining(['disk', 'size', '--disk-size', 'auto', 'scaling', 'autoscaling', 'nodeSelector', 'node', 'Selector']),
    );
    expect(tokenizeDocument('GET /vms/{vm_id}', 'keywords')).toContain('/vms/{vm_id}');
    expect(tokenizeDocument('GET /vms/{vm_id}', 'text')).not.toContain('/vms/{vm_id}');
    // Table cells glued by the text extractor are split, and not kept whole.
    expect(tokenizeDocument('SymptomCauseFixVM')).toEqual(['Symptom', 'Cause', 'Fix', 'VM']);
  });

  it('keeps flags and paths whole in queries', () => {
    expect(tokenizeQuery('POST /vms --sku h100-pcie')).toEqual(['POST', '/vms', '--sku', 'h100', 'pcie']);
  });

  it('normalises terms: lower case, plural to singular, stop words and code noise dropped', () => {
    expect(normalizeTerm('Drivers')).toBe('driver');
    expect(normalizeTerm('VMs')).toBe('vm');
    expect(normalizeTerm('policies')).toBe('policy');
    expect(normalizeTerm('access')).toBe('access');
    expect(normalizeTerm('the')).toBeNull();
    expect(normalizeTerm('to', true)).toBe('to');
    expect(normalizeTerm('x')).toBeNull();
    expect(normalizeTerm('20240603t12')).toBeNull();
    expect(normalizeTerm('3e1f9a2c81d0')).toBeNull();
    expect(normalizeTerm('ed25519')).toBe('ed25519');
    expect(normalizeTerm('/vms/{id}/restart')).toBe('/vms/{}/restart');
  });

  it('encodes section gaps without separators', () => {
    const gaps = [0, 1, 31, 32, 1000, 123456];
    expect(decodeGaps(gaps.map(encodeGap).join(''))).toEqual(gaps);
    expect(guessAnchor('Step 2: Download the kubeconfig')).toBe('step-2-download-the-kubeconfig');
  });
});

describe('search index', () => {
  it('holds every searchable page, sections in order, and leaves out drafts and unlisted pages', () => {
    const payload = buildSearchIndex(PAGES, { url: (route) => `/base${route}` });
    expect(payload.pages).toEqual([
      ['/base/api/create-vm/', 'Create a virtual machine', 'POST'],
      ['/base/api/restart-vm/', 'Restart a virtual machine', 'POST'],
      ['/base/cli/vm-create/', 'tool vm create'],
      ['/base/install/', 'Install the tool'],
    ]);
    expect(payload.sectionCounts).toEqual([2, 1, 2, 3]);
    expect(payload.headings.slice(5)).toEqual([[], ['On Linux', 'On Debian'], ['Verify']]);
    // Anchors are stored only where the guess from the heading is wrong.
    expect(payload.anchors.slice(5)).toEqual(['', '', 'custom-id']);
    expect(payload.excerpts[5]).toBe('Download the binary for your platform and check…');
  });

  it('indexes a section repeated word for word on several pages once', () => {
    const payload = buildSearchIndex(PAGES);
    // The two API pages share their "Responses" section: the second copy is left out.
    expect(payload.sectionCounts.slice(0, 2)).toEqual([2, 1]);
    expect(payload.headings.slice(0, 3)).toEqual([[], ['Responses'], []]);
  });

  it('finds titles, trails, body text and keywords, and links sections by anchor', () => {
    const results = engine().search('ed25519');
    expect(results.pages).toEqual([
      { url: '/install/', title: 'Install the tool', badge: undefined, sections: [{ url: '/install/#on-debian', headings: ['On Linux', 'On Debian'], excerpt: 'Use the apt repository; the package is signed…' }] },
    ]);
    expect(urls('sha256')[0]).toBe('/install/');
    expect(engine().search('sha256').pages[0].sections[0].url).toBe('/install/#custom-id');
    expect(urls('CreateVM')[0]).toBe('/api/create-vm/');
    expect(urls('debian install')).toEqual(['/install/']);
  });

  it('ranks an API operation by its exact method and path, and matches path parameters by position', () => {
    expect(urls('POST /vms')).toEqual(['/api/create-vm/', '/api/restart-vm/']);
    expect(urls('/vms/{id}/restart')).toEqual(['/api/restart-vm/']);
  });

  it('finds a flag by its name, not every mention of the word', () => {
    expect(urls('--sku')).toEqual(['/cli/vm-create/']);
    expect(urls('--na')).toEqual(['/cli/vm-create/']);
  });

  it('treats the last word as a prefix while typing, forgives one typo, and returns nothing for noise', () => {
    expect(urls('checks')).toEqual(['/install/']);
    expect(urls('instal')).toEqual(['/install/']);
    expect(urls('repositroy')).toEqual(['/install/']);
    expect(urls('the ')).toEqual([]);
    expect(urls('zzqq')).toEqual([]);
  });

  it('reports the matched terms for highlighting', () => {
    const { terms } = engine().search('signed packages');
    expect(highlight('The package is signed.', terms)).toEqual([
      ['The ', false],
      ['package', true],
      [' is ', false],
      ['signed', true],
      ['.', false],
    ]);
  });
});
