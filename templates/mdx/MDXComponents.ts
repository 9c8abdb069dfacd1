import { Admonition, AdmonitionTitle } from './Admonition.js';
import { Card, Cards } from './Cards.js';
import { CodeBlock, CodeBlockHtml, fencedCodeThrough, ThemeCodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { headingComponents } from './Heading.js';
import { Image } from './Image.js';
import { Link } from './Link.js';
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
  Cards,
  Card,
  CodeBlock,
  // Fenced code: a site's CodeBlock renders it, as in Docusaurus, when it overrides the theme's.
  CodeBlockHtml: CodeBlock === ThemeCodeBlock ? CodeBlockHtml : fencedCodeThrough(CodeBlock),
  Link,
};
