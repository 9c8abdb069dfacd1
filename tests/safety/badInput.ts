/** One bad input of the safety matrix: files written over a small valid site, and what the build must say. */
export interface BadInput {
  name: string;
  /** Files written (or overwritten) in the site, relative to its root. */
  files: Record<string, string>;
  /** Symlinks created in the site: path relative to the root → link target, written as given. */
  symlinks?: Record<string, string>;
  /** Files removed from the base site before the build. */
  remove?: string[];
  /** Extra arguments for `docs-gen build <site>`; `{site}` is replaced by the site folder. */
  args?: string[];
  /** 1 for an error, 0 for a build that passes with a located warning. */
  code: 0 | 1;
  /** Where the message must point (relative to the site root), and what it must say. */
  file: string;
  line: number;
  message: RegExp;
}

/** The valid site every case starts from. */
export const baseSite: Record<string, string> = {
  'docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See the [guide](./guide.md).\n',
  'docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\n## Setup\n\nSome text.\n',
  'static/robots-note.txt': 'kept as is\n',
};
