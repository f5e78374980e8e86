import { Component, type ErrorInfo, type ReactNode } from 'react';
import RootErrorFallback from './RootErrorFallback';

/** The whole-app error fallback (SPEC §2): anything no closer boundary caught ends here. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] unhandled error reached the root boundary', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RootErrorFallback error={this.state.error} /> : this.props.children;
  }
}
