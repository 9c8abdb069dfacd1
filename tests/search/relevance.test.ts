import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/pipeline/analyzeSite.js';
import { createSearchEngine, type SearchEngine } from '../../src/client/search/engine.js';
import { buildSearchIndex } from '../../src/emit/searchIndex.js';
import { repoRoot } from '../helpers/site.js';

/**
 * Relevance against the real site's index: each query, typed as a reader would (the last word still being
 * typed, so it is a prefix), must bring the given page into the top 3. Covers guides, the generated CLI and API
 * pages, flags, API paths, compounds, acronyms, a typo and a half-typed word.
 */
const CASES: [query: string, expected: string][] = [
  ['h100 drivers', '/virtual-machines/nvidia-drivers-sxm/'],
  ['list vms', '/cli/commands/ogc_vm/list/'],
  ['--sku', '/cli/commands/ogc_vm/create/'],
  ['kubeconfig', '/kubernetes/get-started/'],
  ['auto scaling', '/endpoints/auto-scaling/'],
  ['autoscaling', '/endpoints/auto-scaling/'],
  ['2fa', '/support/2fa/'],
  ['billing agreement', '/support/billing/billingagreement/'],
  ['POST /vms', '/api/create-vm/'],
  ['/vms/{id}/restart', '/api/restart-vm/'],
  ['CreateVM', '/api/create-vm/'],
  ['GET /version', '/api/get-version/'],
  ['health check', '/api/health-check/'],
  ['reset endpoint token', '/api/reset-endpoint-token/'],
  ['supercomputer templates', '/api/list-supercomputer-templates/'],
  ['ogc k8s get-config', '/cli/commands/ogc_k8s/get-config/'],
  ['ogc model upload', '/cli/commands/ogc_model/upload/'],
  ['list-sku', '/cli/commands/ogc_vm/list-sku/'],
  ['bucket reset key', '/cli/commands/ogc_bucket/reset-key/'],
  ['exit codes', '/cli/overview/'],
  ['install cli', '/cli/installation/'],
  ['nvidia driver debian', '/virtual-machines/nvidia-drivers-debian/'],
  ['fabric manager', '/virtual-machines/nvidia-drivers-sxm/'],
  ['fabric man', '/virtual-machines/nvidia-drivers-sxm/'],
  ['init script', '/virtual-machines/init-scripts/'],
  ['--init-script', '/virtual-machines/init-scripts/'],
  ['nvme raid', '/virtual-machines/h100-nvme/'],
  ['ufw firewall', '/virtual-machines/open-ports-nvidia-sxm/'],
  ['rsync', '/virtual-machines/transfer-remote-storage/'],
  ['rclone', '/virtual-machines/transfer-cloud-storage/'],
  ['ssh key', '/virtual-machines/ssh-keys/'],
  ['ed25519', '/virtual-machines/ssh-keys/'],
  ['suspend vm', '/virtual-machines/actions/'],
  ['delete cluster', '/kubernetes/actions/'],
  ['kubernetes billing', '/kubernetes/billing/'],
  ['kubernets billing', '/kubernetes/billing/'],
  ['node selector', '/kubernetes/node-selector/'],
  ['keda', '/kubernetes/examples/keda-autoscaling/'],
  ['llama 405b', '/kubernetes/examples/llama405B-run/'],
  ['stable diffusion', '/kubernetes/examples/stable-diffusion/'],
  ['scale to zero', '/endpoints/auto-scaling/'],
  ['chat completions', '/endpoints/examples/chat-with-your-model/'],
  ['dataset format', '/fine-tuning/datasets/'],
  ['presigned url', '/storage/get-started/'],
  ['qdrant', '/integrations/vectors/qdrant/'],
  ['vector database', '/integrations/vectors/overview/'],
  ['langchain', '/integrations/llms/overview/'],
  ['recovery codes', '/support/2fa/'],
  ['invoice', '/support/billing/'],
  ['roles permissions', '/support/roles/'],
  ['support ticket', '/support/supportdesk/'],
  ['iso 27001', '/support/datacentercert/'],
  ['terms of service', '/support/terms/'],
];

let engine: SearchEngine;

beforeAll(async () => {
  // Links may be mid-edit elsewhere in the site; relevance only needs the pages.
  const site = await analyzeSite(repoRoot, { linksAsWarnings: true, cache: false });
  // Through JSON, as the browser receives it.
  engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(site.graph.pages))));
});

const top3 = (query: string) => engine.search(query).pages.slice(0, 3).map((p) => p.url);

describe('search relevance on the real site', () => {
  it('has at least 30 queries', () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it.each(CASES)('%s → %s', (query, expected) => {
    expect(top3(query)).toContain(expected);
  });

  it('answers every query in 5 ms or less', () => {
    for (const [query] of CASES) engine.search(query); // warm up the JIT
    const times = CASES.map(([query]) => {
      const runs = Array.from({ length: 15 }, () => {
        const start = performance.now();
        engine.search(query);
        return performance.now() - start;
      }).sort((a, b) => a - b);
      return { query, ms: runs[7] };
    });
    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(slowest.ms, `slowest: ${slowest.query}`).toBeLessThanOrEqual(5);
  });
});
