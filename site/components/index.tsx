import type { ReactNode } from 'react';
import { data, formatPrice, formatStorage, gpuById, lookup } from './platform';

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
  return (
    <Table
      label="Virtual machine SKUs"
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
