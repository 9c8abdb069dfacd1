import { parse } from 'acorn';

/** An import the written config needs for code in it: `import local from 'from'`. */
export interface ConfigImport {
  local: string;
  from: string;
  /** The export imported, when it is not the default export. */
  name?: string;
}

/** A function written into the migrated config as code, as the Docusaurus config wrote it. */
export class ConfigCode {
  constructor(
    readonly source: string,
    readonly imports: ConfigImport[] = [],
  ) {}
}

/** A Node built-in module a config's top-level name holds (`const path = require('path')`), by its specifier. */
export interface BuiltinModule {
  builtin: string;
}

/** A value of the config as code that makes it again (see valueSource). */
export interface ValueCode {
  source: string;
}

/**
 * A top-level name of the Docusaurus config that its functions may read and still be written elsewhere: a value
 * of data (a string, a table: `new Map([['ja', 'ja-JP']])`) as code that makes it as it was once the config ran, or
 * a Node built-in module, which the written config imports too.
 */
export type ConfigConstant = ValueCode | BuiltinModule;

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The names a function declares anywhere inside it: its parameters, variables, functions, classes and caught errors. */
function declaredNames(node: AstNode, names: Set<string>): void {
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') names.add(pattern.name as string);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as AstNode[]) bind(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as unknown[]) bind(element);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  if (node.type === 'VariableDeclarator') bind(node.id);
  if (/Function/.test(node.type)) for (const param of node.params as unknown[]) bind(param);
  if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type.startsWith('Class')) && isNode(node.id)) bind(node.id);
  if (node.type === 'CatchClause') bind(node.param);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) declaredNames(child, names);
  }
}

/** The names a node reads that it does not declare (property names, keys and labels are not reads). */
function readNames(node: AstNode, out: Set<string>): void {
  if (node.type === 'Identifier') {
    out.add(node.name as string);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'label') continue;
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && /Property|MethodDefinition/.test(node.type) && !node.computed && !node.shorthand) continue;
    if (node.type === 'MetaProperty') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) readNames(child, out);
  }
}

/**
 * The code of a function as an expression, when it reads nothing but its own names, JavaScript's globals and
 * `constants` (the config's top-level constants: data, `const GITHUB_URL = '…'` or a Map of locales, with the values
 * they had once the config ran, and Node's built-in modules, `const path = require('path')`): written into another
 * file, it does the same. A function that reads data constants is written inside a function that declares them first; one
 * that reads a built-in module brings the module's import. Undefined for a function that reads any other variable
 * of the config it was written in (a package or a file of the site, an object), or whose source is not JavaScript (a
 * native or bound function).
 */
export function selfContainedSource(fn: (...args: never[]) => unknown, constants: ReadonlyMap<string, ConfigConstant> = new Map()): ConfigCode | undefined {
  let source = fn.toString();
  // A method written in an object (`createRedirects(path) { … }`, `async sidebarItemsGenerator(args) { … }`) is a
  // function expression without its keyword.
  if (!/^(?:async\s+)?(?:function\b|\(|[\w$]+\s*=>)/.test(source)) source = /^async\s/.test(source) ? `async function ${source.replace(/^async\s+/, '')}` : `function ${source}`;
  let program: AstNode;
  try {
    program = parse(`(${source})`, { ecmaVersion: 'latest' }) as unknown as AstNode;
  } catch {
    return undefined;
  }
  const declared = new Set<string>(['arguments']);
  declaredNames(program, declared);
  const read = new Set<string>();
  readNames(program, read);
  const captured: string[] = [];
  const imports: ConfigImport[] = [];
  for (const name of read) {
    if (declared.has(name) || (name in globalThis && !constants.has(name))) continue;
    const value = constants.get(name);
    if (value === undefined) return undefined;
    if ('builtin' in value) imports.push({ local: name, from: value.builtin });
    else captured.push(`  const ${name} = ${value.source};`);
  }
  if (!captured.length) return new ConfigCode(source, imports);
  const declarations = captured.sort();
  // Its lines after the first at the depth of its first inside the function around it, wherever the config had it;
  // unless a string spans lines, whose spaces are its text.
  const [first, ...rest] = source.split('\n');
  const margin = multilineString(program) ? 0 : Math.min(...rest.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  const body = [first, ...rest.map((line) => (line.trim() && Number.isFinite(margin) && margin > 0 ? `  ${line.slice(margin)}` : line))].join('\n');
  return new ConfigCode(`(() => {\n${declarations.join('\n')}\n  return ${body};\n})()`, imports);
}

/** Whether code holds a string or template written over several lines. */
function multilineString(node: AstNode): boolean {
  if ((node.type === 'TemplateLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) && String(node.raw ?? '').includes('\n')) return true;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { raw: string } }[];
    if (quasis.some((quasi) => quasi.value.raw.includes('\n'))) return true;
  }
  return Object.values(node).some((value) => (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && multilineString(child)));
}

/**
 * Whether a function's code chooses between paths (`?:`, `if`, `switch`, `&&`, `||`, `??`): what it gives for some
 * arguments then says nothing of what it gives for others.
 */
export function hasBranches(source: string): boolean {
  let program: AstNode;
  try {
    program = parse(`(${source})`, { ecmaVersion: 'latest' }) as unknown as AstNode;
  } catch {
    return true;
  }
  const visit = (node: AstNode): boolean => {
    if (/^(ConditionalExpression|IfStatement|SwitchStatement|LogicalExpression)$/.test(node.type)) return true;
    return Object.values(node).some((value) => (Array.isArray(value) ? value : [value]).some((child) => isNode(child) && visit(child)));
  };
  return visit(program);
}
