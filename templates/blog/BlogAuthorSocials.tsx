/** Platforms as their names are written. */
const SOCIAL_NAMES: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  threads: 'Threads',
  instagram: 'Instagram',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** Docusaurus's `Blog/Components/Author/Socials`: an author's profiles elsewhere, by platform; none without any. */
export function BlogAuthorSocials({ author, className }: { author: { socials?: Record<string, string> }; className?: string }) {
  const socials = Object.entries(author.socials ?? {});
  if (!socials.length) return null;
  return (
    <span className={className ? `blog-author-socials ${className}` : 'blog-author-socials'}>
      {socials.map(([platform, href]) => (
        <a key={platform} href={href} rel="noopener noreferrer" target="_blank">
          {SOCIAL_NAMES[platform.toLowerCase()] ?? platform}
        </a>
      ))}
    </span>
  );
}
