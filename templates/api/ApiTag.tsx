import type { ApiTagData } from '../../src/generators/openapi/types.js';
import { useSiteContext } from '../context.js';
import { usePluralForm } from '../docusaurus/themeCommon.js';
import { interpolate, useTranslation } from '../translate.js';
import { OperationList } from './ApiOverview.js';
import { RichText } from './RichText.js';

/** Links to the neighbouring pages of a tag whose operations are spread over several pages. */
function PartNav({ part }: { part: NonNullable<ApiTagData['part']> }) {
  const { url } = useSiteContext();
  const { text } = useTranslation();
  const { selectMessage } = usePluralForm();
  return (
    <nav className="api-tag-parts" aria-label={text('docs-gen.api.tag.partsAriaLabel', 'Pages of this tag')}>
      {part.prev && (
        <a href={url(part.prev)} rel="prev">
          {text('docs-gen.api.tag.previousPage', 'Previous page')}
        </a>
      )}
      <span>
        {interpolate(selectMessage(part.total, text('docs-gen.api.tag.page', 'Page {number} of {of} ({total} operations)')), {
          number: <>{part.number}</>,
          of: <>{part.of}</>,
          total: <>{part.total}</>,
        })}
      </span>
      {part.next && (
        <a href={url(part.next)} rel="next">
          {text('docs-gen.api.tag.nextPage', 'Next page')}
        </a>
      )}
    </nav>
  );
}

/** One page of a large API's operations under one tag, linked from the overview and the tag's sidebar category. */
export function ApiTag({ data }: { data: Record<string, unknown> }) {
  const view = data as unknown as ApiTagData;
  const { url } = useSiteContext();
  const { text, node } = useTranslation();
  const { selectMessage } = usePluralForm();
  const count = view.operations.length;
  return (
    <div className="api-tag">
      <RichText html={view.descriptionHtml} />
      <p className="api-tag-count">
        {view.part
          ? `${text('docs-gen.api.tag.operationRange', 'Operations {from}–{to} of {total}.', { from: view.part.from, to: view.part.from + count - 1, total: view.part.total })} `
          : `${selectMessage(count, text('docs-gen.api.operationCount', '{count} operation|{count} operations', { count }))}. `}
        {node('docs-gen.api.tag.allTags', 'All tags: {overview}.', { overview: <a href={url(view.overviewRoute)}>{text('docs-gen.api.tag.overviewLink', 'overview')}</a> })}
      </p>
      {view.part && <PartNav part={view.part} />}
      <OperationList operations={view.operations} />
      {view.part && <PartNav part={view.part} />}
    </div>
  );
}
