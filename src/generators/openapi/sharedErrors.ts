import type { OperationEntry } from './collectOperations.js';
import type { RefResolver } from './refs.js';
import { isRecord, type MaybeRef, type Response } from './spec.js';

/** Fewest operations that must return one error response for it to be described once, on the overview. */
export const SHARED_ERROR_MIN_OPERATIONS = 3;

/** An error response many operations return alike. */
export interface SharedError {
  status: string;
  response: Response;
  /** How many operations return it. */
  operations: number;
}

/** The error responses to describe once, by status in ascending order, and a test for an operation's response. */
export interface SharedErrors {
  byStatus: Map<string, SharedError>;
  isShared(status: string, raw: MaybeRef<Response>): boolean;
}

const isErrorStatus = (status: string) => /^[45]/.test(status);

/**
 * What makes two responses the same: the component a `$ref` names, else the response as written
 * (description, headers and content), so copies written inline alike are alike too.
 */
function signatureOf(raw: MaybeRef<Response>): string {
  return isRecord(raw) && typeof raw.$ref === 'string' ? `$ref ${raw.$ref}` : JSON.stringify(raw);
}

/**
 * Finds the error responses (4xx and 5xx) that at least `min` operations return with the same status and
 * the same response. Per status only the most common response is shared; operations whose response of
 * that status differs keep describing their own.
 */
export function findSharedErrors(operations: OperationEntry[], resolver: RefResolver, min = SHARED_ERROR_MIN_OPERATIONS): SharedErrors {
  const counts = new Map<string, Map<string, { raw: MaybeRef<Response>; count: number }>>();
  for (const op of operations) {
    for (const [status, raw] of Object.entries<MaybeRef<Response>>(op.operation.responses ?? {})) {
      if (!isErrorStatus(status)) continue;
      const bySignature = counts.get(status) ?? new Map();
      counts.set(status, bySignature);
      const signature = signatureOf(raw);
      const seen = bySignature.get(signature);
      if (seen) seen.count++;
      else bySignature.set(signature, { raw, count: 1 });
    }
  }
  const chosen = new Map<string, string>();
  const byStatus = new Map<string, SharedError>();
  for (const status of [...counts.keys()].sort()) {
    const [signature, top] = [...counts.get(status)!].reduce((best, next) => (next[1].count > best[1].count ? next : best));
    if (top.count < min) continue;
    chosen.set(status, signature);
    byStatus.set(status, { status, response: resolver.resolve<Response>(top.raw).value, operations: top.count });
  }
  return { byStatus, isShared: (status, raw) => chosen.get(status) === signatureOf(raw) };
}
