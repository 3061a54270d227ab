import { expect, test } from 'vitest';
import { mayUse, normalRoles, sections } from './session.js';

test('a role opens its own section, an admin every one, and users only to admins', () => {
  expect(sections.filter((section) => mayUse(['sales'], section))).toEqual(['leads']);
  expect(sections.filter((section) => mayUse(['editor'], section))).toEqual(['launches', 'newsroom']);
  expect(sections.filter((section) => mayUse(['viewer', 'editor'], section))).toEqual(['releases', 'launches', 'newsroom']);
  expect(sections.filter((section) => mayUse(['admin'], section))).toEqual([...sections]);
  expect(mayUse(['releaser', 'editor', 'sales'], 'users')).toBe(false);
});

test('a set of roles is kept in the one order, each once', () => {
  expect(normalRoles(['sales', 'admin', 'sales', 'viewer'])).toEqual(['viewer', 'admin', 'sales']);
});
