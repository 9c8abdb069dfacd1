import { useTranslation } from '../translate.js';

/**
 * Docusaurus's `BackToTopButton`, for pages and site code that render it: a round button in the corner that leads
 * back to the top of the page's content. A link to `#main` rather than a script, so it costs every page's
 * runtime nothing and works without JavaScript (smoothly, as any link to an anchor of the page); where the
 * browser ties animations to scrolling, it appears once the reader has scrolled down (base.css), else it stays.
 */
export function BackToTopButton() {
  const { text } = useTranslation();
  return (
    <a className="back-to-top theme-back-to-top-button" href="#main" aria-label={text('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 15l6-6 6 6" />
      </svg>
    </a>
  );
}
