import { z } from 'zod';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { parseYaml } from '../util/yaml.js';

/** Docusaurus-compatible front matter, plus a few display keys. */
export const frontMatterSchema = z
  .object({
    id: z.string().regex(/^[^/]+$/, 'must not contain "/"').optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    slug: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    tags: z.array(z.string()).optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    draft: z.boolean().optional(),
    /** Shows this sidebar on the page even when the page is not listed in it. */
    displayed_sidebar: z.string().nullable().optional(),
    unlisted: z.boolean().optional(),
    pagination_label: z.string().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_next: z.string().nullable().optional(),
    custom_edit_url: z.string().nullable().optional(),
  })
  .strict();

export type FrontMatter = z.output<typeof frontMatterSchema>;

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

export interface SplitFile {
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
}

function lineOfKey(yamlText: string, key: string | number | undefined): number | undefined {
  if (typeof key !== 'string') return undefined;
  const index = yamlText.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}

/** Splits `---` front matter from the body and validates it. Line numbers in errors count the fence. */
export function splitFrontMatter(raw: string, file: string): SplitFile {
  const match = FENCE.exec(raw);
  if (!match) return { frontMatter: {}, body: raw, bodyLineOffset: 0 };
  const yamlText = match[1];
  const data = parseYaml(yamlText, file, 1) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsGenError('Front matter must be a YAML mapping of keys to values', { file, line: 2, column: 1 });
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw combineErrors(
      result.error.issues.flatMap((issue) => {
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map(
            (key) =>
              new DocsGenError(`Unknown front matter key "${key}"`, {
                file,
                line: lineOfKey(yamlText, key),
                column: 1,
                hint: 'Known keys: ' + Object.keys(frontMatterSchema.shape).join(', '),
              }),
          );
        }
        const key = issue.path[0];
        return [
          new DocsGenError(`Invalid front matter "${issue.path.join('.')}": ${issue.message}`, {
            file,
            line: lineOfKey(yamlText, key),
            column: 1,
          }),
        ];
      }),
    );
  }
  const consumed = match[0];
  const bodyLineOffset = consumed.split('\n').length - 1;
  // Blank lines stand in for the front matter so positions in the body are positions in the file.
  return { frontMatter: result.data, body: '\n'.repeat(bodyLineOffset) + raw.slice(consumed.length), bodyLineOffset };
}
