import fs from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { parseYaml } from './yaml.js';

/** Each data file's text and JSON: the config and each bundle of site code import the same files, each bundled anew. */
const converted = new Map<string, { text: string; json: string }>();

/** The file's data as JSON, parsed again only when its text changed since this process last read it. */
function jsonOf(file: string, text: string): string {
  const known = converted.get(file);
  if (known?.text === text) return known.json;
  const json = JSON.stringify(parseYaml(text, file));
  converted.set(file, { text, json });
  return json;
}

/** Lets config and site components `import data from '../config/file.yaml'`. */
export const yamlPlugin: Plugin = {
  name: 'docs-gen-yaml',
  setup(b) {
    b.onLoad({ filter: /\.ya?ml$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      return { contents: jsonOf(args.path, text), loader: 'json', watchFiles: [args.path] };
    });
  },
};
