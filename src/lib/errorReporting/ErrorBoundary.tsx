/**
 * Catches render errors below it, reports them, and shows a helpful fallback instead of a blank page.
 * A failed chunk load gets the "new version or network" screen instead of the generic one.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadErrorScreen } from '@/lib/chunkLoad/ChunkLoadErrorScreen';
import { isChunkLoadError } from '@/lib/chunkLoad/chunkLoadError';
import { installPreactComponentStacks } from './componentStack';
import { ErrorFallback } from './ErrorFallback';
import { reportError } from './index';

// On Preact a caught error only carries its component stack with this hook (React supplies it itself).
installPreactComponentStacks();

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * When this value changes (pass the route path), a caught error is cleared and the children render again,
   * so navigating away from a broken page works.
   */
  resetKey?: unknown;
  /** Where the error happened, added to the report (e.g. 'portal', 'marketing'). */
  area?: string;
  /** Replaces window.location.reload (tests). */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/** Error boundary with reporting and an accessible fallback. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) {
      return { resetKey: props.resetKey, hasError: false, error: undefined };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      componentStack: info.componentStack ?? undefined,
      area: this.props.area,
      chunkLoad: isChunkLoadError(error),
    });
  }

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkLoadErrorScreen onReload={this.reload} />;
    return <ErrorFallback onReload={this.reload} />;
  }
}
