import fs from 'node:fs';
import { imageSize } from 'image-size';

/** Enough of a file for any format's header (a JPEG's size may follow its metadata), as image-size reads a file. */
const HEAD_BYTES = 512 * 1024;

/** The first bytes of a file, without reading a large image whole. */
function headOf(file: string): Uint8Array {
  const fd = fs.openSync(file, 'r');
  try {
    const head = new Uint8Array(Math.min(fs.fstatSync(fd).size, HEAD_BYTES));
    fs.readSync(fd, head, 0, head.length, 0);
    return head;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The width and height an image file declares (PNG, JPEG, GIF, WebP, SVG, …), as Docusaurus writes them on a
 * Markdown image so the page does not shift as images load; undefined for a file whose size cannot be read.
 */
export function imageDimensions(file: string): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(headOf(file));
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
