import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConsoleProviders } from './providers';
import { router } from './router';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleProviders>
      <RouterProvider router={router} />
    </ConsoleProviders>
  </StrictMode>,
);
