import type { MarkdownHtmlRenderer } from '../../markdown/markdownHtml.js';
import type { Highlighter } from 'shiki';
import type { UrlContext } from '../../shared/url.js';

/**
 * Types of the CLI reference generator: the command spec as validated (`Cli*Spec`), the command tree built from
 * it (`CliCommand`), and the view model a theme component renders (`CliCommandView`, plain JSON).
 */

export type CliFlagType = 'string' | 'int' | 'float' | 'bool' | 'duration' | 'stringArray';

export interface CliFlagSpec {
  /** Long name without dashes: `sku` for `--sku`. */
  name: string;
  /** One-letter short name without the dash. */
  short?: string;
  type: CliFlagType;
  default?: string | number | boolean | string[];
  enum?: string[];
  required: boolean;
  description: string;
}

export interface CliArgSpec {
  name: string;
  description: string;
  required: boolean;
}

export interface CliExampleSpec {
  description: string;
  command: string;
  output?: string;
}

export interface CliCommandSpec {
  name: string;
  summary: string;
  /** Markdown. */
  description: string;
  args: CliArgSpec[];
  /** On the root: the global flags every command inherits. On a group: flags its subcommands inherit. */
  flags: CliFlagSpec[];
  examples: CliExampleSpec[];
  /** Related commands as paths below the root, e.g. `vm get`. */
  seeAlso: string[];
  commands: CliCommandSpec[];
}

export interface CliExitCodeSpec {
  code: number;
  description: string;
}

/** The whole file: the root command plus what only the root has. */
export interface CliSpec extends CliCommandSpec {
  version?: string;
  exitCodes: CliExitCodeSpec[];
}

/** A key path into the spec file, e.g. `['commands', 1, 'flags', 0, 'name']`. */
export type SpecPath = (string | number)[];

/** One node of the command tree. */
export interface CliCommand {
  spec: CliCommandSpec;
  /** Names from the root, the root included: `['ogc', 'vm', 'create']`. */
  names: string[];
  /** `ogc vm create`. */
  fullName: string;
  parent?: CliCommand;
  children: CliCommand[];
  /** A command with subcommands, other than the root: it gets no page of its own. */
  isGroup: boolean;
  /** Flags of the ancestors, nearest first, that this command accepts too. */
  inheritedFlags: CliFlagSpec[];
  /** Position in the spec, depth first, root 0: orders pages and sidebar categories. */
  order: number;
  /** Where the command is written in the spec file. */
  specPath: SpecPath;
}

export interface CliCommandTree {
  spec: CliSpec;
  root: CliCommand;
  /** Every command, depth first in spec order. */
  commands: CliCommand[];
  /** Commands by their path below the root (`vm create`); the root under ``. */
  byPath: Map<string, CliCommand>;
}

/** What building the pages of one spec needs, shared by the page builders. */
export interface CliGenerationContext {
  tree: CliCommandTree;
  /** The spec file, for locating links written in descriptions. */
  file: string;
  source: string;
  locate: (path: SpecPath) => { offset: number; line: number; column: number };
  routeBasePath: string;
  /** Sidebar the pages belong to unless a sidebars file says otherwise. */
  sidebar: string;
  highlighter: Highlighter;
  /** Renders the spec's Markdown texts as pages' Markdown is rendered. */
  markdown: MarkdownHtmlRenderer;
  urlContext: UrlContext;
}

/* ---------- View model: the props of the theme's `CliCommand` page component ---------- */

export interface CliSectionView {
  id: string;
  title: string;
}

export type CliArgView = { id: string; name: string; required: boolean; descriptionHtml: string };

export type CliFlagView = {
  id: string;
  /** `--sku`. */
  name: string;
  /** `-o`. */
  short?: string;
  type: CliFlagType;
  default?: string;
  required: boolean;
  enum: string[];
  descriptionHtml: string;
};

/** `html` is the command, or the command and its output as one shell session when the spec gives the output. */
export type CliExampleView = { id: string; descriptionHtml: string; html: string };

export type CliExitCodeView = { id: string; code: number; descriptionHtml: string };

export type CliCommandLinkView = { label: string; href: string; summary: string };

/** An entry of the root page's command list: a command with a page, or a group with its commands. */
export type CliSubcommandView = {
  id: string;
  label: string;
  summary: string;
  href?: string;
  descriptionHtml?: string;
  children: CliSubcommandView[];
};

export type CliCommandView = {
  fullName: string;
  summary: string;
  synopsis: CliSectionView & { usage: string; html: string };
  description?: CliSectionView & { html: string };
  arguments?: CliSectionView & { rows: CliArgView[] };
  options?: CliSectionView & { rows: CliFlagView[] };
  inheritedOptions?: CliSectionView & { rows: CliFlagView[] };
  examples?: CliSectionView & { items: CliExampleView[] };
  subcommands?: CliSectionView & { items: CliSubcommandView[] };
  exitCodes?: CliSectionView & { rows: CliExitCodeView[] };
  seeAlso?: CliSectionView & {
    related: CliCommandLinkView[];
    parent?: CliCommandLinkView;
    /** The other commands of the parent group. */
    siblings?: { label: string; commands: CliCommandLinkView[] };
  };
};

/** Sections in the order the page shows them; the TOC and the component both follow it. */
export const CLI_SECTION_KEYS = [
  'synopsis',
  'description',
  'arguments',
  'options',
  'inheritedOptions',
  'examples',
  'subcommands',
  'exitCodes',
  'seeAlso',
] as const satisfies readonly (keyof CliCommandView)[];
