import type { SubmitCountResponse } from '@kadai/contract';

/** What a submitted count did, in the storekeeper's words: posted, matched, waiting for an admin. */
export function describeCountResult(result: SubmitCountResponse): string {
  const parts = [
    `${result.posted} ${result.posted === 1 ? 'difference' : 'differences'} posted to the stock.`,
  ];
  if (result.unchanged > 0) parts.push(`${result.unchanged} matched the books.`);
  if (result.awaitingApproval > 0) {
    parts.push(
      `${result.awaitingApproval} ${result.awaitingApproval === 1 ? 'waits' : 'wait'} for an admin's approval.`,
    );
  }
  return parts.join(' ');
}

/** What Submit will do, asked before it does: how many were counted and how many will wait. */
export function describeCountToSubmit(counted: number, held: number, approvalAbove: number): string {
  return `${counted} ${counted === 1 ? 'product' : 'products'} counted. Each difference is posted to the stock${
    held > 0 ? `; ${held} above ${approvalAbove} will wait for an admin's approval.` : '.'
  }`;
}
