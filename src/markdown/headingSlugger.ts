import GithubSlugger from 'github-slugger';

/**
 * The slugger every id made from heading text comes from, so pages, their table of contents, the link checker
 * and generated pages agree. With `maintainCase` (Docusaurus's `markdown.anchors.maintainCase`), ids keep the
 * heading's case: `## Create Jira issue` is `#Create-Jira-issue`, the id Docusaurus gives it then.
 */
export class HeadingSlugger extends GithubSlugger {
  constructor(private readonly maintainCase = false) {
    super();
  }

  override slug(value: string): string {
    return super.slug(value, this.maintainCase);
  }
}
