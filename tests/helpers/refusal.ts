/**
 * What a call that should be refused was refused with, for the tests of the service's calls
 * over both transports.
 */
import { expect } from 'vitest';

/** The error a call failed with, or undefined when it succeeded. */
export function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

/** The id of the message a call was refused with (failing the test when it was not refused). */
export async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const error = (await failure(promise)) as { text?: { id: string }; kind: string } | undefined;
  expect(error, 'the call should have been refused').toBeDefined();
  return error?.text?.id ?? error?.kind;
}
