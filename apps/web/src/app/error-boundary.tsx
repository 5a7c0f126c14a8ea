import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface Props {
  children: ReactNode;
}

interface State {
  hasError: boolean;
}

/**
 * Catches render errors anywhere below it and shows the error screen until the page is refreshed
 * (normal, then error). React offers this only as a class component.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
