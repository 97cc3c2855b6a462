import type { CheckoutIntent, CheckoutResult, LocalConfirmResult, PaymentConfig } from '@contracts/checkout';
import { queryOptions } from '@tanstack/react-query';
import { get, post } from '~/lib/api';

export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: () => get<PaymentConfig>('/api/config'),
});

/** The intent for this cart's contents: asked for once per cart (SPEC section 4), never persisted. */
export const checkoutIntentQuery = (userId: string, cartId: string, contents: string) =>
  queryOptions({
    queryKey: ['user', userId, 'checkout-intent', cartId, contents],
    queryFn: () => post<CheckoutIntent>('/api/cart/checkout'),
    gcTime: 0,
    meta: { scope: 'user' },
  });

export const completeCheckout = (cartId: string) =>
  post<CheckoutResult>('/api/checkout/complete', { cartId });

export const confirmLocalPayment = (input: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) => post<LocalConfirmResult>('/api/payments/local/confirm', input);
