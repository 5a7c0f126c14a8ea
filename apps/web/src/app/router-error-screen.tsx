import { MSG } from '@ssf/domain/messages';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The router's error element: a page whose code failed to load (e.g. after a new release replaced
 * its file) or that threw while rendering lands here, with the same way out as the error boundary.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen title={MSG.routerError} />;
}
