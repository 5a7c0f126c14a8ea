import { useEffect, useState } from 'react';
import { WelcomePreloader } from '../components/welcome-preloader.tsx';

/**
 * The welcome preloader for the first visit of the session's first page: it stays until the app
 * has loaded the layout and page code of the URL the visitor opened and drawn the page (`ready`),
 * then fades out. A page drawn by the server has its code loaded before the app starts: the
 * screen still fades out once the app has taken the page over, as on any first visit.
 */
export function AppPreloader({ ready }: { ready: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <WelcomePreloader loading={!ready || !mounted} />;
}
