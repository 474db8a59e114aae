import { Component, type ReactNode } from 'react';
import { isChunkLoadError, mayReloadForNewVersion, reloadNow } from './chunk-errors.js';
import { ErrorScreen } from './ErrorScreen.js';

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches what React throws below it outside the signed-in router (whose routes have their own
 * error elements): the signed-out pages and the signed-in app's own chunk. A chunk that fails to
 * load reloads the page once; anything else shows the error screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  override state: State = { error: undefined, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    if (isChunkLoadError(error) && mayReloadForNewVersion()) {
      this.setState({ reloading: true });
      reloadNow();
    }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.reloading) return this.props.fallback;
    return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
  }
}
