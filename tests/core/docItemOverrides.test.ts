import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunResult, runDocsGenAsync, tempSite } from '../helpers/site.js';

/**
 * The overrides Docusaurus sites write most, in one site: `Root` (context providers around every page, which a
 * page's component reads), a `DocItem/Layout` laid out by the site from Docusaurus's parts, as its swizzled copy
 * does (`useDoc`, `useWindowSize`, `DocItem/Paginator`, `DocVersionBanner`, `DocItem/TOC/Mobile`, …), and a
 * `DocItem/Content` wrapping the original. Before, `Root.js` was taken for a component of the site's own and
 * silently left out (its context missing, the page's component threw), and the `DocItem` parts did not exist.
 */
const site = tempSite();
let build: RunResult;
const main = (route: string) => /<main[\s\S]*<\/main>/.exec(site.read(`build${route}index.html`))?.[0] ?? '';

beforeAll(async () => {
  site.write('docs-gen.config.mjs', `export default ${JSON.stringify({ title: 'Kit', editUrl: 'https://example.com/edit/' })};\n`);
  site.write('src/components/Plan.jsx', "import { PlanContext } from './planContext';\nimport { useContext } from 'react';\nimport '@docusaurus/theme-classic/src/theme/Admonition/Layout/styles.module.css';\n\nexport default function Plan() {\n  const plan = useContext(PlanContext);\n  return <strong className=\"plan\">{plan.name}</strong>;\n}\n");
  site.write('src/components/planContext.js', "import { createContext } from 'react';\n\nexport const PlanContext = createContext(undefined);\n");
  // A package's context, as a CommonJS module: a provider library's, say.
  site.write('node_modules/region-kit/package.json', '{ "name": "region-kit", "main": "index.js" }\n');
  site.write('node_modules/region-kit/index.js', "const { createContext } = require('react');\n\nexports.RegionContext = createContext('no region');\n");
  site.write('src/components/Region.jsx', "import { useContext } from 'react';\nimport { RegionContext } from 'region-kit';\n\nexport default function Region() {\n  return <em className=\"region\">{useContext(RegionContext)}</em>;\n}\n");
  site.write(
    'src/theme/Root.js',
    "import { PlanContext } from '@site/src/components/planContext';\nimport { RegionContext } from 'region-kit';\n\nexport default function Root({ children }) {\n  return <PlanContext.Provider value={{ name: 'Team plan' }}><RegionContext.Provider value=\"no-osl-1\"><div className=\"root-probe\" hidden />{children}</RegionContext.Provider></PlanContext.Provider>;\n}\n",
  );
  site.write(
    'src/theme/DocItem/Layout/index.js',
    [
      "import { useWindowSize } from '@docusaurus/theme-common';",
      "import { useDoc } from '@docusaurus/theme-common/internal';",
      "import DocItemPaginator from '@theme/DocItem/Paginator';",
      "import DocVersionBanner from '@theme/DocVersionBanner';",
      "import DocVersionBadge from '@theme/DocVersionBadge';",
      "import DocItemFooter from '@theme/DocItem/Footer';",
      "import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';",
      "import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';",
      "import DocItemContent from '@theme/DocItem/Content';",
      "import DocBreadcrumbs from '@theme/DocBreadcrumbs';",
      "import ContentVisibility from '@theme/ContentVisibility';",
      // The swizzled copy's styles, from Docusaurus's theme: rules for Docusaurus's markup, an empty CSS module here.
      "import styles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';",
      '',
      'function useDocTOC() {',
      '  const { frontMatter, toc } = useDoc();',
      '  const windowSize = useWindowSize();',
      '  const hidden = frontMatter.hide_table_of_contents;',
      '  const canRender = !hidden && toc.length > 0;',
      "  return { hidden, mobile: canRender ? <DocItemTOCMobile /> : undefined, desktop: canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined };",
      '}',
      '',
      'export default function DocItemLayout({ children }) {',
      '  const docTOC = useDocTOC();',
      '  return (',
      '    <div className={`row site-layout ${styles.docItemContainer ?? \'\'}`.trim()}>',
      '      <div className="col">',
      '        <ContentVisibility metadata={useDoc().metadata} />',
      '        <DocVersionBanner />',
      '        <article className="site-article">',
      '          <DocBreadcrumbs />',
      '          <DocVersionBadge />',
      '          {docTOC.mobile}',
      '          <DocItemContent>{children}</DocItemContent>',
      '          <DocItemFooter />',
      '        </article>',
      '        <DocItemPaginator />',
      '      </div>',
      '      {docTOC.desktop && <div className="col col--3 site-toc">{docTOC.desktop}</div>}',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/DocItem/Content/index.js',
    [
      "import Content from '@theme-original/DocItem/Content';",
      "import { useAllDocsData, useDoc, useDocsData, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';",
      '',
      'export default function ContentWrapper(props) {',
      '  const { metadata, frontMatter, contentTitle } = useDoc();',
      '  const sidebar = useDocsSidebar();',
      "  const docs = useDocsData().versions[0].docs.map((doc) => doc.id).sort().join(' ');",
      '  return (',
      '    <>',
      '      <Content {...props} />',
      "      <p className=\"docs-data\" data-plugins={Object.keys(useAllDocsData()).join(' ')} data-path={useDocsData('default').path} data-docs={docs} data-sidebar={sidebar ? `${sidebar.name}: ${sidebar.items.map((item) => item.label).join(', ')}` : 'none'} hidden />",
      '      <p className="feedback" data-page={metadata.permalink} data-source={metadata.source} data-next={metadata.next?.permalink ?? ""} data-edit={metadata.editUrl} data-team={frontMatter.team ?? ""} data-h1={contentTitle ?? ""}>Was this helpful?</p>',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'docs/guides/index.md',
    "---\nsidebar_position: 1\nteam: core\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n# Guides\n\nStart here.\n\n<DocCardList />\n\n## First steps\n\nText.\n\n## Next steps\n\nText.\n",
  );
  // A DocCard as swizzled Docusaurus sites keep it: a doc's description looked up by id, a category's count.
  site.write(
    'src/theme/DocCard/index.js',
    [
      "import Link from '@docusaurus/Link';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import { usePluralForm } from '@docusaurus/theme-common';",
      "import { findFirstSidebarItemLink, useDocById } from '@docusaurus/theme-common/internal';",
      "import { translate } from '@docusaurus/Translate';",
      '',
      'function CardLayout({ href, icon, title, description }) {',
      '  return <Link href={href} className="site-card"><strong>{icon} {title}</strong>{description && <small>{description}</small>}</Link>;',
      '}',
      '',
      'function CardCategory({ item }) {',
      '  const { selectMessage } = usePluralForm();',
      '  const href = findFirstSidebarItemLink(item);',
      '  if (!href) return null;',
      "  return <CardLayout href={href} icon=\"🗃️\" title={item.label} description={selectMessage(item.items.length, translate({ message: '1 item|{count} items', id: 'theme.docs.DocCard.categoryDescription.plurals' }, { count: item.items.length }))} />;",
      '}',
      '',
      'function CardLink({ item }) {',
      '  const doc = useDocById(item.docId ?? undefined);',
      "  return <CardLayout href={item.href} icon={isInternalUrl(item.href) ? '📄️' : '🔗'} title={item.label} description={item.description ?? doc?.description} />;",
      '}',
      '',
      'export default function DocCard({ item }) {',
      "  return item.type === 'category' ? <CardCategory item={item} /> : <CardLink item={item} />;",
      '}',
      '',
    ].join('\n'),
  );
  site.write('docs/guides/advanced/limits.md', '---\ndescription: Quotas per project.\n---\n\n# Limits\n\nText.\n');
  site.write('docs/preview.md', '---\nunlisted: true\ntitle: Named in front matter\nsidebar_label: Preview\n---\n\n# Preview\n\nText.\n');
  site.write(
    'src/theme/DocItem/Metadata/index.js',
    "import Head from '@docusaurus/Head';\nimport { useDoc } from '@docusaurus/plugin-content-docs/client';\n\nexport default function Metadata() {\n  const { metadata } = useDoc();\n  return <Head><meta name=\"doc-id\" content={metadata.id} /></Head>;\n}\n",
  );
  site.write('src/theme/MDXContent/index.js', "export default function MDXContent({ children }) {\n  return <div className=\"mdx-wrap\">{children}</div>;\n}\n");
  // Docusaurus renders a post's body (on its page and in the list) and a Markdown page's through MDXContent too.
  site.write('blog/2024-05-01-launch.md', '---\ntitle: Launch\ntags: [news]\nfeatured: true\n---\n\nWe launched.\n\n<!-- truncate -->\n\nMore.\n');
  site.write('src/pages/about.md', '# About\n\nWho we are.\n');
  site.write('src/theme/DocBreadcrumbs/Items/Home/index.js', "export default function Home() {\n  return <li className=\"home-crumb\"><a href=\"/\">Docs</a></li>;\n}\n");
  site.write(
    'src/theme/EditThisPage/index.js',
    "import EditThisPage from '@theme-original/EditThisPage';\n\nexport default function EditWrapper(props) {\n  return <span className=\"edit-row\"><EditThisPage {...props} /> or <a href=\"https://example.com/issues\">report an issue</a></span>;\n}\n",
  );
  site.write(
    'src/theme/NotFound/Content/index.js',
    "import PaginatorNavLink from '@theme/PaginatorNavLink';\nimport Tag from '@theme/Tag';\n\nexport default function NotFoundContent() {\n  return <div className=\"site-404\"><h1>Lost?</h1><p>Try the <a href=\"/guides/\">guides</a>.</p><PaginatorNavLink permalink=\"/guides/\" title=\"Guides\" subLabel=\"Back to\" isNext /><Tag permalink=\"/blog/tags/news/\" label=\"news\" count={1} description=\"Launches\" /></div>;\n}\n",
  );
  // A tag marked as the site marks them: the theme's tag lists render each tag through it.
  site.write('src/theme/Tag/index.js', "import Tag from '@theme-original/Tag';\n\nexport default function HashTag(props) {\n  return <Tag {...props} label={`#${props.label}`} />;\n}\n");
  // One link of a paginator, its title set off: the theme's paginators render each link through it.
  site.write(
    'src/theme/PaginatorNavLink/index.js',
    "import PaginatorNavLink from '@theme-original/PaginatorNavLink';\n\nexport default function NavLinkWrapper(props) {\n  return <PaginatorNavLink {...props} title={<em className=\"site-navlink\">{props.title}</em>} />;\n}\n",
  );
  site.write('docs/guides/billing.mdx', "---\nsidebar_position: 2\nhide_table_of_contents: true\nsidebar_custom_props:\n  badge: new\n---\n\nimport Plan from '@site/src/components/Plan';\nimport Region from '@site/src/components/Region';\n\nYou are on the <Plan /> in <Region /> now.\n\n## Invoices\n\nText.\n");
  // A Layout of the site's own, as a Docusaurus site writes it: its bar and footer around the route's main part.
  site.write(
    'src/theme/Layout/index.js',
    [
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
      "import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';",
      "import SkipToContent from '@theme/SkipToContent';",
      "import AnnouncementBar from '@theme/AnnouncementBar';",
      "import Navbar from '@theme/Navbar';",
      "import Footer from '@theme/Footer';",
      "import LayoutProvider from '@theme/Layout/Provider';",
      "import ErrorPageContent from '@theme/ErrorPageContent';",
      '',
      'export default function Layout({ children, noFooter, wrapperClassName, title, description }) {',
      '  return (',
      '    <LayoutProvider>',
      '      <PageMetadata title={title} description={description} />',
      '      <SkipToContent />',
      '      <AnnouncementBar />',
      '      <div className="site-shell">',
      '        <Navbar />',
      // A class name Docusaurus has and docs-gen does not list reads as an empty one.
      '        <div id={SkipToContentFallbackId} className={`${ThemeClassNames.layout.main.container} ${ThemeClassNames.wrapper.main}${ThemeClassNames.layout.notListed}${wrapperClassName ?? ""}`}>',
      '          <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>',
      '        </div>',
      '        {!noFooter && <Footer />}',
      '      </div>',
      '    </LayoutProvider>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/TOC/index.js',
    "import TOCItems from '@theme/TOCItems';\n\nexport default function TOC({ className, ...props }) {\n  return <div className=\"site-toc-box\"><TOCItems {...props} linkClassName=\"table-of-contents__link\" /></div>;\n}\n",
  );
  site.write('src/pages/team.js', "import Layout from '@theme/Layout';\n\nexport default function Team() {\n  return <Layout title=\"About us\"><p className=\"about\">Who we are.</p></Layout>;\n}\n");
  // A React page reading the Root's contexts and rendering an override, with a CSS module.
  site.write(
    'src/pages/pricing.js',
    "import Layout from '@theme/Layout';\nimport DocCard from '@theme/DocCard';\nimport Plan from '@site/src/components/Plan';\nimport Region from '@site/src/components/Region';\nimport styles from './pricing.module.css';\n\nexport default function Pricing() {\n  return <Layout title=\"Pricing\"><p className={styles.offer}>Your <Plan /> in <Region />.</p><DocCard item={{ type: 'link', href: '/guides/advanced/limits/', label: 'Limits', docId: 'guides/advanced/limits' }} /></Layout>;\n}\n",
  );
  site.write('src/pages/pricing.module.css', '.offer { color: rebeccapurple; }\n');
  // The sidebar's parts, wrapped as sites do: markup above the entries, a credit under them, and entries filtered
  // out before the original renders them (pages a reader's role does not see).
  site.write(
    'src/theme/DocSidebar/index.js',
    "import DocSidebar from '@theme-original/DocSidebar';\n\nexport default function DocSidebarWrapper(props) {\n  return <><DocSidebar {...props} /><span className=\"sidebar-probe\" data-entries={props.sidebar?.length ?? 'none'} data-path={props.path} hidden /></>;\n}\n",
  );
  site.write(
    'src/theme/DocSidebar/Desktop/index.js',
    "import Desktop from '@theme-original/DocSidebar/Desktop';\n\nexport default function DesktopWrapper(props) {\n  return <><div className=\"sidebar-top\">Pick a product</div><Desktop {...props} /></>;\n}\n",
  );
  site.write(
    'src/theme/DocSidebar/Desktop/Content/index.js',
    "import Content from '@theme-original/DocSidebar/Desktop/Content';\n\nconst shown = (items) => items.filter((item) => item.label !== 'Setup').map((item) => (item.type === 'category' ? { ...item, items: shown(item.items) } : item));\n\nexport default function ContentWrapper({ sidebar, ...props }) {\n  return <><Content {...props} sidebar={shown(sidebar)} /><p className=\"sidebar-credit\" data-path={props.path}>Made by the docs team</p></>;\n}\n",
  );
  // Entries drawn the site's way: a badge from the entry's custom props, a class by depth.
  site.write(
    'src/theme/DocSidebarItem/Link/index.js',
    "import Link from '@theme-original/DocSidebarItem/Link';\n\nexport default function LinkWrapper(props) {\n  const badge = props.item.customProps?.badge;\n  if (!badge) return <Link {...props} />;\n  return <Link {...props} item={{ ...props.item, label: <>{props.item.label} <span className=\"sidebar-badge\">{badge}</span></> }} />;\n}\n",
  );
  site.write(
    'src/theme/DocSidebarItem/Category/index.js',
    [
      "import Category from '@theme-original/DocSidebarItem/Category';",
      "import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';",
      "import { isSamePath } from '@docusaurus/theme-common/internal';",
      '',
      'export default function CategoryWrapper(props) {',
      '  const marks = [`depth-${props.level}`];',
      "  if (isActiveSidebarItem(props.item, props.activePath)) marks.push('holds-page');",
      "  if (isSamePath(props.item.href, props.activePath.toUpperCase().replace(/\\/$/, ''))) marks.push('is-page');",
      "  return <Category {...props} item={{ ...props.item, className: marks.join(' ') }} />;",
      '}',
      '',
    ].join('\n'),
  );
  // A Tabs copied from Docusaurus (3, with Docusaurus 2's `duplicates` import), on a page of its own.
  site.write(
    'src/theme/Tabs/index.js',
    [
      "import { cloneElement } from 'react';",
      "import { duplicates } from '@docusaurus/theme-common';",
      "import { sanitizeTabsChildren, useScrollPositionBlocker, useTabs } from '@docusaurus/theme-common/internal';",
      '',
      'export default function Tabs(props) {',
      '  const { selectedValue, selectValue, tabValues } = useTabs(props);',
      '  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();',
      '  const values = tabValues.map((tab) => tab.value);',
      '  const panels = sanitizeTabsChildren(props.children);',
      '  return (',
      '    <div className="site-tabs" data-repeats={duplicates([...values, values[0]]).join()}>',
      '      <ul role="tablist">{tabValues.map(({ value, label }) => <li key={value} role="tab" aria-selected={value === selectedValue} onClick={(e) => { blockElementScrollPositionUntilNextRender(e.currentTarget); selectValue(value); }}>{label ?? value}</li>)}</ul>',
      '      {panels.map((panel) => cloneElement(panel, { key: panel.props.value, hidden: panel.props.value !== selectedValue }))}',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write('src/theme/TabItem/index.js', 'export default function TabItem({ children, hidden }) {\n  return <div role="tabpanel" hidden={hidden}>{children}</div>;\n}\n');
  site.write(
    'src/pages/install.mdx',
    "# Install\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"npm\" label=\"npm\">\n\n`npm i kit`\n\n  </TabItem>\n  <TabItem value=\"yarn\" label=\"Yarn\" default>\n\n`yarn add kit`\n\n  </TabItem>\n</Tabs>\n",
  );
  // A Details swizzled from Docusaurus: the generic one of theme-common with the site's classes.
  site.write(
    'src/theme/Details/index.js',
    "import { Details as DetailsGeneric } from '@docusaurus/theme-common/Details';\n\nexport default function Details(props) {\n  return <DetailsGeneric {...props} className={['site-details', props.className].filter(Boolean).join(' ')} />;\n}\n",
  );
  site.write('src/pages/faq.mdx', '# FAQ\n\n<Details summary="Why?" className="faq" open>\n\nBecause.\n\n</Details>\n\n<Details summary={<summary>How?</summary>}>\n\nLike this.\n\n</Details>\n');
  // The navbar's frame and the drawer's parts, as Docusaurus sites swizzle them: a frame copied from Docusaurus renders
  // the drawer in the bar, where docs-gen has none (it is the sidebar's).
  site.write(
    'src/theme/Navbar/Layout/index.js',
    "import NavbarLayout from '@theme-original/Navbar/Layout';\nimport NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';\n\nexport default function Frame({ children }) {\n  return <NavbarLayout><div className=\"bar-probe\" hidden />{children}<NavbarMobileSidebar /></NavbarLayout>;\n}\n",
  );
  site.write(
    'src/theme/Navbar/MobileSidebar/index.js',
    "import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';\n\nexport default function Drawer() {\n  return <><NavbarMobileSidebar /><p className=\"drawer-extra\">Support</p></>;\n}\n",
  );
  site.write(
    'src/theme/Navbar/MobileSidebar/Layout/index.js',
    "import Layout from '@theme-original/Navbar/MobileSidebar/Layout';\n\nexport default function DrawerLayout(props) {\n  return <Layout {...props} secondaryMenu={<p className=\"drawer-secondary\">More</p>} />;\n}\n",
  );
  site.write(
    'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js',
    "import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';\n\nexport default function Menu() {\n  return <><PrimaryMenu /><a className=\"drawer-cta\" href=\"/signup/\">Sign up</a></>;\n}\n",
  );
  // A page of @docusaurus/plugin-ideal-image's images: an imported file's URL (sized from the file), the loader's
  // object, sizes given; an override frames each.
  fs.writeFileSync(
    path.join(site.dir, 'src/pages/shot.png'),
    Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from([0, 0, 0, 30, 0, 0, 0, 20, 8, 6, 0, 0, 0, 0, 0, 0, 0])]),
  );
  site.write(
    'src/pages/gallery.mdx',
    "# Gallery\n\nimport Image from '@theme/IdealImage';\nimport shot from './shot.png';\n\n<Image img={require('./shot.png')} alt=\"Shot\" />\n\n<Image img={{ src: { src: '/img/big.png', preSrc: 'data:,', width: 800, height: 600, images: [{ path: '/img/big.png', width: 800 }] }, preSrc: 'data:,' }} alt=\"Big\" className=\"wide\" />\n\n<Image img={{ default: shot }} alt=\"Small\" width={15} style={{ border: 0 }} />\n",
  );
  site.write(
    'src/theme/IdealImage/index.js',
    "import IdealImage from '@theme-original/IdealImage';\n\nexport default function Framed(props) {\n  return <span className=\"site-frame\"><IdealImage {...props} /></span>;\n}\n",
  );
  // Docusaurus's smaller parts, each given props by a React page and overridden where the theme renders it; the
  // navbar's toggle and the button it renders both overridden.
  site.write('blog/2024-06-01-update.md', '---\ntitle: Update\n---\n\nWe updated.\n\n<!-- truncate -->\n\nMore.\n');
  site.write(
    'src/pages/parts.js',
    [
      "import Layout from '@theme/Layout';",
      "import CodeInline from '@theme/CodeInline';",
      "import MDXCode from '@theme/MDXComponents/Code';",
      "import EditMetaRow from '@theme/EditMetaRow';",
      "import BlogPostPaginator from '@theme/BlogPostPaginator';",
      "import BlogListPaginator from '@theme/BlogListPaginator';",
      "import ColorModeToggle from '@theme/ColorModeToggle';",
      '',
      'export default function Parts() {',
      '  return (',
      '    <Layout title="Parts">',
      '      <p className="parts-code"><CodeInline title="dotted">a.b</CodeInline> <MDXCode>c()</MDXCode></p>',
      '      <EditMetaRow className="parts-meta" editUrl="https://example.com/edit/parts" lastUpdatedAt={Date.UTC(2024, 0, 2)} lastUpdatedBy="Ann" />',
      "      <BlogPostPaginator prevItem={{ title: 'Update', permalink: '/blog/2024/06/01/update/' }} />",
      "      <BlogListPaginator metadata={{ previousPage: null, nextPage: '/blog/' }} />",
      '      <ColorModeToggle className="parts-toggle" value="dark" onChange={() => {}} />',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write('src/theme/CodeInline/index.js', "import CodeInline from '@theme-original/CodeInline';\n\nexport default function Code(props) {\n  return <CodeInline {...props} className=\"site-code\" />;\n}\n");
  site.write('src/theme/EditMetaRow/index.js', "import EditMetaRow from '@theme-original/EditMetaRow';\n\nexport default function Row(props) {\n  return <div className=\"site-meta\" data-by={props.lastUpdatedBy ?? ''}><EditMetaRow {...props} /></div>;\n}\n");
  site.write(
    'src/theme/BlogPostItems/index.js',
    [
      "import BlogPostItems from '@theme-original/BlogPostItems';",
      "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      '',
      'function Teaser({ children }) {',
      '  return <section className="site-teaser"><b>{useBlogPost().metadata.title}</b>{children}</section>;',
      '}',
      '',
      'export default function Posts({ items }) {',
      '  return (',
      '    <>',
      "      <p className=\"site-posts\">{items.map((item) => item.content.metadata.title).join(', ')}</p>",
      '      <BlogPostItems items={items} />',
      '      <aside><BlogPostItems items={items.filter((item) => item.content.frontMatter.featured)} component={Teaser} /></aside>',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  site.write(
    'src/theme/BlogPostPaginator/index.js',
    "import BlogPostPaginator from '@theme-original/BlogPostPaginator';\n\nexport default function Pager(props) {\n  return <div className=\"site-post-pager\" data-newer={props.prevItem?.title ?? ''}><BlogPostPaginator {...props} /></div>;\n}\n",
  );
  site.write(
    'src/theme/BlogListPaginator/index.js',
    "import BlogListPaginator from '@theme-original/BlogListPaginator';\n\nexport default function Pager(props) {\n  return <div className=\"site-list-pager\" data-pages={props.metadata.totalPages}><BlogListPaginator {...props} /></div>;\n}\n",
  );
  site.write('src/theme/ColorModeToggle/index.js', "import ColorModeToggle from '@theme-original/ColorModeToggle';\n\nexport default function Toggle(props) {\n  return <ColorModeToggle {...props} buttonClassName=\"site-toggle\" />;\n}\n");
  site.write(
    'src/theme/Navbar/ColorModeToggle/index.js',
    "import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';\n\nexport default function Toggle() {\n  return <span className=\"site-nav-toggle\"><NavbarColorModeToggle /></span>;\n}\n",
  );
  site.write('docs/guides/setup.md', '---\nsidebar_position: 3\n---\n\n# Setup\n\n## Install\n\nText.\n\n## Configure\n\nText.\n');
  build = await runDocsGenAsync(['build', site.dir, '--quiet']);
}, 30_000);
afterAll(() => site.cleanup());

describe('a Root override', () => {
  it('builds without warnings', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('wraps every page, and its context reaches the components of the page', () => {
    const html = site.read('build/guides/billing/index.html');
    expect(html).toMatch(/<body><div class="root-probe" hidden=""><\/div><a class="skip-link" href="#main">Skip to main content<\/a><div class="site-shell"><header class="navbar">/);
    // A module of the site and a package's CommonJS module, each loaded once for the override and the page.
    expect(main('/guides/billing/')).toContain('You are on the <strong class="plan">Team plan</strong> in <em class="region">no-osl-1</em> now.');
    expect(site.read('build/404.html')).toContain('<div class="root-probe" hidden="">');
  });

  it("reaches a React page's components too, which render the site's overrides, and its CSS module is in the stylesheet once", () => {
    const html = site.read('build/pricing/index.html');
    const offer = /<p class="([^"]+)">Your <strong class="plan">Team plan<\/strong> in <em class="region">no-osl-1<\/em>.<\/p>/.exec(html)?.[1];
    expect(offer).toBeDefined();
    expect(html).toContain('<a href="/guides/advanced/limits/" class="site-card"><strong>📄️<!-- --> <!-- -->Limits</strong><small>Quotas per project.</small></a>');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/css\/[^"]+)"/.exec(html)?.[1] ?? '';
    const css = site.read(`build/${stylesheet}`);
    expect(css.split(`.${offer}{`).length - 1).toBe(1);
  });
});

describe('a Layout of the site’s own', () => {
  it("lays every route out: its bar and footer around the theme's sidebar and page", () => {
    const html = site.read('build/guides/setup/index.html');
    // The site has no footer settings, so the footer renders nothing.
    expect(html).toMatch(
      /<div class="site-shell"><header class="navbar">[\s\S]*<\/header><div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper"><div class="layout has-sidebar"><div id="sidebar"[\s\S]*<\/main><\/div><\/div><\/div><\/body>/,
    );
  });

  it("renders a site's TOC from TOCItems, its links keeping the theme's class for the script that marks the one being read", () => {
    expect(main('/guides/setup/')).toContain(
      '<div class="site-toc-box"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#install" class="toc-link table-of-contents__link">Install</a></li><li><a href="#configure" class="toc-link table-of-contents__link">Configure</a></li></ul></div>',
    );
  });

  it("is the page's body, with its title for the head, where a React page renders it inside the route's layout", () => {
    const html = site.read('build/team/index.html');
    expect(html.match(/<header class="navbar"/g)).toHaveLength(1);
    expect(html.match(/class="site-shell"/g)).toHaveLength(1);
    expect(html).toContain('<title>About us | Kit</title>');
    expect(html).toMatch(/<main[^>]*><p class="about">Who we are.<\/p><\/main>/);
  });
});

describe('a DocItem/Layout laid out by the site from Docusaurus’s parts', () => {
  it('renders its own layout in the main area, with the parts in the places it gives them', () => {
    const html = main('/guides/setup/');
    const order = ['class="row site-layout"', 'class="site-article"', 'class="breadcrumbs"', 'class="toc-collapsible"', '<h1', 'class="feedback"', 'class="doc-footer"', '</div></article><nav class="pagination"', 'class="col col--3 site-toc"', 'class="site-toc-box"'];
    const at = order.map((needle) => html.indexOf(needle));
    expect(at.every((i) => i >= 0), `${order.filter((_, i) => at[i] < 0)}`).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The theme's own layout is replaced, not doubled.
    expect(html).not.toContain('class="toc-column"');
    expect(html.match(/class="site-toc-box"/g)).toHaveLength(1);
  });

  it('shows ContentVisibility’s notice on an unlisted page only', () => {
    expect(main('/preview/')).toMatch(/<div class="col"><aside class="admonition admonition-caution"[^>]*>[\s\S]*Unlisted page/);
    expect(main('/guides/setup/')).not.toContain('Unlisted page');
  });

  it('reads the front matter and headings through useDoc: no TOC on a page that hides it', () => {
    expect(main('/guides/')).toContain('href="#next-steps"');
    const billing = main('/guides/billing/');
    expect(billing).not.toContain('site-toc');
    expect(billing).not.toContain('toc-collapsible');
    expect(billing).toMatch(/class="pagination"[\s\S]*href="\/guides\/" rel="prev"/);
  });
});

describe('the smaller parts Docusaurus sites override', () => {
  it("DocCard: each card of a DocCardList is the site's, in the list's items", () => {
    const cards = /<ul class="cards">([\s\S]*?)<\/ul>/.exec(main('/guides/'))?.[1] ?? '';
    expect(cards).toBe(
      [
        // A page's description, without front matter: its first line of text, as Docusaurus makes it (tags taken
        // out, the spaces around them kept; a heading after the h1 is text), as the head's description has it.
        '<li class="card-item"><a href="/guides/billing/" class="site-card"><strong>📄️<!-- --> <!-- -->billing</strong><small>You are on the  in  now.</small></a></li>',
        '<li class="card-item"><a href="/guides/setup/" class="site-card"><strong>📄️<!-- --> <!-- -->Setup</strong><small>Install</small></a></li>',
        '<li class="card-item"><a href="/guides/advanced/limits/" class="site-card"><strong>🗃️<!-- --> <!-- -->advanced</strong><small>1 item</small></a></li>',
      ].join(''),
    );
  });

  it("MDXContent and DocBreadcrumbs/Items/Home: the body of a guide, a post (on its page and in the list) and a Markdown page in the site's wrapper, the site's first crumb", () => {
    const html = main('/guides/setup/');
    // Inside the site's DocItem/Layout, which holds the article as Docusaurus's does, the body is a div, as Docusaurus's is.
    expect(html).toMatch(/<div class="markdown" data-page-id="guides\/setup"><div class="mdx-wrap"><h1 id="setup">Setup<\/h1>/);
    expect(html.match(/<article/g)).toEqual(['<article']);
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li class="home-crumb"><a href="/">Docs</a></li>');
    expect(main('/blog/2024/05/01/launch/')).toContain('<div class="markdown blog-post-body"><div class="mdx-wrap"><p>We launched.</p>');
    expect(main('/blog/')).toContain('<div class="markdown blog-post-body"><div class="mdx-wrap"><p>We launched.</p></div></div>');
    expect(main('/about/')).toContain('<article class="markdown"><div class="mdx-wrap"><h1 id="about">About</h1>');
  });

  it("DocItem/Metadata: a guide's head gets the tags the site's adds", () => {
    expect(site.read('build/guides/setup/index.html')).toMatch(/<head>[\s\S]*<meta name="doc-id" content="guides\/setup"\/>[\s\S]*<\/head>/);
  });

  it('EditThisPage: the edit link under a guide, wrapped', () => {
    expect(main('/guides/setup/')).toMatch(/<span class="edit-row"><a class="doc-edit-link" href="https:\/\/example.com\/edit\/docs\/guides\/setup.md"[^>]*>[\s\S]*?Edit this page<\/a> or <a href="https:\/\/example.com\/issues">report an issue<\/a><\/span>/);
  });

  it('Tabs: a copy of Docusaurus’s, built on useTabs, sanitizeTabsChildren, useScrollPositionBlocker and duplicates, renders its tabs with the default one chosen', () => {
    expect(main('/install/')).toContain(
      '<div class="site-tabs" data-repeats="npm"><ul role="tablist"><li role="tab" aria-selected="false">npm</li><li role="tab" aria-selected="true">Yarn</li></ul>' +
        '<div role="tabpanel" hidden=""><p><code>npm i kit</code></p></div><div role="tabpanel"><p><code>yarn add kit</code></p></div></div>',
    );
  });

  it('Details: a copy of Docusaurus’s wrapping the generic one of @docusaurus/theme-common/Details, with its classes and a summary given as text or as a <summary>', () => {
    expect(main('/faq/')).toContain('<details open="" class="details site-details faq"><summary>Why?</summary><div class="details-content"><p>Because.</p></div></details>');
    expect(main('/faq/')).toContain('<details class="details site-details"><summary>How?</summary><div class="details-content"><p>Like this.</p></div></details>');
  });

  it("NotFound/Content: the not-found page says it the site's way, in the theme's page", () => {
    const page = site.read('build/404.html');
    expect(page).toContain('<main id="main" class="main main-wide" tabindex="-1"><div class="doc"><div class="site-404"><h1>Lost?</h1>');
    expect(page).not.toContain('Page Not Found</h1>');
  });

  it("Tag: each tag of a post and of the tags page is the site's; an override renders it with Docusaurus's props", () => {
    expect(main('/blog/2024/05/01/launch/')).toMatch(/<ul class="blog-tags"[^>]*><li><a class="blog-tag" href="\/blog\/tags\/news\/" rel="tag">#news<\/a><\/li><\/ul>/);
    expect(main('/blog/tags/')).toContain('<li><a class="blog-tag" href="/blog/tags/news/">#news<!-- --> <span class="blog-tag-count">1</span></a></li>');
    expect(site.read('build/404.html')).toContain('<a class="tag-link" href="/blog/tags/news/" rel="tag" title="Launches">#news<!-- --> <span class="tag-count">1</span></a>');
  });

  it("PaginatorNavLink: each link of a guide's paginator is the site's; an override renders it with Docusaurus's props", () => {
    expect(main('/guides/billing/')).toMatch(
      /<nav class="pagination" [^>]*><a class="pagination-link prev" href="\/guides\/" rel="prev"><span class="pagination-sub">Previous<\/span><span class="pagination-label"><em class="site-navlink">Guides<\/em><\/span><\/a><a class="pagination-link next" href="\/guides\/setup\/" rel="next"><span class="pagination-sub">Next<\/span><span class="pagination-label"><em class="site-navlink">Setup<\/em><\/span><\/a><\/nav>/,
    );
    expect(site.read('build/404.html')).toContain(
      '<a class="pagination-link next" href="/guides/" rel="next"><span class="pagination-sub">Back to</span><span class="pagination-label"><em class="site-navlink">Guides</em></span></a>',
    );
  });
});

describe("Docusaurus's components docs-gen's theme adds", () => {
  it("IdealImage: a lazy <img> of an imported image, sized by its props, the loader's object or the file; an override wraps it", () => {
    const html = main('/gallery/');
    const shot = /<img decoding="async" loading="lazy" src="(\/assets\/[^"]+\.png)" width="30" height="20" alt="Shot"\/>/.exec(html)?.[1];
    expect(shot).toBeDefined();
    expect(html).toContain('<span class="site-frame"><img decoding="async" loading="lazy" src="/img/big.png" width="800" height="600" alt="Big" class="wide"/></span>');
    expect(html).toContain(`<span class="site-frame"><img decoding="async" loading="lazy" src="${shot}" width="15" alt="Small" style="border:0"/></span>`);
  });
});

describe("Docusaurus's parts docs-gen's theme adds, given props by a page and overridden where the theme renders them", () => {
  it('CodeInline: code within a line, with its props, as MDXComponents/Code renders it too; an override wraps it', () => {
    expect(main('/parts/')).toContain('<p class="parts-code"><code title="dotted" class="site-code">a.b</code> <code class="site-code">c()</code></p>');
  });

  it('EditMetaRow: the edit link and last update under a guide are the site’s; given a class, a box around them', () => {
    expect(main('/guides/setup/')).toMatch(/<div class="doc-footer"><div class="site-meta" data-by=""><span class="edit-row"><a class="doc-edit-link" href="https:\/\/example.com\/edit\/docs\/guides\/setup.md"[^>]*>/);
    expect(main('/parts/')).toMatch(
      /<div class="site-meta" data-by="Ann"><div class="parts-meta"><span class="edit-row"><a class="doc-edit-link" href="https:\/\/example.com\/edit\/parts"[\s\S]*?<\/span><span class="doc-last-updated">Last updated<!-- --> on <time dateTime="2024-01-02T00:00:00.000Z">Jan 2, 2024<\/time> by <b>Ann<\/b><\/span><\/div><\/div>/,
    );
  });

  it("BlogPostItems: a list page's posts go through the site's, given each post's metadata and front matter; a component of its own gets the post's beginning", () => {
    const list = main('/blog/');
    expect(list).toMatch(/<p class="site-posts">Update, Launch<\/p><article class="blog-post">[\s\S]*?>Update<\/a><\/h2>[\s\S]*?>Launch<\/a><\/h2>[\s\S]*?<\/article><aside>/);
    expect(list).toContain('<aside><section class="site-teaser"><b>Launch</b><div class="markdown"><div class="mdx-wrap"><p>We launched.</p></div></div></section></aside>');
  });

  it('BlogPostPaginator and BlogListPaginator: under a post and a list page, the site’s; given props, their links', () => {
    expect(main('/blog/2024/05/01/launch/')).toContain(
      '<div class="site-post-pager" data-newer="Update"><nav class="pagination" aria-label="Blog post page navigation"><a class="pagination-link prev" href="/blog/2024/06/01/update/" rel="prev"><span class="pagination-sub">Newer post</span>',
    );
    expect(main('/blog/')).toContain('<div class="site-list-pager" data-pages="1"></div></div></div></main>');
    const parts = main('/parts/');
    expect(parts).toContain('<div class="site-post-pager" data-newer="Update"><nav class="pagination" aria-label="Blog post page navigation"><a class="pagination-link prev" href="/blog/2024/06/01/update/" rel="prev">');
    expect(parts).toContain('<div class="site-list-pager"><nav class="pagination" aria-label="Blog list page navigation"><span></span><a class="pagination-link next" href="/blog/" rel="next"><span class="pagination-sub">Older entries</span>');
  });

  it('ColorModeToggle: the button Navbar/ColorModeToggle renders, both overridden; given a class, a box around it', () => {
    const button = '<button type="button" class="theme-toggle site-toggle" aria-label="Switch between dark and light mode" title="Switch between dark and light mode" data-theme-toggle="true">';
    expect(site.read('build/guides/setup/index.html')).toContain(`<span class="site-nav-toggle">${button}`);
    expect(main('/parts/')).toContain(`<div class="parts-toggle">${button}`);
  });
});

describe('the navbar’s frame and the drawer’s parts, overridden', () => {
  it('Navbar/Layout: the bar in the site’s frame; Navbar/MobileSidebar, rendered there as in Docusaurus, only in the drawer', () => {
    const html = site.read('build/guides/setup/index.html');
    expect(html).toContain('<header class="navbar"><div class="bar-probe" hidden=""></div><div class="navbar-inner">');
    expect(html.match(/sidebar-drawer-header|drawer-extra/g)).toEqual(['sidebar-drawer-header', 'drawer-extra']);
  });

  it('Navbar/MobileSidebar, its Layout and PrimaryMenu: the drawer’s parts at the top of the sidebar, each the site’s', () => {
    const drawer = /<div id="sidebar"[^>]*>([\s\S]*?)<div class="sidebar-top">/.exec(site.read('build/guides/setup/index.html'))?.[1] ?? '';
    expect(drawer).toMatch(
      /^<div class="sidebar-drawer-header">[\s\S]*?<\/div><nav class="sidebar-secondary" aria-label="Main menu">[\s\S]*?<\/nav><a class="drawer-cta" href="\/signup\/">Sign up<\/a><p class="drawer-secondary">More<\/p><p class="drawer-extra">Support<\/p>$/,
    );
  });
});

describe('the sidebar’s parts, wrapped', () => {
  it('DocSidebar/Desktop and DocSidebar/Desktop/Content: their markup around the entries, which are those the override passes on', () => {
    const html = site.read('build/guides/billing/index.html');
    // DocSidebar is given the page's sidebar and URL, as Docusaurus gives them; a page without a sidebar does not
    // render it, as in Docusaurus (the theme's own stands in, for the drawer).
    expect(html).toMatch(/<p class="sidebar-credit"[^>]*>Made by the docs team<\/p><\/div><span class="sidebar-probe" data-entries="2" data-path="\/guides\/billing\/" hidden=""><\/span>/);
    const about = site.read('build/about/index.html');
    expect(about).not.toContain('sidebar-probe');
    expect(about).toContain('<div id="sidebar" class="sidebar sidebar-empty" data-sidebar="true">');
    const sidebar = /<div id="sidebar"[\s\S]*?<p class="sidebar-credit"[^>]*>[^<]*<\/p>/.exec(html)?.[0] ?? '';
    expect(sidebar).toMatch(/<div class="sidebar-top">Pick a product<\/div><nav class="sidebar-nav"[^>]*>[\s\S]*<\/nav><p class="sidebar-credit" data-path="\/guides\/billing\/">Made by the docs team<\/p>$/);
    const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(sidebar)?.[0] ?? '';
    expect(nav).toContain('<a class="sidebar-link active" href="/guides/billing/" aria-current="page">');
    expect(nav).toContain('href="/guides/advanced/limits/"');
    expect(nav).not.toContain('/guides/setup/');
  });
});

describe('the sidebar’s entries, overridden', () => {
  it('DocSidebarItem/Link and DocSidebarItem/Category: given the entry, its level and the page, they draw it, the page’s link marked on each page', () => {
    const nav = (route: string) => /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(site.read(`build${route}index.html`))?.[0] ?? '';
    expect(nav('/guides/billing/')).toContain('<a class="sidebar-link active" href="/guides/billing/" aria-current="page"><span class="sidebar-label">billing<!-- --> <span class="sidebar-badge">new</span></span></a>');
    expect(nav('/guides/billing/')).toMatch(/<li class="sidebar-category depth-1[^"]*"><div class="sidebar-category-row"><a class="sidebar-link sidebar-category-link" href="\/guides\/">guides<\/a>/);
    expect(nav('/guides/billing/')).toMatch(/<li class="sidebar-category depth-2[^"]*"><div class="sidebar-category-row"><a class="sidebar-link sidebar-category-link" href="\/guides\/advanced\/limits\/">advanced<\/a>/);
    expect(nav('/guides/advanced/limits/')).toContain('<a class="sidebar-link" href="/guides/billing/"><span class="sidebar-label">billing<!-- --> <span class="sidebar-badge">new</span></span></a>');
    expect(nav('/guides/advanced/limits/')).toContain('<a class="sidebar-link active" href="/guides/advanced/limits/" aria-current="page"><span class="sidebar-label">Limits</span></a>');
  });

  it("mark the entries on the page's path with isActiveSidebarItem and the page's own with isSamePath, as a swizzled entry does", () => {
    const nav = (route: string) => /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(site.read(`build${route}index.html`))?.[0] ?? '';
    const classes = (route: string) => [...nav(route).matchAll(/<li class="sidebar-category ([^"]*)">/g)].map((m) => m[1]);
    expect(classes('/guides/billing/')).toEqual(['depth-1 holds-page', 'depth-2']);
    expect(classes('/guides/')).toEqual(['depth-1 holds-page is-page', 'depth-2']);
    expect(classes('/guides/advanced/limits/')).toEqual(['depth-1 holds-page', 'depth-2 holds-page is-page']);
  });
});

describe('a DocSidebarItem/Category written as Docusaurus writes it', () => {
  it('builds with its theme-common and docs hooks and class names by level: open on the page’s path, a collapsed lazy category empty', async () => {
    const own = tempSite();
    try {
      own.write('docs-gen.config.mjs', 'export default { sidebarCollapsed: true };\n');
      own.write('docs/index.md', '# Home\n');
      own.write('docs/guide/a.md', '# A\n');
      own.write('docs/guide/b.md', '# B\n');
      own.write('docs/other/c.md', '# C\n');
      own.write(
        'src/theme/DocSidebarItem/Category/index.js',
        [
          "import { useEffect } from 'react';",
          "import { Collapsible, ThemeClassNames, useCollapsible, usePrevious, useThemeConfig } from '@docusaurus/theme-common';",
          "import { isSamePath } from '@docusaurus/theme-common/internal';",
          "import { isActiveSidebarItem, useDocSidebarItemsExpandedState } from '@docusaurus/plugin-content-docs/client';",
          "import DocSidebarItems from '@theme/DocSidebarItems';",
          '',
          'export default function Category({ item, activePath, level }) {',
          '  const { docs: { sidebar: { autoCollapseCategories } } } = useThemeConfig();',
          '  const isActive = isActiveSidebarItem(item, activePath);',
          '  const wasActive = usePrevious(isActive);',
          '  const { collapsed, setCollapsed } = useCollapsible({ initialState: () => item.collapsible && item.collapsed && !isActive });',
          '  const { expandedItem } = useDocSidebarItemsExpandedState();',
          '  useEffect(() => { if (isActive && !wasActive && collapsed) setCollapsed(false); }, [isActive, wasActive, collapsed, setCollapsed]);',
          '  return (',
          "    <li className={`own-category${isSamePath(item.href, activePath) ? ' current' : ''}`} data-auto-collapse={String(autoCollapseCategories)} data-expanded={String(expandedItem)} data-was-active={String(wasActive)}>",
          '      <span className={`${ThemeClassNames.docs.docSidebarItemCategory} ${ThemeClassNames.docs.docSidebarItemCategoryLevel(level)}${ThemeClassNames.docs.notListedLevel(level)}`}>{item.label}</span>',
          '      <Collapsible lazy as="ul" collapsed={collapsed}><DocSidebarItems items={item.items} activePath={activePath} level={level + 1} /></Collapsible>',
          '    </li>',
          '  );',
          '}',
          '',
        ].join('\n'),
      );
      const built = await runDocsGenAsync(['build', own.dir, '--quiet']);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(own.read('build/guide/a/index.html'))?.[0] ?? '';
      const marks = ' data-auto-collapse="false" data-expanded="null" data-was-active="undefined"';
      // The page's category leads to it (its first doc) and is open; the other, collapsed and lazy, has no list.
      expect(nav).toContain(`<li class="own-category current"${marks}><span class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1">guide</span><ul style="display:block;overflow:visible;height:auto"><li class="sidebar-item"><a class="sidebar-link active" href="/guide/a/"`);
      expect(nav).toContain(`<li class="own-category"${marks}><span class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1">other</span></li>`);
    } finally {
      own.cleanup();
    }
  });
});

describe('a DocItem/Content wrapping the original', () => {
  it("shows the body with its title, then what it adds, from the page's useDoc metadata", () => {
    const html = main('/guides/');
    expect(html).toMatch(/<div class="markdown" data-page-id="guides\/index"><div class="mdx-wrap"><h1[^>]*>Guides/);
    expect(html).toContain(
      '<p class="feedback" data-page="/guides/" data-source="@site/docs/guides/index.md" data-next="/guides/billing/" data-edit="https://example.com/edit/docs/guides/index.md" data-team="core" data-h1="Guides">Was this helpful?</p>',
    );
    // Without a `# H1` of its own, the page's title is rendered above the body, and contentTitle is unset.
    expect(main('/guides/billing/')).toMatch(/<div class="markdown" data-page-id="guides\/billing"><h1>billing<\/h1>/);
    expect(main('/guides/billing/')).toContain('data-h1="">');
    // A title in front matter names the page; contentTitle is the body's own `# H1`, as in Docusaurus.
    expect(main('/preview/')).toContain('data-h1="Preview">');
  });

  it('reads the docs folders and the page’s sidebar through useAllDocsData, useDocsData and useDocsSidebar', () => {
    const data = /<p class="docs-data"[^>]*>/.exec(main('/guides/'))?.[0];
    expect(data).toContain('data-plugins="default"');
    expect(data).toContain('data-path="/"');
    expect(data).toMatch(/data-docs="[^"]*\bguides\/billing guides\/index\b[^"]*\bpreview\b/);
    // The sidebar's top entries: the Guides category, and the unlisted page, which Docusaurus keeps in its sidebar too.
    expect(data).toContain('data-sidebar="docs: guides, Preview"');
  });
});
