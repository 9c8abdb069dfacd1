import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { ZodIssue } from 'zod';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { configSchema, type ParsedConfig } from './schema.js';
import type { SiteConfig } from './types.js';
import { yamlPlugin } from './yamlPlugin.js';
import { fromEsbuildFailure } from '../util/esbuildErrors.js';

const CONFIG_NAMES = ['docs-gen.config.ts', 'docs-gen.config.mts', 'docs-gen.config.js', 'docs-gen.config.mjs'];
const SIDEBARS_NAMES = ['sidebars.yaml', 'sidebars.yml', 'sidebars.json'];

/**
 * The paths whose presence alone changes what a folder's config resolves to (the config file, and the
 * sidebars file, content, pages and static folders found by their default names): dev reloads the config
 * when one of them appears or goes.
 */
export function defaultSitePaths(rootDir: string): string[] {
  return [...CONFIG_NAMES, ...SIDEBARS_NAMES, 'docs', 'pages', 'static'].map((name) => path.join(rootDir, name));
}

export function findConfigFile(rootDir: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(rootDir, name)).find((file) => fs.existsSync(file));
}

/** `import { defineConfig } from 'docs-gen'` works in any folder, installed or not. */
const docsGenVirtualModule: Plugin = {
  name: 'docs-gen-virtual',
  setup(b) {
    b.onResolve({ filter: /^docs-gen$/ }, () => ({ path: 'docs-gen', namespace: 'docs-gen-virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'docs-gen-virtual' }, () => ({
      contents: 'export const defineConfig = (config) => config;',
      loader: 'js',
    }));
  },
};

async function evaluateConfigFile(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      plugins: [docsGenVirtualModule, yamlPlugin],
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    throw fromEsbuildFailure(error, file) ?? new DocsGenError(`Cannot load the config: ${(error as Error).message}`, { file, cause: error });
  }
  try {
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
      default?: unknown;
    };
    if (mod.default === undefined) {
      throw new DocsGenError('The config file has no default export', {
        file,
        line: 1,
        column: 1,
        hint: 'End it with `export default defineConfig({ ... })`.',
      });
    }
    return mod.default;
  } catch (error) {
    if (error instanceof DocsGenError) throw error;
    throw new DocsGenError(`The config file threw while loading: ${(error as Error).message}`, { file, cause: error });
  }
}

/** The line and column where a key is written, so a config error points at it in the editor. */
function locateKey(source: string, key: string | number | undefined): { line?: number; column?: number } {
  if (typeof key !== 'string') return {};
  const match = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[$]/g, '\\$')}['"]?\\s*:`, 'm').exec(source);
  if (!match) return {};
  const offset = match.index + match[1].length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function issueToError(issue: ZodIssue, file: string | undefined, source: string): DocsGenError {
  const at = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    return combineErrors(
      issue.keys.map((key) => {
        const full = at ? `${at}.${key}` : key;
        return new DocsGenError(`Unknown config key "${full}"`, {
          file,
          ...locateKey(source, key),
          hint: 'Check the spelling; the documented keys are listed in the README.',
        });
      }),
    );
  }
  const last = issue.path[issue.path.length - 1];
  const lastName = typeof last === 'number' ? issue.path[issue.path.length - 2] : last;
  return new DocsGenError(`Invalid config value at "${at || '(root)'}": ${issue.message}`, {
    file,
    ...locateKey(source, lastName as string | undefined),
  });
}

export function parseConfig(raw: unknown, file: string | undefined, source = ''): ParsedConfig {
  const result = configSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw combineErrors(result.error.issues.map((issue) => issueToError(issue, file, source)));
}

function existing(rootDir: string, candidates: string[]): string | undefined {
  return candidates.map((c) => path.join(rootDir, c)).find((p) => fs.existsSync(p));
}

function requireFile(rootDir: string, relPath: string, key: string, configFile: string | undefined): string {
  const abs = path.resolve(rootDir, relPath);
  if (!fs.existsSync(abs)) {
    throw new DocsGenError(`"${key}" points at ${relPath}, which does not exist`, {
      file: configFile,
      ...(configFile ? locateKey(fs.readFileSync(configFile, 'utf8'), key.split('.').pop()) : {}),
    });
  }
  return abs;
}

/** Turns parsed settings into absolute paths and fills the defaults that depend on the folder. */
export function resolveSiteConfig(parsed: ParsedConfig, rootDir: string, configFile?: string): SiteConfig {
  const contentConfig = parsed.content ?? [{ path: 'docs', routeBasePath: '/', sidebar: 'docs' }];
  const content = contentConfig.map((root, i) => ({
    ...root,
    absPath: parsed.content ? requireFile(rootDir, root.path, `content.${i}.path`, configFile) : path.resolve(rootDir, root.path),
  }));
  if (!parsed.content && !fs.existsSync(content[0].absPath)) {
    throw new DocsGenError(`No content found: ${rootDir} has no docs-gen config and no docs/ folder`, {
      file: rootDir,
      hint: 'Run docs-gen in a folder with a docs/ folder of Markdown files, or add a docs-gen.config.ts.',
    });
  }
  const generator = (source: ParsedConfig['openapi'], key: string, defaultSidebar: string) =>
    source && {
      ...source,
      absPath: requireFile(rootDir, source.file, `${key}.file`, configFile),
      sidebar: source.sidebar ?? defaultSidebar,
    };
  return {
    ...parsed,
    rootDir,
    configFile,
    outPath: path.resolve(rootDir, parsed.outDir),
    content,
    cliReference: generator(parsed.cliReference, 'cliReference', 'cli'),
    openapi: generator(parsed.openapi, 'openapi', 'api'),
    sidebarsPath: parsed.sidebarsFile
      ? requireFile(rootDir, parsed.sidebarsFile, 'sidebarsFile', configFile)
      : existing(rootDir, SIDEBARS_NAMES),
    componentsPath: parsed.components ? requireFile(rootDir, parsed.components, 'components', configFile) : undefined,
    pagesPath: parsed.pages ? requireFile(rootDir, parsed.pages, 'pages', configFile) : existing(rootDir, ['pages']),
    staticPath: parsed.staticDir
      ? requireFile(rootDir, parsed.staticDir, 'staticDir', configFile)
      : existing(rootDir, ['static']),
  };
}

/** Stage 1: finds, evaluates and validates the site's config. A folder without one gets the defaults. */
export async function loadConfig(rootDir: string, overrides: { outDir?: string } = {}): Promise<SiteConfig> {
  const absRoot = path.resolve(rootDir);
  if (!fs.existsSync(absRoot)) throw new DocsGenError(`The site folder ${rootDir} does not exist`, { file: absRoot });
  const configFile = findConfigFile(absRoot);
  const raw = configFile ? await evaluateConfigFile(configFile) : {};
  const source = configFile ? fs.readFileSync(configFile, 'utf8') : '';
  const parsed = parseConfig(raw, configFile, source);
  if (overrides.outDir) parsed.outDir = path.resolve(overrides.outDir);
  return resolveSiteConfig(parsed, absRoot, configFile);
}
