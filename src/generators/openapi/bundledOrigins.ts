/** Where a part of the bundled document was written: the pointer it has in the bundle, its file and pointer there. */
export interface BundledOrigin {
  pointer: string;
  file: string;
  at: string;
}

/** A document with the parts it takes from other files brought in, and the files they came from. */
export interface BundledDocument {
  doc: unknown;
  /** The other files read, with their text, in the order they were first needed. */
  files: { file: string; text: string }[];
  /** The parts brought in: where each is in the bundle, and where it was written. */
  origins: BundledOrigin[];
}

/** The file and pointer a pointer of the bundle was written at: the innermost part brought in that holds it. */
export function originOf(origins: BundledOrigin[], pointer: string): { file: string; at: string } | undefined {
  let best: BundledOrigin | undefined;
  for (const origin of origins) {
    if ((pointer === origin.pointer || pointer.startsWith(`${origin.pointer}/`)) && (!best || origin.pointer.length > best.pointer.length)) best = origin;
  }
  return best && { file: best.file, at: best.at + pointer.slice(best.pointer.length) };
}
