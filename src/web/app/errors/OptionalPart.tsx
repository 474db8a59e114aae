import { Component, type ReactNode } from 'react';

/**
 * Around a part the app works without (offline support): if it fails, even to download, it shows
 * nothing and logs why, instead of the error screen or a reload.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} is unavailable:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
