import {
  Button,
  cancelCardReload,
  color,
  formatMoney,
  getOrder,
  reasonText,
  Spinner,
  cardPaymentsAtom,
  store,
} from '@canopy/shared-core';
import { panel, stack, wrappingRow } from '@canopy/shared-core/layout';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';

/** A reload waiting for its card payment: its order and the PaymentIntent's client secret. */
export interface PendingCardReload {
  orderId: number;
  amount: number;
  clientSecret: string;
}

/** How a card payment ended, for the page to say. */
export interface CardPaymentEnd {
  kind: 'ok' | 'error';
  text: string;
}

type Phase =
  | { step: 'loading' }
  | { step: 'ready'; problem?: string }
  | { step: 'paying' }
  | { step: 'crediting' }
  | { step: 'cancelling' }
  | { step: 'unavailable'; problem: string };

/** How often, and how long, the page asks whether the server has added the credit. */
const CREDIT_POLL_MS = 1000;
const CREDIT_POLL_TRIES = 45;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Waits for the server to credit the reload: only Stripe's signed webhook adds credit, so
 * the page reads the order until it is COMPLETED (or failed), never trusting the browser.
 */
async function creditSettled(orderId: number, signal: AbortSignal): Promise<string | undefined> {
  for (let attempt = 0; attempt < CREDIT_POLL_TRIES && !signal.aborted; attempt += 1) {
    const answer = await getOrder(orderId, signal);
    if ('item' in answer) {
      if (answer.item.status === 'COMPLETED') return 'COMPLETED';
      if (answer.item.status === 'PAYMENT_FAILED') return 'PAYMENT_FAILED';
    }
    await wait(CREDIT_POLL_MS, signal);
  }
  return undefined;
}

/**
 * The card form of a reload: Stripe's Payment Element, confirmed with Stripe.js (a bank's
 * 3-D Secure check is shown by Stripe.js itself), then the credit as the server records it.
 */
export function CardPayment({
  reload,
  onEnd,
}: {
  reload: PendingCardReload;
  onEnd: (end: CardPaymentEnd) => void;
}) {
  const { publishableKey, stripeJsUrl } = useAtomValue(cardPaymentsAtom, { store });
  const [phase, setPhase] = useState<Phase>({ step: 'loading' });
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const aborter = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    let element: { destroy: () => void } | undefined;
    void (async () => {
      try {
        const { loadCardPayments } = await import('../stripe/load-stripe.ts');
        const stripe = await loadCardPayments(publishableKey, stripeJsUrl);
        if (controller.signal.aborted || !mountPoint.current) return;
        const elements = stripe.elements({ clientSecret: reload.clientSecret });
        const payment = elements.create('payment');
        payment.mount(mountPoint.current);
        element = payment;
        stripeRef.current = { stripe, elements };
        setPhase({ step: 'ready' });
      } catch {
        if (!controller.signal.aborted) {
          setPhase({
            step: 'unavailable',
            problem: 'The card form could not be loaded. No card was charged; try again later.',
          });
        }
      }
    })();
    return () => {
      controller.abort();
      element?.destroy();
    };
  }, [publishableKey, stripeJsUrl, reload.clientSecret]);

  async function pay() {
    const loaded = stripeRef.current;
    if (!loaded) return;
    setPhase({ step: 'paying' });
    const result = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    if (aborter.current.signal.aborted) return;
    if (result.error) {
      setPhase({
        step: 'ready',
        problem: `${result.error.message ?? 'The payment did not go through.'} No credit was added; try another card.`,
      });
      return;
    }
    const status = result.paymentIntent.status;
    if (status === 'processing') {
      onEnd({
        kind: 'ok',
        text: 'Your bank is processing the payment. The credit is added as soon as it clears.',
      });
      return;
    }
    if (status !== 'succeeded') {
      setPhase({
        step: 'ready',
        problem: 'The payment was not completed. No credit was added; try another card.',
      });
      return;
    }
    setPhase({ step: 'crediting' });
    const settled = await creditSettled(reload.orderId, aborter.current.signal);
    if (aborter.current.signal.aborted) return;
    if (settled === 'COMPLETED') {
      onEnd({ kind: 'ok', text: `${formatMoney(reload.amount)} of credit added.` });
    } else if (settled === 'PAYMENT_FAILED') {
      onEnd({ kind: 'error', text: 'The payment failed. No credit was added.' });
    } else {
      onEnd({
        kind: 'ok',
        text: 'Payment received. The credit appears in your balance in a moment.',
      });
    }
  }

  // Giving up tells the server at once, so the unpaid reload stops holding the member's
  // daily reload cap and its PaymentIntent can no longer be paid.
  async function cancel() {
    aborter.current.abort();
    setPhase({ step: 'cancelling' });
    try {
      const answer = await cancelCardReload(reload.orderId);
      const paid = answer.item.status === 'COMPLETED';
      onEnd({
        kind: paid ? 'ok' : 'error',
        text: answer.message ?? (paid ? 'Credit added.' : 'Card payment cancelled.'),
      });
    } catch (caught) {
      onEnd({
        kind: 'error',
        text: reasonText(
          caught,
          'The payment could not be cancelled. Nothing more is charged; the unpaid reload ' +
            'is cancelled within 24 hours.',
        ),
      });
    }
  }

  const busy = phase.step === 'paying' || phase.step === 'crediting' || phase.step === 'cancelling';
  return (
    <section
      aria-label="Pay by card"
      css={[stack('sm'), panel('md'), { background: color.surfaceAlt }]}
    >
      <p css={{ margin: 0 }}>Pay {formatMoney(reload.amount)} by card to add the credit.</p>
      {phase.step === 'loading' && <Spinner label="Loading the secure card form…" />}
      <div ref={mountPoint} hidden={phase.step === 'unavailable'} />
      {(phase.step === 'ready' || phase.step === 'unavailable') &&
        (phase.step === 'unavailable' || phase.problem) && (
          <p role="alert" css={{ margin: 0, color: color.danger }}>
            {phase.problem}
          </p>
        )}
      {phase.step === 'crediting' && (
        <p role="status" css={{ margin: 0 }}>
          Payment received. Adding the credit…
        </p>
      )}
      <div css={wrappingRow('sm')}>
        {phase.step !== 'unavailable' && (
          <Button onClick={() => void pay()} disabled={phase.step !== 'ready'}>
            {busy ? 'Paying…' : `Pay ${formatMoney(reload.amount)}`}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void cancel()} disabled={busy}>
          {phase.step === 'cancelling' ? 'Cancelling…' : 'Cancel payment'}
        </Button>
      </div>
    </section>
  );
}
