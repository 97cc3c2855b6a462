import * as v from 'valibot';

// How a vendor or a worker is paid (issue 19). The embedded provider keeps a bank account's words
// ("Checking account ending 6789"), never its number; with Stripe, Connect Express holds the bank.

/**
 * An ABA routing number's check digit: 3, 7 and 1 times its digits in turn add up to a multiple of
 * ten. Catches a mistyped digit before a payout is sent to nowhere.
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** POST /api/vendor/payout-account?vendorId=… and POST /api/worker/payout-account (embedded). */
export const bankMethodSchema = v.strictObject({
  accountHolder: v.pipe(
    v.string("Enter the account holder's name"),
    v.trim(),
    v.minLength(1, "Enter the account holder's name"),
    v.maxLength(100, 'Keep the name under 100 characters'),
  ),
  routingNumber: v.pipe(
    v.string('Enter a valid 9-digit routing number'),
    v.transform(digitsOnly),
    v.check(isRoutingNumber, 'Enter a valid 9-digit routing number'),
  ),
  accountNumber: v.pipe(
    v.string('Enter an account number of 4 to 17 digits'),
    v.transform(digitsOnly),
    v.regex(/^\d{4,17}$/, 'Enter an account number of 4 to 17 digits'),
  ),
});
export type BankMethodInput = v.InferInput<typeof bankMethodSchema>;
export type BankMethod = v.InferOutput<typeof bankMethodSchema>;

/** The words kept for a bank account: its kind and its last four digits. */
export const bankMethodWords = (accountNumber: string) =>
  `Checking account ending ${accountNumber.slice(-4)}`;

/** POST …/payout-account/onboarding: where to send the person to finish with Stripe. */
export type OnboardingLink = { url: string };
