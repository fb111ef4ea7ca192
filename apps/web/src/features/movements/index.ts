// What other features may use of stock movements.
export {
  type PostMovementBatchInput,
  postMovementBatch,
  usePostMovementBatch,
} from './api/post-movement-batch.ts';
