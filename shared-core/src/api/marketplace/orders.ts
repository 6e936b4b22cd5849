import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { BusinessRefusal, GetResult, ItemResponse, ListResponse } from '../types.ts';
import type { TicketSpend } from '../games/types.ts';
import type { Order } from './types.ts';

/** SPEC §7 POST /orders: buys `amount` of credit (a CUSTOM item paid in RELOAD). */
export function reloadCredit(
  amount: number,
  idempotencyKey?: string,
): Promise<ItemResponse<Order> | BusinessRefusal> {
  return apiPost('/orders', {
    cart: [{ amount, orderItemType: 'CUSTOM' }],
    currencyType: 'RELOAD',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

/** SPEC §7 POST /orders, the ticket-deduction body; refused (NOT_ENOUGH_TICKETS) when short. */
export function deductTickets(body: {
  ticketCount: number;
  description?: string;
  idempotencyKey?: string;
}): Promise<ItemResponse<TicketSpend> | BusinessRefusal> {
  return apiPost('/orders', body);
}

export function searchOrders(
  search: { orderType?: 'PURCHASE' | 'RELOAD'; start?: number; limit?: number },
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<Order>>> {
  return apiGet('/orders/search', { ...search }, signal);
}

/** One of the member's orders: where it is at each shop, or a reload waiting for its payment. */
export function getOrder(
  orderId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/orders/{id}', 'get'>>> {
  return apiGet(`/orders/${orderId}`, {}, signal);
}

/** Gives up a card reload that waits for its payment: nothing is charged, the cap is freed. */
export function cancelCardReload(orderId: number): Promise<ItemResponse<Order>> {
  return apiPost(`/payments/reloads/${orderId}/cancel`);
}

/** Cancels the member's order where the shop has not accepted it yet. */
export function cancelOrder(
  orderId: number,
  reason?: string,
): Promise<ApiOk<'/orders/{id}/cancel', 'post'> | BusinessRefusal> {
  return apiPost(`/orders/${orderId}/cancel`, reason ? { reason } : {});
}
