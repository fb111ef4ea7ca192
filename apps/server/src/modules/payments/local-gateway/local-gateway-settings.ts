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
} as const;
