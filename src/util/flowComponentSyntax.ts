import { createRequire } from 'node:module';

/**
 * Flow's component and hook syntax (`component Card(title: string, 'data-id' as id: string = 'x') renders Heading {…}`)
 * is no JavaScript: Babel compiles it through Hermes's parser for Docusaurus. Here it becomes the function Hermes
 * makes of it, `function Card({title, 'data-id': id = 'x'}) {…}`, and a hook a function; a declared one (types only)
 * goes. Only the declaration's head changes, padded with the lines it took, so the lines after it stay where they were.
 */

/** The ESTree nodes of Flow's parser that are read here; each has its `[start, end)` offsets. */
interface FlowNode {
  type: string;
  range: [number, number];
  [key: string]: unknown;
}

type FlowParse = (source: string, options: Record<string, boolean | string>) => FlowNode & { errors: { loc: { start: { line: number; column: number } }; message: string }[] };
let parse: FlowParse | undefined;

/** Whether text may hold such a declaration: only then is it parsed here. */
export const MAY_HOLD_COMPONENT_SYNTAX = /(?:^|[\s;{}])(?:component|hook)[ \t]+[A-Za-z_$][\w$]*[ \t]*[(<]/;

function isNode(value: unknown): value is FlowNode {
  return typeof value === 'object' && value !== null && typeof (value as FlowNode).type === 'string' && Array.isArray((value as FlowNode).range);
}

function* walk(node: FlowNode): Generator<FlowNode> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'range' || key === 'loc') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

/** A pattern's text without its type annotation (`count?: number` → `count`). */
function patternText(source: string, pattern: FlowNode): string {
  if (pattern.type === 'Identifier') return String(pattern.name);
  const annotation = pattern.typeAnnotation as FlowNode | null | undefined;
  return source.slice(pattern.range[0], annotation ? annotation.range[0] : pattern.range[1]).replace(/\?\s*$/, '');
}

/** A binding with its default: `count = 1`. */
function bindingText(source: string, local: FlowNode): string {
  if (local.type !== 'AssignmentPattern') return patternText(source, local);
  const right = local.right as FlowNode;
  return `${patternText(source, local.left as FlowNode)} = ${source.slice(right.range[0], right.range[1])}`;
}

function parameterText(source: string, param: FlowNode): string {
  if (param.type === 'RestElement') return `...${patternText(source, param.argument as FlowNode)}`;
  const name = param.name as FlowNode;
  const local = bindingText(source, param.local as FlowNode);
  if (param.shorthand) return local;
  const key = name.type === 'Identifier' ? String(name.name) : JSON.stringify(name.value);
  return `${key}: ${local}`;
}

/** `text` with as many line breaks as `replaced` had, so the lines after it keep their numbers. */
function keepLines(text: string, replaced: string): string {
  return text + '\n'.repeat(replaced.split('\n').length - 1);
}

export type LoweredSource = { text: string } | { error: { message: string; line: number; column: number } };

/** `source` with Flow's component and hook declarations as functions (see above), or where it fails to parse. */
export function lowerComponentSyntax(source: string): LoweredSource {
  parse ??= createRequire(import.meta.url)('flow-parser').parse as FlowParse;
  let ast: ReturnType<FlowParse>;
  try {
    // As flow-remove-types parses: `f<T>(x)` is a call with a type argument.
    ast = parse(source, { flow: 'all', components: true, enums: true });
  } catch (error) {
    const { loc, message } = error as Error & { loc?: { line: number; column: number } };
    if (!loc) throw error;
    return { error: { message, ...loc } };
  }
  const [first] = ast.errors;
  if (first) return { error: { message: first.message, line: first.loc.start.line, column: first.loc.start.column } };
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(ast)) {
    const [start, end] = node.range;
    if (node.type === 'ComponentDeclaration') {
      const body = node.body as FlowNode;
      const head = source.slice(start, body.range[0]);
      const params = (node.params as FlowNode[]).map((param) => parameterText(source, param));
      const id = (node.id as FlowNode).name;
      edits.push({ start, end: body.range[0], text: keepLines(`function ${id}(${params.length ? `{${params.join(', ')}}` : ''}) `, head) });
    } else if (node.type === 'HookDeclaration') {
      edits.push({ start, end: start + 'hook'.length, text: 'function' });
    } else if (node.type === 'DeclareComponent' || node.type === 'DeclareHook') {
      edits.push({ start, end, text: source.slice(start, end).replace(/[^\n]/g, ' ') });
    }
  }
  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { text };
}
