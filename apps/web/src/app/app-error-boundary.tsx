import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkAttemptContext } from '../chunks/chunk-attempt';
import { ErrorScreen } from './error-screen';

interface Props {
  /** when it changes (around a screen: the next address), a caught failure is let go */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  /** wrapped so that even a thrown `undefined` counts as a failure */
  caught: { error: unknown } | null;
  /** retries so far: each gives the lazy chunks below a fresh import (see lazyChunk) */
  attempt: number;
}

/**
 * Whatever throws below, the player gets the error screen and a way back: above the router as
 * the last line of defence, and around each screen (ScreenBoundary) so the layout stays usable.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState(({ attempt }) => ({ caught: null, attempt: attempt + 1 }));
  };

  override render() {
    const { caught, attempt } = this.state;
    if (caught) return <ErrorScreen error={caught.error} onRetry={this.retry} />;
    return <ChunkAttemptContext.Provider value={attempt}>{this.props.children}</ChunkAttemptContext.Provider>;
  }
}
