import platform from '../data/platform.yaml';

/** The facts of site/data/platform.yaml, typed for the components that render them. */
export interface Gpu {
  id: string;
  name: string;
  memoryGb: number;
  interconnect: string;
  pricePerHour: number;
  new?: boolean;
}

export interface Sku {
  id: string;
  gpu: string;
  gpuCount: number;
  vcpus: number;
  ramGb: number;
  nvmeGb: number;
  pricePerHour: number;
  locations: string[];
}

export interface Location {
  id: string;
  name: string;
  country: string;
  energy: string;
  services: string[];
}

export interface Supercomputers {
  minNodes: number;
  maxNodes: number;
  nodeSku: string;
  fabric: string;
  minimumTermDays: number;
}

export interface Platform {
  gpus: Gpu[];
  skus: Sku[];
  locations: Location[];
  osImages: { id: string; name: string; default?: boolean }[];
  kubernetes: { versions: string[]; defaultVersion: string };
  storage: { types: { id: string; name: string; pricePerGbMonth: number; description: string }[] };
  quotas: { resource: string; default: number | string; max: number | string }[];
  supercomputers: Supercomputers;
  [key: string]: unknown;
}

export const data = platform as unknown as Platform;

/** A value by dotted path (`company.consoleUrl`, `locations.0.name`); throws on a missing key so a typo fails the build. */
export function lookup(path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in (value as object))) {
      throw new Error(`platform.yaml has no value at "${path}"`);
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

// Made once: a number format takes longer to make than to use, and tables format hundreds of numbers.
const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const TERABYTES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount in dollars with cents and thousands separators, for totals such as `$6,692.16`. */
export function formatUsd(amount: number): string {
  return `$${USD.format(amount)}`;
}

export function skuById(id: string): Sku {
  const sku = data.skus.find((s) => s.id === id);
  if (!sku) throw new Error(`platform.yaml has no SKU "${id}"`);
  return sku;
}

/** The price of a supercomputer per hour: every node is billed at the hourly price of the node SKU. */
export function supercomputerHourlyPrice(nodes: number): number {
  const { minNodes, maxNodes, nodeSku } = data.supercomputers;
  if (!Number.isInteger(nodes) || nodes < minNodes || nodes > maxNodes) {
    throw new Error(`A supercomputer has ${minNodes} to ${maxNodes} nodes, not ${nodes}`);
  }
  // Cents, so 16 × 19.92 is 318.72 and not 318.71999999999997.
  return Math.round(nodes * skuById(nodeSku).pricePerHour * 100) / 100;
}

export function gpuById(id: string): Gpu {
  const gpu = data.gpus.find((g) => g.id === id);
  if (!gpu) throw new Error(`platform.yaml has no GPU "${id}"`);
  return gpu;
}

export function formatStorage(gb: number): string {
  return gb >= 1000 ? `${TERABYTES.format(gb / 1000)} TB` : `${gb} GB`;
}
