import { parsePercentage } from '@vezel/domain/lab/results';

/** A percentage's text compared loosely: "5 - 15", "5-15 %" and "5–15" are the same. */
const loose = (text: string) =>
  text.toLowerCase().replace(/[\s%]/g, '').replace(/[–—]/g, '-').replace(/,/g, '.');

/**
 * A result's amount as the sample's table shows it: the amount item ("2 - 5 %"), and the
 * percentage the laboratory reported only where it says more, "2 - 5 % (3,5 %)". It adds
 * nothing when it is the amount's own range, when it is 0 (not detected), or when empty.
 * Without an amount, the percentage alone.
 */
export function amountWithPercentage(
  amount: string | null | undefined,
  percentage: string,
  locale: string,
): string {
  const reported = percentage.trim();
  const parsed = reported === '' ? null : parsePercentage(reported);
  const range = parsed && 'range' in parsed ? parsed.range : null;
  // A single number in the reader's notation (3,5 in Dutch); anything else as reported.
  const shown =
    range && range.low === range.high && /^\d+([.,]\d+)?$/.test(reported)
      ? `${range.low.toLocaleString(locale)} %`
      : /%\s*$/.test(reported)
        ? reported
        : `${reported} %`;
  if (!amount) return reported === '' ? '' : shown;
  if (reported === '' || (range && range.high === 0)) return amount;
  if (loose(amount) === loose(reported)) return amount;
  return `${amount} (${shown})`;
}
