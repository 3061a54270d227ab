import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedOut } from '../api/api-error';
import { paths } from '../router/paths';

/** A loader that sends a signed-out visitor to the sign-in page, to come back here afterwards. */
export function signedIn<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      if (!isSignedOut(error)) throw error;
      const url = new URL(args.request.url);
      throw redirect(paths.signIn(url.pathname + url.search));
    }
  };
}
