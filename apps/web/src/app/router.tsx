import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app's router over the browser's address bar; the routes and their paths are in routes.tsx. */
export const router = createBrowserRouter(routes);
