import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { feedback } from './feedback';

/**
 * A row's action in a console list (approve, pay, ship…): while it runs, that row's button shows busy (`busy` is its
 * id); when it succeeds, the action's message is shown and the list (`key`, a prefix of every page of it) reloads.
 * A refusal is shown by the request client and leaves the list as it is.
 */
export function useRowAction(key: QueryKey) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  /** Runs `action` for row `id`; `action` resolves with the message to show (the server's `msg`, or the page's own). */
  const run = async (id: number, action: () => Promise<string>) => {
    setBusy(id);
    try {
      await succeeded(await action());
    } finally {
      setBusy(null);
    }
  };
  /** After a change made elsewhere (a dialog, a drawer): its message, and the list reloads. */
  const succeeded = async (msg?: string) => {
    if (msg) feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: key });
  };
  return { busy, run, succeeded };
}
