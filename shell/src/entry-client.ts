// Stylesheets imported here are initial assets; the server writes them into <head> (no unstyled flash).
import './styles/site.css';
import './styles/header.css';
import './styles/footer.css';
import { yieldToBrowser } from './client/yield-to-browser';

// Evaluating the app's modules (React DOM, i18next, the design blocks) is the longest piece of
// script work of a page load. In a task of its own (eager: same chunk, no extra request), the
// browser can paint and answer a tap between it and the federation runtime's start.
void yieldToBrowser().then(() => import(/* webpackMode: "eager" */ './client/bootstrap'));
