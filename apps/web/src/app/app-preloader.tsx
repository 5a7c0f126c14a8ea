import { useEffect, useState, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { WelcomePreloader } from '../components/welcome-preloader.tsx';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The welcome preloader for the first visit of the session's first page: it stays until the router
 * has loaded the layout and page code of the URL the visitor opened, then fades out. A page drawn
 * by the server starts with its router ready: the screen still fades out once the app has taken
 * the page over, as on any first visit.
 */
export function AppPreloader({ router }: { router: DataRouter }) {
  const initialized = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <WelcomePreloader loading={!initialized || !mounted} />;
}
