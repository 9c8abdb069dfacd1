import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { kebabCase } from '../../src/generators/openapi/slug.js';
import { requireBuiltSite } from '../helpers/builtSite.js';
import { repoRoot } from '../helpers/site.js';

/**
 * Facts that several sources state must agree: the data file (site/data/platform.yaml), the OpenAPI document,
 * the CLI spec and the guides. Each check names the file and the statement that disagrees.
 */

type Json = Record<string, unknown>;

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Platform {
  locations: { id: string; services: string[] }[];
  skus: { id: string; gpu: string; gpuCount: number; vcpus: number; ramGb: number; nvmeGb: number; pricePerHour: number; locations: string[] }[];
  gpus: { id: string; memoryGb: number }[];
  kubernetes: { kubeconfig: { credential: string; userKey: string; serverUrl: string } };
  supercomputers: { minNodes: number; maxNodes: number; nodeSku: string; fabric: string; minimumTermDays: number };
}

const data = YAML.parse(read('site/data/platform.yaml')) as Platform;
const api = YAML.parse(read('site/api/openapi.yaml')) as { info: Json; paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const cliSource = read('site/cli/ogc.yaml');
const cli = YAML.parse(cliSource) as CliCommand;
/** A `<Fact k="a.b" />` of a guide as the value it renders from the data file, so statements read as the reader sees them. */
function renderFacts(text: string): string {
  return text.replace(/<Fact k="([^"]+)" \/>/g, (_, key: string) => String(key.split('.').reduce<unknown>((value, part) => (value as Json)[part], data)));
}
const guides = fg.sync(['site/docs/**/*.{md,mdx}', 'site/cli/*.{md,mdx}'], { cwd: repoRoot }).sort().map((file) => ({ file, text: renderFacts(read(file)) }));

interface CliCommand {
  name: string;
  description?: string;
  commands?: CliCommand[];
  examples?: { command: string; output?: string }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(api.paths).flatMap(([route, item]) =>
  METHODS.filter((m) => item[m]).map((method) => {
    const op = item[method] as { operationId: string; tags?: string[]; summary?: string; description?: string; responses: Json };
    return { method, route, ...op, slug: kebabCase(op.operationId) };
  }),
);

function cliCommands(command: CliCommand, prefix = ''): { path: string; command: CliCommand }[] {
  const own = prefix ? `${prefix} ${command.name}` : command.name;
  return [{ path: own, command }, ...(command.commands ?? []).flatMap((child) => cliCommands(child, own))];
}
const commands = cliCommands(cli);

/** Prose split into sentences, code blocks left out, with the file each comes from. */
function sentences(file: string, text: string): { file: string; sentence: string }[] {
  return text
    .replace(/```[\s\S]*?```/g, '\n\n')
    .split(/(?<=[.!?])\s+|\n\s*\n|\n\s*[-|]/)
    .map((sentence) => ({ file, sentence: sentence.replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.sentence);
}

/** Everything a reader can read about the product: guides, the CLI spec's descriptions and the OpenAPI descriptions. */
const statements = [
  ...guides.flatMap((g) => sentences(g.file, g.text)),
  ...commands.flatMap((c) => sentences(`site/cli/ogc.yaml (${c.path})`, c.command.description ?? '')),
  ...operations.flatMap((o) => sentences(`site/api/openapi.yaml (${o.operationId})`, `${o.summary ?? ''}. ${o.description ?? ''}`)),
  ...sentences('site/api/openapi.yaml (info)', JSON.stringify(api.info)),
];

const NEGATION = /\b(no|not|neither|nor|never|without)\b/i;

describe('facts the guides and specs state', () => {
  it('say fine-tuning jobs have REST API operations exactly when the OpenAPI document has them', () => {
    const fineTuningOps = operations.filter((o) => /fine.?tun/i.test(`${o.route} ${o.operationId} ${(o.tags ?? []).join(' ')}`));
    const about = statements.filter((s) => /fine-tuning( jobs?)?\b/i.test(s.sentence) && /\b(REST API|API operations?|the API)\b/.test(s.sentence));
    expect(about.length, 'no statement about fine-tuning and the API was found: the check would not test anything').toBeGreaterThanOrEqual(3);
    const wrong = about.filter((s) => (fineTuningOps.length > 0 ? NEGATION.test(s.sentence) : !NEGATION.test(s.sentence)));
    expect(
      wrong.map((s) => `${s.file}: "${s.sentence}"`),
      fineTuningOps.length > 0 ? 'these deny fine-tuning API operations that exist' : 'these say fine-tuning jobs are managed with the API, which has no such operation',
    ).toEqual([]);
  });

  describe('kubeconfig credentials', () => {
    const { credential, userKey, serverUrl } = data.kubernetes.kubeconfig;
    const k8sLocations = data.locations.filter((l) => l.services.includes('k8s')).map((l) => l.id);
    const serverPattern = new RegExp(
      `^${serverUrl
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('\\{cluster\\}', 'k8s-[0-9a-f]{8}')
        .replace('\\{location\\}', `(${k8sLocations.join('|')})`)}$`,
    );

    const getKubeConfig = operations.find((o) => o.operationId === 'GetKubeConfig')!;
    const content = ((getKubeConfig.responses['200'] as Json).content ?? {}) as Record<string, { example?: unknown }>;
    const samples: { source: string; text: string }[] = [
      { source: 'OpenAPI GetKubeConfig application/yaml example', text: String(content['application/yaml']?.example ?? '') },
      { source: 'OpenAPI GetKubeConfig application/json example', text: String((content['application/json']?.example as Json | undefined)?.kubeconfig ?? '') },
      ...commands.flatMap((c) =>
        (c.command.examples ?? []).filter((e) => e.output?.includes('kind: Config')).map((e) => ({ source: `CLI example "${e.command}"`, text: e.output! })),
      ),
      ...guides.flatMap((g) =>
        [...g.text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].filter((m) => /^kind: Config$/m.test(m[1])).map((m) => ({ source: g.file, text: m[1] })),
      ),
    ];

    it('are one format in every kubeconfig the API, the CLI and the guides show', () => {
      expect(samples.filter((s) => s.source.startsWith('OpenAPI') || s.source.startsWith('CLI')).length).toBeGreaterThanOrEqual(3);
      for (const sample of samples) {
        const config = YAML.parse(sample.text) as { clusters: { cluster: Json }[]; users: { user: Json }[] };
        expect(config.users.length, sample.source).toBeGreaterThan(0);
        for (const { user } of config.users) {
          expect(Object.keys(user), `${sample.source}: the user must authenticate with "${userKey}" only`).toEqual([userKey]);
          expect(String(user[userKey]), `${sample.source}: a bearer token is a JWT of three base64url parts`).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        }
        for (const { cluster } of config.clusters) expect(String(cluster.server), sample.source).toMatch(serverPattern);
      }
    });

    it('show API server URLs in the one form of the data file', () => {
      const urls = [
        ...[...cliSource.matchAll(/API SERVER:\s+(\S+)/g)].map((m) => ({ source: 'site/cli/ogc.yaml', url: m[1] })),
        ...[...read('site/api/openapi.yaml').matchAll(/(?:api_server_url|server):\s+(https:\S+:6443)/g)].map((m) => ({ source: 'site/api/openapi.yaml', url: m[1] })),
      ];
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const { source, url } of urls) expect(url, source).toMatch(serverPattern);
    });

    it(`describe the kubeconfig credential as a ${credential}, never as a client certificate`, () => {
      const about = statements.filter((s) => /kubeconfig/i.test(s.sentence) && /credential|certificate|token|\bkey\b/i.test(s.sentence));
      const wrong = about.filter((s) => /client[- ](certificate|key)/i.test(s.sentence));
      expect(wrong.map((s) => `${s.file}: "${s.sentence}"`)).toEqual([]);
      const naming = (prefix: string) => about.some((s) => s.file.startsWith(prefix) && s.sentence.toLowerCase().includes(credential));
      expect(naming('site/docs/kubernetes/get-started'), 'the Kubernetes guide names the credential').toBe(true);
      expect(naming('site/cli/ogc.yaml'), 'the CLI spec names the credential').toBe(true);
      expect(naming('site/api/openapi.yaml'), 'the OpenAPI document names the credential').toBe(true);
    });
  });

  describe('supercomputers', () => {
    const sc = data.supercomputers;
    const node = data.skus.find((s) => s.id === sc.nodeSku)!;
    const scLocations = data.locations.filter((l) => l.services.includes('supercomputer')).map((l) => l.id);
    const scOps = operations.filter((o) => o.tags?.includes('Supercomputers'));
    const scGuides = guides.filter((g) => g.file.startsWith('site/docs/supercomputers/'));

    it('link only operations the OpenAPI document has, and the guides cover all of them', () => {
      expect(scOps).toHaveLength(8);
      expect(scGuides.map((g) => path.basename(g.file))).toEqual(['billing.mdx', 'get-started.mdx', 'overview.mdx']);
      const slugs = new Set(operations.map((o) => o.slug));
      const linked = new Set<string>();
      for (const guide of guides) {
        for (const match of guide.text.matchAll(/\]\(\/api\/([\w-]*supercomputer[\w-]*)\/[^)]*\)/g)) {
          expect(slugs.has(match[1]), `${guide.file} links /api/${match[1]}/, which is no operation`).toBe(true);
          if (guide.file.startsWith('site/docs/supercomputers/')) linked.add(match[1]);
        }
      }
      expect([...linked].sort()).toEqual(scOps.map((o) => o.slug).sort());
      // The guides say there are no supercomputer commands in the CLI.
      expect(scGuides.some((g) => /no `ogc` CLI commands|no supercomputer commands/.test(g.text))).toBe(true);
      expect(commands.filter((c) => /supercomputer|\bsc\b/i.test(c.path)).map((c) => c.path)).toEqual([]);
    });

    it('agree with the data file in the OpenAPI schemas, examples and descriptions', () => {
      const schemas = api.components.schemas;
      const request = schemas.CreateSupercomputerRequest as { properties: Record<string, Json> };
      expect(request.properties.nodes.minimum).toBe(sc.minNodes);
      expect(request.properties.nodes.maximum).toBe(sc.maxNodes);
      expect(request.properties.duration_days.minimum).toBe(sc.minimumTermDays);
      expect(request.properties.template_id.enum).toEqual([sc.nodeSku]);
      expect(request.properties.location.enum).toEqual(scLocations);

      const template = (operations.find((o) => o.operationId === 'GetSupercomputerTemplate')!.responses['200'] as Json).content as Record<string, { example: Json }>;
      expect(template['application/json'].example).toMatchObject({
        id: node.id,
        gpu: node.gpu,
        gpus_per_node: node.gpuCount,
        gpu_memory_gb: data.gpus.find((g) => g.id === node.gpu)!.memoryGb,
        vcpus_per_node: node.vcpus,
        ram_gb_per_node: node.ramGb,
        nvme_gb_per_node: node.nvmeGb,
        fabric: sc.fabric,
        min_nodes: sc.minNodes,
        max_nodes: sc.maxNodes,
        minimum_term_days: sc.minimumTermDays,
        price_per_node_hour: node.pricePerHour,
        locations: scLocations,
      });

      // Every supercomputer in an example costs its nodes times the node price.
      for (const op of scOps) {
        for (const [status, response] of Object.entries(op.responses)) {
          const example = ((response as Json).content as Record<string, { example?: Json }> | undefined)?.['application/json']?.example;
          const items = example && 'items' in example ? (example.items as Json[]) : example ? [example] : [];
          for (const item of items.filter((i) => 'price_per_hour' in i)) {
            const where = `${op.operationId} ${status}`;
            expect(item.price_per_hour, where).toBeCloseTo((item.nodes as number) * node.pricePerHour, 2);
            expect(item.total_gpus, where).toBe((item.nodes as number) * node.gpuCount);
            expect(item.fabric, where).toBe(sc.fabric);
          }
        }
        const text = `${op.description ?? ''}`;
        for (const m of text.matchAll(/(\d+) to (\d+) nodes/g)) expect([Number(m[1]), Number(m[2])], op.operationId).toEqual([sc.minNodes, sc.maxNodes]);
        for (const m of text.matchAll(/(?:at least|minimum term of) (\d+)(?: days)?/g)) expect(Number(m[1]), op.operationId).toBe(sc.minimumTermDays);
      }
    });

    it('quote prices only through the data components, and every price they render derives from the node price', () => {
      for (const guide of scGuides) {
        const prose = guide.text.replace(/```[\s\S]*?```/g, '');
        expect(prose, `${guide.file} writes a price by hand`).not.toMatch(/\$\s?\d|\d\s?USD\b/);
        for (const block of guide.text.matchAll(/```[\s\S]*?```/g)) {
          expect(block[0], `${guide.file} shows a price in code`).not.toMatch(/price\w*"?\s*[:=]\s*\d|\$\d/);
          for (const m of block[0].matchAll(/"nodes":\s*(\d+)/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(sc.minNodes);
          for (const m of block[0].matchAll(/"duration_days":\s*(\d+)/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(sc.minimumTermDays);
        }
      }
      const cents = Math.round(node.pricePerHour * 100);
      let seen = 0;
      for (const route of ['/supercomputers/overview/', '/supercomputers/get-started/', '/supercomputers/billing/']) {
        const html = fs.readFileSync(path.join(requireBuiltSite(), route, 'index.html'), 'utf8');
        // React separates adjacent text with empty comments (`$19.92<!-- -->/node-hour`).
        const article = html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/<!-- -->/g, '');
        for (const m of article.matchAll(/\$([\d,]+\.\d{2})/g)) {
          seen++;
          const amount = Math.round(Number(m[1].replace(/,/g, '')) * 100);
          expect(amount % cents, `${route} shows $${m[1]}, not a whole number of node-hours at $${node.pricePerHour}`).toBe(0);
        }
        const nodePrice = `$${node.pricePerHour.toFixed(2)}/node-hour`;
        expect(article.includes(nodePrice), `${route} shows the node price ${nodePrice}`).toBe(true);
      }
      expect(seen).toBeGreaterThanOrEqual(10);
    });
  });
});
