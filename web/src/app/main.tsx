import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { consumeLoginFlag } from '../features/accounts/model/login-flag';
import { reloadPage } from '../lib/feedback';
import { AppProviders } from './providers';
import { router } from './router';
import './global.css';

// Right after a login the page reloads once (spec §2); nothing is rendered in between.
if (!consumeLoginFlag(reloadPage)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
