import type { Movement, MovementStatus } from '@kadai/contract';
import { productMovements } from '../../db/schema/index.ts';

/** The ledger columns the lists read. */
export const movementColumns = {
  id: productMovements.id,
  productId: productMovements.productId,
  productName: productMovements.productName,
  variantName: productMovements.variantName,
  productType: productMovements.productType,
  unitName: productMovements.unitName,
  quantitySent: productMovements.quantitySent,
  quantityReceived: productMovements.quantityReceived,
  senderOutletId: productMovements.senderOutletId,
  receiverOutletId: productMovements.receiverOutletId,
  folderId: productMovements.folderId,
  batchId: productMovements.batchId,
  batchOrder: productMovements.batchOrder,
  teamId: productMovements.teamId,
  driverName: productMovements.driverName,
  vehicleNumber: productMovements.vehicleNumber,
  receiverId: productMovements.receiverId,
  createdByName: productMovements.createdByName,
  createdAt: productMovements.createdAt,
  businessDay: productMovements.businessDay,
};

type MovementRecord = {
  id: number;
  productId: string;
  productName: string;
  variantName: string;
  productType: string;
  unitName: string;
  quantitySent: number;
  quantityReceived: number | null;
  senderOutletId: string;
  receiverOutletId: string;
  folderId: string;
  batchId: string;
  batchOrder: number;
  teamId: string | null;
  driverName: string | null;
  vehicleNumber: string | null;
  receiverId: string | null;
  createdByName: string;
  createdAt: Date;
  businessDay: string;
};

/**
 * A ledger row in the shape the older screens read (operations.md §3): `_id`, `core_product_id`
 * and `outlet_id` repeat the id, the product and the receiving outlet under the names they used.
 */
export function toMovement(row: MovementRecord): Movement {
  return {
    id: row.id,
    _id: String(row.id),
    product_id: row.productId,
    core_product_id: row.productId,
    product_name: row.productName,
    variant_name: row.variantName,
    product_type: row.productType,
    quantity_sent: row.quantitySent,
    quantity_received: row.quantityReceived,
    sender_outlet_id: row.senderOutletId,
    receiver_outlet_id: row.receiverOutletId,
    outlet_id: row.receiverOutletId,
    // Only the batch post writes the ledger, and it accepts nothing but the statuses.
    folder_id: row.folderId as MovementStatus,
    batch_id: row.batchId,
    batch_order: row.batchOrder,
    team_id: row.teamId,
    unit_name: row.unitName,
    driver_name: row.driverName,
    vehicle_number: row.vehicleNumber,
    receiver_id: row.receiverId,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    business_day: row.businessDay,
  };
}
