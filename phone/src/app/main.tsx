import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './react-19-render';
import { PhoneProviders } from './providers';
import { router } from './router';
import './global.css';
import './first-screen.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PhoneProviders>
      <RouterProvider router={router} />
    </PhoneProviders>
  </StrictMode>,
);

// The shell kept on the phone (a second open loads it from there; offline, the app still draws and says so).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/m/sw.js', { scope: '/' }).catch(() => undefined));
}
