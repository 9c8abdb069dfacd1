// .scratch-perf.tsx
import { renderToString } from "react-dom/server";

// src/config/load.ts
import fs2 from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// src/errors/DocsGenError.ts
var DocsGenError = class extends Error {
  file;
  line;
  column;
  hint;
  /** Further problems found in the same pass, reported together. */
  related;
  constructor(message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = "DocsGenError";
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.hint = options.hint;
    this.related = options.related ?? [];
  }
  /** All problems carried by this error, itself first. */
  all() {
    return this.related.length ? [this, ...this.related] : [this];
  }
};
function combineErrors(errors) {
  const [first, ...rest] = errors;
  return new DocsGenError(first.message, {
    file: first.file,
    line: first.line,
    column: first.column,
    hint: first.hint,
    cause: first.cause,
    related: [...first.related, ...rest.flatMap((e) => e.all())]
  });
}

// src/config/schema.ts
import { z } from "zod";
var linkPolicy = z.enum(["throw", "warn", "ignore"]);
var navLinkItem = z.object({
  type: z.literal("link").default("link"),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  /** Links to a page by its doc id instead of its route. */
  docId: z.string().optional(),
  /** Links to the first page of a sidebar. */
  sidebarId: z.string().optional(),
  position: z.enum(["left", "right"]).default("left"),
  /** An icon link: the label becomes its accessible name. */
  icon: z.enum(["chat", "github", "external"]).optional(),
  /** Marks the item active for every route under this path prefix. */
  activeBasePath: z.string().optional()
}).strict();
var navDropdownItem = z.object({
  type: z.literal("dropdown"),
  label: z.string(),
  position: z.enum(["left", "right"]).default("left"),
  items: z.array(
    z.object({
      label: z.string(),
      to: z.string().optional(),
      href: z.string().optional()
    }).strict()
  )
}).strict();
var navSeparatorItem = z.object({ type: z.literal("separator"), position: z.enum(["left", "right"]).default("right") }).strict();
var navItem = z.union([navDropdownItem, navSeparatorItem, navLinkItem]);
var logo = z.object({
  src: z.string(),
  srcDark: z.string().optional(),
  alt: z.string().default(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: z.string().optional()
}).strict();
var footerLink = z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() }).strict();
var footerColumn = z.object({ title: z.string(), items: z.array(footerLink) }).strict();
var contentRoot = z.object({
  /** Folder of .md/.mdx files, relative to the site root. */
  path: z.string(),
  /** URL prefix of the folder's pages. */
  routeBasePath: z.string().default("/"),
  /** Sidebar its pages belong to when no sidebars file lists them. */
  sidebar: z.string().default("docs")
}).strict();
var generatorSource = z.object({
  file: z.string(),
  routeBasePath: z.string(),
  sidebar: z.string().optional()
}).strict();
var configSchema = z.object({
  title: z.string().default("Documentation"),
  tagline: z.string().default(""),
  url: z.string().url().default("http://localhost"),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default("/"),
  favicon: z.string().optional(),
  locale: z.string().default("en"),
  router: z.enum(["browser", "hash"]).default("browser"),
  outDir: z.string().default("build"),
  staticDir: z.string().optional(),
  content: z.array(contentRoot).optional(),
  sidebarsFile: z.string().optional(),
  /** A folder of React page modules (`.tsx`/`.jsx`), each default-exporting the page's component. */
  pages: z.string().optional(),
  /** A module whose named exports are React components usable in every page without imports. */
  components: z.string().optional(),
  /** A command tree (YAML) from which the command reference pages are generated. */
  cliReference: generatorSource.optional(),
  openapi: generatorSource.optional(),
  docsVersionLabel: z.string().default("Next"),
  navbar: z.object({
    title: z.string().optional(),
    logo: logo.optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navItem).default([])
  }).strict().default({}),
  footer: z.object({
    style: z.enum(["dark", "light"]).default("light"),
    links: z.union([z.array(footerColumn), z.array(footerLink)]).default([]),
    logo: logo.optional(),
    copyright: z.string().optional()
  }).strict().optional(),
  announcementBar: z.object({
    id: z.string().default("announcement"),
    content: z.string(),
    backgroundColor: z.string().default("#fff"),
    textColor: z.string().default("#000"),
    isCloseable: z.boolean().default(true)
  }).strict().optional(),
  colorMode: z.object({
    defaultMode: z.enum(["light", "dark"]).default("light"),
    disableSwitch: z.boolean().default(false),
    respectPrefersColorScheme: z.boolean().default(false)
  }).strict().default({}),
  toc: z.object({
    minHeadingLevel: z.number().int().min(2).max(6).default(2),
    maxHeadingLevel: z.number().int().min(2).max(6).default(3)
  }).strict().default({}),
  onBrokenLinks: linkPolicy.default("throw"),
  onBrokenMarkdownLinks: linkPolicy.default("throw"),
  onBrokenAnchors: linkPolicy.default("warn"),
  onDuplicateRoutes: linkPolicy.default("warn"),
  analytics: z.object({
    gtmContainerId: z.string().optional(),
    gtagTrackingId: z.string().optional(),
    anonymizeIP: z.boolean().default(true)
  }).strict().optional(),
  search: z.object({ enabled: z.boolean().default(true) }).strict().default({})
}).strict();

// src/config/yamlPlugin.ts
import fs from "node:fs/promises";

// src/util/yaml.ts
import yaml from "js-yaml";
function parseYaml(text, file, lineOffset = 0) {
  try {
    return yaml.load(text, { filename: file });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const mark = error.mark;
      return throwYamlError(error.reason || error.message, file, mark, lineOffset, error);
    }
    throw error;
  }
}
function throwYamlError(reason, file, mark, lineOffset, cause) {
  throw new DocsGenError(`YAML syntax error: ${reason}`, {
    file,
    line: mark?.line !== void 0 ? mark.line + 1 + lineOffset : void 0,
    column: mark?.column !== void 0 ? mark.column + 1 : void 0,
    cause
  });
}

// src/config/yamlPlugin.ts
var yamlPlugin = {
  name: "docs-gen-yaml",
  setup(b) {
    b.onLoad({ filter: /\.ya?ml$/ }, async (args) => {
      const text = await fs.readFile(args.path, "utf8");
      return { contents: JSON.stringify(parseYaml(text, args.path)), loader: "json", watchFiles: [args.path] };
    });
  }
};

// src/config/load.ts
var CONFIG_NAMES = ["docs-gen.config.ts", "docs-gen.config.mts", "docs-gen.config.js", "docs-gen.config.mjs"];
function findConfigFile(rootDir) {
  return CONFIG_NAMES.map((name) => path.join(rootDir, name)).find((file) => fs2.existsSync(file));
}
var docsGenVirtualModule = {
  name: "docs-gen-virtual",
  setup(b) {
    b.onResolve({ filter: /^docs-gen$/ }, () => ({ path: "docs-gen", namespace: "docs-gen-virtual" }));
    b.onLoad({ filter: /.*/, namespace: "docs-gen-virtual" }, () => ({
      contents: "export const defineConfig = (config) => config;",
      loader: "js"
    }));
  }
};
function esbuildMessageToError(message, fallbackFile) {
  const loc = message.location;
  return new DocsGenError(message.text, {
    file: loc ? path.resolve(loc.file) : fallbackFile,
    line: loc?.line,
    column: loc ? loc.column + 1 : void 0
  });
}
async function evaluateConfigFile(file) {
  let code;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      logLevel: "silent",
      plugins: [docsGenVirtualModule, yamlPlugin]
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const errors = error.errors;
    if (errors?.length) throw combineErrors(errors.map((m) => esbuildMessageToError(m, file)));
    throw new DocsGenError(`Cannot load the config: ${error.message}`, { file, cause: error });
  }
  try {
    const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
    if (mod.default === void 0) {
      throw new DocsGenError("The config file has no default export", {
        file,
        line: 1,
        column: 1,
        hint: "End it with `export default defineConfig({ ... })`."
      });
    }
    return mod.default;
  } catch (error) {
    if (error instanceof DocsGenError) throw error;
    throw new DocsGenError(`The config file threw while loading: ${error.message}`, { file, cause: error });
  }
}
function locateKey(source, key) {
  if (typeof key !== "string") return {};
  const match = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[$]/g, "\\$")}['"]?\\s*:`, "m").exec(source);
  if (!match) return {};
  const offset = match.index + match[1].length;
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
function issueToError(issue, file, source) {
  const at = issue.path.join(".");
  if (issue.code === "unrecognized_keys") {
    return combineErrors(
      issue.keys.map((key) => {
        const full = at ? `${at}.${key}` : key;
        return new DocsGenError(`Unknown config key "${full}"`, {
          file,
          ...locateKey(source, key),
          hint: "Check the spelling; the documented keys are listed in the README."
        });
      })
    );
  }
  const last = issue.path[issue.path.length - 1];
  const lastName = typeof last === "number" ? issue.path[issue.path.length - 2] : last;
  return new DocsGenError(`Invalid config value at "${at || "(root)"}": ${issue.message}`, {
    file,
    ...locateKey(source, lastName)
  });
}
function parseConfig(raw, file, source = "") {
  const result = configSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw combineErrors(result.error.issues.map((issue) => issueToError(issue, file, source)));
}
function existing(rootDir, candidates) {
  return candidates.map((c) => path.join(rootDir, c)).find((p) => fs2.existsSync(p));
}
function requireFile(rootDir, relPath, key, configFile) {
  const abs = path.resolve(rootDir, relPath);
  if (!fs2.existsSync(abs)) {
    throw new DocsGenError(`"${key}" points at ${relPath}, which does not exist`, {
      file: configFile,
      ...configFile ? locateKey(fs2.readFileSync(configFile, "utf8"), key.split(".").pop()) : {}
    });
  }
  return abs;
}
function resolveSiteConfig(parsed, rootDir, configFile) {
  const contentConfig = parsed.content ?? [{ path: "docs", routeBasePath: "/", sidebar: "docs" }];
  const content = contentConfig.map((root, i) => ({
    ...root,
    absPath: parsed.content ? requireFile(rootDir, root.path, `content.${i}.path`, configFile) : path.resolve(rootDir, root.path)
  }));
  if (!parsed.content && !fs2.existsSync(content[0].absPath)) {
    throw new DocsGenError(`No content found: ${rootDir} has no docs-gen config and no docs/ folder`, {
      file: rootDir,
      hint: "Run docs-gen in a folder with a docs/ folder of Markdown files, or add a docs-gen.config.ts."
    });
  }
  const generator = (source, key, defaultSidebar) => source && {
    ...source,
    absPath: requireFile(rootDir, source.file, `${key}.file`, configFile),
    sidebar: source.sidebar ?? defaultSidebar
  };
  return {
    ...parsed,
    rootDir,
    configFile,
    outPath: path.resolve(rootDir, parsed.outDir),
    content,
    cliReference: generator(parsed.cliReference, "cliReference", "cli"),
    openapi: generator(parsed.openapi, "openapi", "api"),
    sidebarsPath: parsed.sidebarsFile ? requireFile(rootDir, parsed.sidebarsFile, "sidebarsFile", configFile) : existing(rootDir, ["sidebars.yaml", "sidebars.yml", "sidebars.json"]),
    componentsPath: parsed.components ? requireFile(rootDir, parsed.components, "components", configFile) : void 0,
    pagesPath: parsed.pages ? requireFile(rootDir, parsed.pages, "pages", configFile) : existing(rootDir, ["pages"]),
    staticPath: parsed.staticDir ? requireFile(rootDir, parsed.staticDir, "staticDir", configFile) : existing(rootDir, ["static"])
  };
}
async function loadConfig(rootDir, overrides = {}) {
  const absRoot = path.resolve(rootDir);
  if (!fs2.existsSync(absRoot)) throw new DocsGenError(`The site folder ${rootDir} does not exist`, { file: absRoot });
  const configFile = findConfigFile(absRoot);
  const raw = configFile ? await evaluateConfigFile(configFile) : {};
  const source = configFile ? fs2.readFileSync(configFile, "utf8") : "";
  const parsed = parseConfig(raw, configFile, source);
  if (overrides.outDir) parsed.outDir = path.resolve(overrides.outDir);
  return resolveSiteConfig(parsed, absRoot, configFile);
}

// src/content/routes.ts
function joinRoute(...parts) {
  const joined = parts.flatMap((part) => part.split("/")).filter(Boolean).join("/");
  return joined ? `/${joined}/` : "/";
}
function idPrefix(routeBasePath) {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
}

// src/markdown/toc.ts
function selectToc(headings, minLevel, maxLevel) {
  return headings.filter((h) => h.level >= minLevel && h.level <= maxLevel);
}

// src/generators/openapi/buildPages.ts
var SAMPLE_TAB_IDS = (values) => values.flatMap((v) => [v, `tabs-1-tab-${v}`, `tabs-1-panel-${v}`]);
function rootDirId(placement) {
  return idPrefix(placement.routeBasePath).replace(/\/$/, "");
}
function firstSentences(text, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf(". ");
  return end > 40 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, "")}\u2026`;
}
function pageBase(placement, slug, scope) {
  const { toc } = placement.config;
  return {
    id: idPrefix(placement.routeBasePath) + slug,
    route: joinRoute(placement.routeBasePath, slug),
    sourceFile: placement.file,
    defaultSidebar: placement.sidebar,
    frontMatter: {},
    toc: selectToc(scope.headings, toc.minHeadingLevel, toc.maxHeadingLevel),
    links: scope.foundLinks(),
    assets: [],
    hasOwnH1: false
  };
}
function buildOverviewPage(view, title, descriptionText, scope, placement) {
  const sections = [{ anchor: "", headings: [], text: [view.summary, descriptionText].filter(Boolean).join(" ") }];
  for (const group of view.operations.groups) {
    sections.push({ anchor: group.id, headings: [view.operations.title, group.title], text: group.operations.map((o) => `${o.method} ${o.path} ${o.summary}`).join(" ") });
  }
  return {
    ...pageBase(placement, "overview", scope),
    title,
    description: view.summary ?? (firstSentences(descriptionText) || void 0),
    sidebarLabel: "Overview",
    sidebarPosition: 0,
    dirId: rootDirId(placement),
    anchors: scope.anchors,
    sections,
    body: { type: "component", name: "ApiOverview", props: view }
  };
}
function operationSections(entry, view, title, scope) {
  const call = `${view.method} ${view.path}`;
  const sections = [{ anchor: "", headings: [], text: [call, title, scope.textOf(entry.operation.description)].filter(Boolean).join(" ") }];
  if (view.parameters) {
    const text = entry.parameters.map(({ parameter: p }) => [p.name, scope.textOf(p.description)].filter(Boolean).join(" ")).join(" ");
    sections.push({ anchor: view.parameters.id, headings: [view.parameters.title], text });
  }
  if (view.requestBody) {
    const names2 = view.requestBody.contents.flatMap((c) => (c.schema?.properties ?? []).map((p) => p.name ?? ""));
    sections.push({ anchor: view.requestBody.id, headings: [view.requestBody.title], text: names2.join(" ") });
  }
  sections.push({ anchor: view.responses.id, headings: [view.responses.title], text: view.responses.items.map((r) => r.title).join(" ") });
  return sections;
}
function buildOperationPage(entry, view, scope, placement, layout) {
  const title = entry.operation.summary?.trim() || `${view.method} ${view.path}`;
  const descriptionText = scope.textOf(entry.operation.description);
  const keywords = [`${view.method} ${view.path}`, view.path, ...view.operationId ? [view.operationId] : []];
  return {
    ...pageBase(placement, entry.slug, scope),
    title,
    description: firstSentences(descriptionText) || title,
    keywords: entry.operation.tags,
    sidebarLabel: title,
    sidebarPosition: layout.position,
    dirId: layout.tagSlug ? idPrefix(placement.routeBasePath) + layout.tagSlug : rootDirId(placement),
    anchors: [...scope.anchors, ...SAMPLE_TAB_IDS(view.samples.samples.map((s) => s.value))],
    sections: operationSections(entry, view, title, scope),
    body: { type: "component", name: "ApiOperation", props: view },
    sidebarBadge: view.method,
    searchKeywords: keywords
  };
}

// src/generators/openapi/slug.ts
var WORD = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[A-Z]+(?=[A-Z][a-z])|\d+/g;
function splitWords(text) {
  return text.match(WORD) ?? [];
}
function kebabCase(text) {
  return splitWords(text).map((w2) => w2.toLowerCase()).join("-");
}
function operationSlug(operation) {
  const fromId = operation.operationId ? kebabCase(operation.operationId) : "";
  return fromId || kebabCase(`${operation.method} ${operation.path}`) || operation.method.toLowerCase();
}
function uniqueSlugs(slugs, reserved = []) {
  const used = new Set(reserved);
  return slugs.map((slug) => {
    let candidate = slug;
    for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
    used.add(candidate);
    return candidate;
  });
}

// src/generators/openapi/spec.ts
var HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function pointerOf(base, ...segments) {
  return segments.reduce((acc, s) => `${acc}/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`, base);
}
function segmentsOf(pointer) {
  if (!pointer || pointer === "/") return [];
  return pointer.replace(/^\//, "").split("/").map((s) => decodePercent(s).replace(/~1/g, "/").replace(/~0/g, "~"));
}
function decodePercent(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// src/generators/openapi/collectOperations.ts
function placeParameters(list, base, resolver) {
  return (list ?? []).map((entry, i) => {
    const { value, pointer } = resolver.resolve(entry);
    return { parameter: value, pointer: pointer ? pointer.slice(1) : pointerOf(base, "parameters", i) };
  });
}
function mergeParameters(pathLevel, operationLevel) {
  const key = (p) => `${p.parameter.in}:${p.parameter.name}`;
  const own = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !own.has(key(p))), ...operationLevel];
}
function collectOperations(doc, resolver) {
  const entries = [];
  for (const [path2, raw] of Object.entries(doc.paths ?? {})) {
    const base = pointerOf("/paths", path2);
    const item = resolver.resolve(raw).value;
    const pathParameters = placeParameters(item.parameters, base, resolver);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pointer = pointerOf(base, method);
      entries.push({
        method,
        path: path2,
        pointer,
        operation,
        parameters: mergeParameters(pathParameters, placeParameters(operation.parameters, pointer, resolver)),
        tag: operation.tags?.[0],
        security: operation.security ?? doc.security ?? [],
        servers: operation.servers ?? item.servers ?? doc.servers ?? []
      });
    }
  }
  const slugs = uniqueSlugs(entries.map((e) => operationSlug({ operationId: e.operation.operationId, method: e.method, path: e.path })), ["overview"]);
  return entries.map((entry, i) => ({ ...entry, slug: slugs[i] }));
}
function collectTags(doc, operations) {
  const tags = /* @__PURE__ */ new Map();
  for (const tag of doc.tags ?? []) tags.set(tag.name, { name: tag.name, slug: "", description: tag.description });
  for (const op of operations) for (const name of op.operation.tags ?? []) if (!tags.has(name)) tags.set(name, { name, slug: "" });
  const used = new Set(operations.flatMap((op) => op.operation.tags ?? []));
  const list = [...tags.values()].filter((t2) => used.has(t2.name));
  const slugs = uniqueSlugs(list.map((t2) => kebabCase(t2.name) || "tag"));
  return list.map((t2, i) => ({ ...t2, slug: slugs[i] }));
}

// src/markdown/codeMeta.ts
function parseCodeMeta(meta) {
  const result = { highlightLines: /* @__PURE__ */ new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(",")) {
      const [from, to] = part.trim().split("-").map(Number);
      if (!Number.isFinite(from)) continue;
      for (let line = from; line <= (Number.isFinite(to) ? to : from); line++) result.highlightLines.add(line);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(meta);
  return result;
}

// src/markdown/highlighter.ts
import { createHighlighter } from "shiki";
var LANGUAGES = [
  "bash",
  "shellsession",
  "json",
  "jsonc",
  "yaml",
  "toml",
  "ini",
  "python",
  "javascript",
  "typescript",
  "tsx",
  "jsx",
  "html",
  "css",
  "markdown",
  "mdx",
  "dockerfile",
  "hcl",
  "go",
  "rust",
  "sql",
  "diff",
  "xml",
  "powershell",
  "java",
  "c",
  "cpp"
];
var ALIASES = {
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "shellsession",
  shellscript: "bash",
  js: "javascript",
  ts: "typescript",
  py: "python",
  yml: "yaml",
  md: "markdown",
  docker: "dockerfile",
  terraform: "hcl",
  tf: "hcl",
  ps1: "powershell",
  "c++": "cpp",
  golang: "go",
  rs: "rust"
};
var THEMES = { light: "github-light", dark: "github-dark" };
var instance;
var loaded = /* @__PURE__ */ new Map();
async function getHighlighter(source = "") {
  instance ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
  const highlighter = await instance;
  const wanted = /* @__PURE__ */ new Set();
  for (const match of source.matchAll(/^\s*(?:`{3,}|~{3,})\s*([\w+#.-]+)/gm)) {
    const lang = normalizeLanguage(match[1]);
    if (lang !== "text") wanted.add(lang);
  }
  await Promise.all(
    [...wanted].map((lang) => {
      if (!loaded.has(lang)) loaded.set(lang, highlighter.loadLanguage(lang));
      return loaded.get(lang);
    })
  );
  return highlighter;
}
function normalizeLanguage(lang) {
  if (!lang) return "text";
  const lower = lang.toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return LANGUAGES.includes(name) ? name : "text";
}

// src/markdown/highlightCode.ts
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}
function highlightCodeHtml(highlighter, code, lang, meta = "") {
  const options = typeof meta === "string" ? parseCodeMeta(meta) : meta;
  const html = highlighter.codeToHtml(code.replace(/\n$/, ""), {
    lang: normalizeLanguage(lang),
    themes: THEMES,
    defaultColor: "light",
    transformers: [
      {
        line(line, number) {
          if (options.highlightLines.has(number)) this.addClassToHast(line, "highlighted");
        },
        pre(pre) {
          pre.properties.tabindex = 0;
          if (options.showLineNumbers) this.addClassToHast(pre, "line-numbers");
        }
      }
    ]
  });
  const title = options.title ? `<div class="code-title">${escapeHtml(options.title)}</div>` : "";
  return `${title}${html}<button type="button" class="copy-button" aria-label="Copy code to clipboard" hidden>Copy</button>`;
}

// src/generators/openapi/maskValues.ts
var PLAIN = /^[A-Za-z0-9 _.,:/@+=?&-]*$/;
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
var MARK = /QzQ(\d+)QzQ/;
var RESERVED = new Set(
  "await break case catch class const constructor continue debugger default delete do else enum export extends false finally for function get if implements import in instanceof interface let new null of package private protected public return set static super switch this throw true try typeof undefined var void while with yield async NaN Infinity prototype".split(" ")
);
var Masker = class {
  texts = [];
  /** A placeholder for plain text; other text as it is. */
  text(value) {
    if (!PLAIN.test(value) || value.includes("QzQ")) return value;
    this.texts.push(value);
    return `QzQ${this.texts.length - 1}QzQ`;
  }
  /** A key of an object literal: only identifiers, so a bare JavaScript key stays bare and a quoted one quoted. */
  key(name) {
    return IDENTIFIER.test(name) && !RESERVED.has(name) ? this.text(name) : name;
  }
  /** Text that goes into a URL as it is and into Python as it is: only text URL encoding leaves alone. */
  urlText(value) {
    return encodeURIComponent(value) === value ? this.text(value) : value;
  }
  /** JSON data with its plain strings (values and identifier keys) masked. */
  data(value) {
    if (typeof value === "string") return this.text(value);
    if (Array.isArray(value)) return value.map((v) => this.data(v));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.key(k), this.data(v)]));
    return value;
  }
};
function maskSampleRequest(request, masker) {
  return {
    ...request,
    url: masker.text(request.url),
    query: request.query.map((q) => ({ ...q, name: masker.urlText(q.name), values: q.values.map((v) => masker.urlText(v)), data: masker.data(q.data) })),
    headers: request.headers.map((h) => ({ ...h, values: h.values.map((v) => masker.text(v)) })),
    body: request.body && { mediaType: request.body.mediaType, value: masker.data(request.body.value) }
  };
}
var escapeHtml2 = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&#x26;", "<": "&#x3C;", ">": "&#x3E;", '"': "&#x22;" })[c]);
function splitMaskedHtml(html) {
  return html.split(MARK).map((part, i) => i % 2 ? Number(part) : part);
}
function fillMaskedHtml(parts, texts) {
  let html = "";
  for (const part of parts) html += typeof part === "number" ? escapeHtml2(texts[part]) : part;
  return html;
}

// src/generators/openapi/highlight.ts
var SAMPLE_LANGUAGES = ["bash", "python", "javascript", "json", "yaml", "xml"];
function languageOfMediaType(mediaType) {
  if (/[/+]json\b/i.test(mediaType)) return "json";
  if (/[/+]ya?ml\b/i.test(mediaType)) return "yaml";
  if (/[/+]xml\b/i.test(mediaType)) return "xml";
  return "text";
}
var CodeHighlighter = class _CodeHighlighter {
  constructor(highlighter) {
    this.highlighter = highlighter;
  }
  highlighter;
  cache = /* @__PURE__ */ new Map();
  templates = /* @__PURE__ */ new Map();
  static async create() {
    return new _CodeHighlighter(await getHighlighter(SAMPLE_LANGUAGES.map((lang) => `\`\`\`${lang}`).join("\n")));
  }
  /** The code highlighted as the inside of a `.code-block`. */
  highlight(code, language) {
    const key = `${language}\0${code}`;
    let html = this.cache.get(key);
    if (html === void 0) {
      html = highlightCodeHtml(this.highlighter, code, language);
      this.cache.set(key, html);
    }
    return { language, html };
  }
  /** Highlights code written with placeholders, then puts the placeholders' texts back. */
  highlightMasked(code, language, texts) {
    const key = `${language}\0${code}`;
    let parts = this.templates.get(key);
    if (!parts) {
      parts = splitMaskedHtml(this.highlight(code, language).html);
      this.templates.set(key, parts);
    }
    return { language, html: fillMaskedHtml(parts, texts) };
  }
  /** JSON data pretty-printed and highlighted; its plain strings are masked so examples of one shape share a template. */
  highlightJson(value) {
    const masker = new Masker();
    return this.highlightMasked(JSON.stringify(masker.data(value), null, 2), "json", masker.texts);
  }
};

// src/generators/openapi/loadDocument.ts
import fs3 from "node:fs/promises";

// src/generators/openapi/locate.ts
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
function createSourceLocator(text) {
  let parsed;
  const load = () => {
    if (!parsed) {
      const lines = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter: lines, keepSourceTokens: false }), lines };
    }
    return parsed;
  };
  const found = /* @__PURE__ */ new Map();
  let lineStarts;
  const lineColumnOf = (offset) => {
    lineStarts ??= [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  const positionOf = (offset) => {
    const { line, col } = load().lines.linePos(offset);
    return { line, column: col };
  };
  const walk = (pointer) => {
    let node = load().doc.contents;
    let offset;
    for (const segment of segmentsOf(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
        if (!pair) return offset;
        offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (!item) return offset;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        return offset;
      }
    }
    return offset;
  };
  return {
    locate(pointer) {
      const offset = walk(pointer);
      return offset === void 0 ? void 0 : positionOf(offset);
    },
    locateText(needle) {
      if (!found.has(needle)) {
        const offset = text.indexOf(needle);
        found.set(needle, offset < 0 ? void 0 : lineColumnOf(offset));
      }
      return found.get(needle);
    }
  };
}

// src/generators/openapi/validate.ts
import { Validator } from "@seriousme/openapi-schema-validator";

// src/generators/openapi/refs.ts
function isRef(value) {
  return isRecord(value) && typeof value.$ref === "string";
}
var names = /* @__PURE__ */ new Map();
function nameOf(ref) {
  if (!names.has(ref)) names.set(ref, segmentsOf(ref.slice(1)).pop());
  return names.get(ref);
}
function lookupPointer(root, ref) {
  let node = root;
  for (const segment of segmentsOf(ref.slice(1))) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return void 0;
  }
  return node;
}
function createRefResolver(doc) {
  const found = /* @__PURE__ */ new Map();
  const lookup = (ref) => {
    if (!ref.startsWith("#")) return void 0;
    if (!found.has(ref)) found.set(ref, lookupPointer(doc, ref));
    return found.get(ref);
  };
  const derived = /* @__PURE__ */ new Map();
  return {
    lookup,
    cached(key, compute) {
      if (!derived.has(key)) derived.set(key, compute());
      return derived.get(key);
    },
    resolve(value) {
      let current = value;
      let name;
      let pointer;
      for (let hops = 0; isRef(current) && hops < 32; hops++) {
        pointer = current.$ref;
        name = nameOf(pointer);
        current = lookup(pointer);
      }
      return { value: current, name, pointer };
    }
  };
}
var LITERAL_KEYS = /* @__PURE__ */ new Set(["example", "examples", "enum", "default", "const", "value"]);
var NAMED_MAPS = /* @__PURE__ */ new Set([
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "responses",
  "schemas",
  "parameters",
  "headers",
  "requestBodies",
  "securitySchemes",
  "links",
  "callbacks",
  "content",
  "paths",
  "webhooks",
  "pathItems",
  "encoding",
  "examples"
]);
function findBrokenRefs(doc) {
  const broken = [];
  const resolver = createRefResolver(doc);
  const path2 = [];
  const visit2 = (node, parentKey) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        path2.push(i);
        visit2(item, parentKey);
        path2.pop();
      });
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.$ref === "string") {
      const ref = node.$ref;
      const reason = !ref.startsWith("#") ? "external" : resolver.lookup(ref) === void 0 ? "missing" : isRef(resolver.resolve(node).value) ? "loop" : void 0;
      if (reason) broken.push({ at: pointerOf("", ...path2, "$ref"), ref, reason });
    }
    const named = NAMED_MAPS.has(parentKey);
    for (const key in node) {
      const value = node[key];
      const literal = !named && LITERAL_KEYS.has(key) && !(key === "examples" && isRecord(value));
      if (literal) continue;
      path2.push(key);
      visit2(value, named ? "" : key);
      path2.pop();
    }
  };
  visit2(doc, "");
  return broken;
}

// src/generators/openapi/structure.ts
var SCHEMA_TYPES = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
var SUBSCHEMA_LISTS = ["allOf", "oneOf", "anyOf", "prefixItems"];
var SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs"];
var SUBSCHEMAS = ["items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else"];
function checkSchema(schema, at, out2) {
  if (!isRecord(schema)) return;
  const { type } = schema;
  const types = Array.isArray(type) ? type : type === void 0 ? [] : [type];
  for (const t2 of types) {
    if (typeof t2 !== "string" || !SCHEMA_TYPES.has(t2)) {
      out2.push({
        pointer: pointerOf(at, "type"),
        message: `Invalid schema at #${at}: type ${JSON.stringify(t2)} is not one of ${[...SCHEMA_TYPES].join(", ")}`
      });
    }
  }
  if (schema.required !== void 0 && (!Array.isArray(schema.required) || schema.required.some((r) => typeof r !== "string"))) {
    out2.push({ pointer: pointerOf(at, "required"), message: `Invalid schema at #${at}: "required" must be a list of property names` });
  }
  if (schema.enum !== void 0 && !Array.isArray(schema.enum)) {
    out2.push({ pointer: pointerOf(at, "enum"), message: `Invalid schema at #${at}: "enum" must be a list` });
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (list === void 0) continue;
    if (!Array.isArray(list)) out2.push({ pointer: pointerOf(at, key), message: `Invalid schema at #${at}: "${key}" must be a list of schemas` });
    else list.forEach((s, i) => checkSchema(s, pointerOf(at, key, i), out2));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (map === void 0) continue;
    if (!isRecord(map)) out2.push({ pointer: pointerOf(at, key), message: `Invalid schema at #${at}: "${key}" must map names to schemas` });
    else for (const [name, s] of Object.entries(map)) checkSchema(s, pointerOf(at, key, name), out2);
  }
  for (const key of SUBSCHEMAS) checkSchema(schema[key], pointerOf(at, key), out2);
}
function checkAllSchemas(node, at, out2) {
  if (Array.isArray(node)) return node.forEach((item, i) => checkAllSchemas(item, pointerOf(at, i), out2));
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "example" || key === "examples") continue;
    if (key === "schema") checkSchema(value, pointerOf(at, key), out2);
    else if (key === "schemas" && at === "/components" && isRecord(value)) {
      for (const [name, s] of Object.entries(value)) checkSchema(s, pointerOf(at, key, name), out2);
    } else checkAllSchemas(value, pointerOf(at, key), out2);
  }
}
function findStructureProblems(doc) {
  const out2 = [];
  checkAllSchemas(doc, "", out2);
  if (typeof doc.openapi !== "string" || !doc.openapi.startsWith("3.1")) return out2;
  for (const [path2, item] of Object.entries(isRecord(doc.paths) ? doc.paths : {})) {
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const responses = operation.responses;
      if (!isRecord(responses) || Object.keys(responses).length === 0) {
        out2.push({
          pointer: pointerOf("/paths", path2, method),
          message: `Operation ${method.toUpperCase()} ${path2} has no responses`,
          hint: "Describe at least one response (OpenAPI 3.0 requires it; the reference page needs it)."
        });
      }
    }
  }
  return out2;
}

// src/generators/openapi/validate.ts
var SUPPORTED_VERSION = /^3\.[01]\.\d+(-[\w.]+)?$/;
var MAX_REPORTED = 10;
var validator;
function pickUsefulErrors(errors) {
  const specific = errors.filter(
    (e) => !["oneOf", "anyOf", "if", "not"].includes(e.keyword) && !(e.keyword === "required" && e.params.missingProperty === "$ref")
  );
  const list = specific.length ? specific : errors;
  const deepest = list.filter((e) => !list.some((o) => o !== e && o.instancePath.startsWith(`${e.instancePath}/`)));
  const seen = /* @__PURE__ */ new Set();
  return deepest.filter((e) => {
    const key = `${e.instancePath} ${e.keyword}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function describeAjvError(error) {
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return `missing required property "${String(params.missingProperty)}"`;
    case "additionalProperties":
      return `unknown property "${String(params.additionalProperty)}"`;
    case "unevaluatedProperties":
      return `unknown property "${String(params.unevaluatedProperty)}"`;
    case "enum":
      return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return error.message ?? error.keyword;
  }
}
function checkVersion(doc) {
  if (!isRecord(doc)) return [{ pointer: "", message: "The OpenAPI document must be a mapping (an object) at the top level" }];
  if (doc.swagger !== void 0) {
    return [{ pointer: "/swagger", message: `Swagger ${String(doc.swagger)} documents are not supported`, hint: "Convert it to OpenAPI 3.0 or 3.1." }];
  }
  if (doc.openapi === void 0) return [{ pointer: "", message: 'Missing required field "openapi" (the OpenAPI version, e.g. 3.1.0)' }];
  if (typeof doc.openapi !== "string" || !SUPPORTED_VERSION.test(doc.openapi)) {
    return [{ pointer: "/openapi", message: `Unsupported OpenAPI version ${JSON.stringify(doc.openapi)}`, hint: "docs-gen reads OpenAPI 3.0.x and 3.1.x documents." }];
  }
  const missing = [];
  if (!isRecord(doc.info)) missing.push({ pointer: "", message: 'Missing required field "info" (the title and version of the API)' });
  if (!isRecord(doc.paths)) missing.push({ pointer: "", message: 'Missing required field "paths": the document describes no operations to document' });
  return missing;
}
function refProblems(doc) {
  return findBrokenRefs(doc).map(({ at, ref, reason }) => ({
    pointer: at,
    message: reason === "external" ? `$ref at #${at} points outside the document (${ref}); only local refs (#/...) are supported` : reason === "loop" ? `$ref at #${at} (${ref}) only leads to other $refs in a loop` : `Unresolved $ref at #${at}: ${ref} does not exist in the document`
  }));
}
async function schemaProblems(doc) {
  validator ??= new Validator();
  const result = await validator.validate(doc);
  if (result.valid || result.errors === void 0) return [];
  if (typeof result.errors === "string") return [];
  return pickUsefulErrors(result.errors).map((e) => ({
    pointer: e.instancePath,
    message: `Invalid OpenAPI document at #${e.instancePath}: ${describeAjvError(e)}`
  }));
}
async function validateDocument(doc, file, locator) {
  let problems = checkVersion(doc);
  if (!problems.length) problems = refProblems(doc);
  if (!problems.length) {
    const record = doc;
    const official = await schemaProblems(record);
    const covered = (p) => official.some((o) => o.pointer && (p.pointer === o.pointer || p.pointer.startsWith(`${o.pointer}/`) || p.pointer && o.pointer.startsWith(`${p.pointer}/`)));
    problems = [...official, ...findStructureProblems(record).filter((p) => !covered(p))];
  }
  if (!problems.length) return doc;
  const errors = problems.slice(0, MAX_REPORTED).map((p) => {
    const at = locator.locate(p.pointer) ?? { line: 1, column: 1 };
    return new DocsGenError(p.message, { file, line: at.line, column: at.column, hint: p.hint });
  });
  throw combineErrors(errors);
}

// src/generators/openapi/loadDocument.ts
async function loadDocument(file) {
  let text;
  try {
    text = await fs3.readFile(file, "utf8");
  } catch (error) {
    throw new DocsGenError(`Cannot read the OpenAPI document: ${error.message}`, { file, cause: error });
  }
  const raw = parseYaml(text, file);
  const locator = createSourceLocator(text);
  const doc = await validateDocument(raw, file, locator);
  return { doc, file, locator };
}

// src/generators/openapi/markdown.ts
import { toHtml } from "hast-util-to-html";
import { toString as textOfHast } from "hast-util-to-string";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
var EXTERNAL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;
var PLAIN_TEXT = /^[A-Za-z0-9 \t\n,.;:'"?()/%+=-]*$/;
function renderPlainText(markdown) {
  if (!PLAIN_TEXT.test(markdown) || markdown.includes("://") || /www\./i.test(markdown)) return void 0;
  const paragraphs = [[]];
  for (const raw of markdown.split("\n")) {
    if (!raw.trim()) {
      if (paragraphs[paragraphs.length - 1].length) paragraphs.push([]);
      continue;
    }
    if (/^ {4}|^\t| {2}$/.test(raw) || !/^\s{0,3}[A-Za-z]/.test(raw)) return void 0;
    paragraphs[paragraphs.length - 1].push(raw.trim());
  }
  const blocks = paragraphs.filter((p) => p.length);
  const html = blocks.map((lines) => `<p>${lines.join("\n")}</p>`).join("\n");
  const text = blocks.map((lines) => lines.join(" ")).join(" ").replace(/\s+/g, " ").trim();
  return { hast: { type: "root", children: [] }, html, text, links: [] };
}
var HEADING = /^h([1-6])$/;
var MarkdownRenderer = class {
  processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();
  cache = /* @__PURE__ */ new Map();
  /**
   * `slugger` gives headings ids unique in the page, and `minLevel` moves the description's top heading
   * level to the level it sits at (a `#` in a description must not become a second h1).
   * Without a slugger, headings get no ids (descriptions nested in tables and schema trees).
   */
  render(markdown, options = {}) {
    const compiled = this.compile(markdown);
    if (compiled.minDepth === void 0) {
      compiled.html ??= toHtml(compiled.hast);
      return { html: compiled.html, text: compiled.text, links: compiled.links, headings: [] };
    }
    const tree = structuredClone(compiled.hast);
    const shift = Math.max(0, (options.minLevel ?? 2) - compiled.minDepth);
    const headings = [];
    visit(tree, "element", (node) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const level = Math.min(6, Number(match[1]) + shift);
      node.tagName = `h${level}`;
      if (options.slugger) {
        const text = textOfHast(node).trim();
        const id = options.slugger.slug(text);
        node.properties = { ...node.properties, id };
        headings.push({ id, text, level });
      }
    });
    return { html: toHtml(tree), text: compiled.text, links: compiled.links, headings };
  }
  /** The full CommonMark + GFM rendering, bypassing the plain-prose shortcut (to check the shortcut against). */
  renderFully(markdown) {
    return toHtml(this.transform(markdown).hast);
  }
  /** Plain text of a description (for search), without rendering it. */
  textOf(markdown) {
    return this.compile(markdown).text;
  }
  compile(markdown) {
    const hit = this.cache.get(markdown);
    if (hit) return hit;
    const compiled = renderPlainText(markdown) ?? this.transform(markdown);
    this.cache.set(markdown, compiled);
    return compiled;
  }
  /** The full pipeline: parse, collect links and the top heading level, turn into HTML-ready hast. */
  transform(markdown) {
    const mdast = this.processor.parse(markdown);
    const links = [];
    let minDepth;
    visit(mdast, (node) => {
      if (node.type === "link" || node.type === "definition") {
        links.push(node.url);
      } else if (node.type === "heading") minDepth = Math.min(minDepth ?? 6, node.depth);
    });
    const text = mdast.children.map((child) => toString(child)).join(" ").replace(/\s+/g, " ").trim();
    const hast = this.processor.runSync(mdast);
    visit(hast, "element", (node) => {
      if (node.tagName === "a" && typeof node.properties.href === "string" && EXTERNAL.test(node.properties.href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
    return { hast, text, links, minDepth };
  }
};

// src/generators/openapi/contentView.ts
import { STATUS_CODES } from "node:http";

// src/generators/openapi/flattenSchema.ts
function mergeTwo(base, over) {
  const merged = { ...base, ...over };
  if (base.properties || over.properties) merged.properties = { ...base.properties, ...over.properties };
  if (base.required || over.required) merged.required = [.../* @__PURE__ */ new Set([...base.required ?? [], ...over.required ?? []])];
  merged.type = over.type ?? base.type;
  return merged;
}
function flattenSchema(input, resolver, stack = []) {
  let schema = input;
  let refName;
  const names2 = [];
  if (schema.$ref) {
    const { value, name } = resolver.resolve(schema);
    if (name && (stack.includes(name) || names2.includes(name))) return { schema: {}, refName: name, names: names2, circular: name };
    const { $ref: _ref, ...siblings } = schema;
    schema = mergeTwo(value ?? {}, siblings);
    delete schema.$ref;
    refName = name;
    if (name) names2.push(name);
  }
  if (!schema.allOf?.length) return { schema, refName, names: names2 };
  const { allOf, ...own } = schema;
  let merged = {};
  const seen = [...stack, ...names2];
  let aliasOf;
  for (const member of allOf) {
    const flat = flattenSchema(member, resolver, seen);
    if (flat.circular) continue;
    merged = mergeTwo(merged, flat.schema);
    names2.push(...flat.names);
    seen.push(...flat.names);
    if (allOf.length === 1) aliasOf = flat.refName;
  }
  return { schema: mergeTwo(merged, own), refName: refName ?? aliasOf, names: names2 };
}
function typesOf(schema) {
  const list = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return { types: list.filter((t2) => t2 !== "null"), nullable: list.includes("null") || schema.nullable === true };
}

// src/generators/openapi/examples.ts
var FORMAT_EXAMPLES = {
  "date-time": "2024-01-01T12:00:00Z",
  date: "2024-01-01",
  time: "12:00:00",
  email: "user@example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  uri: "https://example.com",
  url: "https://example.com",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "U3dhZ2dlciByb2Nrcw==",
  password: "secret"
};
var MAX_DEPTH = 12;
function numberExample(s, integer) {
  const low = typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + 1 : s.minimum;
  const high = typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum - 1 : s.maximum;
  const value = low ?? (high !== void 0 ? Math.min(high, 0) : integer ? 0 : 0.5);
  return integer ? Math.ceil(value) : value;
}
function stringExample(s) {
  if (s.format && FORMAT_EXAMPLES[s.format]) return FORMAT_EXAMPLES[s.format];
  const text = "string";
  if (s.minLength !== void 0 && s.minLength > text.length) return text.padEnd(s.minLength, "x");
  if (s.maxLength !== void 0 && s.maxLength < text.length) return text.slice(0, Math.max(1, s.maxLength));
  return text;
}
function statedValue(s) {
  if (s.example !== void 0) return { value: s.example };
  if (Array.isArray(s.examples) && s.examples.length) return { value: s.examples[0] };
  if (s.const !== void 0) return { value: s.const };
  if (s.default !== void 0) return { value: s.default };
  if (s.enum?.length) return { value: s.enum[0] };
  return void 0;
}
function includedProperties(s, resolver, direction, stack) {
  const required = new Set(s.required ?? []);
  const carried = Object.entries(s.properties ?? {}).filter(([, property]) => {
    const p = flattenSchema(property, resolver, stack).schema;
    return direction === "request" ? !p.readOnly && !p.deprecated : !p.writeOnly;
  });
  if (direction === "response") return carried;
  const chosen = carried.filter(([name, property]) => required.has(name) || statedValue(flattenSchema(property, resolver, stack).schema));
  return chosen.length ? chosen : carried;
}
function synthesise(schema, resolver, direction, stack) {
  const flat = flattenSchema(schema, resolver, stack);
  if (flat.circular || stack.length > MAX_DEPTH) return void 0;
  const s = flat.schema;
  const stated = statedValue(s);
  if (stated) return stated.value;
  const inner = [...stack, ...flat.names, ""];
  const variant = s.oneOf?.[0] ?? s.anyOf?.[0];
  const { types, nullable } = typesOf(s);
  const type = types[0] ?? (s.properties || s.additionalProperties ? "object" : s.items ? "array" : void 0);
  if (variant && !s.properties) return synthesise(variant, resolver, direction, inner);
  switch (type) {
    case "object": {
      const out2 = {};
      for (const [name, property] of includedProperties(s, resolver, direction, inner)) {
        const value = synthesise(property, resolver, direction, inner);
        if (value !== void 0) out2[name] = value;
      }
      if (!s.properties && typeof s.additionalProperties === "object") {
        const value = synthesise(s.additionalProperties, resolver, direction, inner);
        if (value !== void 0) out2.key = value;
      }
      return out2;
    }
    case "array": {
      const item = typeof s.items === "object" ? synthesise(s.items, resolver, direction, inner) : void 0;
      return item === void 0 ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case "integer":
      return numberExample(s, true);
    case "number":
      return numberExample(s, false);
    case "boolean":
      return true;
    case "string":
      return stringExample(s);
    default:
      return nullable ? null : void 0;
  }
}
function exampleFromSchema(schema, resolver, direction) {
  if (schema.$ref && Object.keys(schema).length === 1) {
    return resolver.cached(`example ${direction} ${schema.$ref}`, () => synthesise(schema, resolver, direction, []));
  }
  return synthesise(schema, resolver, direction, []);
}
function firstNamedExample(examples, resolver) {
  for (const entry of Object.values(examples ?? {})) {
    const example = resolver.resolve(entry).value;
    if (isRecord(example) && example.value !== void 0) return { value: example.value };
  }
  return void 0;
}
function exampleOfMediaType(media, resolver, direction) {
  if (media.example !== void 0) return media.example;
  const named = firstNamedExample(media.examples, resolver);
  if (named) return named.value;
  return media.schema ? exampleFromSchema(media.schema, resolver, direction) : void 0;
}

// src/generators/openapi/schemaView.ts
function formatValue(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function constraintsOf(s) {
  const out2 = [];
  const add = (label, value) => out2.push(value === void 0 ? { label } : { label, value: String(value) });
  if (s.minimum !== void 0) add(s.exclusiveMinimum === true ? "greater than" : "minimum", s.minimum);
  if (typeof s.exclusiveMinimum === "number") add("greater than", s.exclusiveMinimum);
  if (s.maximum !== void 0) add(s.exclusiveMaximum === true ? "less than" : "maximum", s.maximum);
  if (typeof s.exclusiveMaximum === "number") add("less than", s.exclusiveMaximum);
  if (s.multipleOf !== void 0) add("multiple of", s.multipleOf);
  if (s.minLength !== void 0) add("min length", s.minLength);
  if (s.maxLength !== void 0) add("max length", s.maxLength);
  if (s.pattern !== void 0) add("pattern", s.pattern);
  if (s.minItems !== void 0) add("min items", s.minItems);
  if (s.maxItems !== void 0) add("max items", s.maxItems);
  if (s.uniqueItems) add("unique items");
  if (s.minProperties !== void 0) add("min properties", s.minProperties);
  if (s.maxProperties !== void 0) add("max properties", s.maxProperties);
  return out2;
}
function typeLabel(s, items) {
  const { types } = typesOf(s);
  if (types.length > 1) return types.join(" | ");
  const type = types[0] ?? (s.properties || s.additionalProperties ? "object" : s.items ? "array" : void 0);
  if (type === "array" || !type && items) return items ? `${items.title ?? items.type}[]` : "array";
  if (type) return type;
  if (s.const !== void 0) return s.const === null ? "null" : typeof s.const;
  if (s.enum?.length) return typeof s.enum[0];
  if (s.oneOf) return "one of";
  if (s.anyOf) return "any of";
  return "any";
}
function variantsOf(s, ctx2, stack, direction) {
  const kind = s.oneOf ? "oneOf" : s.anyOf ? "anyOf" : void 0;
  const members = s.oneOf ?? s.anyOf;
  if (!kind || !members) return void 0;
  const options = members.map((member, i) => {
    const node = buildSchemaNode(member, ctx2, { stack, direction });
    return { ...node, title: node.title ?? `Option ${i + 1}` };
  });
  const variants = { kind, options };
  if (s.discriminator) {
    const explicit = Object.entries(s.discriminator.mapping ?? {}).map(([value, target]) => ({ value, target: target.split("/").pop() ?? target }));
    const implicit = options.filter((o) => o.title && !o.title.startsWith("Option ")).map((o) => ({ value: o.title, target: o.title }));
    variants.discriminator = { propertyName: s.discriminator.propertyName, mapping: explicit.length ? explicit : implicit };
  }
  return variants;
}
function propertiesOf(s, ctx2, stack, direction) {
  if (!s.properties) return void 0;
  const required = new Set(s.required ?? []);
  const nodes = [];
  for (const [name, property] of Object.entries(s.properties)) {
    const node = buildSchemaNode(property, ctx2, { stack, direction, name, required: required.has(name) });
    if (direction === "request" && node.readOnly || direction === "response" && node.writeOnly) continue;
    nodes.push(node);
  }
  return nodes;
}
function buildSchemaView(schema, ctx2, direction) {
  const key = schema.$ref && Object.keys(schema).length === 1 ? `${direction} ${schema.$ref}` : void 0;
  if (!key || !ctx2.memo) return buildSchemaNode(schema, ctx2, { direction });
  const hit = ctx2.memo.get(key);
  if (hit) {
    hit.descriptions.forEach((d) => ctx2.describe(d));
    return hit.node;
  }
  const descriptions = [];
  const recording = {
    ...ctx2,
    describe: (markdown) => {
      if (markdown) descriptions.push(markdown);
      return ctx2.describe(markdown);
    }
  };
  const node = buildSchemaNode(schema, recording, { direction });
  ctx2.memo.set(key, { node, descriptions });
  return node;
}
function buildSchemaNode(schema, ctx2, options) {
  const stack = options.stack ?? [];
  const flat = flattenSchema(schema, ctx2.resolver, stack);
  const base = { name: options.name, type: "object" };
  if (options.required) base.required = true;
  if (flat.circular) {
    return { ...base, type: flat.circular, title: flat.circular, circular: true, descriptionHtml: ctx2.describe(schema.description) };
  }
  const s = flat.schema;
  const inner = [...stack, ...flat.names];
  const items = typeof s.items === "object" ? buildSchemaNode(s.items, ctx2, { stack: inner, direction: options.direction }) : void 0;
  const node = { ...base, type: typeLabel(s, items) };
  if (flat.refName) node.title = flat.refName;
  if (s.format) node.format = s.format;
  if (typesOf(s).nullable) node.nullable = true;
  if (s.readOnly) node.readOnly = true;
  if (s.writeOnly) node.writeOnly = true;
  if (s.deprecated) node.deprecated = true;
  const description = ctx2.describe(s.description);
  if (description) node.descriptionHtml = description;
  const constraints = constraintsOf(s);
  if (constraints.length) node.constraints = constraints;
  if (s.enum?.length) node.enumValues = s.enum.map(formatValue);
  if (s.default !== void 0) node.defaultValue = formatValue(s.default);
  if (s.const !== void 0) node.constValue = formatValue(s.const);
  const properties = propertiesOf(s, ctx2, inner, options.direction);
  if (properties) node.properties = properties;
  if (s.additionalProperties === true) node.additionalProperties = { type: "any" };
  else if (typeof s.additionalProperties === "object") {
    node.additionalProperties = buildSchemaNode(s.additionalProperties, ctx2, { stack: inner, direction: options.direction });
  }
  if (items) node.items = items;
  const variants = variantsOf(s, ctx2, inner, options.direction);
  if (variants) node.variants = variants;
  return node;
}

// src/generators/openapi/contentView.ts
function schemaContext(ctx2) {
  return { resolver: ctx2.resolver, describe: ctx2.scope.describe, memo: ctx2.memo };
}
function highlightExample(value, mediaType, highlighter) {
  const language = languageOfMediaType(mediaType);
  if (typeof value === "string" && language !== "json") return highlighter.highlight(value, language);
  return language === "json" ? highlighter.highlightJson(value) : highlighter.highlight(JSON.stringify(value, null, 2), language);
}
function buildMediaTypes(content, idPrefix2, direction, ctx2, level) {
  return Object.entries(content ?? {}).map(([mediaType, media]) => {
    const view = ctx2.scope.section(mediaType, level, `${idPrefix2} ${mediaType}`);
    if (media.schema) view.schema = buildSchemaView(media.schema, schemaContext(ctx2), direction);
    const example = exampleOfMediaType(media, ctx2.resolver, direction);
    if (example !== void 0) view.example = highlightExample(example, mediaType, ctx2.highlighter);
    return view;
  });
}
function buildHeaders(headers, ctx2) {
  return Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== "content-type").map(([name, raw]) => {
    const header = ctx2.resolver.resolve(raw).value;
    const view = { name, required: header.required === true, deprecated: header.deprecated === true };
    const description = ctx2.scope.describe(header.description);
    if (description) view.descriptionHtml = description;
    if (header.schema) view.schema = buildSchemaView(header.schema, schemaContext(ctx2), "response");
    return view;
  });
}
function buildRequestBody(raw, ctx2) {
  if (!raw) return void 0;
  const body = ctx2.resolver.resolve(raw).value;
  const view = { ...ctx2.scope.section("Request body", 2), required: body.required === true, contents: [] };
  const description = ctx2.scope.describe(body.description);
  if (description) view.descriptionHtml = description;
  view.contents = buildMediaTypes(body.content, "request body", "request", ctx2, 3);
  return view;
}
function statusTitle(status) {
  if (status === "default") return "Default response";
  const range = /^([1-5])XX$/i.exec(status);
  if (range) return `${status.toUpperCase()} ${["Informational", "Success", "Redirection", "Client error", "Server error"][Number(range[1]) - 1]}`;
  const phrase = STATUS_CODES[status];
  return phrase ? `${status} ${phrase}` : status;
}
function buildResponses(responses, ctx2) {
  return Object.entries(responses).map(([status, raw]) => {
    const response = ctx2.resolver.resolve(raw).value;
    const section = ctx2.scope.section(statusTitle(status), 3, `response ${status}`);
    const view = { ...section, status, success: /^[123]/.test(status), headers: [], contents: [] };
    const description = ctx2.scope.describe(response.description);
    if (description) view.descriptionHtml = description;
    view.headers = buildHeaders(response.headers, ctx2);
    view.contents = buildMediaTypes(response.content, `response ${status}`, "response", ctx2, 4);
    return view;
  });
}

// src/generators/openapi/literals.ts
var IDENTIFIER2 = /^[A-Za-z_$][\w$]*$/;
function pad(depth, unit) {
  return unit.repeat(depth);
}
function toPythonLiteral(value, depth = 0) {
  if (value === null || value === void 0) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  const inner = pad(depth + 1, "    ");
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    return `[
${value.map((v) => `${inner}${toPythonLiteral(v, depth + 1)},`).join("\n")}
${pad(depth, "    ")}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return "{}";
  return `{
${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toPythonLiteral(v, depth + 1)},`).join("\n")}
${pad(depth, "    ")}}`;
}
function toJsLiteral(value, depth = 0) {
  if (value === void 0) return "undefined";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = pad(depth + 1, "  ");
  if (Array.isArray(value)) {
    if (!value.length) return "[]";
    return `[
${value.map((v) => `${inner}${toJsLiteral(v, depth + 1)},`).join("\n")}
${pad(depth, "  ")}]`;
  }
  const entries = Object.entries(value);
  if (!entries.length) return "{}";
  const key = (k) => IDENTIFIER2.test(k) ? k : JSON.stringify(k);
  return `{
${entries.map(([k, v]) => `${inner}${key(k)}: ${toJsLiteral(v, depth + 1)},`).join("\n")}
${pad(depth, "  ")}}`;
}
function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
function shellDoubleQuote(parts) {
  return `"${parts.map((p) => "variable" in p ? `$${p.variable}` : p.literal.replace(/["\\$`]/g, "\\$&")).join("")}"`;
}

// src/generators/openapi/requestSamples.ts
function bodyKind(mediaType) {
  if (/[/+]json\b/i.test(mediaType)) return "json";
  if (/x-www-form-urlencoded/i.test(mediaType)) return "form";
  if (/multipart\//i.test(mediaType)) return "multipart";
  return "raw";
}
var fieldText = (value) => typeof value === "string" ? value : JSON.stringify(value);
var fieldsOf = (value) => value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => [k, fieldText(v)]) : [];
var rawText = (value) => typeof value === "string" ? value : JSON.stringify(value, null, 2);
function headersOf(request, withContentType) {
  const headers = [...request.headers];
  if (request.body && withContentType) headers.push({ name: "Content-Type", values: [request.body.mediaType] });
  return headers;
}
function queryString(query, envRef) {
  const parts = query.flatMap(
    (q) => q.env ? [`${encodeURIComponent(q.name)}=${envRef(q.env.variable)}`] : q.values.map((v) => `${encodeURIComponent(q.name)}=${encodeURIComponent(v)}`)
  );
  return parts.length ? `?${parts.join("&")}` : "";
}
function buildCurlSample(request) {
  const kind = request.body ? bodyKind(request.body.mediaType) : void 0;
  const url = request.url + queryString(request.query, (v) => `$${v}`);
  const head = request.method === "GET" ? "curl" : request.method === "HEAD" ? "curl -I" : `curl -X ${request.method}`;
  const lines = [`${head} ${request.query.some((q) => q.env) ? `"${url}"` : shellDoubleQuote([{ literal: url }])}`];
  for (const h of headersOf(request, kind !== "form" && kind !== "multipart")) {
    const value = h.env ? shellDoubleQuote([{ literal: `${h.name}: ${h.env.prefix}` }, { variable: h.env.variable }]) : shellQuote(`${h.name}: ${h.values.join(",")}`);
    lines.push(`-H ${value}`);
  }
  const body = request.body?.value;
  if (kind === "json") lines.push(`--data ${shellQuote(JSON.stringify(body, null, 2))}`);
  else if (kind === "form") lines.push(...fieldsOf(body).map(([k, v]) => `--data-urlencode ${shellQuote(`${k}=${v}`)}`));
  else if (kind === "multipart") lines.push(...fieldsOf(body).map(([k, v]) => `-F ${shellQuote(`${k}=${v}`)}`));
  else if (kind === "raw") lines.push(`--data-binary ${shellQuote(rawText(body))}`);
  return lines.join(" \\\n  ");
}
function pythonHeaderValue(h) {
  if (!h.env) return JSON.stringify(h.values.join(","));
  const lookup = `os.environ['${h.env.variable}']`;
  if (!h.env.prefix) return lookup;
  const prefix = JSON.stringify(h.env.prefix).slice(1, -1).replace(/[{}]/g, "$&$&");
  return `f"${prefix}{${lookup}}"`;
}
var PYTHON_METHODS = /* @__PURE__ */ new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
function buildPythonSample(request) {
  const env = (v) => `os.environ['${v}']`;
  const args = [JSON.stringify(request.url)];
  if (request.query.length) {
    const entries = request.query.map((q) => `${JSON.stringify(q.name)}: ${q.env ? env(q.env.variable) : toPythonLiteral(q.data ?? q.values[0], 1)}`);
    args.push(`params={${entries.join(", ")}}`);
  }
  const kind = request.body ? bodyKind(request.body.mediaType) : void 0;
  const headers = headersOf(request, kind === "raw");
  if (headers.length) {
    args.push(`headers={${headers.map((h) => `${JSON.stringify(h.name)}: ${pythonHeaderValue(h)}`).join(", ")}}`);
  }
  const body = request.body?.value;
  if (kind === "json") args.push(`json=${toPythonLiteral(body, 1)}`);
  else if (kind === "form") args.push(`data=${toPythonLiteral(Object.fromEntries(fieldsOf(body)), 1)}`);
  else if (kind === "multipart") args.push(`files=${toPythonLiteral(Object.fromEntries(fieldsOf(body).map(([k, v]) => [k, [null, v]])), 1)}`);
  else if (kind === "raw") args.push(`data=${JSON.stringify(rawText(body))}`);
  const call = PYTHON_METHODS.has(request.method) ? `requests.${request.method.toLowerCase()}(` : `requests.request(${JSON.stringify(request.method)}, `;
  const usesEnv = [...request.query, ...headers].some((v) => v.env);
  const output = request.response === "json" ? "print(response.json())" : request.response === "text" ? "print(response.text)" : "print(response.status_code)";
  return [
    ...usesEnv ? ["import os", ""] : [],
    "import requests",
    "",
    `response = ${call}`,
    ...args.map((a) => `    ${a},`),
    ")",
    "response.raise_for_status()",
    output
  ].join("\n");
}
function buildFetchSample(request) {
  const env = (v) => `process.env.${v}`;
  const query = queryString(request.query, (v) => `\${${env(v)}}`);
  const url = request.query.some((q) => q.env) ? `\`${request.url}${query}\`` : JSON.stringify(request.url + query);
  const kind = request.body ? bodyKind(request.body.mediaType) : void 0;
  const options = [];
  if (request.method !== "GET") options.push(`method: ${JSON.stringify(request.method)},`);
  const headers = headersOf(request, kind === "json" || kind === "raw");
  if (headers.length) {
    const key = (name) => /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const value = (h) => {
      if (!h.env) return JSON.stringify(h.values.join(","));
      return h.env.prefix ? `\`${h.env.prefix}\${${env(h.env.variable)}}\`` : env(h.env.variable);
    };
    options.push(`headers: {
${headers.map((h) => `    ${key(h.name)}: ${value(h)},`).join("\n")}
  },`);
  }
  const before = [];
  const body = request.body?.value;
  if (kind === "json") options.push(`body: JSON.stringify(${toJsLiteral(body, 1)}),`);
  else if (kind === "form") options.push(`body: new URLSearchParams(${toJsLiteral(Object.fromEntries(fieldsOf(body)), 1)}),`);
  else if (kind === "multipart") {
    before.push("const form = new FormData();", ...fieldsOf(body).map(([k, v]) => `form.append(${JSON.stringify(k)}, ${JSON.stringify(v)});`), "");
    options.push("body: form,");
  } else if (kind === "raw") options.push(`body: ${JSON.stringify(rawText(body))},`);
  const call = options.length ? `await fetch(${url}, {
${options.map((o) => `  ${o}`).join("\n")}
});` : `await fetch(${url});`;
  const output = request.response === "json" ? ["const data = await response.json();", "console.log(data);"] : request.response === "text" ? ["console.log(await response.text());"] : ["console.log(response.status);"];
  return [...before, `const response = ${call}`, "if (!response.ok) throw new Error(`Request failed: ${response.status}`);", ...output].join("\n");
}
function buildRequestSamples(request) {
  return [
    { value: "curl", label: "curl", lang: "bash", code: buildCurlSample(request) },
    { value: "python", label: "Python", lang: "python", code: buildPythonSample(request) },
    { value: "javascript", label: "JavaScript", lang: "javascript", code: buildFetchSample(request) }
  ];
}

// src/generators/openapi/sampleRequest.ts
function exampleOfParameter(parameter, resolver) {
  if (parameter.example !== void 0) return parameter.example;
  const named = firstNamedExample(parameter.examples, resolver);
  if (named) return named.value;
  const media = parameter.content ? Object.values(parameter.content)[0] : void 0;
  if (media) return exampleOfMediaType(media, resolver, "request");
  return parameter.schema ? exampleFromSchema(parameter.schema, resolver, "request") : "value";
}
function textOf(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function serverUrlOf(servers) {
  const server = servers[0];
  if (!server) return "";
  const url = server.url.replace(/\{([^}]+)\}/g, (m, name) => server.variables?.[name]?.default?.toString() ?? m);
  return url.replace(/\/+$/, "");
}
function envVariableOf(scheme) {
  const named = /\$([A-Z][A-Z0-9_]*)/.exec(scheme.description ?? "");
  if (named) return named[1];
  if (scheme.type === "apiKey") return "API_KEY";
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic") return "API_CREDENTIALS";
  return "API_TOKEN";
}
function addCredentials(request, entry, doc, resolver) {
  const requirement = entry.security[0];
  for (const name of Object.keys(requirement ?? {})) {
    const raw = doc.components?.securitySchemes?.[name];
    if (!raw) continue;
    const scheme = resolver.resolve(raw).value;
    const variable = envVariableOf(scheme);
    if (scheme.type === "apiKey" && scheme.name) {
      const value = { name: scheme.name, values: [], env: { variable, prefix: "" } };
      if (scheme.in === "query") request.query.push(value);
      else if (scheme.in === "cookie") request.headers.push({ name: "Cookie", values: [], env: { variable, prefix: `${scheme.name}=` } });
      else request.headers.push(value);
    } else {
      const basic = scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic";
      request.headers.push({ name: "Authorization", values: [], env: { variable, prefix: basic ? "Basic " : "Bearer " } });
    }
  }
}
function successResponse(entry, resolver) {
  const responses = entry.operation.responses ?? {};
  const status = Object.keys(responses).find((code) => /^2/.test(code)) ?? Object.keys(responses).find((c) => c === "default");
  return status ? resolver.resolve(responses[status]).value : void 0;
}
var isJson = (mediaType) => /[/+]json\b/i.test(mediaType) || mediaType === "*/*";
function buildSampleRequest(entry, doc, resolver) {
  let path2 = entry.path;
  const query = [];
  const headers = [];
  const cookies = [];
  for (const { parameter } of entry.parameters) {
    if (!parameter.required && parameter.in !== "path") continue;
    const example = exampleOfParameter(parameter, resolver);
    const values = Array.isArray(example) ? example.map(textOf) : [textOf(example)];
    if (parameter.in === "path") path2 = path2.split(`{${parameter.name}}`).join(encodeURIComponent(values.join(",")));
    else if (parameter.in === "query") query.push({ name: parameter.name, values, data: example });
    else if (parameter.in === "header") headers.push({ name: parameter.name, values: [values.join(",")] });
    else cookies.push(`${parameter.name}=${values.join(",")}`);
  }
  if (cookies.length) headers.push({ name: "Cookie", values: [cookies.join("; ")] });
  const request = { method: entry.method.toUpperCase(), url: serverUrlOf(entry.servers) + path2, query, headers, response: "none" };
  const responseType = Object.keys(successResponse(entry, resolver)?.content ?? {})[0];
  if (responseType) {
    request.response = isJson(responseType) ? "json" : "text";
    if (request.response === "text") headers.push({ name: "Accept", values: [responseType] });
  }
  const body = entry.operation.requestBody ? resolver.resolve(entry.operation.requestBody).value : void 0;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (mediaType && media) request.body = { mediaType, value: exampleOfMediaType(media, resolver, "request") ?? {} };
  addCredentials(request, entry, doc, resolver);
  return request;
}

// src/generators/openapi/securityView.ts
function describeSchemeKind(scheme) {
  switch (scheme.type) {
    case "http": {
      const name = scheme.scheme?.toLowerCase();
      if (name === "bearer") return `HTTP bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}`;
      if (name === "basic") return "HTTP basic authentication";
      return `HTTP ${scheme.scheme ?? ""} authentication`.replace(/\s+/g, " ");
    }
    case "apiKey":
      return `API key in ${scheme.in ?? "header"} "${scheme.name ?? ""}"`;
    case "oauth2": {
      const flows = Object.keys(scheme.flows ?? {});
      return `OAuth 2.0${flows.length ? ` (${flows.join(", ")} flow${flows.length > 1 ? "s" : ""})` : ""}`;
    }
    case "openIdConnect":
      return "OpenID Connect";
    default:
      return String(scheme.type) === "mutualTLS" ? "Mutual TLS" : String(scheme.type);
  }
}
function buildSchemeView(key, scopes, doc, resolver, scope) {
  const raw = doc.components?.securitySchemes?.[key];
  const scheme = raw ? resolver.resolve(raw).value : void 0;
  const view = { key, kind: scheme ? describeSchemeKind(scheme) : "Unknown scheme", scopes };
  const description = scope.describe(scheme?.description);
  if (description) view.descriptionHtml = description;
  return view;
}
function buildSecurityView(requirements, doc, resolver, scope) {
  const section = scope.section("Authorization", 2);
  const alternatives = requirements.filter((r) => Object.keys(r).length > 0).map((r) => Object.entries(r).map(([key, scopes]) => buildSchemeView(key, scopes, doc, resolver, scope)));
  return { ...section, alternatives, optional: requirements.some((r) => Object.keys(r).length === 0) };
}

// src/generators/openapi/operationView.ts
var LOCATIONS = [
  { location: "path", title: "Path parameters" },
  { location: "query", title: "Query parameters" },
  { location: "header", title: "Header parameters" },
  { location: "cookie", title: "Cookie parameters" }
];
function buildParameterGroups(entry, dc, scope) {
  if (!entry.parameters.length) return void 0;
  const section = scope.section("Parameters", 2);
  const groups = [];
  for (const { location, title } of LOCATIONS) {
    const list = entry.parameters.filter((p) => p.parameter.in === location);
    if (!list.length) continue;
    const group = { ...scope.section(title, 3), location, parameters: [] };
    group.parameters = list.map(({ parameter }) => {
      const schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {};
      const view = {
        name: parameter.name,
        in: location,
        // Path parameters are always required, whatever the document says.
        required: location === "path" || parameter.required === true,
        deprecated: parameter.deprecated === true,
        schema: buildSchemaView(schema, { resolver: dc.resolver, describe: scope.describe, memo: dc.memo }, "request")
      };
      const description = scope.describe(parameter.description);
      if (description) view.descriptionHtml = description;
      const example = exampleOfParameter(parameter, dc.resolver);
      if (example !== void 0) view.example = formatValue(example);
      return view;
    });
    groups.push(group);
  }
  return { ...section, groups };
}
function buildSamplesView(entry, dc, scope) {
  const section = scope.section("Request samples", 2);
  const masker = new Masker();
  const samples = buildRequestSamples(maskSampleRequest(buildSampleRequest(entry, dc.doc, dc.resolver), masker));
  return {
    ...section,
    samples: samples.map((s) => ({ value: s.value, label: s.label, code: dc.highlighter.highlightMasked(s.code, s.lang, masker.texts) }))
  };
}
function buildOperationView(entry, dc, scope) {
  const { operation } = entry;
  const view = {
    method: entry.method.toUpperCase(),
    path: entry.path,
    deprecated: operation.deprecated === true,
    responses: { id: "", title: "", items: [] },
    security: { id: "", title: "", alternatives: [], optional: false },
    samples: { id: "", title: "", samples: [] }
  };
  if (operation.operationId) view.operationId = operation.operationId;
  const server = serverUrlOf(entry.servers);
  if (server) view.serverUrl = server;
  const description = scope.describeSection(operation.description).html;
  if (description) view.descriptionHtml = description;
  if (operation.externalDocs) view.externalDocs = { url: operation.externalDocs.url, description: operation.externalDocs.description };
  view.samples = buildSamplesView(entry, dc, scope);
  view.security = buildSecurityView(entry.security, dc.doc, dc.resolver, scope);
  const parameters = buildParameterGroups(entry, dc, scope);
  if (parameters) view.parameters = parameters;
  const content = { resolver: dc.resolver, highlighter: dc.highlighter, scope, memo: dc.memo };
  const requestBody = buildRequestBody(operation.requestBody, content);
  if (requestBody) view.requestBody = requestBody;
  view.responses = { ...scope.section("Responses", 2), items: buildResponses(operation.responses ?? {}, content) };
  return view;
}

// src/generators/openapi/overviewView.ts
function buildServers(dc, scope) {
  const servers = dc.doc.servers ?? [];
  if (!servers.length) return void 0;
  return {
    ...scope.section("Servers", 2),
    items: servers.map((server) => ({
      url: server.url,
      descriptionHtml: scope.describe(server.description),
      variables: Object.entries(server.variables ?? {}).map(([name, v]) => ({
        name,
        defaultValue: formatValue(v.default),
        enumValues: v.enum?.map(formatValue),
        descriptionHtml: scope.describe(v.description)
      }))
    }))
  };
}
function buildAuthentication(dc, scope) {
  const schemes = Object.keys(dc.doc.components?.securitySchemes ?? {});
  if (!schemes.length) return void 0;
  const section = scope.section("Security schemes", 2);
  return {
    ...section,
    schemes: schemes.map((key) => buildSchemeView(key, [], dc.doc, dc.resolver, scope)),
    defaultAlternatives: (dc.doc.security ?? []).map((r) => Object.keys(r))
  };
}
function collectErrorResponses(operations, dc) {
  const found = /* @__PURE__ */ new Map();
  for (const op of operations) {
    for (const [status, raw] of Object.entries(op.operation.responses ?? {})) {
      if (/^[45]/.test(status) && !found.has(status)) found.set(status, dc.resolver.resolve(raw).value);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}
function buildErrors(errors, scope) {
  if (!errors.size) return void 0;
  const items = [...errors].map(([status, response]) => ({ status: statusTitle(status), descriptionHtml: scope.describe(response.description) }));
  return { ...scope.section("Error responses", 2), items };
}
function buildRateLimits(errors, ctx2) {
  const response = errors.get("429");
  if (!response) return void 0;
  const section = ctx2.scope.section("Rate limiting", 2);
  return { ...section, descriptionHtml: ctx2.scope.describe(response.description), headers: buildHeaders(response.headers, ctx2) };
}
function linkOf(op, route) {
  return { method: op.method.toUpperCase(), path: op.path, summary: op.operation.summary ?? `${op.method.toUpperCase()} ${op.path}`, route, deprecated: op.operation.deprecated === true };
}
function buildOperationGroups(operations, tags, routeOf, scope) {
  const groups = tags.map((tag) => ({
    ...scope.section(tag.name, 3),
    descriptionHtml: scope.describe(tag.description),
    // An operation with several tags is listed under each; the sidebar files it under its first.
    operations: operations.filter((op) => op.operation.tags?.includes(tag.name)).map((op) => linkOf(op, routeOf(op)))
  }));
  const untagged = operations.filter((op) => !op.operation.tags?.length);
  if (untagged.length) groups.push({ ...scope.section(tags.length ? "Other operations" : "All operations", 3), operations: untagged.map((op) => linkOf(op, routeOf(op))) });
  return groups;
}
function buildOverviewView(operations, tags, routeOf, dc, scope) {
  const { info } = dc.doc;
  const view = { version: info.version, openapiVersion: dc.doc.openapi, operations: { id: "", title: "", groups: [] } };
  const summary = info.summary;
  if (summary) view.summary = summary;
  const description = scope.describeSection(info.description).html;
  if (description) view.descriptionHtml = description;
  if (info.contact) view.contact = { name: info.contact.name, url: info.contact.url, email: info.contact.email };
  if (info.license) view.license = { name: info.license.name, url: info.license.url };
  if (info.termsOfService) view.termsOfService = info.termsOfService;
  const servers = buildServers(dc, scope);
  if (servers) view.servers = servers;
  const authentication = buildAuthentication(dc, scope);
  if (authentication) view.authentication = authentication;
  const errorResponses = collectErrorResponses(operations, dc);
  const errors = buildErrors(errorResponses, scope);
  if (errors) view.errors = errors;
  const rateLimits = buildRateLimits(errorResponses, { resolver: dc.resolver, highlighter: dc.highlighter, scope, memo: dc.memo });
  if (rateLimits) view.rateLimits = rateLimits;
  view.operations = { ...scope.section("Operations", 2), groups: buildOperationGroups(operations, tags, routeOf, scope) };
  return view;
}

// src/generators/openapi/pageScope.ts
import GithubSlugger from "github-slugger";
var PageScope = class {
  constructor(markdown, locator) {
    this.markdown = markdown;
    this.locator = locator;
  }
  markdown;
  locator;
  headings = [];
  anchors = [];
  slugger = new GithubSlugger();
  links = /* @__PURE__ */ new Map();
  /** A heading the component renders, with a unique id (slugged from `idText`, else the title). */
  section(title, level, idText = title) {
    const id = this.slugger.slug(idText);
    this.headings.push({ id, text: title, level });
    this.anchors.push(id);
    return { id, title };
  }
  /** An id for an element that is not a heading (still a valid link target). */
  anchor(text) {
    const id = this.slugger.slug(text);
    this.anchors.push(id);
    return id;
  }
  /** Renders a description nested in a table or tree: its headings get no ids and stay below h3. */
  describe = (markdown) => {
    if (!markdown?.trim()) return void 0;
    const rendered = this.markdown.render(markdown, { minLevel: 4 });
    this.addLinks(rendered.links);
    return rendered.html;
  };
  /** Renders a top-level description whose headings are part of the page outline, starting at `minLevel`. */
  describeSection(markdown, minLevel = 2) {
    if (!markdown?.trim()) return { text: "" };
    const rendered = this.markdown.render(markdown, { slugger: this.slugger, minLevel });
    this.addLinks(rendered.links);
    this.headings.push(...rendered.headings);
    this.anchors.push(...rendered.headings.map((h) => h.id));
    return { html: rendered.html, text: rendered.text };
  }
  /** Plain text of a description, for the search index. */
  textOf(markdown) {
    return markdown ? this.markdown.textOf(markdown) : "";
  }
  /** The links found, each placed where its URL is first written in the document. */
  foundLinks() {
    return [...this.links.values()];
  }
  addLinks(urls) {
    for (const url of urls) {
      if (this.links.has(url)) continue;
      const inLink = this.locator.locateText(`(${url}`);
      const at = inLink ? { ...inLink, column: inLink.column + 1 } : this.locator.locateText(url) ?? { line: 1, column: 1 };
      this.links.set(url, { url, line: at.line, column: at.column });
    }
  }
};

// src/generators/openapi/generateApiReference.ts
function locatedFailure(error, loaded2, pointer, what) {
  if (error instanceof DocsGenError) return error;
  const at = loaded2.locator.locate(pointer);
  return new DocsGenError(`Cannot generate the page of ${what}: ${error.message}`, { file: loaded2.file, line: at?.line, column: at?.column, cause: error });
}
async function generateApiReference(config2, source) {
  const [loaded2, highlighter] = await Promise.all([loadDocument(source.absPath), CodeHighlighter.create()]);
  const { doc } = loaded2;
  const resolver = createRefResolver(doc);
  const markdown = new MarkdownRenderer();
  const dc = { doc, resolver, highlighter, memo: /* @__PURE__ */ new Map() };
  const placement = { config: config2, routeBasePath: source.routeBasePath, sidebar: source.sidebar, file: loaded2.file };
  const operations = collectOperations(doc, resolver);
  const tags = collectTags(doc, operations);
  const tagSlugs = new Map(tags.map((t2) => [t2.name, t2.slug]));
  const routeOf = (op) => joinRoute(source.routeBasePath, op.slug);
  const positions = /* @__PURE__ */ new Map();
  const pages = operations.map((entry) => {
    const group = entry.tag ?? "";
    const position = (positions.get(group) ?? (entry.tag ? 0 : tags.length)) + 1;
    positions.set(group, position);
    try {
      const scope2 = new PageScope(markdown, loaded2.locator);
      const view = buildOperationView(entry, dc, scope2);
      return buildOperationPage(entry, view, scope2, placement, { tagSlug: entry.tag ? tagSlugs.get(entry.tag) : void 0, position });
    } catch (error) {
      throw locatedFailure(error, loaded2, entry.pointer, `${entry.method.toUpperCase()} ${entry.path}`);
    }
  });
  const scope = new PageScope(markdown, loaded2.locator);
  const overview = buildOverviewView(operations, tags, routeOf, dc, scope);
  const descriptionText = scope.textOf(doc.info.description);
  pages.unshift(buildOverviewPage(overview, doc.info.title, descriptionText, scope, placement));
  const prefix = idPrefix(source.routeBasePath);
  const categories = tags.map((tag, i) => ({ dirId: prefix + tag.slug, file: loaded2.file, label: tag.name, position: i + 1, collapsed: false }));
  if (prefix) categories.push({ dirId: prefix.slice(0, -1), file: loaded2.file, label: doc.info.title, collapsed: false });
  return { pages, categories, inputs: [loaded2.file] };
}

// templates/mdx/CodeBlock.tsx
import { jsx, jsxs } from "react/jsx-runtime";
function CodeBlockHtml({ language, html }) {
  return /* @__PURE__ */ jsx("div", { className: "code-block", "data-language": language, dangerouslySetInnerHTML: { __html: html } });
}

// templates/mdx/textOf.ts
import { Children, isValidElement } from "react";
function textOf2(node) {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (isValidElement(node)) return textOf2(node.props.children);
  return Children.toArray(node).map(textOf2).join("");
}

// templates/mdx/Heading.tsx
import { jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
function makeHeading(level) {
  const Tag = `h${level}`;
  return function Heading({ id, children, ...rest }) {
    return /* @__PURE__ */ jsxs2(Tag, { id, ...rest, children: [
      children,
      id && /* @__PURE__ */ jsx2("a", { className: "hash-link", href: `#${id}`, "aria-label": `Direct link to ${textOf2(children)}` })
    ] });
  };
}
var headingComponents = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6)
};

// templates/mdx/Tabs.tsx
import { Children as Children2, isValidElement as isValidElement2 } from "react";
import { Fragment, jsx as jsx3, jsxs as jsxs3 } from "react/jsx-runtime";
function TabItem({ children }) {
  return /* @__PURE__ */ jsx3(Fragment, { children });
}
var tabsCounter = 0;
function resetTabIds() {
  tabsCounter = 0;
}
function Tabs({ children, groupId, defaultValue }) {
  const items = Children2.toArray(children).filter((c) => isValidElement2(c) && typeof c.props.value === "string");
  const id = `tabs-${++tabsCounter}`;
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return /* @__PURE__ */ jsxs3("div", { className: "tabs", "data-tabs": true, "data-group-id": groupId, children: [
    /* @__PURE__ */ jsx3("div", { role: "tablist", className: "tabs-list", children: items.map((item) => /* @__PURE__ */ jsx3(
      "button",
      {
        type: "button",
        role: "tab",
        id: `${id}-tab-${item.props.value}`,
        "aria-controls": `${id}-panel-${item.props.value}`,
        "aria-selected": item.props.value === selected ? "true" : "false",
        tabIndex: item.props.value === selected ? 0 : -1,
        "data-value": item.props.value,
        className: "tab",
        children: item.props.label ?? item.props.value
      },
      item.props.value
    )) }),
    items.map((item) => /* @__PURE__ */ jsx3(
      "div",
      {
        role: "tabpanel",
        className: "tab-panel",
        id: `${id}-panel-${item.props.value}`,
        "aria-labelledby": `${id}-tab-${item.props.value}`,
        hidden: item.props.value !== selected,
        tabIndex: 0,
        children: item.props.children
      },
      item.props.value
    ))
  ] });
}

// templates/context.tsx
import { createContext, useContext } from "react";
var ReactContextError = class extends Error {
  constructor(hookName, providerName) {
    super(`Hook ${hookName} is called outside the <${providerName}>.`);
    this.name = "ReactContextError";
  }
};
var SiteContext = createContext(null);
var SiteContextProvider = SiteContext.Provider;
function useSiteContext() {
  const value = useContext(SiteContext);
  if (!value) throw new ReactContextError("useSiteContext", "SiteContextProvider");
  return value;
}

// templates/api/RichText.tsx
import { jsx as jsx4 } from "react/jsx-runtime";
var HREF = / href="([^"]*)"/g;
var decodeAttribute = (value) => value.replace(/&#x26;|&amp;/g, "&").replace(/&#x22;|&quot;/g, '"');
var encodeAttribute = (value) => value.replace(/&/g, "&#x26;").replace(/"/g, "&#x22;");
function RichText({ html, className }) {
  const { resolveLink } = useSiteContext();
  if (!html) return null;
  const resolved = html.includes(' href="') ? html.replace(HREF, (_, url) => ` href="${encodeAttribute(resolveLink(decodeAttribute(url)))}"`) : html;
  return /* @__PURE__ */ jsx4("div", { className: className ?? "api-text", dangerouslySetInnerHTML: { __html: resolved } });
}

// templates/api/SchemaTree.tsx
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment as Fragment2, jsx as jsx5, jsxs as jsxs4 } from "react/jsx-runtime";
function hasChildren(node) {
  const items = node.items;
  const extra = node.additionalProperties;
  return Boolean(node.properties?.length || node.variants || extra && hasChildren(extra) || items && (items.properties?.length || items.variants));
}
function SchemaSignature({ node, label }) {
  return /* @__PURE__ */ jsxs4(Fragment2, { children: [
    label ?? (node.name !== void 0 && /* @__PURE__ */ jsx5("code", { className: "schema-name", children: node.name })),
    /* @__PURE__ */ jsxs4("span", { className: "schema-type", children: [
      node.circular ? node.title : node.type,
      node.format && /* @__PURE__ */ jsx5("span", { className: "schema-format", children: `<${node.format}>` })
    ] }),
    node.required && /* @__PURE__ */ jsx5("span", { className: "schema-flag schema-required", children: "required" }),
    node.nullable && /* @__PURE__ */ jsx5("span", { className: "schema-flag", children: "nullable" }),
    node.readOnly && /* @__PURE__ */ jsx5("span", { className: "schema-flag", children: "read-only" }),
    node.writeOnly && /* @__PURE__ */ jsx5("span", { className: "schema-flag", children: "write-only" }),
    node.deprecated && /* @__PURE__ */ jsx5("span", { className: "schema-flag schema-deprecated", children: "deprecated" }),
    node.circular && /* @__PURE__ */ jsxs4("span", { className: "schema-flag schema-circular", children: [
      "circular: ",
      node.title
    ] })
  ] });
}
function Values({ label, values }) {
  return /* @__PURE__ */ jsxs4("span", { className: "schema-fact", children: [
    label,
    ":",
    " ",
    values.map((v, i) => /* @__PURE__ */ jsx5("code", { children: v }, i))
  ] });
}
function SchemaFacts({ node }) {
  const items = node.items && !hasChildren(node.items) ? node.items : void 0;
  const constraints = [...node.constraints ?? [], ...(items?.constraints ?? []).map((c) => ({ ...c, label: `items ${c.label}` }))];
  const enumValues = node.enumValues ?? items?.enumValues;
  const values = node.additionalProperties && !hasChildren(node.additionalProperties) ? node.additionalProperties : void 0;
  const facts = constraints.length || enumValues || values || node.defaultValue !== void 0 || node.constValue !== void 0;
  return /* @__PURE__ */ jsxs4(Fragment2, { children: [
    /* @__PURE__ */ jsx5(RichText, { html: node.descriptionHtml, className: "schema-description" }),
    facts && /* @__PURE__ */ jsxs4("p", { className: "schema-facts", children: [
      node.constValue !== void 0 && /* @__PURE__ */ jsx5(Values, { label: "Value", values: [node.constValue] }),
      enumValues && /* @__PURE__ */ jsx5(Values, { label: items && !node.enumValues ? "Items, one of" : "One of", values: enumValues }),
      node.defaultValue !== void 0 && /* @__PURE__ */ jsx5(Values, { label: "Default", values: [node.defaultValue] }),
      values && /* @__PURE__ */ jsx5(Values, { label: "Additional properties", values: [values.title ?? values.type] }),
      constraints.map((c, i) => /* @__PURE__ */ jsxs4("span", { className: "schema-fact", children: [
        c.label,
        c.value !== void 0 && /* @__PURE__ */ jsxs4(Fragment2, { children: [
          " ",
          /* @__PURE__ */ jsx5("code", { children: c.value })
        ] })
      ] }, i))
    ] })
  ] });
}
function SchemaVariants({ node }) {
  const variants = node.variants;
  const { discriminator } = variants;
  return /* @__PURE__ */ jsxs4("div", { className: "schema-variants", children: [
    /* @__PURE__ */ jsxs4("p", { className: "schema-variants-title", children: [
      variants.kind === "oneOf" ? "Exactly one of" : "Any of",
      discriminator && /* @__PURE__ */ jsxs4(Fragment2, { children: [
        ", chosen by ",
        /* @__PURE__ */ jsx5("code", { children: discriminator.propertyName }),
        discriminator.mapping.map((m) => /* @__PURE__ */ jsxs4("span", { className: "schema-mapping", children: [
          /* @__PURE__ */ jsx5("code", { children: m.value }),
          " \u2192 ",
          m.target
        ] }, m.value))
      ] })
    ] }),
    /* @__PURE__ */ jsx5("ul", { className: "schema-props", children: variants.options.map((option, i) => /* @__PURE__ */ jsx5("li", { children: /* @__PURE__ */ jsx5(SchemaProperty, { node: option, label: /* @__PURE__ */ jsx5("span", { className: "schema-option", children: option.title }) }) }, i)) })
  ] });
}
function SchemaChildren({ node }) {
  const source = node.properties?.length || node.variants || !node.items ? node : node.items;
  const extra = source.additionalProperties && hasChildren(source.additionalProperties) ? source.additionalProperties : void 0;
  return /* @__PURE__ */ jsxs4(Fragment2, { children: [
    source !== node && /* @__PURE__ */ jsxs4("p", { className: "schema-items", children: [
      "Array of ",
      node.items?.title ?? "items",
      ":"
    ] }),
    (source.properties?.length || extra) && /* @__PURE__ */ jsxs4("ul", { className: "schema-props", children: [
      source.properties?.map((p) => /* @__PURE__ */ jsx5("li", { children: /* @__PURE__ */ jsx5(SchemaProperty, { node: p }) }, p.name)),
      extra && /* @__PURE__ */ jsx5("li", { children: /* @__PURE__ */ jsx5(SchemaProperty, { node: extra, label: /* @__PURE__ */ jsx5("span", { className: "schema-option", children: "additional properties" }) }) })
    ] }),
    source.variants && /* @__PURE__ */ jsx5(SchemaVariants, { node: source })
  ] });
}
function SchemaProperty({ node, label }) {
  if (!hasChildren(node)) {
    return /* @__PURE__ */ jsxs4("div", { className: "schema-prop", children: [
      /* @__PURE__ */ jsx5("div", { className: "schema-head", children: /* @__PURE__ */ jsx5(SchemaSignature, { node, label }) }),
      /* @__PURE__ */ jsx5(SchemaFacts, { node })
    ] });
  }
  return /* @__PURE__ */ jsxs4("details", { className: "schema-prop", children: [
    /* @__PURE__ */ jsx5("summary", { className: "schema-head", children: /* @__PURE__ */ jsx5(SchemaSignature, { node, label }) }),
    /* @__PURE__ */ jsxs4("div", { className: "schema-body", children: [
      /* @__PURE__ */ jsx5(SchemaFacts, { node }),
      /* @__PURE__ */ jsx5(SchemaChildren, { node })
    ] })
  ] });
}
function SchemaTreeBody({ node }) {
  return /* @__PURE__ */ jsxs4(Fragment2, { children: [
    /* @__PURE__ */ jsx5("div", { className: "schema-head schema-root", children: /* @__PURE__ */ jsx5(SchemaSignature, { node, label: node.title && !node.circular ? /* @__PURE__ */ jsx5("span", { className: "schema-title", children: node.title }) : void 0 }) }),
    /* @__PURE__ */ jsx5(SchemaFacts, { node }),
    hasChildren(node) && /* @__PURE__ */ jsx5(SchemaChildren, { node })
  ] });
}
function hasOnlyAbsoluteLinks(node) {
  if (node.descriptionHtml && / href="(?![/#]|[a-z][a-z\d+.-]*:)/i.test(node.descriptionHtml)) return false;
  const children = [...node.properties ?? [], ...node.variants?.options ?? [], node.items, node.additionalProperties];
  return children.every((child) => !child || hasOnlyAbsoluteLinks(child));
}
var renderedTrees = /* @__PURE__ */ new WeakMap();
function SchemaTree({ node }) {
  const ctx2 = useSiteContext();
  let html = renderedTrees.get(node);
  if (html === void 0) {
    html = renderToStaticMarkup(
      /* @__PURE__ */ jsx5(SiteContextProvider, { value: ctx2, children: /* @__PURE__ */ jsx5(SchemaTreeBody, { node }) })
    );
    if (hasOnlyAbsoluteLinks(node)) renderedTrees.set(node, html);
  }
  return /* @__PURE__ */ jsx5("div", { className: "schema", dangerouslySetInnerHTML: { __html: html } });
}

// templates/api/ApiTable.tsx
import { jsx as jsx6, jsxs as jsxs5 } from "react/jsx-runtime";
function LabelledTable({ labelledBy, label, head, children }) {
  return /* @__PURE__ */ jsx6("div", { className: "table-wrapper api-table", role: "region", tabIndex: 0, "aria-labelledby": labelledBy, "aria-label": label, children: /* @__PURE__ */ jsxs5("table", { "aria-labelledby": labelledBy, "aria-label": label, children: [
    /* @__PURE__ */ jsx6("thead", { children: /* @__PURE__ */ jsx6("tr", { children: head.map((h) => /* @__PURE__ */ jsx6("th", { scope: "col", children: h }, h)) }) }),
    /* @__PURE__ */ jsx6("tbody", { children })
  ] }) });
}
function TypeCell({ schema }) {
  if (!schema) return /* @__PURE__ */ jsx6("td", {});
  return /* @__PURE__ */ jsxs5("td", { children: [
    /* @__PURE__ */ jsx6("span", { className: "schema-type", children: schema.circular ? schema.title : schema.type }),
    schema.format && /* @__PURE__ */ jsx6("span", { className: "schema-format", children: `<${schema.format}>` }),
    schema.nullable && /* @__PURE__ */ jsx6("span", { className: "schema-flag", children: "nullable" })
  ] });
}
function Row({ name, required, deprecated, descriptionHtml, schema, example }) {
  const nested = schema && (schema.properties?.length || schema.items?.properties?.length || schema.variants);
  return /* @__PURE__ */ jsxs5("tr", { children: [
    /* @__PURE__ */ jsxs5("th", { scope: "row", children: [
      /* @__PURE__ */ jsx6("code", { className: "schema-name", children: name }),
      required && /* @__PURE__ */ jsx6("span", { className: "schema-flag schema-required", children: "required" }),
      deprecated && /* @__PURE__ */ jsx6("span", { className: "schema-flag schema-deprecated", children: "deprecated" })
    ] }),
    /* @__PURE__ */ jsx6(TypeCell, { schema }),
    /* @__PURE__ */ jsxs5("td", { children: [
      /* @__PURE__ */ jsx6(RichText, { html: descriptionHtml, className: "schema-description" }),
      schema && (nested ? /* @__PURE__ */ jsx6(SchemaTree, { node: schema }) : /* @__PURE__ */ jsx6(SchemaFacts, { node: { ...schema, descriptionHtml: descriptionHtml ? void 0 : schema.descriptionHtml } })),
      example !== void 0 && /* @__PURE__ */ jsx6("p", { className: "schema-facts", children: /* @__PURE__ */ jsxs5("span", { className: "schema-fact", children: [
        "Example: ",
        /* @__PURE__ */ jsx6("code", { children: example })
      ] }) })
    ] })
  ] });
}
function ParameterTable({ labelledBy, parameters }) {
  return /* @__PURE__ */ jsx6(LabelledTable, { labelledBy, head: ["Name", "Type", "Description"], children: parameters.map((p) => /* @__PURE__ */ jsx6(Row, { ...p }, p.name)) });
}
function HeaderTable({ label, headers }) {
  return /* @__PURE__ */ jsx6(LabelledTable, { label, head: ["Header", "Type", "Description"], children: headers.map((h) => /* @__PURE__ */ jsx6(Row, { ...h }, h.name)) });
}

// templates/api/ApiContent.tsx
import { Fragment as Fragment3, jsx as jsx7, jsxs as jsxs6 } from "react/jsx-runtime";
var { h3: H3, h4: H4 } = headingComponents;
function MediaType({ media, level, openExample }) {
  const Heading = level === 3 ? H3 : H4;
  return /* @__PURE__ */ jsxs6("div", { className: "api-media", children: [
    /* @__PURE__ */ jsx7(Heading, { id: media.id, className: "api-media-type", children: media.title }),
    media.schema && /* @__PURE__ */ jsx7(SchemaTree, { node: media.schema }),
    media.example && /* @__PURE__ */ jsxs6("details", { className: "api-example", open: openExample, children: [
      /* @__PURE__ */ jsx7("summary", { children: "Example" }),
      /* @__PURE__ */ jsx7(CodeBlockHtml, { language: media.example.language, html: media.example.html })
    ] })
  ] });
}
function RequestBodySection({ body }) {
  return /* @__PURE__ */ jsxs6(Fragment3, { children: [
    /* @__PURE__ */ jsx7("p", { className: "api-body-meta", children: /* @__PURE__ */ jsx7("span", { className: `schema-flag${body.required ? " schema-required" : ""}`, children: body.required ? "required" : "optional" }) }),
    /* @__PURE__ */ jsx7(RichText, { html: body.descriptionHtml }),
    body.contents.map((media) => /* @__PURE__ */ jsx7(MediaType, { media, level: 3, openExample: true }, media.id))
  ] });
}
var statusClass = (status) => `api-status api-status-${/^[1-5]/.test(status) ? `${status[0]}xx` : "default"}`;
function ResponseItem({ response }) {
  return /* @__PURE__ */ jsxs6("div", { className: "api-response", children: [
    /* @__PURE__ */ jsx7(H3, { id: response.id, children: response.title.startsWith(response.status) ? /* @__PURE__ */ jsxs6(Fragment3, { children: [
      /* @__PURE__ */ jsx7("span", { className: statusClass(response.status), children: response.status }),
      response.title.slice(response.status.length)
    ] }) : response.title }),
    /* @__PURE__ */ jsx7(RichText, { html: response.descriptionHtml }),
    response.headers.length > 0 && /* @__PURE__ */ jsx7(HeaderTable, { label: `Headers of the ${response.status} response`, headers: response.headers }),
    response.contents.map((media) => /* @__PURE__ */ jsx7(MediaType, { media, level: 4, openExample: response.success }, media.id))
  ] });
}

// templates/api/MethodBadge.tsx
import { jsx as jsx8 } from "react/jsx-runtime";
function MethodBadge({ method }) {
  return /* @__PURE__ */ jsx8("span", { className: `api-method api-method-${method.toLowerCase()}`, children: method });
}
function ApiPath({ path: path2 }) {
  return /* @__PURE__ */ jsx8("code", { className: "api-path", children: path2.split(/(\{[^}]+\})/).map((part, i) => i % 2 ? /* @__PURE__ */ jsx8("span", { className: "api-path-param", children: part }, i) : part) });
}

// templates/api/ApiOperation.tsx
import { Fragment as Fragment4, jsx as jsx9, jsxs as jsxs7 } from "react/jsx-runtime";
var { h2: H2, h3: H32 } = headingComponents;
function Security({ security }) {
  if (!security.alternatives.length) return /* @__PURE__ */ jsx9("p", { children: "No authentication is needed." });
  return /* @__PURE__ */ jsxs7(Fragment4, { children: [
    security.optional && /* @__PURE__ */ jsx9("p", { children: "Authentication is optional." }),
    security.alternatives.length > 1 && /* @__PURE__ */ jsx9("p", { children: "Any one of these:" }),
    /* @__PURE__ */ jsx9("ul", { className: "api-security", children: security.alternatives.map((schemes, i) => /* @__PURE__ */ jsx9("li", { children: schemes.map((s) => /* @__PURE__ */ jsxs7("div", { children: [
      /* @__PURE__ */ jsx9("code", { children: s.key }),
      ": ",
      s.kind,
      s.scopes.length > 0 && /* @__PURE__ */ jsxs7(Fragment4, { children: [
        " ",
        "(scopes:",
        " ",
        s.scopes.map((scope) => /* @__PURE__ */ jsx9("code", { children: scope }, scope)),
        ")"
      ] }),
      /* @__PURE__ */ jsx9(RichText, { html: s.descriptionHtml, className: "api-text api-security-description" })
    ] }, s.key)) }, i)) })
  ] });
}
function ApiOperation({ data }) {
  const op = data;
  resetTabIds();
  return /* @__PURE__ */ jsxs7("div", { className: "api-operation", children: [
    /* @__PURE__ */ jsxs7("div", { className: "api-endpoint", children: [
      /* @__PURE__ */ jsx9(MethodBadge, { method: op.method }),
      /* @__PURE__ */ jsx9(ApiPath, { path: op.path })
    ] }),
    (op.serverUrl || op.operationId) && /* @__PURE__ */ jsxs7("p", { className: "api-endpoint-meta", children: [
      op.serverUrl && /* @__PURE__ */ jsxs7("span", { children: [
        "Base URL ",
        /* @__PURE__ */ jsx9("code", { children: op.serverUrl })
      ] }),
      op.operationId && /* @__PURE__ */ jsxs7("span", { children: [
        "Operation ID ",
        /* @__PURE__ */ jsx9("code", { children: op.operationId })
      ] })
    ] }),
    op.deprecated && /* @__PURE__ */ jsx9("p", { className: "api-deprecated", children: "Deprecated: this operation may be removed in a future version." }),
    /* @__PURE__ */ jsx9(RichText, { html: op.descriptionHtml }),
    op.externalDocs && /* @__PURE__ */ jsx9("p", { children: /* @__PURE__ */ jsx9("a", { href: op.externalDocs.url, children: op.externalDocs.description ?? "More documentation" }) }),
    /* @__PURE__ */ jsx9(H2, { id: op.samples.id, children: op.samples.title }),
    /* @__PURE__ */ jsx9(Tabs, { groupId: "api-request-sample", children: op.samples.samples.map((s) => /* @__PURE__ */ jsx9(TabItem, { value: s.value, label: s.label, children: /* @__PURE__ */ jsx9(CodeBlockHtml, { language: s.code.language, html: s.code.html }) }, s.value)) }),
    /* @__PURE__ */ jsx9(H2, { id: op.security.id, children: op.security.title }),
    /* @__PURE__ */ jsx9(Security, { security: op.security }),
    op.parameters && /* @__PURE__ */ jsxs7(Fragment4, { children: [
      /* @__PURE__ */ jsx9(H2, { id: op.parameters.id, children: op.parameters.title }),
      op.parameters.groups.map((group) => /* @__PURE__ */ jsxs7("div", { className: "api-parameters", children: [
        /* @__PURE__ */ jsx9(H32, { id: group.id, children: group.title }),
        /* @__PURE__ */ jsx9(ParameterTable, { labelledBy: group.id, parameters: group.parameters })
      ] }, group.id))
    ] }),
    op.requestBody && /* @__PURE__ */ jsxs7(Fragment4, { children: [
      /* @__PURE__ */ jsx9(H2, { id: op.requestBody.id, children: op.requestBody.title }),
      /* @__PURE__ */ jsx9(RequestBodySection, { body: op.requestBody })
    ] }),
    /* @__PURE__ */ jsx9(H2, { id: op.responses.id, children: op.responses.title }),
    op.responses.items.map((response) => /* @__PURE__ */ jsx9(ResponseItem, { response }, response.id))
  ] });
}

// templates/api/ApiOverview.tsx
import { Fragment as Fragment5, jsx as jsx10, jsxs as jsxs8 } from "react/jsx-runtime";
var { h2: H22, h3: H33 } = headingComponents;
function OperationGroup({ group }) {
  const { url } = useSiteContext();
  return /* @__PURE__ */ jsxs8("section", { className: "api-group", "aria-labelledby": group.id, children: [
    /* @__PURE__ */ jsx10(H33, { id: group.id, children: group.title }),
    /* @__PURE__ */ jsx10(RichText, { html: group.descriptionHtml }),
    /* @__PURE__ */ jsx10("ul", { className: "api-operation-list", children: group.operations.map((op) => /* @__PURE__ */ jsxs8("li", { children: [
      /* @__PURE__ */ jsxs8("a", { href: url(op.route), children: [
        /* @__PURE__ */ jsx10(MethodBadge, { method: op.method }),
        /* @__PURE__ */ jsx10("span", { className: "api-operation-summary", children: op.summary }),
        op.deprecated && /* @__PURE__ */ jsx10("span", { className: "schema-flag schema-deprecated", children: "deprecated" })
      ] }),
      /* @__PURE__ */ jsx10(ApiPath, { path: op.path })
    ] }, op.route)) })
  ] });
}
function Meta({ view }) {
  const { contact, license } = view;
  return /* @__PURE__ */ jsxs8("dl", { className: "api-meta", children: [
    /* @__PURE__ */ jsxs8("div", { children: [
      /* @__PURE__ */ jsx10("dt", { children: "Version" }),
      /* @__PURE__ */ jsx10("dd", { children: /* @__PURE__ */ jsx10("code", { children: view.version }) })
    ] }),
    /* @__PURE__ */ jsxs8("div", { children: [
      /* @__PURE__ */ jsx10("dt", { children: "OpenAPI" }),
      /* @__PURE__ */ jsx10("dd", { children: view.openapiVersion })
    ] }),
    contact && (contact.url || contact.email) && /* @__PURE__ */ jsxs8("div", { children: [
      /* @__PURE__ */ jsx10("dt", { children: "Contact" }),
      /* @__PURE__ */ jsx10("dd", { children: contact.url ? /* @__PURE__ */ jsx10("a", { href: contact.url, children: contact.name ?? contact.url }) : /* @__PURE__ */ jsx10("a", { href: `mailto:${contact.email}`, children: contact.name ?? contact.email }) })
    ] }),
    license && /* @__PURE__ */ jsxs8("div", { children: [
      /* @__PURE__ */ jsx10("dt", { children: "License" }),
      /* @__PURE__ */ jsx10("dd", { children: license.url ? /* @__PURE__ */ jsx10("a", { href: license.url, children: license.name }) : license.name })
    ] }),
    view.termsOfService && /* @__PURE__ */ jsxs8("div", { children: [
      /* @__PURE__ */ jsx10("dt", { children: "Terms" }),
      /* @__PURE__ */ jsx10("dd", { children: /* @__PURE__ */ jsx10("a", { href: view.termsOfService, children: "Terms of service" }) })
    ] })
  ] });
}
function ApiOverview({ data }) {
  const view = data;
  return /* @__PURE__ */ jsxs8("div", { className: "api-overview", children: [
    view.summary && /* @__PURE__ */ jsx10("p", { className: "api-lead", children: view.summary }),
    /* @__PURE__ */ jsx10(Meta, { view }),
    /* @__PURE__ */ jsx10(RichText, { html: view.descriptionHtml }),
    view.servers && /* @__PURE__ */ jsxs8(Fragment5, { children: [
      /* @__PURE__ */ jsx10(H22, { id: view.servers.id, children: view.servers.title }),
      /* @__PURE__ */ jsx10("ul", { className: "api-servers", children: view.servers.items.map((server) => /* @__PURE__ */ jsxs8("li", { children: [
        /* @__PURE__ */ jsx10("code", { children: server.url }),
        /* @__PURE__ */ jsx10(RichText, { html: server.descriptionHtml }),
        server.variables.map((v) => /* @__PURE__ */ jsxs8("p", { className: "schema-facts", children: [
          /* @__PURE__ */ jsx10("code", { children: `{${v.name}}` }),
          " default ",
          /* @__PURE__ */ jsx10("code", { children: v.defaultValue }),
          v.enumValues && /* @__PURE__ */ jsxs8(Fragment5, { children: [
            " (one of ",
            v.enumValues.join(", "),
            ")"
          ] })
        ] }, v.name))
      ] }, server.url)) })
    ] }),
    view.authentication && /* @__PURE__ */ jsxs8(Fragment5, { children: [
      /* @__PURE__ */ jsx10(H22, { id: view.authentication.id, children: view.authentication.title }),
      /* @__PURE__ */ jsx10("dl", { className: "api-schemes", children: view.authentication.schemes.map((s) => /* @__PURE__ */ jsxs8("div", { children: [
        /* @__PURE__ */ jsxs8("dt", { children: [
          /* @__PURE__ */ jsx10("code", { children: s.key }),
          ": ",
          s.kind
        ] }),
        /* @__PURE__ */ jsx10("dd", { children: /* @__PURE__ */ jsx10(RichText, { html: s.descriptionHtml }) })
      ] }, s.key)) }),
      view.authentication.defaultAlternatives.length > 0 && /* @__PURE__ */ jsxs8("p", { children: [
        "Unless an operation says otherwise, requests need",
        " ",
        view.authentication.defaultAlternatives.map((names2, i) => /* @__PURE__ */ jsxs8("span", { children: [
          i > 0 && ", or ",
          names2.map((n, j) => /* @__PURE__ */ jsxs8("span", { children: [
            j > 0 && " and ",
            /* @__PURE__ */ jsx10("code", { children: n })
          ] }, n))
        ] }, i)),
        "."
      ] })
    ] }),
    view.errors && /* @__PURE__ */ jsxs8(Fragment5, { children: [
      /* @__PURE__ */ jsx10(H22, { id: view.errors.id, children: view.errors.title }),
      /* @__PURE__ */ jsx10(LabelledTable, { labelledBy: view.errors.id, head: ["Status", "Meaning"], children: view.errors.items.map((e) => /* @__PURE__ */ jsxs8("tr", { children: [
        /* @__PURE__ */ jsx10("th", { scope: "row", children: e.status }),
        /* @__PURE__ */ jsx10("td", { children: /* @__PURE__ */ jsx10(RichText, { html: e.descriptionHtml }) })
      ] }, e.status)) })
    ] }),
    view.rateLimits && /* @__PURE__ */ jsxs8(Fragment5, { children: [
      /* @__PURE__ */ jsx10(H22, { id: view.rateLimits.id, children: view.rateLimits.title }),
      /* @__PURE__ */ jsx10(RichText, { html: view.rateLimits.descriptionHtml }),
      view.rateLimits.headers.length > 0 && /* @__PURE__ */ jsx10(HeaderTable, { label: "Rate-limit response headers", headers: view.rateLimits.headers })
    ] }),
    /* @__PURE__ */ jsx10(H22, { id: view.operations.id, children: view.operations.title }),
    view.operations.groups.map((group) => /* @__PURE__ */ jsx10(OperationGroup, { group }, group.id))
  ] });
}

// templates/api/index.ts
var apiPageComponents = { ApiOverview, ApiOperation };

// .scratch-perf.tsx
import { jsx as jsx11 } from "react/jsx-runtime";
var dir = process.argv[2];
var config = await loadConfig(dir);
var cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};
var t = cpu();
var w = performance.now();
var out = await generateApiReference(config, config.openapi);
console.log("generate cpu", (cpu() - t).toFixed(0), "ms wall", (performance.now() - w).toFixed(0), "pages", out.pages.length);
var ctx = { resolveLink: (u) => u, url: (u) => u };
for (let round = 0; round < 2; round++) {
  t = cpu();
  w = performance.now();
  let bytes = 0;
  for (const page of out.pages) {
    if (page.body.type !== "component") continue;
    const C = apiPageComponents[page.body.name];
    bytes += renderToString(/* @__PURE__ */ jsx11(SiteContextProvider, { value: ctx, children: /* @__PURE__ */ jsx11(C, { data: page.body.props }) })).length;
  }
  console.log("render api components cpu", (cpu() - t).toFixed(0), "ms wall", (performance.now() - w).toFixed(0), "bytes", bytes);
}
