/** Docusaurus's `TagsListInline`: a doc's tags. docs-gen builds no tag pages, so a doc has none to show. */
export function TagsListInline({ tags }: { tags?: { label: string; permalink: string }[] }) {
  if (!tags?.length) return null;
  return (
    <ul className="tags-inline">
      {tags.map((tag) => (
        <li key={tag.label}>{tag.label}</li>
      ))}
    </ul>
  );
}
