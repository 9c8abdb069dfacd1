import type { ComponentProps, ReactNode } from 'react';

/**
 * The icons of Docusaurus's classic theme (`@theme/Icon/Copy`, `@theme/Icon/ExternalLink`, …), which swizzled and
 * site components import for their own buttons and links. Each takes the attributes of an `<svg>`, which win
 * over its defaults: a size (the site's CSS also wins over it, an attribute being only a hint) and
 * `aria-hidden`, since the button or link holding an icon carries the accessible name.
 */
type IconProps = ComponentProps<'svg'>;

function icon(drawing: ReactNode, defaults: IconProps = {}) {
  return function Icon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" {...defaults} {...props}>
        {drawing}
      </svg>
    );
  };
}

const stroked = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const IconArrow = icon(<path d="M9 6l6 6-6 6" {...stroked} />);
export const IconClose = icon(<path d="M6 6l12 12M18 6L6 18" {...stroked} />, { width: 21, height: 21 });
export const IconCopy = icon(
  <g {...stroked}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </g>,
);
export const IconSuccess = icon(<path d="M5 12.5l4.5 4.5L19 7.5" {...stroked} />);
export const IconEdit = icon(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" {...stroked} />);
export const IconExternalLink = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroked} />, {
  width: 13.5,
  height: 13.5,
});
export const IconHome = icon(<path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" {...stroked} />);
export const IconMenu = icon(<path d="M4 7h16M4 12h16M4 17h16" {...stroked} />, { width: 30, height: 30 });
export const IconLightMode = icon(
  <g {...stroked}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </g>,
  { width: 24, height: 24 },
);
export const IconDarkMode = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" {...stroked} />, { width: 24, height: 24 });
export const IconLanguage = icon(
  <g {...stroked}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
  </g>,
  { width: 20, height: 20 },
);
export const IconWordWrap = icon(<path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2l-2 2 2 2M4 18h5" {...stroked} />);
