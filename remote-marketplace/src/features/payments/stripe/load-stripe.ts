// Stripe.js is loaded only when a member pays a reload by card on a deployment that takes
// card payments: this module, and @stripe/stripe-js with it, is imported on demand.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** Adds `<script src>` once and waits for it; the fake Stripe.js of tests sets window.Stripe. */
function loadScriptFrom(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing && 'Stripe' in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')), {
      once: true,
    });
    if (!existing) {
      script.src = src;
      document.head.append(script);
    }
  });
}

/**
 * Stripe for `publishableKey`, from js.stripe.com (loadStripe adds the script), or from
 * `stripeJsUrl` when the deployment names another (a local fake, in tests only).
 */
export async function loadCardPayments(
  publishableKey: string,
  stripeJsUrl: string,
): Promise<Stripe> {
  if (stripeJsUrl) await loadScriptFrom(stripeJsUrl);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  return stripe;
}
