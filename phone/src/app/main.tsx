import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './react-19-render';
import { PhoneProviders } from './providers';
import { router } from './router';
import './global.css';
import './first-screen.css';

// The first render is a transition, so React draws the app in slices of a few ms and the phone's main thread is never
// held for long (the server's drawing of the first screen is already on the glass; a tap meanwhile is answered).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <PhoneProviders>
        <RouterProvider router={router} />
      </PhoneProviders>
    </StrictMode>,
  ),
);

// The shell kept on the phone (a second open loads it from there; offline, the app still draws and says so).
// After the page's load (the server's HTML starts this script late, often after it: then at once).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void navigator.serviceWorker.register('/m/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
