import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TEXTS } from '@instamg/shared/constants';
import App from './App';
import { firstLoadRemoteModules } from './mf/first-load-remotes';
import { preloadRemoteModule } from './mf/remote-modules';
import { runStartupTasks } from './startup';

const rootElement = document.getElementById('root');
// SPEC §8 "Other messages": thrown at start-up when the page has no root element.
if (!rootElement) throw new Error(TEXTS.errors.rootElementMissing);

runStartupTasks();
// The remotes of the first screen load alongside the sign-in check, not after it.
for (const id of firstLoadRemoteModules(window.location.pathname)) preloadRemoteModule(id);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
