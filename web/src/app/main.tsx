import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { consumeLoginFlag } from '../features/accounts/model/login-flag';
import { reloadPage } from '../lib/feedback';
import { AppProviders } from './providers';
import { router } from './router';
import 'antd/dist/antd.css';
import './global.css';

// Right after a login the page reloads once (spec §2); nothing is rendered in between.
if (!consumeLoginFlag(reloadPage)) {
  const root = createRoot(document.getElementById('root')!);
  // A transition: the first render of the whole shell is done in slices, yielding to the browser between them, instead
  // of one long task that blocks input while the page loads.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
