/**
 * The modules every federated app shares as singletons: one copy per page, the shell's. antd,
 * react-router, i18next and react-i18next are not listed: they are reached only through
 * @site/design and @site/i18n (enforced by lint), so each ships once, tree-shaken to what the site
 * uses, instead of whole (a shared package is never tree-shaken).
 */
export const sharedSingletonNames = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'zustand', '@site/design', '@site/design/antd', '@site/i18n'] as const;

/**
 * What a remote build records that it was built against, and what the live shell must provide in
 * a compatible version: the shared singletons and the libraries they carry inside.
 */
export const compatibilityPackages = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', 'zustand', 'antd', '@site/design', '@site/i18n'] as const;
export type CompatibilityPackage = (typeof compatibilityPackages)[number];

/**
 * The version of this contract (remote names, registry, container names, route-module and render
 * contracts, area manifests). Raised when a change breaks remotes built before it: the shell
 * refuses them. 2: every version carries its area manifest (the shell knows no area's pages).
 */
export const federationContractVersion = 2;
