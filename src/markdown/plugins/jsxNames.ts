/**
 * Whether a JSX name is a component (`Card`, `ui.Card`) rather than an element (`a`, `div`), as JSX tells them
 * apart: a member expression, or an identifier that does not start with a lower-case letter.
 */
export function isComponentName(name: string): boolean {
  return name.includes('.') || (/^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u.test(name) && !/^[a-z]/.test(name));
}
