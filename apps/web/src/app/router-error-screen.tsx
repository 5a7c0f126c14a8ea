import { MSG } from '@ssf/domain/messages';
import { Component, type ReactNode, useEffect } from 'react';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The screen of a page whose code failed to load (e.g. after a new release replaced its file) or
 * that threw while rendering, with the same way out as the app's error boundary.
 */
export function RouterErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen title={MSG.routerError} />;
}

interface Props {
  /** The page drawn: a new one is drawn again from scratch. */
  page: unknown;
  children: ReactNode;
}

interface State {
  page: unknown;
  failure: { error: unknown } | null;
}

/**
 * Catches what a page throws while rendering and shows the router's error screen instead, until
 * another page is drawn: unlike the app's error boundary, a navigation leaves the error behind.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { page: this.props.page, failure: null };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  render() {
    const { failure } = this.state;
    return failure ? <RouterErrorScreen error={failure.error} /> : this.props.children;
  }
}
