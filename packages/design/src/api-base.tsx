import { createContext, useContext, type ReactNode } from 'react';

/**
 * The API's public base URL as the browser calls it ('' = same origin), provided by the shell, so
 * remotes that call the API from the browser never read the shell's page state themselves.
 */
const ApiBaseContext = createContext('');

export function ApiBaseProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  return <ApiBaseContext.Provider value={apiBase}>{children}</ApiBaseContext.Provider>;
}

export function useApiBase(): string {
  return useContext(ApiBaseContext);
}
