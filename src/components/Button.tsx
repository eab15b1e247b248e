import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './Button.css';

/** Visual weight of a button: one primary action per area, secondary for alternatives, ghost for quiet ones. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Size of a button; `large` is for hero calls to action. */
export type ButtonSize = 'normal' | 'large';

function buttonClass(variant: ButtonVariant, size: ButtonSize, extra?: string): string {
  return ['button', `button--${variant}`, size === 'large' ? 'button--large' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link Button}: every native button attribute plus variant and size. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A native button with the design system's look. Defaults to type="button" so it never submits by accident. */
export function Button({ variant = 'primary', size = 'normal', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

/** Props of {@link ButtonLink}: a router link that looks like a button. */
export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link styled as a button, for navigation calls to action ("Get Started Free"). */
export function ButtonLink({ variant = 'primary', size = 'normal', className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
