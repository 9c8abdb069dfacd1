import type { AnchorHTMLAttributes } from 'react';
import { useSiteContext } from '../context.js';
import { useTranslation } from '../translate.js';

export type ReadMoreLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The post's title, for the label that says which post the link reads on. */
  blogPostTitle: string;
  /** The post's route. */
  to: string;
};

/** Docusaurus's `BlogPostItem/Footer/ReadMoreLink`: under a truncated post of a list page, the link to the whole post. */
export function ReadMoreLink({ blogPostTitle, to, ...rest }: ReadMoreLinkProps) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  return (
    <a className="blog-read-more" href={url(to)} aria-label={text('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: blogPostTitle })} {...rest}>
      {text('theme.blog.post.readMore', 'Read more')}
    </a>
  );
}
