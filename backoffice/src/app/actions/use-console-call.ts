import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { isSignedOut } from '../api/api-error';
import { useApi } from '../api/api-context';
import { paths } from '../router/paths';
import { withSignInAgain } from '../session/sign-in-again';

/** What the last call from a page did, for `CallOutcome`. */
export type Outcome =
  | { key: string; status: 'done'; title: string; lines: string[]; link?: string; removed?: string[] }
  | { key: string; status: 'failed'; title: string; error: unknown };

interface CallText {
  /** What the page says when it worked (a function: said from the call's answer). */
  done: string | ((result: unknown) => string);
  failed: string;
}

/**
 * Runs a call that changes something (a release action, a user change): while it runs `pending`
 * names it; afterwards the page's data is loaded again and `outcome` says what happened (by the
 * call's key: the page shows it next to the control that made it). A signed-out session goes to
 * the sign-in page, back here afterwards, or, on a page that keeps unsaved work, signs in again in
 * a dialog and the call is made again.
 */
export function useConsoleCall() {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const api = useApi();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Resolves true when the call succeeded. */
  async function run(key: string, text: CallText, call: () => Promise<unknown>): Promise<boolean> {
    setPending(key);
    try {
      const result = await withSignInAgain(call);
      const details = (result ?? {}) as { lines?: string[]; link?: string; removed?: string[] };
      setOutcome({ key, status: 'done', title: typeof text.done === 'string' ? text.done : text.done(result), lines: details.lines ?? [], link: details.link, removed: details.removed });
      // The call itself was the user's; reading the page again after it is the page's own (it opens nothing anew).
      await api.inBackground(() => revalidator.revalidate());
      return true;
    } catch (error) {
      if (isSignedOut(error)) {
        await navigate(paths.signIn(location.pathname + location.search));
        return false;
      }
      setOutcome({ key, status: 'failed', title: text.failed, error });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { run, pending, outcome, clearOutcome: () => setOutcome(null) };
}

export type ConsoleCall = ReturnType<typeof useConsoleCall>;
