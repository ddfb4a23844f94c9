import type { Transaction } from '../model/map-editor.ts';

/**
 * Ends a transaction as one undo step named after what it did, which a stroke only knows at
 * its end ("Paint 14 cells"). A stroke that changed nothing leaves no step.
 */
export function commitAs(transaction: Transaction, label: string): void {
  if (transaction.active) transaction.commit(label);
}
