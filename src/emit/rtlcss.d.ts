// rtlcss ships no types of its own; docs-gen uses only this.
declare module 'rtlcss' {
  /** The stylesheet mirrored for right-to-left text (left and right swapped in properties and values). */
  export function process(css: string): string;
}
