import { ConfigCode, type ConfigImport } from './functionSource.js';
import type { NotCarried } from './types.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Code whose lines after the first keep their indentation relative to each other, at the line `indent` begins. */
function indented(code: string, indent: string): string {
  const [first, ...rest] = code.split('\n');
  const margin = Math.min(...rest.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length));
  return [first, ...rest.map((line) => (line.trim() ? `${indent}${line.slice(margin)}` : ''))].join('\n');
}

function literal(value: unknown, indent: string): string {
  if (value instanceof ConfigCode) return indented(value.source, indent);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const items = value.map((v) => literal(v, inner));
    const flat = `[${items.join(', ')}]`;
    if (!flat.includes('\n') && flat.length + indent.length < 90) return flat;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const parts = entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : literal(k, inner)}: ${literal(v, inner)}`);
    const flat = `{ ${parts.join(', ')} }`;
    if (flat.length + indent.length < 100 && !flat.includes('\n')) return flat;
    return `{\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

/** The imports the code in a value needs, each once, in the order they appear, by local name. */
function importsIn(value: unknown, found = new Map<string, ConfigImport>()): Map<string, ConfigImport> {
  if (value instanceof ConfigCode) for (const item of value.imports) found.set(item.local, item);
  else if (Array.isArray(value)) for (const item of value) importsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) importsIn(item, found);
  return found;
}

/** One line per setting not carried over, as printed and as written at the top of the config. */
export function describeNotCarried(item: NotCarried): string {
  return `${item.path}: ${item.value}${item.reason ? ` (${item.reason})` : ''}`;
}

/**
 * The text of a `docs-gen.config.ts`: the settings as a `defineConfig` literal, preceded by a comment
 * listing what the Docusaurus config had that docs-gen does not carry over.
 */
export function writeConfigSource(config: Record<string, unknown>, notCarried: NotCarried[], sourceName: string): string {
  const header = [`// Made by \`docs-gen migrate\` from ${sourceName}.`];
  if (notCarried.length) {
    header.push(`// Not carried over (${notCarried.length}): docs-gen has no such setting, or the value is code.`);
    for (const item of notCarried) header.push(`//   - ${describeNotCarried(item).replace(/\r?\n/g, ' ')}`);
  } else {
    header.push('// Every setting was carried over.');
  }
  const imports = [...importsIn(config).values()]
    .map(({ local, from, name }) => `import ${name && name !== 'default' ? `{ ${name === local ? name : `${name} as ${local}`} }` : local} from ${literal(from, '')};\n`)
    .join('');
  return `${header.join('\n')}\nimport { defineConfig } from 'docs-gen';\n${imports}\nexport default defineConfig(${literal(config, '')});\n`;
}
