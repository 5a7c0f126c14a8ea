import { useNavigation } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';

/**
 * While the router fetches the next page's code, the loader covers the page. It fades in after a
 * short delay (a CSS entry transition) so that fast navigations do not flash it.
 */
export function NavigationLoader() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="opacity-100 transition-opacity delay-150 duration-200 starting:opacity-0">
      <FullScreenLoader />
    </div>
  );
}
