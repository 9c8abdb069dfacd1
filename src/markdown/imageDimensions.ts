import fs from 'node:fs';
import { imageSize } from 'image-size';

/**
 * The width and height an image file declares (PNG, JPEG, GIF, WebP, SVG, …), as Docusaurus writes them on a
 * Markdown image so the page does not shift as images load; undefined for a file whose size cannot be read.
 */
export function imageDimensions(file: string): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(fs.readFileSync(file));
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
