import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConsoleProviders } from './providers';
import { router } from './router';
// antd's prebuilt stylesheet: with zeroRuntime (providers.tsx) no component style is generated in the browser.
import 'antd/dist/antd.css';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleProviders>
      <RouterProvider router={router} />
    </ConsoleProviders>
  </StrictMode>,
);
