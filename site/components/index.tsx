import type { ReactNode } from 'react';
import { data, formatPrice, formatStorage, formatUsd, gpuById, lookup, skuById, supercomputerHourlyPrice } from './platform';

/** Components every page can use without imports; each renders facts from site/data/platform.yaml. */

function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GpuTable() {
  return (
    <Table
      label="GPU models and prices"
      head={['GPU', 'Memory', 'Interconnect', 'Price per GPU-hour']}
      rows={data.gpus.map((g) => [
        <>
          {g.name}
          {g.new ? <strong> (new)</strong> : null}
        </>,
        `${g.memoryGb} GB`,
        g.interconnect,
        formatPrice(g.pricePerHour),
      ])}
    />
  );
}

export function SkuTable({ gpu, location }: { gpu?: string; location?: string }) {
  if (gpu) gpuById(gpu);
  const skus = data.skus.filter((s) => (!gpu || s.gpu === gpu) && (!location || s.locations.includes(location)));
  if (!skus.length) throw new Error(`No SKU matches gpu="${gpu ?? ''}" location="${location ?? ''}"`);
  // A page may show one table per GPU or location: each region needs a name of its own.
  const label = ['Virtual machine SKUs', gpu && `with ${gpuById(gpu).name}`, location && `in ${location}`].filter(Boolean).join(' ');
  return (
    <Table
      label={label}
      head={['SKU', 'GPUs', 'vCPUs', 'RAM', 'Local NVMe', 'Locations', 'Price per hour']}
      rows={skus.map((s) => [
        <code>{s.id}</code>,
        `${s.gpuCount}× ${gpuById(s.gpu).name}`,
        s.vcpus,
        `${s.ramGb} GB`,
        formatStorage(s.nvmeGb),
        s.locations.join(', '),
        formatPrice(s.pricePerHour),
      ])}
    />
  );
}

export function LocationTable({ service }: { service?: string }) {
  const locations = data.locations.filter((l) => !service || l.services.includes(service));
  if (!locations.length) throw new Error(`No location offers service "${service}"`);
  return (
    <Table
      label="Locations"
      head={['Location ID', 'City', 'Energy', 'Services']}
      rows={locations.map((l) => [<code>{l.id}</code>, l.name, l.energy, l.services.join(', ')])}
    />
  );
}

export function OsImageTable() {
  return (
    <Table
      label="Operating system images"
      head={['Image ID', 'Description']}
      rows={data.osImages.map((o) => [
        <>
          <code>{o.id}</code>
          {o.default ? ' (default)' : ''}
        </>,
        o.name,
      ])}
    />
  );
}

export function StorageTypeTable() {
  return (
    <Table
      label="Object storage types"
      head={['Type', 'Name', 'Price per GB-month', 'Use it for']}
      rows={data.storage.types.map((t) => [<code>{t.id}</code>, t.name, `$${t.pricePerGbMonth.toFixed(3)}`, t.description])}
    />
  );
}

export function QuotaTable() {
  return (
    <Table
      label="Default quotas"
      head={['Resource', 'Default', 'Maximum']}
      rows={data.quotas.map((q) => [q.resource, String(q.default), String(q.max)])}
    />
  );
}

export function K8sVersions() {
  const { versions, defaultVersion } = data.kubernetes;
  return (
    <>
      {versions.map((v, i) => (
        <span key={v}>
          {i > 0 ? ', ' : ''}
          <code>{v}</code>
          {v === defaultVersion ? ' (default)' : ''}
        </span>
      ))}
    </>
  );
}

export function Price({ sku, gpu }: { sku?: string; gpu?: string }) {
  if (sku) {
    const found = data.skus.find((s) => s.id === sku);
    if (!found) throw new Error(`platform.yaml has no SKU "${sku}"`);
    return <>{formatPrice(found.pricePerHour)}/hour</>;
  }
  if (gpu) return <>{formatPrice(gpuById(gpu).pricePerHour)}/hour</>;
  throw new Error('<Price> needs a sku or gpu attribute');
}

export function Fact({ k }: { k: string }) {
  const value = lookup(k);
  if (value !== null && typeof value === 'object') throw new Error(`platform.yaml value at "${k}" is not a single value`);
  return <>{String(value)}</>;
}

export function FactLink({ k, children }: { k: string; children?: ReactNode }) {
  const href = String(lookup(k));
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href}
    </a>
  );
}

/** The node every supercomputer is built from: the hardware and hourly price of its SKU, and the fabric between nodes. */
export function SupercomputerNodeTable() {
  const { nodeSku, fabric, minNodes, maxNodes } = data.supercomputers;
  const sku = skuById(nodeSku);
  const gpu = gpuById(sku.gpu);
  return (
    <Table
      label="Supercomputer node"
      head={['Node template', 'GPUs per node', 'vCPUs', 'RAM', 'Local NVMe', 'Fabric', 'Nodes', 'Price per node-hour']}
      rows={[
        [
          <code>{sku.id}</code>,
          `${sku.gpuCount}× ${gpu.name} (${gpu.memoryGb} GB)`,
          sku.vcpus,
          `${sku.ramGb} GB`,
          formatStorage(sku.nvmeGb),
          fabric,
          `${minNodes} to ${maxNodes}`,
          formatPrice(sku.pricePerHour),
        ],
      ]}
    />
  );
}

/**
 * A supercomputer price from the node price: per node-hour without attributes, per hour for `nodes`, and the
 * cost of a whole term of `days` (24-hour days), or of the minimum term with `minimumTerm`.
 */
export function SupercomputerPrice({ nodes, days: givenDays, minimumTerm }: { nodes?: number; days?: number; minimumTerm?: boolean }) {
  const days = minimumTerm ? data.supercomputers.minimumTermDays : givenDays;
  if (nodes === undefined) {
    if (days !== undefined) throw new Error('<SupercomputerPrice> needs nodes for the cost of a term');
    return <>{formatPrice(skuById(data.supercomputers.nodeSku).pricePerHour)}/node-hour</>;
  }
  const hourly = supercomputerHourlyPrice(nodes);
  if (days === undefined) return <>{formatUsd(hourly)}/hour</>;
  return <>{formatUsd(Math.round(hourly * 24 * days * 100) / 100)}</>;
}

/** Worked examples of supercomputer bills: one row per reservation, every figure computed from the node price. */
export function SupercomputerCostTable({ examples }: { examples: { label: string; nodes: number; days: number }[] }) {
  const { nodeSku, minimumTermDays } = data.supercomputers;
  const sku = skuById(nodeSku);
  return (
    <Table
      label="Supercomputer cost examples"
      head={['Reservation', 'Nodes (GPUs)', 'Billed days', 'Price per hour', 'Cost']}
      rows={examples.map(({ label, nodes, days }) => {
        const billedDays = Math.max(days, minimumTermDays);
        const hourly = supercomputerHourlyPrice(nodes);
        return [
          label,
          `${nodes} (${nodes * sku.gpuCount})`,
          billedDays,
          formatUsd(hourly),
          formatUsd(Math.round(hourly * 24 * billedDays * 100) / 100),
        ];
      })}
    />
  );
}
