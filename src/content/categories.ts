import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DocsGenError, combineErrors } from '../errors/DocsGenError.js';
import { createYamlLocator } from '../util/yamlPositions.js';
import { flattenUnionIssues } from '../util/zodIssues.js';
import { parseDataFile } from '../util/yaml.js';
import { categoryLinkSchema } from './categoryLinkSchema.js';
import type { CategoryMeta } from './types.js';

const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    description: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
    link: categoryLinkSchema.nullable().optional(),
  })
  .strict();

/** Reads a folder's `_category_.json` or `_category_.yml`. */
export async function readCategoryFile(file: string, dirId: string): Promise<CategoryMeta> {
  const text = await fs.readFile(file, 'utf8');
  const data = parseDataFile(text, file);
  const result = categorySchema.safeParse(data ?? {});
  if (!result.success) {
    const locate = createYamlLocator(text);
    throw combineErrors(
      flattenUnionIssues(result.error.issues).map((issue) => {
        const unknown = issue.code === 'unrecognized_keys';
        const what = unknown ? `Unknown key "${issue.keys.join('", "')}"` : issue.message;
        const at = unknown ? [...issue.path, issue.keys[0]] : issue.path;
        return new DocsGenError(`Invalid category file: ${what} at "${[...issue.path, ...(unknown ? [issue.keys[0]] : [])].join('.') || '(root)'}"`, {
          file,
          ...(locate(at) ?? { line: 1, column: 1 }),
          hint: 'Known keys: label, position, collapsed, collapsible, className, description, customProps, link',
        });
      }),
    );
  }
  const meta = result.data;
  const linkId = meta.link && meta.link.type === 'doc' ? meta.link.id : undefined;
  return {
    dirId,
    file,
    label: meta.label,
    position: meta.position,
    collapsed: meta.collapsed,
    collapsible: meta.collapsible,
    className: meta.className,
    description: meta.description,
    customProps: meta.customProps,
    generatedIndex: meta.link?.type === 'generated-index' ? meta.link : undefined,
    noLink: meta.link === null || undefined,
    linkDocId: linkId && !linkId.includes('/') && dirId ? path.posix.join(dirId, linkId) : linkId,
    written: meta,
  };
}
