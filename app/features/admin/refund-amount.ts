const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * What is wrong with a refund an admin typed, or undefined: the server's amount format, at most
 * `most` and (when `positive`) above nothing; `outOfRange` says the bounds in the dialog's words.
 */
export function refundAmountProblem(
  text: string,
  { most, positive, outOfRange }: { most: string; positive: boolean; outOfRange: string },
): string | undefined {
  if (!AMOUNT.test(text.trim())) return 'Enter the refund like 125 or 18.50';
  const cents = Number(text);
  return cents > Number(most) || (positive && cents <= 0) ? outOfRange : undefined;
}
