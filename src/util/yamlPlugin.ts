import fs from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { parseYaml } from './yaml.js';

/** Lets config and site components `import data from '../config/file.yaml'`. */
export const yamlPlugin: Plugin = {
  name: 'docs-gen-yaml',
  setup(b) {
    b.onLoad({ filter: /\.ya?ml$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      return { contents: JSON.stringify(parseYaml(text, args.path)), loader: 'json', watchFiles: [args.path] };
    });
  },
};
