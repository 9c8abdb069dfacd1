import { createContext, type ComponentType, type ReactNode, type SVGProps, useContext } from 'react';
import { usePageContext } from '../context.js';
import { useTranslation } from '../translate.js';

interface Label {
  id: string;
  message: string;
}

const LABELS: Record<string, Label> = {
  note: { id: 'theme.admonition.note', message: 'Note' },
  tip: { id: 'theme.admonition.tip', message: 'Tip' },
  info: { id: 'theme.admonition.info', message: 'Info' },
  warning: { id: 'theme.admonition.warning', message: 'Warning' },
  caution: { id: 'theme.admonition.caution', message: 'Caution' },
  danger: { id: 'theme.admonition.danger', message: 'Danger' },
};

/**
 * Docusaurus's other keywords: drawn as one of the kinds above with their own label, as Docusaurus
 * shows them (`secondary` as a note, `important` as info, `success` as a tip).
 */
const ALIASES: Record<string, { kind: string; label: Label }> = {
  secondary: { kind: 'note', label: { id: 'docs-gen.admonition.secondary', message: 'Secondary' } },
  important: { kind: 'info', label: { id: 'docs-gen.admonition.important', message: 'Important' } },
  success: { kind: 'tip', label: { id: 'docs-gen.admonition.success', message: 'Success' } },
};

/** One 24×24 path per kind: a pencil for notes, a bulb for tips, an "i" for info and a triangle for warnings. */
const ICON_PATHS: Record<string, string> = {
  note: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  warning: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  caution: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  danger: 'M8 2h8l6 6v8l-6 6H8l-6-6V8l6-6zM12 7v6M12 17h.01',
};

/** What the components of `Admonition/Types` are given, as in Docusaurus. */
export interface AdmonitionTypeProps {
  type: string;
  /** The heading: the admonition's title (its Markdown formatting included), or none for the type's label. */
  title?: ReactNode;
  /** In place of the kind's icon (`Admonition/Layout`, as a site's own types use it). */
  icon?: ReactNode;
  /** Classes of the site's, beside the theme's. */
  className?: string;
  children?: ReactNode;
}

/**
 * The plain text of a title written in Markdown, for the accessible name: `Admonition` provides it with the title's
 * element, so that the types a site wraps or writes are handed Docusaurus's props only.
 */
export const RichTitleText = createContext<{ title: ReactNode; text: string } | undefined>(undefined);

/** The icon of a kind of admonition. */
function KindIcon({ kind, className, ...props }: { kind: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d={ICON_PATHS[kind] ?? ICON_PATHS.note} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Docusaurus's `Admonition/Icon/*`: each kind's icon (given `<svg>` attributes), for a site's own admonition types. */
export const IconNote = (props: SVGProps<SVGSVGElement>) => <KindIcon kind="note" {...props} />;
export const IconTip = (props: SVGProps<SVGSVGElement>) => <KindIcon kind="tip" {...props} />;
export const IconInfo = (props: SVGProps<SVGSVGElement>) => <KindIcon kind="info" {...props} />;
export const IconWarning = (props: SVGProps<SVGSVGElement>) => <KindIcon kind="warning" {...props} />;
export const IconDanger = (props: SVGProps<SVGSVGElement>) => <KindIcon kind="danger" {...props} />;

/**
 * A translated label with a capital first letter: Docusaurus's messages are lower case (`remarque`), which its
 * theme shows in capitals, and this one shows labels as written. A malformed locale leaves the case to the
 * language-neutral rules, as the page still builds.
 */
function capitalized(label: string, locale: string | undefined): string {
  let first: string;
  try {
    first = label.charAt(0).toLocaleUpperCase(locale);
  } catch {
    first = label.charAt(0).toUpperCase();
  }
  return first + label.slice(1);
}

/** An admonition as the theme draws it: a type of its own, or one of Docusaurus's other keywords, or else a note. */
export function AdmonitionBox({ type, title, icon, className, children }: AdmonitionTypeProps) {
  const { text } = useTranslation();
  const locale = usePageContext()?.config.locale;
  const alias = ALIASES[type];
  const kind = alias?.kind ?? (LABELS[type] ? type : 'note');
  const { id, message } = alias?.label ?? LABELS[kind];
  const translated = text(id, message);
  const label = translated === message ? message : capitalized(translated, locale);
  const rich = useContext(RichTitleText);
  const name = typeof title === 'string' ? title : rich && title !== undefined && rich.title === title ? rich.text : label;
  return (
    <aside className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`} aria-label={name}>
      <p className="admonition-heading">
        {icon === undefined ? <KindIcon kind={kind} className="admonition-icon" /> : <span className="admonition-icon">{icon}</span>}
        {title ?? label}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}

/** The theme's component for one keyword: the admonition drawn as that keyword, whatever type it is used for. */
export function typeOf(type: string): ComponentType<AdmonitionTypeProps> {
  const Type = (props: AdmonitionTypeProps) => <AdmonitionBox {...props} type={type} />;
  Type.displayName = `AdmonitionType(${type})`;
  return Type;
}

/** Docusaurus's `Admonition/Type/*`: the components of the theme's keywords, which `Admonition/Types` maps them to. */
export const TypeNote = typeOf('note');
export const TypeTip = typeOf('tip');
export const TypeInfo = typeOf('info');
export const TypeWarning = typeOf('warning');
export const TypeDanger = typeOf('danger');
export const TypeCaution = typeOf('caution');

/**
 * Docusaurus's `Admonition/Layout`: an admonition drawn by the theme with the given `title`, `icon` and classes,
 * as a site's own types draw theirs (`<AdmonitionLayout type="prompt" icon={<Prompt />} title="Prompt"
 * className="alert alert--prompt">`). A type that is not one of the theme's is drawn as a note.
 */
export function AdmonitionLayout(props: AdmonitionTypeProps) {
  return <AdmonitionBox {...props} />;
}
