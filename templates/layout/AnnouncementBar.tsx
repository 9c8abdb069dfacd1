import { scriptSafeJson } from '../../src/shared/scriptSafeJson.js';
import { useSiteContext } from '../context.js';
import { InlineScript } from '../InlineScript.js';
import { useTranslation } from '../translate.js';
import { CloseIcon } from './icons.js';

/** localStorage key holding the id of the dismissed bar; a new id shows the bar again. */
export const ANNOUNCEMENT_KEY = 'docs-gen.announcement.dismissed';

/**
 * Runs while the body is parsed, just before the bar: a bar dismissed earlier is hidden by CSS before it is
 * ever painted, so it does not flash in and out.
 */
function dismissedScript(id: string): string {
  return `try{if(localStorage.getItem(${scriptSafeJson(ANNOUNCEMENT_KEY)})===${scriptSafeJson(id)})document.documentElement.setAttribute('data-announcement-dismissed','')}catch(e){}`;
}

/** SPEC §2: colours and HTML content from the config; a Close button only when it may be closed. */
export function AnnouncementBar() {
  const { config } = useSiteContext();
  const { text } = useTranslation();
  const bar = config.announcementBar;
  if (!bar) return null;
  return (
    <>
      {bar.isCloseable && <InlineScript code={dismissedScript(bar.id)} />}
      <div
        className="announcement"
        role="region"
        aria-label={text('docs-gen.announcementBar.ariaLabel', 'Announcement')}
        data-announcement-id={bar.id}
        style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
      >
        <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
        {bar.isCloseable && (
          <button type="button" className="announcement-close" aria-label={text('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} data-announcement-close>
            <CloseIcon />
          </button>
        )}
      </div>
    </>
  );
}
