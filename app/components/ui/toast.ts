import { useSyncExternalStore } from 'react';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastItem = ToastInput & { id: number; open: boolean };

// SPEC section 9: one toast at a time. The Radix view (toaster.tsx) loads with the first toast, so
// this store is all every screen carries.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput): void {
  items = [{ ...input, id: nextId++, open: true }];
  emit();
}

export function closeToast(id: number): void {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts shown (at most one open); empty until the first toast of the visit. */
export const useToasts = (): ToastItem[] =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
