import type { Page } from '../../src/shared/types.js';
import { useSiteContext } from '../context.js';
import { EditMetaRow } from './EditMetaRow.js';
import { TagsListInline } from './TagsListInline.js';

/** The doc's tags, "Edit this page" and "Last updated on … by …" under a guide, when the site asks for them (config `editUrl`, `showLastUpdateTime`, `showLastUpdateAuthor`). */
/** Without `page` (site code's `<DocItemFooter />`, which Docusaurus renders from its context), the page being rendered's. */
export function DocFooter({ page: given }: { page?: Page }) {
  const { page: current } = useSiteContext();
  const page = given ?? current;
  if (!page) return null;
  if (!page.tags?.length && !page.editUrl && page.lastUpdatedAt === undefined && page.lastUpdatedBy === undefined) return null;
  return (
    <div className="doc-footer">
      <TagsListInline tags={page.tags} />
      <EditMetaRow editUrl={page.editUrl} lastUpdatedAt={page.lastUpdatedAt === undefined ? undefined : page.lastUpdatedAt * 1000} lastUpdatedBy={page.lastUpdatedBy} />
    </div>
  );
}
