import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/create-app-router';
import { exposeDevTools } from './app/dev-tools';
import { AppProviders } from './app/providers/AppProviders';
import { registerAppHooks } from './app/register-app-hooks';
import { appConfig } from './lib/app-config';
import './styles/global.css';

registerAppHooks();
// Dead code in production builds (DEV is a compile-time false), so the stores are never exposed there.
if (import.meta.env.DEV) exposeDevTools();
const router = createAppRouter(appConfig.siteVariant);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
