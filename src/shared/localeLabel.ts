/** Labels made so far: the first `Intl.DisplayNames` of a process loads its language data, a visible share of a small build. */
const made = new Map<string, string>();

/**
 * A locale's label: the config's, else the name the locale gives its own language, capitalised (`fr` →
 * `Français`), as Docusaurus labels a locale. Made only where it is shown (a locale dropdown, site code reading it).
 */
export function localeLabel(info: { locale: string; label?: string }): string {
  if (info.label !== undefined) return info.label;
  let label = made.get(info.locale);
  if (label === undefined) {
    label = ownLanguageName(info.locale);
    made.set(info.locale, label);
  }
  return label;
}

function ownLanguageName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a locale Intl knows: its code labels it.
  }
  return locale;
}

/**
 * A locale's settings as Docusaurus's `localeConfigs` has them, with `extra`: its label is made when site code
 * reads it, not for every page that merely could.
 */
export function docusaurusLocaleConfig<T extends { locale: string; label?: string }>(info: T, extra: object = {}): Omit<T, 'locale' | 'label'> & { label: string } {
  const { locale: _locale, label: _label, ...settings } = info;
  return Object.defineProperty({ ...settings, ...extra }, 'label', { get: () => localeLabel(info), enumerable: true }) as Omit<T, 'locale' | 'label'> & { label: string };
}
