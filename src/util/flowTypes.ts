import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Loader, PartialMessage, Plugin } from 'esbuild';

/**
 * Docusaurus compiles a site's code with Babel and the site's Babel config: a site written with Flow's type
 * annotations (Flow's own, React Native's tools) lists Flow's preset or parser there, and esbuild reads no Flow.
 * Such a site's scripts, and any script marked `@flow`, have their types removed first, each replaced by as many
 * spaces, so every line and column esbuild reports or maps stays the file's.
 */
const BABEL_CONFIGS = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc', '.babelrc.js', '.babelrc.cjs', '.babelrc.json'];
const FLOW_IN_BABEL = /preset-flow|flow-strip-types|hermes-parser/;
/** The comments a file begins with, where Flow looks for its `@flow` marker. */
const LEADING_COMMENTS = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))+/;
const SCRIPT = /\.[cm]?jsx?$/;
/**
 * A declaration in Flow's component or hook syntax (`export default component Card(title: string) {`), which is
 * no JavaScript: two names in a row before the parameters are a syntax error anywhere else.
 */
const COMPONENT_SYNTAX = /^[ \t]*(?:export[ \t]+(?:default[ \t]+)?)?(component|hook)[ \t]+([A-Za-z_$][\w$]*)[ \t]*[(<]/m;

const babelFlow = new Map<string, boolean>();

/** Whether the Babel config of the package holding `dir` (looked for up to its package.json) removes Flow types. */
function babelRemovesFlow(dir: string): boolean {
  const known = babelFlow.get(dir);
  if (known !== undefined) return known;
  let found = false;
  for (const name of BABEL_CONFIGS) {
    try {
      if (FLOW_IN_BABEL.test(fs.readFileSync(path.join(dir, name), 'utf8'))) found = true;
    } catch {
      // No such file.
    }
  }
  const parent = path.dirname(dir);
  const result = found || (!fs.existsSync(path.join(dir, 'package.json')) && parent !== dir && babelRemovesFlow(parent));
  babelFlow.set(dir, result);
  return result;
}

type FlowRemoveTypes = (source: string, options: { all: boolean }) => { toString(): string };
let flowRemoveTypes: FlowRemoveTypes | undefined;

/** A Flow syntax error, placed as esbuild places its own (a 1-based line, a 0-based column). */
interface FlowSyntaxError extends Error {
  loc?: { line: number; column: number };
}

export type ScriptText = { contents: string; loader: Loader } | { errors: PartialMessage[] };

/**
 * A site script's text for esbuild, without Flow types when its site compiles them away or it is marked `@flow`;
 * undefined when it has none to remove (esbuild reads the file itself), or is a package's (published without them).
 */
export async function scriptWithoutFlowTypes(file: string, loader: Loader): Promise<ScriptText | undefined> {
  if (!SCRIPT.test(file) || file.split(path.sep).includes('node_modules')) return undefined;
  const text = await fsp.readFile(file, 'utf8');
  if (!babelRemovesFlow(path.dirname(file)) && !/@flow\b/.test(LEADING_COMMENTS.exec(text)?.[0] ?? '')) return undefined;
  flowRemoveTypes ??= createRequire(import.meta.url)('flow-remove-types') as FlowRemoveTypes;
  try {
    const contents = flowRemoveTypes(text, { all: true }).toString();
    const declaration = COMPONENT_SYNTAX.exec(contents);
    if (!declaration) return { contents, loader };
    const at = declaration.index + declaration[0].search(/\b(?:component|hook)[ \t]/);
    const line = contents.slice(0, at).split('\n').length;
    const column = at - contents.lastIndexOf('\n', at - 1) - 1;
    return {
      errors: [
        {
          text: `Flow's ${declaration[1]} syntax (\`${declaration[1]} ${declaration[2]}(…)\`) is not supported: docs-gen removes Flow's types, but this needs Babel's Hermes parser to compile it. Write it as a function.`,
          location: { file, line, column, lineText: text.split('\n')[line - 1] ?? '' },
        },
      ],
    };
  } catch (error) {
    const { loc, message } = error as FlowSyntaxError;
    if (!loc) throw error;
    const lineText = text.split('\n')[loc.line - 1] ?? '';
    return { errors: [{ text: message.replace(/\s*\(\d+:\d+\)$/, ''), location: { file, line: loc.line, column: loc.column, lineText } }] };
  }
}

/** Removes Flow types from the site's own scripts (see scriptWithoutFlowTypes); Docusaurus reads JSX in `.js` files. */
export const flowTypesPlugin: Plugin = {
  name: 'docs-gen-flow-types',
  setup(b) {
    // Not a file imported as text (`!!raw-loader!./x.js`, see siteRootPlugin), whose suffix sets it apart.
    b.onLoad({ filter: SCRIPT }, (args) => (args.namespace === 'file' && !args.suffix ? scriptWithoutFlowTypes(args.path, /\.[cm]js$/.test(args.path) ? 'js' : 'jsx') : undefined));
  },
};
