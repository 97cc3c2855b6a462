/**
 * What the service worker posts to the app's open windows when a push arrives: something new for the
 * person, so the bell asks again now rather than at its next two-minute poll.
 */
export const PUSH_ARRIVED = 'push-arrived';
