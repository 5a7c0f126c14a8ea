import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { disableZodCodeGeneration } from '@ssf/domain/zod-setup';
import { App } from './app/app.tsx';
import './styles.css';

// Before any form validates: the site's Content-Security-Policy forbids generated code.
disableZodCodeGeneration();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
