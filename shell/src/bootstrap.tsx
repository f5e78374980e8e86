import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TEXTS } from '@instamg/shared/constants';
import App from './App';
import { runStartupTasks } from './startup';

const rootElement = document.getElementById('root');
// SPEC §8 "Other messages": thrown at start-up when the page has no root element.
if (!rootElement) throw new Error(TEXTS.errors.rootElementMissing);

runStartupTasks();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
