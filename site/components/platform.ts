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

export interface Platform {
  gpus: Gpu[];
  skus: Sku[];
  locations: Location[];
  osImages: { id: string; name: string; default?: boolean }[];
  kubernetes: { versions: string[]; defaultVersion: string };
  storage: { types: { id: string; name: string; pricePerGbMonth: number; description: string }[] };
  quotas: { resource: string; default: number | string; max: number | string }[];
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

export function gpuById(id: string): Gpu {
  const gpu = data.gpus.find((g) => g.id === id);
  if (!gpu) throw new Error(`platform.yaml has no GPU "${id}"`);
  return gpu;
}

export function formatStorage(gb: number): string {
  return gb >= 1000 ? `${(gb / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} TB` : `${gb} GB`;
}
