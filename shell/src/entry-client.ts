// Stylesheets imported here are initial assets; the server writes them into <head> (no unstyled flash).
import './styles/site.css';
import './styles/header.css';
import './styles/footer.css';
import { yieldToBrowser } from './client/yield-to-browser';

// Evaluating the app's modules is the longest piece of script work of a page load. React DOM
// first, then the app (React, i18next, the design blocks, the shell), each in a task of its own
// (eager: same chunks, no extra request), so the browser can paint and answer a tap between them
// and the federation runtime's start, and no one task is long.
void yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import(/* webpackMode: "eager" */ './client/bootstrap'));
