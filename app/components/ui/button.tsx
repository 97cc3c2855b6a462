import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-sunset-600 text-white hover:bg-sunset-700 shadow-sm',
  secondary: 'bg-pine-700 text-white hover:bg-pine-800',
  outline: 'border border-pine-700 text-pine-700 bg-white hover:bg-pine-50',
  ghost: 'text-pine-700 hover:bg-pine-50',
  danger: 'border border-danger text-danger bg-white hover:bg-danger-50',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A 44 px touch target in one of the brand's variants (a link styled alike uses `buttonClass`). */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
