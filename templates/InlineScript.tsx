/**
 * The only way the theme writes script text into a page. The code is built from constants and values
 * passed through `scriptSafeJson`, so it can never hold `</script` or `<!--`; the check makes a theme
 * mistake fail the build instead of shipping a page whose script ends early.
 */
export function InlineScript({ code, ...attributes }: { code: string; type?: 'application/json'; id?: string } & Record<`data-${string}`, string | undefined>) {
  if (/<\/script|<!--/i.test(code)) throw new Error('Inline script text must not contain "</script" or "<!--"; build values with scriptSafeJson');
  return <script {...attributes} dangerouslySetInnerHTML={{ __html: code }} />;
}
