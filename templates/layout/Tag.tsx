import { useSiteContext } from '../context.js';
import type { TagListClasses } from './TagList.js';

/** The docs' tag classes, a tag's where site code renders one on its own. */
const DOC_TAG: Pick<TagListClasses, 'link' | 'count'> = { link: 'tag-link', count: 'tag-count' };

/**
 * Docusaurus's `Tag`: one tag, leading to its page, with its number of pages when given (`description` is the link's
 * title). In its own module so that a site's override of it takes the place of each tag the theme's lists render;
 * `classes` and `rel` are the list's (the blog's tags have their own classes, a tags page's links no `rel`).
 */
export function Tag({
  permalink,
  label,
  count,
  description,
  classes = DOC_TAG,
  rel = 'tag',
}: {
  permalink: string;
  label: string;
  count?: number;
  description?: string;
  classes?: Pick<TagListClasses, 'link' | 'count'>;
  rel?: string;
}) {
  const { url } = useSiteContext();
  return (
    <a className={classes.link} href={url(permalink)} rel={rel || undefined} title={description}>
      {count === undefined ? (
        label
      ) : (
        <>
          {label} <span className={classes.count}>{count}</span>
        </>
      )}
    </a>
  );
}
