import type { OwnedBusiness } from './queries';

/** The vendor's one listed business on Basic, as the dashboard's tests show it. */
export const listedBusiness: OwnedBusiness = {
  id: 'v1',
  businessName: 'Smokehouse',
  businessType: 'restaurant',
  applicationStatus: 'approved',
  isActive: true,
  plan: 'basic',
  decisionNote: null,
  suspendedReason: null,
};
