import { createContext, useContext, type ReactNode } from 'react';

/** Base URL of the current area's media (from the runtime registry), identical on server and browser. */
const MediaBaseContext = createContext('');

export function MediaBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <MediaBaseContext.Provider value={base}>{children}</MediaBaseContext.Provider>;
}

/** Resolves a media file of the current area: `useMedia()('parts/d90/hero.webp')`. */
export function useMedia(): (file: string) => string {
  const base = useContext(MediaBaseContext);
  return (file) => `${base}${file}`;
}
