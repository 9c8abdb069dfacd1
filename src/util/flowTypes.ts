import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Loader, PartialMessage, Plugin } from 'esbuild';
import { lowerComponentSyntax, MAY_HOLD_COMPONENT_SYNTAX } from './flowComponentSyntax.js';

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

/** A folder's name that is not `node_modules`, in the regular expressions esbuild's filters take (Go's: no lookaround). */
const NOT_PACKAGES = [
  '[^/]{0,11}',
  '[^/]{13,}',
  ...[...'node_modules'].map((char, i) => `${'node_modules'.slice(0, i)}[^/${char}][^/]{${11 - i}}`),
].join('|');

/**
 * SCRIPT, but not in a `node_modules` folder, as an esbuild filter: a package's files, thousands in a large one,
 * are not the site's scripts, and each would be a round trip to this process.
 */
const SCRIPT_OUTSIDE_PACKAGES = new RegExp(`^(?:[^/]*(?:/+(?:${NOT_PACKAGES}))*/+)?[^/]*\\.[cm]?jsx?$`);
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

/** A syntax error of Flow's parser, with where it is. */
interface FlowSyntaxError extends Error {
  loc?: { line: number; column: number };
}

/** Flow's parser's error, placed as esbuild places its own (a 1-based line, a 0-based column). */
function syntaxError(file: string, text: string, at: { message: string; line: number; column: number }): PartialMessage {
  const lineText = text.split('\n')[at.line - 1] ?? '';
  return { text: at.message.replace(/\s*\(\d+:\d+\)$/, ''), location: { file, line: at.line, column: at.column, lineText } };
}

export type ScriptText = { contents: string; loader: Loader } | { errors: PartialMessage[] };

/** Whether a file is a script of the site's own (a package's is published without Flow's types). */
function siteScript(file: string): boolean {
  return SCRIPT.test(file) && !file.split(path.sep).includes('node_modules');
}

/**
 * A site script's text for esbuild, without Flow types when it is Flow's (see inFlowProject and FLOW_MARKS);
 * undefined when it has none to remove (its text is read as it is), or is not a site script.
 */
export function withoutFlowTypes(file: string, text: string, loader: Loader): ScriptText | undefined {
  if (!siteScript(file)) return undefined;
  const marked = FLOW_MARKS.test(text);
  if (!marked && !inFlowProject(path.dirname(file))) return undefined;
  flowRemoveTypes ??= createRequire(import.meta.url)('flow-remove-types') as FlowRemoveTypes;
  let source = text;
  // Component syntax is Flow's alone too: what Flow's parser finds wrong in such a file is what to report.
  const componentSyntax = MAY_HOLD_COMPONENT_SYNTAX.test(text);
  const flowOnly = marked || componentSyntax;
  if (componentSyntax) {
    const lowered = lowerComponentSyntax(text);
    if ('error' in lowered) return { errors: [syntaxError(file, text, lowered.error)] };
    source = lowered.text;
  }
  try {
    return { contents: flowRemoveTypes(source, { all: true }).toString(), loader };
  } catch (error) {
    const { loc, message } = error as FlowSyntaxError;
    // Flow's parser may not know syntax esbuild reads (a file of the project that holds no Flow at all): esbuild
    // then reads the file as written, and reports what it finds wrong in it.
    if (!loc || !flowOnly) return undefined;
    return { errors: [syntaxError(file, text, { message, ...loc })] };
  }
}

/** Removes Flow types from the site's own scripts (see withoutFlowTypes); Docusaurus reads JSX in `.js` files. */
export const flowTypesPlugin: Plugin = {
  name: 'docs-gen-flow-types',
  setup(b) {
    // A file imported as text (`!!raw-loader!./x.js`, see siteRootPlugin) has a path ending in `?raw`, which the filter leaves out.
    b.onLoad({ filter: SCRIPT_OUTSIDE_PACKAGES }, async (args) => {
      if (args.namespace !== 'file' || args.suffix || !siteScript(args.path)) return undefined;
      return withoutFlowTypes(args.path, await fsp.readFile(args.path, 'utf8'), /\.[cm]js$/.test(args.path) ? 'js' : 'jsx');
    });
  },
};
