import fs from 'node:fs/promises';
import path from 'node:path';
import { DocsGenError } from '../errors/DocsGenError.js';
import { fileSystemProblem } from '../errors/fileSystemProblem.js';
import { createYamlLocator, type DataPath, type TextPosition } from '../util/yamlPositions.js';
import { parseDataFile } from '../util/yaml.js';
import { evaluateSidebarsModule } from './evaluateSidebarsModule.js';
import { createScriptLocator } from './locateInScript.js';
import { normalizeSidebars, type NormalizedSidebars } from './normalizeSidebars.js';

export type { SidebarEntry } from './normalizeSidebars.js';

/** A sidebars file's entries, and where each of them is written. */
export interface LoadedSidebars {
  sidebars: NormalizedSidebars;
  /** Where the entry at a path (`['docs', 2, 'items', 0]`) is written. */
  locate: (path: DataPath) => TextPosition | undefined;
  /** The files the sidebars are read from: the file, and what a script imports (dev watches them). */
  inputs: string[];
}

const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'];
const SCRIPT_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts'];

/** The file extensions a sidebars file may have. */
export const SIDEBARS_EXTENSIONS = [...DATA_EXTENSIONS, ...SCRIPT_EXTENSIONS];

/**
 * Reads a sidebars file: YAML or JSON data, or a script (`sidebars.js|cjs|mjs|ts`) that exports the sidebars as
 * Docusaurus's do. Reports every invalid entry where it is written.
 */
export async function loadSidebarsFile(file: string): Promise<LoadedSidebars> {
  const extension = path.extname(file).toLowerCase();
  if (!SIDEBARS_EXTENSIONS.includes(extension)) {
    throw new DocsGenError(`A sidebars file cannot be a ${extension || 'file without extension'}`, {
      file,
      line: 1,
      column: 1,
      hint: `Sidebars files are ${SIDEBARS_EXTENSIONS.join(', ')}.`,
    });
  }
  // It can go, or become a folder, between the config finding it and this read (dev, or a save by rename).
  const text = await fs.readFile(file, 'utf8').catch((error: unknown) => {
    throw fileSystemProblem(error, file) ?? error;
  });
  if (DATA_EXTENSIONS.includes(extension)) {
    const locate = createYamlLocator(text);
    return { sidebars: normalizeSidebars(parseDataFile(text, file) ?? {}, file, locate), locate, inputs: [file] };
  }
  const { data, inputs } = await evaluateSidebarsModule(file);
  const locate = createScriptLocator(text, data);
  return { sidebars: normalizeSidebars(data, file, locate), locate, inputs };
}
