import { useSiteContext } from '../context.js';
import { CloseIcon } from './icons.js';

/** SPEC §2: colours and HTML content from the config; a Close button only when it may be closed. */
export function AnnouncementBar() {
  const { config } = useSiteContext();
  const bar = config.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement"
      role="region"
      aria-label="Announcement"
      data-announcement-id={bar.id}
      data-closeable={bar.isCloseable ? 'true' : undefined}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-close" aria-label="Close">
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
