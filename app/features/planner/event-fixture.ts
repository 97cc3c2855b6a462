import { defaultShares, type EventDetail } from '@contracts/event-plan';

// A host's event as GET /api/events/:id answers it, for the planner's tests: a wedding for 80 with a
// $20,000 budget, a caterer planned and a venue booked.

export function eventFixture(over: Partial<EventDetail> = {}): EventDetail {
  const categories = over.categories ?? (['venue', 'catering'] as const);
  return {
    id: 'e1',
    name: 'Lane wedding',
    eventType: 'wedding',
    guestCount: 80,
    eventDate: '2027-06-06T23:00:00.000Z',
    eventTime: '18:00',
    budget: '20000.00',
    location: 'Beavers Bend State Park',
    notes: null,
    status: 'planning',
    totalAmount: '1500.00',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    categories: [...categories],
    shares: defaultShares(categories),
    ownShares: false,
    plan: [
      {
        id: 'p1',
        category: 'catering',
        vendorId: 'v1',
        vendorName: 'Timber Ridge Smokehouse',
        serviceId: 's1',
        serviceName: 'BBQ buffet',
        priceUnit: 'per person',
        price: '2000.00',
        state: 'planned',
        orderId: null,
        orderStatus: null,
      },
      {
        id: 'p2',
        category: 'venue',
        vendorId: 'v2',
        vendorName: 'Whispering Pines Barn',
        serviceId: 's2',
        serviceName: 'Barn for the evening',
        priceUnit: 'per event',
        price: '1500.00',
        state: 'booked',
        orderId: 'o2',
        orderStatus: 'pending',
      },
    ],
    planTotal: '3500.00',
    budgetLines: [
      { key: 'venue', share: 10, allowance: '2000.00', planned: '1500.00', over: false },
      { key: 'catering', share: 50, allowance: '10000.00', planned: '2000.00', over: false },
      { key: 'buffer', share: 40, allowance: '8000.00', planned: '0.00', over: false },
    ],
    overBudget: false,
    checklist: [
      {
        key: 'book-venue',
        title: 'Book the venue',
        dueDay: '2027-02-06',
        category: 'venue',
        done: true,
        doneBy: 'booking',
      },
      {
        key: 'book-catering',
        title: 'Book the caterer',
        dueDay: '2027-03-08',
        category: 'catering',
        done: false,
        doneBy: null,
      },
      {
        key: 'send-invitations',
        title: 'Send invitations',
        dueDay: '2027-04-11',
        category: null,
        done: false,
        doneBy: null,
      },
    ],
    bookings: [
      {
        orderId: 'o2',
        vendorId: 'v2',
        vendorName: 'Whispering Pines Barn',
        itemName: 'Barn for the evening',
        status: 'pending',
        amount: '1500.00',
        refunded: '0.00',
        // A request the barn answers by Fri Mar 5, 2027, 6:00 PM in Broken Bow.
        bookingMode: 'request',
        respondBy: '2027-03-06T00:00:00.000Z',
        paymentStatus: 'authorized',
        cancelledBy: null,
      },
    ],
    ...over,
  };
}
