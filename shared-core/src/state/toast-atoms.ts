import { atom } from 'jotai';
import { store } from './store.ts';

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** SPEC §9: a toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export const toastsAtom = atom<Toast[]>([]);

let nextToastId = 1;

export function showToast(message: string, kind: ToastKind = 'error'): number {
  const id = nextToastId++;
  store.set(toastsAtom, (toasts) => [...toasts, { id, message, kind }]);
  return id;
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
