import { useTranslation } from '../translate.js';
import { DOC_TAG_CLASSES, TagList } from './TagList.js';

/** Docusaurus's `TagsListInline`: a doc's tags, each leading to its page, under "Tags:". */
export function TagsListInline({ tags }: { tags?: { label: string; permalink: string }[] }) {
  const { text } = useTranslation();
  if (!tags?.length) return null;
  return (
    <div className="tags-inline">
      <b>{text('theme.tags.tagsListLabel', 'Tags:')}</b>
      <TagList tags={tags} classes={DOC_TAG_CLASSES} rel="tag" />
    </div>
  );
}
