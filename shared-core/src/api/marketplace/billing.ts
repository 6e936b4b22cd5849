import { apiGet, apiPost, apiPut } from '../../http/client.ts';
import type { GetResult, ItemResponse, ListResponse } from '../types.ts';
import type { BillingAddress, BillingAddressInput, CreditBalance } from './types.ts';

/** SPEC §9: the billing address list asks for up to 100. */
export const BILLING_ADDRESS_LIMIT = 100;

export function createBillingAddress(
  address: BillingAddressInput,
): Promise<ItemResponse<BillingAddress>> {
  return apiPost('/billing', address);
}

export function updateBillingAddress(
  billingAddressId: number,
  address: BillingAddressInput,
): Promise<ItemResponse<BillingAddress>> {
  return apiPut(`/billing/${billingAddressId}`, address);
}

export function searchBillingAddresses(
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<BillingAddress>>> {
  return apiGet('/billing/search', { start: 0, limit: BILLING_ADDRESS_LIMIT }, signal);
}

/** The member's credit balance (SPEC §7 GET /billing/points) and recent ledger entries. */
export function getCreditBalance(
  signal?: AbortSignal,
): Promise<GetResult<ItemResponse<CreditBalance>>> {
  return apiGet('/billing/points', undefined, signal);
}
