import { useSiteContext } from '../context.js';

/** Docusaurus's `TagsListInline`: a doc's tags, each leading to its page, under "Tags:". */
export function TagsListInline({ tags }: { tags?: { label: string; permalink: string }[] }) {
  const { url } = useSiteContext();
  if (!tags?.length) return null;
  return (
    <div className="tags-inline">
      <b>Tags:</b>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag-link" href={url(tag.permalink)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
