// Stylesheets imported here are initial assets; the server writes them into <head> (no unstyled flash).
import './styles/site.css';
import './styles/header.css';
import './styles/footer.css';
import { yieldToBrowser } from './client/yield-to-browser';

// Evaluating the app's modules is the longest piece of script work of a page load. After the
// federation runtime's start, React DOM and then the app (i18next, the design blocks, the shell)
// each run in a task of their own (eager: same chunks, no extra request): no one task is long, and
// the browser can paint and answer a tap between them.
void yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import(/* webpackMode: "eager" */ './client/bootstrap'));
