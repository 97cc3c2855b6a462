import type { PublicUser } from '@contracts/auth';

// A URL parser drops tabs and newlines ('/\t/evil.example' becomes '//evil.example') and reads a
// backslash as a slash: none of them belongs in a path we send someone to.
const unsafeCharacter = (ch: string) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/**
 * A path of this site, safe to go to after sign-in: it starts with one slash and stays on our origin.
 * '//evil.example' and '/\evil.example' (browsers read a backslash as a slash) leave the site, so an
 * open redirect would let a link send someone elsewhere the moment they trust us with a password.
 */
export function isSafeRedirect(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || [...path].some(unsafeCharacter)) return false;
  try {
    return new URL(path, 'https://here.invalid').origin === 'https://here.invalid';
  } catch {
    return false;
  }
}

export type Landing = '/admin' | '/vendor-dashboard' | '/worker-jobs' | '/';

/** Each person's own place: the console, the dashboard, the job board, or home for a customer. */
export function homeFor(user: Pick<PublicUser, 'role' | 'isVendor' | 'isWorker'>): Landing {
  if (user.role === 'admin') return '/admin';
  if (user.isVendor || user.role === 'vendor') return '/vendor-dashboard';
  if (user.isWorker || user.role === 'worker') return '/worker-jobs';
  return '/';
}

/**
 * Where a fresh sign-in (or sign-up) goes: where the person was going when they were asked to sign
 * in (an explicit, safe ?redirect=), or else their own place.
 */
export function landingAfterSignIn(
  user: Pick<PublicUser, 'role' | 'isVendor' | 'isWorker'>,
  redirect: string | undefined,
): string {
  return redirect && isSafeRedirect(redirect) ? redirect : homeFor(user);
}
