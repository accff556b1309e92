// An error boundary per route: a crash in one page shows a message and a retry, never a blank
// screen, and the rest of the app (tab bar, other routes) keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  error: Error | null;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[route] a page crashed', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (this.state.error) return <RouteCrash onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

function RouteCrash({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-fallback" role="alert">
      <p className="page-fallback__title">{t('errors.pageCrashed')}</p>
      <p className="page-fallback__text">{t('errors.pageCrashedHint')}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
