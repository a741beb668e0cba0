/**
 * Under the search box: that the skills' files are still being searched, that the answer was
 * cut at its limit, or why the files could not be searched (the names and descriptions are
 * matched in the page meanwhile, so the list is never empty for want of an answer).
 */
import { SEARCH_LIMIT } from '../../../../shared/studio/text-search';
import { useT } from '../../i18n/i18n';
import { useLibrary } from '../../state/library-store';
import { useTextSearch } from '../../state/text-search';

/** The text search's state in words, or nothing when there is nothing to say. */
export function SearchStatus() {
  const t = useT();
  const query = useLibrary((s) => s.query);
  const { status, truncated, error, query: asked } = useTextSearch();
  if (asked !== query) return null;
  const text =
    status === 'searching'
      ? t('library.searchingFiles')
      : status === 'failed'
        ? t('library.searchFailed', { error: error ?? '' })
        : status === 'done' && truncated
          ? // Written with the locale's grouping ("2,000"), as it always was; a count's form
            // is "other" either way, so the plural is fed the written number.
            t('library.searchTruncated', {
              count: SEARCH_LIMIT.toLocaleString() as unknown as number,
            })
          : undefined;
  if (text === undefined) return null;
  return (
    <p
      className={status === 'failed' ? 'form-error search-status' : 'field-hint search-status'}
      role="status"
      data-testid="search-status"
    >
      {text}
    </p>
  );
}
