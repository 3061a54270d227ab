import { expect, test } from 'vitest';
import { incompatibility, type BuildRequirements } from '../src/compatibility.js';

const shell: BuildRequirements = {
  federationContract: 1,
  packages: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5', antd: '6.6.8', '@site/design': '1.4.0', '@site/i18n': '1.0.0' },
};

test('a remote built with the same or older minors of each shared library fits the shell', () => {
  expect(incompatibility(shell, shell)).toBeUndefined();
  expect(incompatibility({ federationContract: 1, packages: { react: '19.0.0', '@site/design': '1.2.5' } }, shell)).toBeUndefined();
});

test('another major, a newer minor than the shell has, a missing library or another contract is named in one line', () => {
  expect(incompatibility({ ...shell, packages: { ...shell.packages, react: '18.3.1' } }, shell)).toBe('react 18.3.1 (the shell has 19.3.1)');
  expect(incompatibility({ ...shell, packages: { ...shell.packages, '@site/design': '2.0.0' } }, shell)).toBe('@site/design 2.0.0 (the shell has 1.4.0)');
  expect(incompatibility({ ...shell, packages: { ...shell.packages, 'react-router': '7.19.0' } }, shell)).toBe('react-router 7.19.0 (the shell has 7.18.5)');
  expect(incompatibility({ ...shell, packages: { ...shell.packages, zustand: '5.1.0' } }, shell)).toBe('zustand 5.1.0 (the shell has none)');
  expect(incompatibility({ ...shell, federationContract: 2 }, shell)).toBe('federation contract 2 (the shell has 1)');
});
