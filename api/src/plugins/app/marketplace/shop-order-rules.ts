// An order's life at one shop (issue 36) as pure rules: which step may follow which, who
// may take it, and what the member reads about each. The shop-orders repository applies
// them; nothing here touches the database.
import { refuse, type Refusal } from '../../../lib/errors.ts';
import { formatUsd } from '../../../lib/money.ts';
import type { ShopOrderStatus } from '../../../schemas/business.ts';
import { RESERVATION_HOLD_DAYS } from './rules.ts';

/** A step someone takes on a shop order. */
export type ShopOrderStep = 'accept' | 'ready' | 'collect' | 'reject' | 'cancel';

/** The statuses each step starts from, and the one it leads to. */
export const STEPS: Record<
  ShopOrderStep,
  { from: readonly ShopOrderStatus[]; to: ShopOrderStatus }
> = {
  accept: { from: ['PLACED'], to: 'ACCEPTED' },
  ready: { from: ['ACCEPTED'], to: 'READY' },
  collect: { from: ['READY'], to: 'COLLECTED' },
  reject: { from: ['PLACED', 'ACCEPTED', 'READY'], to: 'REJECTED' },
  // A member may change their mind until the shop has taken the order on.
  cancel: { from: ['PLACED'], to: 'CANCELLED' },
};

/** Statuses a shop still has to act on. */
export const OPEN_STATUSES: readonly ShopOrderStatus[] = ['PLACED', 'ACCEPTED', 'READY'];

/** Steps that give the member back their credit and the shop its stock. */
export function givesBack(step: ShopOrderStep): boolean {
  return step === 'reject' || step === 'cancel';
}

const STATUS_WORDS: Record<ShopOrderStatus, string> = {
  PLACED: 'waiting for the shop',
  ACCEPTED: 'accepted',
  READY: 'ready to collect',
  COLLECTED: 'collected',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/**
 * What taking `step` on an order now `status` comes to: `'apply'`, `'repeat'` when the
 * order already is where the step leads (a repeated click: answered as done, changing
 * nothing), or a refusal naming where it is.
 */
export function stepOutcome(
  step: ShopOrderStep,
  status: ShopOrderStatus,
): 'apply' | 'repeat' | Refusal {
  const rule = STEPS[step];
  if (rule.from.includes(status)) return 'apply';
  if (status === rule.to) return 'repeat';
  if (step === 'cancel' && OPEN_STATUSES.includes(status)) {
    return refuse(
      'ORDER_NOT_CANCELLABLE',
      `The shop has already ${status === 'READY' ? 'got your order ready' : 'accepted your order'}; ` +
        'ask them at the counter if you no longer want it.',
    );
  }
  return refuse('ORDER_STATUS_CHANGED', `This order is already ${STATUS_WORDS[status]}.`);
}

/** A redemption code as typed at the counter: case, spaces and dashes do not matter. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** What the member reads when their order at `shop` moves to `status`. */
export function shopOrderMessage(input: {
  orderId: number;
  shop: string;
  status: ShopOrderStatus;
  reason: string | null;
  refundedCents: number;
}): string {
  const order = `Order #${input.orderId}`;
  const refund =
    input.refundedCents > 0 ? ` ${formatUsd(input.refundedCents)} is back in your credit.` : '';
  switch (input.status) {
    case 'ACCEPTED':
      return `${input.shop} accepted ${order} and is preparing it.`;
    case 'READY':
      return `${order} is ready to collect at ${input.shop}. Bring your ID and your code.`;
    case 'COLLECTED':
      return `You collected ${order} at ${input.shop}.`;
    case 'REJECTED':
      return `${input.shop} could not take ${order}: ${input.reason ?? 'no reason given'}.${refund}`;
    case 'CANCELLED':
      return `You cancelled ${order} at ${input.shop}.${refund}`;
    default:
      return `${order} at ${input.shop} is ${STATUS_WORDS[input.status]}.`;
  }
}

/** Until when an order paid in the shop waits to be collected (then reservation-expiry.ts). */
export function pickupBy(placedAt: Date, paidInShop: boolean): Date | null {
  if (!paidInShop) return null;
  return new Date(placedAt.getTime() + RESERVATION_HOLD_DAYS * 24 * 60 * 60_000);
}
