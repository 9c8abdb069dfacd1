import { Admonition, AdmonitionTitle } from './Admonition.js';
import { Card, Cards } from './Cards.js';
import type { ComponentType, ReactNode } from 'react';
import { CodeBlock, CodeBlockHtml, fencedCodeThrough, fencedCodeThroughMdx, ThemeCodeBlock } from './CodeBlock.js';
import { codeBlockPartsOverridden } from './codeBlockOverrides.js';
import { Details } from './Details.js';
import Head from '../docusaurus/Head.js';
import { headingComponents } from './headingLevels.js';
import { Image } from './Image.js';
import { Link } from './Link.js';
import { LiveCodeBlock } from './LiveCodeBlock.js';
import { MDXDetails } from './MDXElements.js';
import { Mermaid } from './Mermaid.js';
import { Table } from './Table.js';
import { TabItem, Tabs } from './Tabs.js';

/** The components every MDX page can use without importing them, by the name pages use (`a`, `h2`, `Tabs`, …). */
export const MDXComponents = {
  ...headingComponents,
  a: Link,
  img: Image,
  table: Table,
  Admonition,
  AdmonitionTitle,
  Tabs,
  TabItem,
  Details,
  // `<details>` in a Markdown file, which Markdown's components replace (in MDX, a JSX `<details>` stays as written).
  details: MDXDetails,
  Cards,
  Card,
  CodeBlock,
  // Fenced code: a site's CodeBlock renders it, as in Docusaurus, when it overrides the theme's or a part of it.
  CodeBlockHtml: CodeBlock === ThemeCodeBlock && !codeBlockPartsOverridden ? CodeBlockHtml : fencedCodeThrough(CodeBlock),
  // Fenced code marked `live`, with the config's `liveCodeBlock` (rehypeLiveCode's LIVE_CODE_ELEMENT).
  LiveCodeBlockHtml: LiveCodeBlock,
  // A ```mermaid fence, with the config's `mermaid`: Docusaurus's Markdown compiles it to `mermaid` too.
  mermaid: Mermaid,
  Link,
  // As Docusaurus's map has it: a page (or a remark plugin, adding JSON-LD) writes `<Head>` without importing it.
  Head,
};

/**
 * A site's own map (an override of MDXComponents) lists what its pages name, as in Docusaurus, where a map that
 * leaves out admonitions, code blocks or npm2yarn's tabs still gets them: Docusaurus's Markdown compiles to
 * `admonition`, `pre` and imported tabs, which docs-gen's compiles to these components (and `mermaid`, as both do). The map's own win, and its
 * `admonition` (Docusaurus's name for `:::note`) draws admonitions when it names no `Admonition`.
 */
export function withMarkdownOutput<T extends object>(siteMap: T): T {
  const { Admonition: theme, AdmonitionTitle, CodeBlockHtml, LiveCodeBlockHtml, Tabs, TabItem, mermaid } = MDXComponents;
  const admonition = (siteMap as { admonition?: unknown }).admonition ?? theme;
  // Its `pre` or `code` renders fenced code, as Docusaurus's Markdown compiles fences to them.
  const { pre, code } = siteMap as { pre?: ComponentType<{ children?: ReactNode }>; code?: ComponentType<{ className?: string; metastring?: string; children?: ReactNode }> };
  const fenced = pre || code ? { CodeBlockHtml: fencedCodeThroughMdx(pre, code) } : {};
  return { Admonition: admonition, AdmonitionTitle, CodeBlockHtml, LiveCodeBlockHtml, Tabs, TabItem, mermaid, ...siteMap, ...fenced };
}
