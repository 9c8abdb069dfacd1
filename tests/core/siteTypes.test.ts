import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_MODULES, THEME_COMPONENTS } from '../../src/shared/siteModules.js';
import { repoRoot } from '../helpers/site.js';

/**
 * client.d.ts: the types of the modules a site's TypeScript code imports. It declares exactly the modules docs-gen
 * provides (the one list of theme components, as `@theme/` and `@theme-original/`, and the Docusaurus modules), and
 * a TSX component using them type-checks, checked in this process with the TypeScript API on a two-file program.
 */
const clientTypes = path.join(repoRoot, 'client.d.ts');

function declaredModules(): string[] {
  return [...fs.readFileSync(clientTypes, 'utf8').matchAll(/^declare module '([^']+)'/gm)].map((m) => m[1]);
}

/** Type errors of `files` (name → TSX text, in memory) compiled with client.d.ts, as `file:line message`. */
function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  };
  const dir = path.join(repoRoot, 'tests', 'fixtures', 'site-code', 'src');
  const inMemory = new Map(Object.entries(files).map(([name, text]) => [path.join(dir, name), text]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => inMemory.get(file) ?? readFile(file);
  host.fileExists = (file) => inMemory.has(file) || ts.sys.fileExists(file);
  host.getSourceFile = (file, language) => {
    const text = inMemory.get(file);
    return text === undefined ? getSourceFile(file, language) : ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX);
  };
  const program = ts.createProgram([clientTypes, ...inMemory.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('client.d.ts', () => {
  it('declares every module docs-gen provides, from the same lists, and no other', () => {
    const expected = [...THEME_COMPONENTS.flatMap((name) => [`@theme/${name}`, `@theme-original/${name}`]), '@theme-init/*', ...DOCUSAURUS_MODULES.filter((name) => name.startsWith('@docusaurus/'))];
    const declared = declaredModules().filter((m) => m.startsWith('@theme') || m.startsWith('@docusaurus/'));
    expect(declared.sort()).toEqual(expected.sort());
    expect(declaredModules()).toEqual(expect.arrayContaining(['docs-gen/theme', '*.module.css', '*.png', '*.svg', '*.md', '*.mdx']));
  });

  it('type-checks a TSX component using @theme, @theme-original, @docusaurus and docs-gen/theme, and catches a wrong prop', () => {
    const errors = typeErrors({
      'Good.tsx': [
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        "import { useColorMode } from '@docusaurus/theme-common';",
        "import Admonition from '@theme/Admonition';",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import A from '@theme/MDXComponents/A';",
        "import OriginalFooter from '@theme-original/Footer';",
        "import { useSiteContext } from 'docs-gen/theme';",
        "import SidebarLink from '@theme-original/DocSidebarItem/Link';",
        "import type { ComponentProps } from 'react';",
        "import styles from './Good.module.css';",
        "import Intro, { toc } from './intro.md';",
        'export default function Good() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  const { colorMode } = useColorMode();',
        '  const { route } = useSiteContext();',
        '  return (',
        '    <Admonition type="tip" title={siteConfig.title}>',
        '      <Link to={useBaseUrl(`/x/${colorMode}${route}`)} className={styles.link}>x</Link>',
        '      <A href="/y">{toc.length}</A>',
        '      <Tabs groupId="os"><TabItem value="a" label="A"><Intro /></TabItem></Tabs>',
        '      <OriginalFooter />',
        '    </Admonition>',
        '  );',
        '}',
        'export function BadgedLink(props: ComponentProps<typeof SidebarLink>) {',
        '  return <SidebarLink {...props} item={{ ...props.item, label: <>{props.item.label} <b>new</b></> }} />;',
        '}',
      ].join('\n'),
      'Bad.tsx': ["import TabItem from '@theme/TabItem';", 'export const Bad = () => <TabItem label="no value">x</TabItem>;'].join('\n'),
    });
    expect(errors).toEqual([expect.stringMatching(/^Bad\.tsx:2 [\s\S]*Property 'value' is missing/)]);
  });

  it('type-checks code block parts written for Docusaurus 3.10, a prop of the site’s own added to the Layout’s Props', () => {
    const errors = typeErrors({
      'String.tsx': [
        "import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';",
        "import type { Props } from '@theme/CodeBlock/Content/String';",
        "import CodeBlockLayout from '@theme/CodeBlock/Layout';",
        "declare module '@theme/CodeBlock/Layout' {",
        '  interface Props {',
        '    readonly eslintrcHash?: string;',
        '  }',
        '}',
        'export default function CodeBlockString(props: Props) {',
        '  const metadata = createCodeBlockMetadata({ code: props.children, className: props.className, metastring: props.metastring, language: props.language, title: props.title, showLineNumbers: props.showLineNumbers });',
        '  return (',
        '    <CodeBlockContextProvider metadata={metadata} wordWrap={useCodeWordWrap()}>',
        '      <CodeBlockLayout eslintrcHash={props.metastring} />',
        '    </CodeBlockContextProvider>',
        '  );',
        '}',
      ].join('\n'),
      'Layout.tsx': [
        "import { useCodeBlockContext } from '@docusaurus/theme-common/internal';",
        "import Buttons from '@theme/CodeBlock/Buttons';",
        "import Container from '@theme/CodeBlock/Container';",
        "import Content from '@theme/CodeBlock/Content';",
        "import Title from '@theme/CodeBlock/Title';",
        "import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';",
        'export default function Layout({ className }: { className?: string }) {',
        '  const { metadata } = useCodeBlockContext();',
        '  return (',
        '    <Container as="div" className={`${className} ${metadata.className}`}>',
        '      {metadata.title && <Title>{metadata.title}</Title>}',
        '      <Content />',
        '      <Buttons />',
        '      <CopyButton className={metadata.language} />',
        '    </Container>',
        '  );',
        '}',
        'export const Bad = () => <Content className={1} />;',
      ].join('\n'),
    });
    expect(errors).toEqual([expect.stringMatching(/^Layout\.tsx:18 [\s\S]*not assignable to type 'string'/)]);
  });
});
