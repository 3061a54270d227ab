import { read } from 'read';
import { UserError } from '../auth/console-users.js';

/** A password from the terminal (not echoed) or from stdin (`--password-stdin`: scripts, CI). */
export const readPassword = {
  async fromStdin(): Promise<string> {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    // One trailing line break is the pipe's, not the password's.
    return text.replace(/\r?\n$/, '');
  },

  async prompt(question: string): Promise<string> {
    if (!process.stdin.isTTY) throw new UserError('no terminal to ask for the password: use --password-stdin');
    return read({ prompt: question, silent: true, replace: '' });
  },
};
