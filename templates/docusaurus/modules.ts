import * as AnnouncementBar from '../layout/AnnouncementBar.js';
import * as Breadcrumbs from '../layout/Breadcrumbs.js';
import * as ColorModeToggle from '../layout/ColorModeToggle.js';
import * as ColorModeButton from '../layout/ColorModeButton.js';
import * as CopyPage from '../layout/CopyPage.js';
import * as DocFooter from '../layout/DocFooter.js';
import * as EditThisPage from '../layout/EditThisPage.js';
import * as EditMetaRow from '../layout/EditMetaRow.js';
import * as DocItemContent from '../layout/DocItemContent.js';
import * as DocItemLayout from '../layout/DocItemLayout.js';
import * as DocItemMetadata from '../layout/DocItemMetadata.js';
import * as DocItemPaginator from '../layout/DocItemPaginator.js';
import * as DocItemToc from '../layout/DocItemToc.js';
import * as DocSidebarDesktop from '../layout/DocSidebarDesktop.js';
import * as DocSidebarDesktopContent from '../layout/DocSidebarDesktopContent.js';
import * as DocSidebarCollapseButton from '../layout/DocSidebarCollapseButton.js';
import * as DocSidebarItems from '../layout/DocSidebarItems.js';
import * as DocSidebarItem from '../layout/DocSidebarItem.js';
import * as DocSidebarItemLink from '../layout/DocSidebarItemLink.js';
import * as DocSidebarItemCategory from '../layout/DocSidebarItemCategory.js';
import * as DocSidebarItemHtml from '../layout/DocSidebarItemHtml.js';
import * as DocVersion from '../layout/DocVersion.js';
import * as DrawerHeader from '../layout/DrawerHeader.js';
import * as Footer from '../layout/Footer.js';
import * as FooterLayout from '../layout/FooterLayout.js';
import * as FooterCopyright from '../layout/FooterCopyright.js';
import * as FooterLinkItem from '../layout/FooterLinkItem.js';
import * as FooterLinks from '../layout/FooterLinks.js';
import * as FooterLinksLayouts from '../layout/FooterLinksLayouts.js';
import * as FooterLogo from '../layout/FooterLogo.js';
import * as TagsListInline from '../layout/TagsListInline.js';
import * as MDXContent from '../layout/MDXContent.js';
import * as LastUpdated from '../layout/LastUpdated.js';
import * as HomeBreadcrumb from '../layout/HomeBreadcrumb.js';
import * as Layout from '../layout/Layout.js';
import * as LayoutParts from '../layout/LayoutParts.js';
import * as Logo from '../layout/Logo.js';
import * as Navbar from '../layout/Navbar.js';
import * as NavbarContent from '../layout/NavbarContent.js';
import * as NavbarItem from '../layout/NavbarItem.js';
import * as NavbarItemTypes from '../layout/NavbarItemTypes.js';
import * as NavVersionItems from '../layout/NavVersionItems.js';
import * as NavbarParts from '../layout/NavbarParts.js';
import * as MobileSidebar from '../layout/MobileSidebar.js';
import * as MobileSidebarParts from '../layout/MobileSidebarParts.js';
import * as NavbarLayout from '../layout/NavbarLayout.js';
import * as Pagination from '../layout/Pagination.js';
import * as Tag from '../layout/Tag.js';
import * as PaginatorNavLink from '../layout/PaginatorNavLink.js';
import * as Root from '../layout/Root.js';
import * as SkipToContent from '../layout/SkipToContent.js';
import * as SearchButton from '../layout/SearchButton.js';
import * as Sidebar from '../layout/Sidebar.js';
import * as Toc from '../layout/Toc.js';
import * as TocItemLists from '../layout/TocItemLists.js';
import * as Admonition from '../mdx/Admonition.js';
import * as AdmonitionBox from '../mdx/AdmonitionBox.js';
import * as AdmonitionTypes from '../mdx/AdmonitionTypes.js';
import * as Cards from '../mdx/Cards.js';
import * as CodeBlock from '../mdx/CodeBlock.js';
import * as CodeBlockButtons from '../mdx/CodeBlockButtons.js';
import * as CodeBlockContent from '../mdx/CodeBlockContent.js';
import * as CodeBlockLayout from '../mdx/CodeBlockLayout.js';
import * as CodeBlockLine from '../mdx/CodeBlockLine.js';
import * as CodeBlockParts from '../mdx/CodeBlockParts.js';
import * as CodeInline from '../mdx/CodeInline.js';
import * as Details from '../mdx/Details.js';
import * as Mermaid from '../mdx/Mermaid.js';
import * as Heading from '../mdx/Heading.js';
import * as Image from '../mdx/Image.js';
import * as IdealImage from '../mdx/IdealImage.js';
import * as MdxLink from '../mdx/Link.js';
import * as MDXComponents from '../mdx/MDXComponents.js';
import * as MDXElements from '../mdx/MDXElements.js';
import * as Playground from '../mdx/Playground.js';
import * as ReactLiveScope from '../mdx/ReactLiveScope.js';
import * as Table from '../mdx/Table.js';
import * as Tabs from '../mdx/Tabs.js';
import * as NotFound from '../pages/NotFound.js';
import * as NotFoundContent from '../pages/NotFoundContent.js';
import * as BlogPostItem from '../blog/BlogPostItem.js';
import * as BlogPostItemParts from '../blog/BlogPostItemParts.js';
import * as BlogPostItemHeaderParts from '../blog/BlogPostItemHeaderParts.js';
import * as BlogAuthor from '../blog/BlogAuthor.js';
import * as BackToTopButton from '../layout/BackToTopButton.js';
import * as BlogLayout from '../blog/BlogLayout.js';
import * as BlogSidebar from '../blog/BlogSidebar.js';
import * as BlogSidebarParts from '../blog/BlogSidebarParts.js';
import * as BlogSidebarContent from '../blog/BlogSidebarContent.js';
import * as BlogAuthorSocials from '../blog/BlogAuthorSocials.js';
import * as BlogPostItems from '../blog/BlogPostItems.js';
import * as ReadMoreLink from '../blog/ReadMoreLink.js';
import * as BlogPaginator from '../blog/BlogPaginator.js';
import { type ThemeComponentModule, themeComponents } from '../themeComponents.js';
import { DOCUSAURUS_MODULES, THEME_COMPONENTS } from '../../src/shared/siteModules.js';
import { docusaurusModules } from './clientModules.js';
import * as DocCard from './DocCard.js';
import * as DocCardList from './DocCardList.js';
import * as Icons from './Icons.js';
import * as ThemedImageModule from './ThemedImage.js';
import * as TOCInline from './TOCInline.js';

export { docusaurusModules };

type Module = Record<string, unknown>;

/** Each module of the theme that defines theme components; typed by themeComponents, so one missing here fails type checking. */
const componentModules: Record<ThemeComponentModule, Module> = {
  'layout/AnnouncementBar': AnnouncementBar,
  'layout/Breadcrumbs': Breadcrumbs,
  'layout/ColorModeToggle': ColorModeToggle,
  'layout/ColorModeButton': ColorModeButton,
  'layout/CopyPage': CopyPage,
  'layout/DocFooter': DocFooter,
  'layout/EditThisPage': EditThisPage,
  'layout/EditMetaRow': EditMetaRow,
  'layout/DocItemContent': DocItemContent,
  'layout/DocItemLayout': DocItemLayout,
  'layout/DocItemMetadata': DocItemMetadata,
  'layout/DocItemPaginator': DocItemPaginator,
  'layout/DocItemToc': DocItemToc,
  'layout/DocVersion': DocVersion,
  'layout/DrawerHeader': DrawerHeader,
  'layout/Footer': Footer,
  'layout/FooterLayout': FooterLayout,
  'layout/FooterLinks': FooterLinks,
  'layout/FooterLinksLayouts': FooterLinksLayouts,
  'layout/FooterLinkItem': FooterLinkItem,
  'layout/FooterLogo': FooterLogo,
  'layout/FooterCopyright': FooterCopyright,
  'layout/TagsListInline': TagsListInline,
  'layout/Tag': Tag,
  'layout/MDXContent': MDXContent,
  'layout/LastUpdated': LastUpdated,
  'layout/HomeBreadcrumb': HomeBreadcrumb,
  'layout/Layout': Layout,
  'layout/LayoutParts': LayoutParts,
  'layout/Logo': Logo,
  'layout/Navbar': Navbar,
  'layout/NavbarContent': NavbarContent,
  'layout/NavbarItem': NavbarItem,
  'layout/NavbarItemTypes': NavbarItemTypes,
  'layout/NavVersionItems': NavVersionItems,
  'layout/NavbarParts': NavbarParts,
  'layout/MobileSidebar': MobileSidebar,
  'layout/MobileSidebarParts': MobileSidebarParts,
  'layout/NavbarLayout': NavbarLayout,
  'layout/Pagination': Pagination,
  'layout/PaginatorNavLink': PaginatorNavLink,
  'layout/Root': Root,
  'layout/SkipToContent': SkipToContent,
  'layout/SearchButton': SearchButton,
  'layout/Sidebar': Sidebar,
  'layout/DocSidebarDesktop': DocSidebarDesktop,
  'layout/DocSidebarDesktopContent': DocSidebarDesktopContent,
  'layout/DocSidebarCollapseButton': DocSidebarCollapseButton,
  'layout/DocSidebarItems': DocSidebarItems,
  'layout/DocSidebarItem': DocSidebarItem,
  'layout/DocSidebarItemLink': DocSidebarItemLink,
  'layout/DocSidebarItemCategory': DocSidebarItemCategory,
  'layout/DocSidebarItemHtml': DocSidebarItemHtml,
  'layout/Toc': Toc,
  'layout/TocItemLists': TocItemLists,
  'mdx/Admonition': Admonition,
  'mdx/AdmonitionBox': AdmonitionBox,
  'mdx/AdmonitionTypes': AdmonitionTypes,
  'mdx/Cards': Cards,
  'mdx/CodeBlock': CodeBlock,
  'mdx/CodeBlockButtons': CodeBlockButtons,
  'mdx/CodeBlockContent': CodeBlockContent,
  'mdx/CodeBlockLayout': CodeBlockLayout,
  'mdx/CodeBlockLine': CodeBlockLine,
  'mdx/CodeBlockParts': CodeBlockParts,
  'mdx/CodeInline': CodeInline,
  'mdx/Details': Details,
  'mdx/Heading': Heading,
  'mdx/Image': Image,
  'mdx/IdealImage': IdealImage,
  'mdx/Link': MdxLink,
  'mdx/MDXComponents': MDXComponents,
  'mdx/MDXElements': MDXElements,
  'mdx/Mermaid': Mermaid,
  'mdx/Playground': Playground,
  'mdx/ReactLiveScope': ReactLiveScope,
  'mdx/Table': Table,
  'mdx/Tabs': Tabs,
  'pages/NotFound': NotFound,
  'pages/NotFoundContent': NotFoundContent,
  'blog/BlogPostItem': BlogPostItem,
  'blog/BlogPostItemParts': BlogPostItemParts,
  'blog/BlogPostItemHeaderParts': BlogPostItemHeaderParts,
  'blog/BlogAuthor': BlogAuthor,
  'layout/BackToTopButton': BackToTopButton,
  'blog/BlogLayout': BlogLayout,
  'blog/BlogSidebar': BlogSidebar,
  'blog/BlogSidebarParts': BlogSidebarParts,
  'blog/BlogSidebarContent': BlogSidebarContent,
  'blog/BlogAuthorSocials': BlogAuthorSocials,
  'blog/ReadMoreLink': ReadMoreLink,
  'blog/BlogPostItems': BlogPostItems,
  'blog/BlogPaginator': BlogPaginator,
  'docusaurus/DocCard': DocCard,
  'docusaurus/DocCardList': DocCardList,
  'docusaurus/Icons': Icons,
  'docusaurus/ThemedImage': ThemedImageModule,
  'docusaurus/TOCInline': TOCInline,
};

/**
 * The module each supported `@docusaurus/*` import and each `@theme/<Name>` import resolves to: server-rendered
 * stand-ins for Docusaurus's client modules, and every theme component (THEME_COMPONENTS) as a default export.
 * Bundled with a site's overrides, the theme's imports above lead to them, so `@theme/<Name>` is the override.
 */
export function siteModules(): {
  docusaurus: Record<(typeof DOCUSAURUS_MODULES)[number], Module>;
  theme: Record<(typeof THEME_COMPONENTS)[number], Module>;
} {
  const theme = {} as Record<(typeof THEME_COMPONENTS)[number], Module>;
  for (const name of THEME_COMPONENTS) {
    const { module, exportName } = themeComponents[name];
    theme[name] = { default: componentModules[module][exportName] };
  }
  return { docusaurus: docusaurusModules, theme };
}
