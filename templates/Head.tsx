import { CLIENT_STRINGS_ID, clientStringsOf } from '../src/shared/clientStrings.js';
import { scriptSafeJson } from '../src/shared/scriptSafeJson.js';
import { localeRoute } from './localeRoute.js';
import { blogFeedRoutes, FEED_TYPES } from '../src/blog/feedRoutes.js';
import type { BlogConfig } from '../src/config/types.js';
import { AnalyticsTags } from './AnalyticsTags.js';
import { HeadTags } from './HeadTags.js';
import { useSiteContext } from './context.js';
import { docsVersionKey } from '../src/shared/docsVersionKey.js';
import { InlineScript } from './InlineScript.js';
import { hashRouteRedirect } from './hashRouteRedirect.js';
import { tabsScript } from './tabsScript.js';
import { useTranslation } from './translate.js';
import useBaseUrl from './docusaurus/useBaseUrl.js';

/** Lower case, with "documentation" and "docs" as one word, so "X documentation" and "X Docs" compare equal. */
const comparable = (title: string) => title.toLowerCase().replace(/\bdocumentation\b/g, 'docs').replace(/\s+/g, ' ').trim();

/** A page title that already holds the site's title ("Acme documentation" on the site "Acme Docs") is not suffixed with it. */
function namesSite(title: string, siteTitle: string): boolean {
  const page = comparable(title);
  const site = comparable(siteTitle);
  // A one-word site title ("Documentation") is too common a word to count as naming the site.
  return page === site || (site.includes(' ') && page.includes(site));
}

/**
 * The page in each of the site's locales, and the default locale's for readers of any other language, as search
 * engines read them (`hreflang`). A site of one locale has none.
 */
function LocaleAlternates() {
  const { config, route } = useSiteContext();
  const { i18n } = config;
  if (i18n.locales.length < 2) return null;
  const site = config.url.replace(/\/+$/, '');
  const defaultLocale = i18n.locales.find((l) => l.locale === i18n.defaultLocale)!;
  return (
    <>
      {i18n.locales.map((locale) => (
        <link key={locale.locale} rel="alternate" href={`${site}${localeRoute(i18n, locale, route, config.trailingSlash)}`} hrefLang={locale.htmlLang} />
      ))}
      <link rel="alternate" href={`${site}${localeRoute(i18n, defaultLocale, route, config.trailingSlash)}`} hrefLang="x-default" />
    </>
  );
}

/** Open Graph names a locale with an underscore (`fr_FR`) where HTML's BCP 47 tag has a dash, as Docusaurus writes it. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/** Each locale's table of the runtime's text, made once per locale. */
const clientTables = new WeakMap<Record<string, string>, string | null>();

/** The runtime's text in the page's locale, when the locale translates any of it (see clientStrings.ts). */
function ClientStrings({ translations }: { translations: Record<string, string> }) {
  let code = clientTables.get(translations);
  if (code === undefined) {
    const table = clientStringsOf(translations);
    code = table ? scriptSafeJson(table) : null;
    clientTables.set(translations, code);
  }
  return code === null ? null : <InlineScript type="application/json" id={CLIENT_STRINGS_ID} code={code} />;
}

/** Title, description, canonical URL, Open Graph and the assets of a page. */
export function Head({ title, description }: { title: string; description?: string }) {
  const { config, route, url, assets, page, markdownUrl, docsVersion, docsVersions } = useSiteContext();
  const { text } = useTranslation();
  // Named by the blog's feed title where it sets one, as Docusaurus names them.
  const feedTitle = (type: 'rss' | 'atom' | 'json', blog: BlogConfig) => {
    const siteTitle = blog.feedOptions.title ?? config.title;
    if (type === 'rss') return text('docs-gen.blog.feed.rss', '{siteTitle} RSS Feed', { siteTitle });
    return type === 'atom' ? text('docs-gen.blog.feed.atom', '{siteTitle} Atom Feed', { siteTitle }) : text('docs-gen.blog.feed.json', '{siteTitle} JSON Feed', { siteTitle });
  };
  const scriptKind = config.router === 'hash' ? { defer: true } : { type: 'module' };
  const fullTitle = namesSite(title, config.title) ? title : `${title} ${config.titleDelimiter} ${config.title}`;
  const canonical = route === '/404.html' ? undefined : url(route, true);
  const image = page?.frontMatter.image ?? config.image;
  // As Docusaurus's `useBaseUrl`: `img/card.png` is a path of the site too, with the base URL.
  const imageUrl = useBaseUrl(image ?? '', { absolute: true });
  // A blog post says when it was published, by whom and on what, as Docusaurus's post pages do.
  const post = page?.blogPost;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {page?.keywords && <meta name="keywords" content={page.keywords.join(', ')} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && <LocaleAlternates />}
      {markdownUrl && <link rel="alternate" type="text/markdown" href={markdownUrl} />}
      {blogFeedRoutes(config).map(({ blog, type, route }) => (
        <link key={route} rel="alternate" type={FEED_TYPES[type]} href={url(route, true)} title={feedTitle(type, blog)} />
      ))}
      <meta property="og:type" content={page ? 'article' : 'website'} />
      <meta property="og:site_name" content={config.title} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content={openGraphLocale(config.locale)} />
      {canonical &&
        config.i18n.locales.length > 1 &&
        config.i18n.locales.filter((l) => l.locale !== config.i18n.currentLocale).map((l) => <meta key={`og-${l.locale}`} property="og:locale:alternate" content={openGraphLocale(l.htmlLang)} />)}
      {image && <meta property="og:image" content={imageUrl} />}
      {post && <meta property="article:published_time" content={post.date} />}
      {post?.authors.flatMap((author, i) => (author.url ? [<meta key={`author-${i}`} property="article:author" content={author.url} />] : []))}
      {post && post.tags.length > 0 && <meta property="article:tag" content={post.tags.map((tag) => tag.label).join(',')} />}
      {/* A preview image is shown large, as Docusaurus shows it. */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {image && <meta name="twitter:image" content={imageUrl} />}
      <meta name="generator" content="docs-gen" />
      {/* A versioned site's pages outside its versions have none: they are of no version. */}
      {(docsVersion || !docsVersions.sets.length) && <meta name="docs-gen:version" content={docsVersion?.version.label ?? config.docsVersionLabel} />}
      {docsVersion && <meta name="docsearch:version" content={docsVersion.version.name} />}
      {docsVersion && <meta name="docs-gen:docs-version" content={docsVersionKey(docsVersion.version)} />}
      {/* Whose version the reader prefers from now on (src/client/version.ts). */}
      {docsVersion && <meta name="docs-gen:docs-plugin" content={docsVersion.set.pluginId} />}
      {route === '/404.html' && <meta name="robots" content="noindex" />}
      {docsVersion?.version.noIndex && <meta name="robots" content="noindex, nofollow" />}
      {config.favicon && <link rel="icon" href={url(config.favicon)} />}
      {config.router === 'hash' && route === '/' && <InlineScript code={hashRouteRedirect(config.baseUrl, config.trailingSlash !== false)} />}
      <InlineScript code={assets.themeScript} />
      <InlineScript code={tabsScript} />
      <ClientStrings translations={config.i18n.translations} />
      <link rel="stylesheet" href={assets.css} />
      {/* Hash-router output is opened from the file system, where browsers run no module scripts: classic scripts, deferred as modules are. */}
      <script {...scriptKind} src={assets.js} />
      {/* After the runtime, whose navigation events its lifecycles follow (deferred scripts run in their order). */}
      {assets.clientModules && <script {...scriptKind} src={assets.clientModules} />}
      <HeadTags config={config} />
      <AnalyticsTags analytics={config.analytics} />
    </head>
  );
}
