import type { ApiTagData } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { OperationList } from './ApiOverview.js';
import { RichText } from './RichText.js';

/** Links to the neighbouring pages of a tag whose operations are spread over several pages. */
function PartNav({ part }: { part: NonNullable<ApiTagData['part']> }) {
  const { url } = useSiteContext();
  return (
    <nav className="api-tag-parts" aria-label="Pages of this tag">
      {part.prev && (
        <a href={url(part.prev)} rel="prev">
          Previous page
        </a>
      )}
      <span>
        Page {part.number} of {part.of} ({part.total} operations)
      </span>
      {part.next && (
        <a href={url(part.next)} rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}

/** One page of a large API's operations under one tag, linked from the overview and the tag's sidebar category. */
export function ApiTag({ data }: { data: Record<string, unknown> }) {
  const view = data as unknown as ApiTagData;
  const { url } = useSiteContext();
  return (
    <div className="api-tag">
      <RichText html={view.descriptionHtml} />
      <p className="api-tag-count">
        {view.part
          ? `Operations ${view.part.from}–${view.part.from + view.operations.length - 1} of ${view.part.total}. `
          : `${view.operations.length} ${view.operations.length === 1 ? 'operation' : 'operations'}. `}
        All tags: <a href={url(view.overviewRoute)}>overview</a>.
      </p>
      {view.part && <PartNav part={view.part} />}
      <OperationList operations={view.operations} />
      {view.part && <PartNav part={view.part} />}
    </div>
  );
}
