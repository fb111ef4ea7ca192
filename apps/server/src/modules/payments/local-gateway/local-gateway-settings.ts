/**
 * The local test gateway's own credentials and paths. They are not secret: the gateway exists
 * only where no CCAvenue settings are given (npm start on a laptop, every e2e test), and says on
 * every page that no money moves.
 */
export const LOCAL_GATEWAY = {
  merchantId: 'KADAI-LOCAL',
  accessCode: 'KADAI-LOCAL-ACCESS',
  workingKey: 'kadai-local-test-gateway-working-key',
  transactionPath: '/test-gateway/transaction',
  statusPath: '/test-gateway/apis/servlet/DoWebTrans',
  /** The test merchant console (finance and admins): where a later status is set. */
  consolePath: '/test-gateway/console',
} as const;

/**
 * First answers the pay page offers under "Other answer", beside Success, Failure and Cancel:
 * every other word CCAvenue documents for a payment's first answer, and one it does not ("Hold"),
 * so the shop's handling of each can be tried.
 */
export const OTHER_FIRST_ANSWERS = [
  'Awaited',
  'Initiated',
  'Timeout',
  'Invalid',
  'Auto-Cancelled',
  'Fraud',
  'Unsuccessful',
  'Hold',
] as const;

/** Statuses a real gateway gives an order a day or more later, offered by the test console. */
export const LATER_STATUSES = [
  'Auto-Reversed',
  'Refunded',
  'Chargeback',
  'System refund',
  'Fraud',
  'Auto-Cancelled',
  'Cancelled',
  'Shipped',
] as const;
