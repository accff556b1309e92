// An error boundary per route: a crash in one page shows a message and a retry, never a blank
// screen, and the rest of the app (tab bar, other routes) keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageFallback } from './lazy-page';

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
    if (this.state.error) return <PageFallback reason="crash" onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
