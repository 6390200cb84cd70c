import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './react-19-render';
import { PhoneProviders } from './providers';
import { router } from './router';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PhoneProviders>
      <RouterProvider router={router} />
    </PhoneProviders>
  </StrictMode>,
);
