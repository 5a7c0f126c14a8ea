import { PAGES } from '@ssf/domain/pages';
import { Navigate } from 'react-router';

/** /admin on its own opens the dashboard. */
export default function AdminIndexRedirect() {
  return <Navigate to={PAGES.dashboard.path} replace />;
}
