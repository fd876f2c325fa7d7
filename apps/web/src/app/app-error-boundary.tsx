import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  /** wrapped so that even a thrown `undefined` counts as a failure */
  caught: { error: unknown } | null;
}

/** Last line of defence above the router: whatever throws, the player gets a way back. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { caught } = this.state;
    return caught ? <ErrorScreen error={caught.error} /> : this.props.children;
  }
}
