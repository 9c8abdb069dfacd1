import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '../../src/client/search/engine.js';
import { builtSearchEngine } from '../helpers/builtSearch.js';
import { requireBuiltSite } from '../helpers/builtSite.js';

/**
 * Relevance on the OGC site as built: its index files, read by the engine the browser runs. Each query is one
 * a reader would type (the last word still being typed, so it is a prefix), and the expected page is the one
 * that reader wants first: the product page for a GPU name, the command page for a flag, the operation for
 * a method and path, the guide whose heading names the task.
 */
const CASES: [query: string, expected: string][] = [
  // Prices and numbers: rendered from the data file by components.
  ['2.49', '/virtual-machines/billing/'],
  ['19.92', '/virtual-machines/billing/'],
  ['h100 price', '/virtual-machines/billing/'],
  ['h200 price per hour', '/virtual-machines/billing/'],
  ['vm pricing', '/virtual-machines/billing/'],
  ['endpoint price', '/endpoints/billing/'],
  ['storage price', '/storage/billing/'],
  ['kubernetes pricing', '/kubernetes/billing/'],
  ['fine-tuning cost', '/fine-tuning/billing/'],
  ['os images', '/virtual-machines/overview/'],
  // GPU names and SKUs: the product page first.
  ['h200', '/virtual-machines/overview/'],
  ['l40s', '/virtual-machines/overview/'],
  ['a100', '/virtual-machines/overview/'],
  ['a6000', '/virtual-machines/overview/'],
  ['list skus', '/cli/commands/ogc_vm/list-sku/'],
  ['h100 nvme', '/virtual-machines/h100-nvme/'],
  // CLI flags and commands.
  ['--sku', '/cli/commands/ogc_vm/create/'],
  ['--init-script', '/virtual-machines/init-scripts/'],
  ['--disk-size', '/cli/commands/ogc_vm/create/'],
  ['--nodes', '/cli/commands/ogc_k8s/create/'],
  ['output formats', '/cli/overview/'],
  ['--output', '/cli/commands/ogc/'],
  ['--api-key', '/cli/commands/ogc/'],
  ['ogc vm create', '/cli/commands/ogc_vm/create/'],
  ['ogc vm list', '/cli/commands/ogc_vm/list/'],
  ['ogc k8s get-config', '/cli/commands/ogc_k8s/get-config/'],
  ['ogc model upload', '/cli/commands/ogc_model/upload/'],
  ['ogc bucket reset-key', '/cli/commands/ogc_bucket/reset-key/'],
  ['list-sku', '/cli/commands/ogc_vm/list-sku/'],
  ['ogc version', '/cli/commands/ogc_version/'],
  ['install cli', '/cli/installation/'],
  ['exit codes', '/cli/overview/'],
  ['cli config file', '/cli/overview/'],
  // API paths, operation ids and concepts.
  ['POST /vms', '/api/create-vm/'],
  ['GET /v1/vms', '/api/list-v-ms/'],
  ['/vms/{id}/restart', '/api/restart-vm/'],
  ['GET /version', '/api/get-version/'],
  ['CreateVM', '/api/create-vm/'],
  ['health check', '/api/health-check/'],
  ['kubeconfig api', '/api/get-kube-config/'],
  ['reset endpoint token', '/api/reset-endpoint-token/'],
  ['list supercomputer templates', '/api/list-supercomputer-templates/'],
  ['rate limit', '/api/overview/'],
  ['idempotency key', '/api/overview/'],
  // Error codes.
  ['429', '/api/overview/'],
  ['401 unauthorized', '/api/overview/'],
  ['409 conflict', '/api/overview/'],
  // Guides, by what they are about or by a heading.
  ['fabric manager', '/virtual-machines/nvidia-drivers-sxm/'],
  ['fabric man', '/virtual-machines/nvidia-drivers-sxm/'],
  ['nvme raid', '/virtual-machines/h100-nvme/'],
  ['fstab', '/virtual-machines/h100-nvme/'],
  ['ufw firewall', '/virtual-machines/open-ports-nvidia-sxm/'],
  ['jupyter ssh tunnel', '/virtual-machines/open-ports-nvidia-sxm/'],
  ['rsync', '/virtual-machines/transfer-remote-storage/'],
  ['tmux', '/virtual-machines/transfer-remote-storage/'],
  ['azure blob', '/virtual-machines/transfer-cloud-storage/'],
  ['ssh key', '/virtual-machines/ssh-keys/'],
  ['suspended vm billing', '/virtual-machines/billing/'],
  ['vm states', '/virtual-machines/actions/'],
  ['cloud-config', '/virtual-machines/init-scripts/'],
  ['init script', '/virtual-machines/init-scripts/'],
  ['nvidia driver debian', '/virtual-machines/nvidia-drivers-debian/'],
  ['cuda toolkit ubuntu', '/virtual-machines/nvidia-drivers/'],
  ['nccl', '/bare-metal/nvidia-drivers-sxm/'],
  ['gpudirect rdma', '/bare-metal/nvidia-drivers-sxm/'],
  ['bare metal', '/bare-metal/overview/'],
  ['delete cluster', '/kubernetes/actions/'],
  ['scale node pool', '/kubernetes/actions/'],
  ['nodeSelector', '/kubernetes/node-selector/'],
  ['node affinity', '/kubernetes/node-selector/'],
  ['kubernetes versions', '/kubernetes/overview/'],
  ['download kubeconfig', '/kubernetes/get-started/'],
  ['keda', '/kubernetes/examples/keda-autoscaling/'],
  ['leaderworkerset', '/kubernetes/examples/llama405B-run/'],
  ['llama 405b', '/kubernetes/examples/llama405B-run/'],
  ['comfyui', '/kubernetes/examples/stable-diffusion/'],
  ['ingress controller', '/kubernetes/examples/llm-application/'],
  ['scale endpoint to zero', '/endpoints/auto-scaling/'],
  ['cold start', '/endpoints/auto-scaling/'],
  ['autoscaling', '/endpoints/auto-scaling/'],
  ['auto scaling', '/endpoints/auto-scaling/'],
  ['chat completions', '/endpoints/examples/chat-with-your-model/'],
  ['jsonl dataset', '/fine-tuning/datasets/'],
  ['dataset format', '/fine-tuning/datasets/'],
  ['lora', '/fine-tuning/Overview/'],
  ['presigned url', '/storage/get-started/'],
  ['boto3', '/storage/get-started/'],
  ['lifecycle rules', '/storage/get-started/'],
  ['s3 compatibility', '/storage/overview/'],
  ['qdrant', '/integrations/vectors/qdrant/'],
  ['pgvector', '/integrations/vectors/overview/'],
  ['langchain', '/integrations/llms/overview/'],
  ['llamaindex', '/integrations/llms/overview/'],
  ['model registry', '/model-registry/overview/'],
  ['2fa', '/support/2fa/'],
  ['recovery codes', '/support/2fa/'],
  ['lost phone', '/support/2fa/'],
  ['download invoices', '/support/billing/'],
  ['vat', '/support/billing/'],
  ['billing agreement', '/support/billing/billingagreement/'],
  ['support ticket', '/support/supportdesk/'],
  ['severity levels', '/support/supportdesk/'],
  ['iso 27001', '/support/datacentercert/'],
  ['gdpr', '/support/terms/'],
  ['service level agreement', '/support/terms/'],
  ['roles permissions', '/support/roles/'],
  ['api key', '/support/roles/'],
  ['kubernets billing', '/kubernetes/billing/'],
];

let engine: SearchEngine;

beforeAll(() => {
  engine = builtSearchEngine(requireBuiltSite()).engine;
});

describe('search relevance on the built site', () => {
  it('has at least 80 queries', () => expect(CASES.length).toBeGreaterThanOrEqual(80));

  it.each(CASES)('%s → %s', async (query, expected) => {
    const { pages } = await engine.search(query);
    expect(pages[0]?.url, `top 3: ${pages.slice(0, 3).map((p) => p.url).join(' ')}`).toBe(expected);
  });

  it('indexes what components render: prices from the data file, with no holes or stray spaces', async () => {
    const { pages, terms } = await engine.search('2.49');
    const excerpts = pages.flatMap((p) => p.sections.map((s) => s.excerpt));
    expect(excerpts.some((e) => e.includes('$2.49'))).toBe(true);
    expect(terms).toContain('2.49');
    for (const query of ['h100-sxm-8x', 'replicas per endpoint', 'kubernetes versions', 'get help']) {
      for (const page of (await engine.search(query)).pages) {
        for (const { excerpt } of page.sections) {
          expect(excerpt, query).not.toMatch(/ [,.;:)]( |$)|\bat , |from to |: \.$/);
        }
      }
    }
  });
});
