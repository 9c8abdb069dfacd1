import type { DocTagProps, DocTagsProps } from '../../src/docTags/tagPages.js';
import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { useTranslation } from '../translate.js';
import { DOC_TAG_CLASSES, TagsByLetter } from './TagList.js';

/** The docs' tags page: every tag of their listed docs, by first letter, each with its number of docs. */
export function DocTagsListPage({ data }: { data: Record<string, unknown> }) {
  const { tags } = data as unknown as DocTagsProps;
  const { text } = useTranslation();
  return (
    <div className="doc-tags-page">
      <h1>{text('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={tags} classes={DOC_TAG_CLASSES} groupClass="doc-tags-group" />
    </div>
  );
}

/** A tag's page: its listed docs by title, each with its description, and the way to all tags. */
export function DocTagDocListPage({ data }: { data: Record<string, unknown> }) {
  const { url, docById } = useSiteContext();
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  const { tag, docs } = data as unknown as DocTagProps;
  const nDocsTagged = selectMessage(tag.count, text('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', { count: tag.count }));
  const pages = docs.map((id) => docById(id)).filter((page): page is Page => Boolean(page));
  return (
    <div className="doc-tag-page">
      <header className="doc-tag-header">
        <h1>{text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: tag.label })}</h1>
        {tag.description && <p className="tag-description">{tag.description}</p>}
        <a href={url(tag.allTagsPath)}>{text('theme.tags.tagsPageLink', 'View all tags')}</a>
      </header>
      {pages.map((page) => (
        <article key={page.id} className="doc-tag-item">
          <h2>
            <a href={url(page.route)}>{page.title}</a>
          </h2>
          {page.description && <p>{page.description}</p>}
        </article>
      ))}
    </div>
  );
}

export const docTagPageComponents = { DocTagsListPage, DocTagDocListPage };
