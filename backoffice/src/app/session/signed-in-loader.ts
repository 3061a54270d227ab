import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError, isSignedOut } from '../api/api-error';
import { paths } from '../router/paths';
import { signInAgain, signsInAgainHere } from './sign-in-again';

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * A loader that sends a signed-out visitor to the sign-in page, to come back here afterwards. On a
 * page that keeps unsaved work, it waits for the editor to sign in again in a dialog instead, and a
 * reading again that cannot reach the server (a dropped connection) keeps what the page has, rather
 * than replacing the page with an error.
 */
export function signedIn<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  let last: { url: string; value: T } | undefined;
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      const value = await load(args);
      last = { url: args.request.url, value };
      return value;
    } catch (error) {
      if (unreachable(error) && signsInAgainHere() && last?.url === args.request.url) return last.value;
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
