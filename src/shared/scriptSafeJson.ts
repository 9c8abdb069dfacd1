/** JSON that is safe inside an inline `<script>` and inside an HTML attribute. Pure: used by the build and the theme. */

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `JSON.stringify` with `<`, `>`, `&`, U+2028 and U+2029 written as `\uXXXX` escapes: the text can then
 * never close the script element (`</script>`), open a comment (`<!--`), start an entity, or end a line in
 * an older JavaScript parser, while it still parses to the same value as JSON and as JavaScript.
 * Every value from the config, front matter or a spec that reaches script text goes through here.
 */
export function scriptSafeJson(value: unknown, space?: number): string {
  const json = JSON.stringify(value, null, space);
  if (json === undefined) throw new TypeError(`scriptSafeJson: ${typeof value} has no JSON form`);
  return json.replace(UNSAFE, (c) => ESCAPES[c]);
}
