import fs from 'node:fs/promises';
import { DocsGenError } from '../../errors/DocsGenError.js';
import { parseDataFile } from '../../util/yaml.js';
import { createSourceLocator, type SourceLocator } from './locate.js';
import type { OpenApiDocument } from './spec.js';
import { documentText, laterCheckOf } from './laterCheck.js';
import { bundleExternalRefs, mayReferToFiles } from './bundleRefs.js';
import { publishedBundle, publishedSource } from './publishedDocument.js';
import { validateDocumentAhead } from './validate.js';

/** A parsed and validated OpenAPI document, with what is needed to point back into its file. */
export interface LoadedDocument {
  doc: OpenApiDocument;
  file: string;
  /** The document's text, as read. */
  source: string;
  /** The other files the document takes parts from (see bundleRefs.ts). */
  otherFiles: string[];
  locator: SourceLocator;
  /**
   * Settles when the checks after the version and refs (which may still run on another thread) have passed;
   * rejects with their problems. Nothing built from the document is final before.
   */
  confirmed: Promise<void>;
  /** The file to publish as the document (see publishedDocument.ts), written by the checking thread when there is one. */
  publishedFile: () => Promise<string>;
}

/**
 * Reads the document (YAML or JSON), reporting syntax errors at their line and validation errors at theirs.
 * `publishTo` is the folder a JSON document's published copy is written to.
 */
export async function loadDocument(file: string, publishTo: string): Promise<LoadedDocument> {
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new DocsGenError(`Cannot read the OpenAPI document: ${(error as Error).message}`, { file, cause: error });
  }
  const text = documentText(bytes);
  const check = laterCheckOf(text, bytes, file, publishTo);
  try {
    // A `.json` document is read as JSON, many times faster than as YAML (of which JSON is a subset).
    const raw = parseDataFile(text, file);
    const bundled = mayReferToFiles(text) ? bundleExternalRefs(raw, file, text) : undefined;
    const locator = createSourceLocator(text, bundled);
    const { doc, confirmed } = await validateDocumentAhead(raw, file, locator, check.run);
    // Checked on this thread, a document is confirmed before anything is built from it.
    if (!check.threaded) await confirmed;
    const otherFiles = bundled?.files.map((f) => f.file) ?? [];
    // A document in several files is published as one, the bundle: the others are not published beside it.
    const publishedFile = async () => (otherFiles.length ? publishedBundle(file, doc, publishTo) : ((await check.published) ?? publishedSource(file, text, publishTo)));
    return { doc, file, source: text, otherFiles, locator, confirmed, publishedFile };
  } catch (error) {
    check.cancel();
    throw error;
  }
}
