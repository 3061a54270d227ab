import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedOut } from '../api/api-error';
import { paths } from '../router/paths';
import { signInAgain, signsInAgainHere } from './sign-in-again';

/**
 * A loader that sends a signed-out visitor to the sign-in page, to come back here afterwards; on a
 * page that keeps unsaved work, it waits for the editor to sign in again in a dialog instead.
 */
export function signedIn<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      if (!isSignedOut(error)) throw error;
      if (signsInAgainHere()) {
        await signInAgain();
        return load(args);
      }
      const url = new URL(args.request.url);
      throw redirect(paths.signIn(url.pathname + url.search));
    }
  };
}
