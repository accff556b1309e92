// What a screen shows when a call failed: the reason in the user's language and a retry button.
// The whole page's content (default), a block inside a page (`compact`), or one line above the
// part of a page that another call feeds (`inline`, with `title` saying what is missing: "Your
// favourites could not be loaded"), when the rest of the page still works.
// Drawn here rather than with the kit's ErrorBlock, whose illustrations weigh ~10 KiB gzip in
// every page that can fail (the home page among them). The retry button is drawn here too, with
// the kit's outline look (app.css): a page that can fail does not need the kit to paint.
// The failed call's operation is named in `data-operation` (for support, and for the failure
// sweep of tests/e2e/failure-sweep.spec.ts, which checks that every failed call is shown).
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { useErrorText } from '@/hooks/use-error-text';
import { StatePicture } from './state-picture';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  compact?: boolean;
  /** One line above the part of the page that is missing, the rest of the page stays. */
  inline?: boolean;
  /** What is missing, in the user's words (default: "Could not load"). */
  title?: string;
}

const BROKEN_LINK =
  'M27 37l-3 3a6 6 0 0 1-8.5-8.5l5-5a6 6 0 0 1 8.5 0M37 27l3-3a6 6 0 0 1 8.5 8.5l-5 5a6 6 0 0 1-8.5 0M22 22l-4-4M42 42l4 4';

function RetryButton({
  size,
  retrying,
  onRetry,
  label,
}: {
  size: 'mini' | 'small';
  retrying: boolean;
  onRetry: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className={`query-error__retry query-error__retry--${size}`}
      disabled={retrying}
      aria-busy={retrying}
      onClick={onRetry}
    >
      {label}
    </button>
  );
}

export function QueryError({
  error,
  onRetry,
  retrying = false,
  compact = false,
  inline = false,
  title,
}: QueryErrorProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const operation = isApiError(error) ? error.operationId : undefined;
  if (inline) {
    return (
      <div className="query-error query-error--inline" role="alert" data-operation={operation}>
        <p className="query-error__text">
          <strong className="query-error__title">{title ?? t('errors.loadFailed')}</strong> {errorText(error)}
        </p>
        <RetryButton size="mini" retrying={retrying} onRetry={onRetry} label={t('actions.retry')} />
      </div>
    );
  }
  return (
    <div
      className={compact ? 'query-error query-error--compact' : 'query-error'}
      role="alert"
      data-operation={operation}
    >
      {!compact && <StatePicture className="query-error__icon" path={BROKEN_LINK} />}
      <p className="query-error__title">{title ?? t('errors.loadFailed')}</p>
      <p className="query-error__text">{errorText(error)}</p>
      <RetryButton size="small" retrying={retrying} onRetry={onRetry} label={t('actions.retry')} />
    </div>
  );
}
