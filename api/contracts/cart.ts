/** GET /api/cart as the client reads it (SPEC section 3: id, items, totalAmount). */
export type CartItemView = {
  id: string;
  vendorId: string;
  serviceId: string | null;
  packageId: string | null;
  itemType: 'service' | 'vendor';
  itemName: string;
  quantity: number;
  selectedDate: string | null;
  selectedTime: string | null;
  guestCount: number | null;
  notes: string | null;
  price: string;
  createdAt: string;
};

export type CartView = { id: string; status: string; items: CartItemView[]; totalAmount: string };
