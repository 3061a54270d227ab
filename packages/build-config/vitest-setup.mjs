// @ts-check
// findBy* and waitFor wait for what they look for up to 5 s instead of 1 s: a chunk the component
// imports lazily (the country list) can take more than a second to load on a busy two-core machine.
// They still return as soon as it is there.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
