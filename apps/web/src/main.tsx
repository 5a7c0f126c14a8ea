import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

// zod's code generation (forbidden by the site's Content-Security-Policy) is switched off where
// zod is imported: src/lib/zod-jitless.ts, so zod stays out of this first script.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
