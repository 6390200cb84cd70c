import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startNewVisitAtTop } from '../components/layout/scroll-manager';
import { consumeLoginFlag } from '../features/accounts/model/login-flag';
import { reloadPage } from '../lib/feedback';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import 'antd/dist/antd.css';
import './global.css';

function start() {
  startNewVisitAtTop();
  const router = createAppRouter();
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

// Right after a login the page reloads once (spec §2); nothing is rendered in between. The router starts in a task of
// its own: evaluating the scripts and starting the first navigation (matching, the page's code and data requested)
// are each a few dozen milliseconds on a first load, and one task holding both would block input for their sum.
if (!consumeLoginFlag(reloadPage)) setTimeout(start, 0);
