import { Component, Suspense, useCallback, useMemo, useState, type JSX, type ReactNode } from 'react';
import { parseRemoteModuleId, type RemoteModuleId } from '@instamg/shared/mf/remotes';
import { RemoteUnavailable } from './RemoteUnavailable';
import { lazyRemoteComponent } from './remote-modules';
import { onRemoteLoaded } from './remote-recovery';
import { resetRemoteCircuit } from './retry-plugin';

interface RemoteErrorBoundaryProps {
  remote: string;
  variant: 'page' | 'inline';
  /** Show nothing instead of the fallback: for optional extras such as typing suggestions. */
  quiet: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote's load or render failure so only its own placement shows the fallback.
 * (React itself reports caught errors to the console, with the cause, so nothing is logged here.)
 * A failed placement loads again by itself when its remote loads fine elsewhere on the page.
 */
class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  #stopListening: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    this.#stopListening = onRemoteLoaded((remote) => {
      if (this.state.failed && remote === this.props.remote) this.props.onRetry();
    });
  }

  override componentWillUnmount(): void {
    this.#stopListening?.();
  }

  override render() {
    const { failed } = this.state;
    const { remote, variant, quiet, onRetry, children } = this.props;
    if (!failed) return children;
    return quiet ? null : <RemoteUnavailable remote={remote} variant={variant} onRetry={onRetry} />;
  }
}

export interface RemoteModuleProps<P> {
  /** The exposed module, e.g. `'mf_catalog/HomePage'`. */
  id: RemoteModuleId;
  /** Props for the exposed component. */
  props?: P;
  /** Shown while the module loads (a page skeleton, or a small placeholder for slots). */
  loading?: ReactNode;
  variant?: 'page' | 'inline';
  /** An optional extra renders nothing when its remote is down (no fallback, no Retry). */
  quiet?: boolean;
}

/**
 * Renders one exposed module behind its own error boundary and Suspense. Retry resets that
 * remote's circuit and mounts a fresh lazy component, which calls `loadRemote` again.
 */
export function RemoteModule<P extends object>({
  id,
  props,
  loading = null,
  variant = 'page',
  quiet = false,
}: RemoteModuleProps<P>) {
  const { remote } = parseRemoteModuleId(id);
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a deliberate dependency: a retry must produce a fresh lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const Loaded = useMemo(() => lazyRemoteComponent<P>(id), [id, attempt]);
  const retry = useCallback(() => {
    resetRemoteCircuit(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} remote={remote} variant={variant} quiet={quiet} onRetry={retry}>
      <Suspense fallback={loading}>
        <Loaded {...((props ?? {}) as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
