/** The console's dashboard (GET /api/admin/dashboard). Money is per currency, in minor units. */
export interface DashboardPeriod {
  orders: number;
  /** Paid, shipped and completed orders' totals. */
  revenue: Array<{ currency: string; amountMinor: number }>;
}

export interface LowStockSku {
  specId: number;
  productId: number;
  sku: string;
  name: string;
  stock: number;
  threshold: number;
}

export interface Dashboard {
  today: DashboardPeriod;
  month: DashboardPeriod;
  awaitingPayment: number;
  toShip: number;
  refundsDue: number;
  lowStock: LowStockSku[];
}
