import fs from 'node:fs';
import { z } from 'zod';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { createYamlLocator } from '../util/yamlPositions.js';
import { parseDataFile } from '../util/yaml.js';
import { flattenUnionIssues } from '../util/zodIssues.js';
import { kebabCase } from './tags.js';

/** A tag the tags file defines: its label, its page under the tags route, and what its page says of it. */
export interface DefinedTag {
  label: string;
  /** Under the tags route, with a leading slash (`/releases`). */
  permalink: string;
  description?: string;
}

const tagsFileSchema = z.record(
  z.string(),
  z.union([z.object({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() }).strict(), z.null()]),
);

const HINT = 'A tags file maps each tag key to its `label`, `permalink` and `description`: `releases: { label: Product releases, permalink: /releases }`.';

/** The tags files read, by path, with the state of the file they were read from: dev reads a page alone, without the crawl. */
const read = new Map<string, { stamp: string; tags: Map<string, DefinedTag> }>();

/**
 * The tags a Docusaurus tags file (`tags.yml`) defines, by key, as Docusaurus reads it: a missing label is the key
 * capitalised, a missing permalink the key in kebab case. An invalid file, or two tags of one permalink, is an error
 * located in it.
 */
export function readTagsFile(file: string): Map<string, DefinedTag> {
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = read.get(file);
  if (known?.stamp === stamp) return known.tags;
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) throw new DocsGenError('The tags file is empty', { file, line: 1, column: 1, hint: HINT });
  const result = tagsFileSchema.safeParse(parseDataFile(text, file) ?? {});
  const locate = createYamlLocator(text);
  if (!result.success) {
    throw combineErrors(
      flattenUnionIssues(result.error.issues).map(
        (issue) =>
          new DocsGenError(`Invalid tags file: ${issue.message} at "${issue.path.join('.') || '(root)'}"`, {
            file,
            ...(locate(issue.path) ?? { line: 1, column: 1 }),
            hint: HINT,
          }),
      ),
    );
  }
  const tags = new Map<string, DefinedTag>();
  const byPermalink = new Map<string, string>();
  for (const [key, tag] of Object.entries(result.data)) {
    const label = tag?.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    const permalink = tag?.permalink || `/${kebabCase(key)}`;
    const other = byPermalink.get(permalink);
    if (other !== undefined) {
      throw new DocsGenError(`Tags "${other}" and "${key}" have one permalink, ${permalink}: one page would be lost`, {
        file,
        ...(locate([key]) ?? { line: 1, column: 1 }),
        hint: 'Give each tag a permalink of its own.',
      });
    }
    byPermalink.set(permalink, key);
    tags.set(key, { label, permalink, ...(tag?.description ? { description: tag.description } : {}) });
  }
  read.set(file, { stamp, tags });
  return tags;
}
