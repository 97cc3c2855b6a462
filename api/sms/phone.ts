/**
 * A phone number as a text provider needs it (E.164), from what a person typed in Communication
 * Preferences: '(580) 555-0101' and '580.555.0101' are US numbers (+15805550101); a number written with
 * its + and country code is kept. Anything else is no number to text.
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
