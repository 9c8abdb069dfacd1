/**
 * A message with its `{name}` placeholders filled in from `values`; a placeholder without a value stays as written.
 * Its own module: the browser runtime fills its text with it, without the plural rules of messageText.ts.
 */
export function fillMessage(message: string, values?: Record<string, string | number>): string {
  return values ? message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : message;
}
