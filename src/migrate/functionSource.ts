import { parse } from 'acorn';

/** A function written into the migrated config as code, as the Docusaurus config wrote it. */
/** An import the written config needs for code in it: `import local from 'from'`. */
export interface ConfigImport {
  local: string;
  from: string;
  /** The export imported, when it is not the default export. */
  name?: string;
}

export class ConfigCode {
  constructor(
    readonly source: string,
    readonly imports: ConfigImport[] = [],
  ) {}
}

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
 * The source of a function as an expression, when it reads nothing but its own names, JavaScript's globals and
 * `constants` (the config's top-level constants of plain values, `const GITHUB_URL = '…'`, with the values they had
 * once the config ran): written into another file, it does the same. A function that reads constants is written
 * inside a function that declares them first. Undefined for a function that reads any other variable of the config
 * it was written in (an import, an object), or whose source is not JavaScript (a native or bound function).
 */
export function selfContainedSource(fn: (...args: never[]) => unknown, constants: ReadonlyMap<string, string | number | boolean> = new Map()): string | undefined {
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
  for (const name of read) {
    if (declared.has(name) || (name in globalThis && !constants.has(name))) continue;
    if (!constants.has(name)) return undefined;
    captured.push(name);
  }
  if (!captured.length) return source;
  const declarations = captured.sort().map((name) => `  const ${name} = ${JSON.stringify(constants.get(name))};`);
  return `(() => {\n${declarations.join('\n')}\n  return ${source};\n})()`;
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
