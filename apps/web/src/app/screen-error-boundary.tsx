import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  /** a change (the next address) lets the screen try again */
  resetKey: string;
  children: ReactNode;
}

interface State {
  /** wrapped so that even a thrown `undefined` counts as a failure */
  caught: { error: unknown } | null;
}

/** Catches a screen's failure so the layout around it, and the way elsewhere, stay usable. */
export class ScreenErrorBoundary extends Component<Props, State> {
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
