import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  /** when it changes (around a screen: the next address), a caught failure is let go */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  /** wrapped so that even a thrown `undefined` counts as a failure */
  caught: { error: unknown } | null;
}

/**
 * Whatever throws below, the player gets the error screen and a way back: above the router as
 * the last line of defence, and around each screen (ScreenBoundary) so the layout stays usable.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { caught } = this.state;
    return caught ? <ErrorScreen error={caught.error} /> : this.props.children;
  }
}
