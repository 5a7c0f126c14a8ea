import { Component, type ErrorInfo, type ReactNode } from 'react';
import { STATIC_PRELOADER_ID } from '../components/welcome-preloader.tsx';
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
    // The page's static welcome screen is faded out by the app, which is gone now: it must not
    // stay on top of the error screen.
    document.getElementById(STATIC_PRELOADER_ID)?.remove();
  }

  render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
