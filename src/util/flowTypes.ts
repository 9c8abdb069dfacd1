import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Loader, PartialMessage, Plugin } from 'esbuild';

/**
 * Docusaurus compiles a site's code with Babel and the site's Babel config: a site written with Flow's type
 * annotations (Flow's own, React Native's tools) lists Flow's preset or parser there, and esbuild reads no Flow.
 * A script of a Flow project (a `.flowconfig` above it, or a Babel config naming Flow in its package) or marked as
 * Flow's has its types removed first, each replaced by as many spaces, so every line and column esbuild reports or
 * maps stays the file's.
 */
const BABEL_CONFIGS = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc', '.babelrc.js', '.babelrc.cjs', '.babelrc.json'];
const FLOW_IN_BABEL = /preset-flow|flow-strip-types|hermes-parser/;
/** Flow's marks in a file: the `@flow` pragma in a comment, or a type import or export (never JavaScript). */
const FLOW_MARKS = /^\s*(?:\/\/|\/?\*+).*@flow\b|^\s*(?:import|export)\s+type\s+[{\w*]/m;
const SCRIPT = /\.[cm]?jsx?$/;
/**
 * A declaration in Flow's component or hook syntax (`export default component Card(title: string) {`), which is
 * no JavaScript: two names in a row before the parameters are a syntax error anywhere else.
 */
const COMPONENT_SYNTAX = /^[ \t]*(?:export[ \t]+(?:default[ \t]+)?)?(component|hook)[ \t]+([A-Za-z_$][\w$]*)[ \t]*[(<]/m;

const projects = new Map<string, boolean>();

function babelConfigNamesFlow(dir: string): boolean {
  return BABEL_CONFIGS.some((name) => {
    try {
      return FLOW_IN_BABEL.test(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      return false;
    }
  });
}

/**
 * Whether `dir` is in a Flow project: a `.flowconfig` in it or a folder above (where Flow's checker starts from),
 * or a Babel config naming Flow in it or above, up to its package's folder (where Babel stops looking).
 */
function inFlowProject(dir: string, babelOpen = true): boolean {
  const key = `${babelOpen ? 1 : 0}${dir}`;
  const known = projects.get(key);
  if (known !== undefined) return known;
  const parent = path.dirname(dir);
  const result =
    fs.existsSync(path.join(dir, '.flowconfig')) ||
    (babelOpen && babelConfigNamesFlow(dir)) ||
    (parent !== dir && inFlowProject(parent, babelOpen && !fs.existsSync(path.join(dir, 'package.json'))));
  projects.set(key, result);
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
 * A site script's text for esbuild, without Flow types when it is Flow's (see inFlowProject and FLOW_MARKS);
 * undefined when it has none to remove (esbuild reads the file itself), or is a package's (published without them).
 */
export async function scriptWithoutFlowTypes(file: string, loader: Loader): Promise<ScriptText | undefined> {
  if (!SCRIPT.test(file) || file.split(path.sep).includes('node_modules')) return undefined;
  const text = await fsp.readFile(file, 'utf8');
  const marked = FLOW_MARKS.test(text);
  if (!marked && !inFlowProject(path.dirname(file))) return undefined;
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
    // Flow's parser may not know syntax esbuild reads (a file of the project that holds no Flow at all): esbuild
    // then reads the file as written, and reports what it finds wrong in it.
    if (!loc || !marked) return undefined;
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
