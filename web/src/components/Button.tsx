import { ButtonHTMLAttributes, forwardRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary: 'bg-white text-brand-800 border-2 border-brand-700 hover:bg-brand-50',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50',
  // For what cannot be undone (erasing data, deleting an account).
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50',
};

// `padding` replaces the sides' padding (two classes for one property would leave it to the style
// sheet's order): a compact button beside a heading on a phone takes 'px-3'.
export const buttonClass = (variant: Variant = 'primary', extra = '', padding = 'px-5') =>
  `inline-flex items-center justify-center gap-2 rounded-xl ${padding} min-h-12 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; padding?: string }
>(function Button({ variant = 'primary', className = '', padding, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClass(variant, className, padding)} {...props} />;
});
