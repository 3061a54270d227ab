import { useEffect } from 'react';
import { create } from 'zustand';
import { isSignedOut } from '../api/api-error';

interface SignInAgainState {
  /** Pages open now that hold work a sign-in page would lose (an article being edited). */
  keepers: number;
  /** A call found the session ended: the dialog asks for the password. */
  asking: boolean;
  waiting: (() => void)[];
}

const useSignInAgainStore = create<SignInAgainState>(() => ({ keepers: 0, asking: false, waiting: [] }));

/**
 * While a page that holds unsaved work is open, a session that ends (the idle limit, a sign-out
 * elsewhere) does not send the editor to the sign-in page: a dialog on the same page signs them in
 * again, and the calls that found the session ended go on afterwards.
 */
export function useSignInAgainHere(): void {
  useEffect(() => {
    useSignInAgainStore.setState((state) => ({ keepers: state.keepers + 1 }));
    return () => useSignInAgainStore.setState((state) => ({ keepers: state.keepers - 1 }));
  }, []);
}

/** Whether a signed-out answer should ask in a dialog (a page keeps its work) rather than leave for the sign-in page. */
export const signsInAgainHere = () => useSignInAgainStore.getState().keepers > 0;

/** Resolves once the editor has signed in again in the dialog. */
export function signInAgain(): Promise<void> {
  return new Promise((resolve) => useSignInAgainStore.setState((state) => ({ asking: true, waiting: [...state.waiting, resolve] })));
}

/** The dialog's success: everything waiting goes on. */
export function signedInAgain(): void {
  const { waiting } = useSignInAgainStore.getState();
  useSignInAgainStore.setState({ asking: false, waiting: [] });
  for (const resume of waiting) resume();
}

export const useAskingToSignInAgain = () => useSignInAgainStore((state) => state.asking);

/** Makes a call; when it finds the session ended on a page that keeps its work, asks to sign in again and makes it once more. */
export async function withSignInAgain<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isSignedOut(error) || !signsInAgainHere()) throw error;
    await signInAgain();
    return call();
  }
}
