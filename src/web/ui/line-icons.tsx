import type { ReactNode } from 'react';

/**
 * The few icons the first download needs (sign-in and the message dialog), drawn inline so the
 * sign-in route does not load the icon library. Pages after sign-in use lucide-react.
 */
function LineIcon({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number; className?: string };

export const SuccessIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </LineIcon>
);

export const ErrorIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6M12 16.5h.01" />
  </LineIcon>
);

export const InfoIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 11v5M12 7.5h.01" />
  </LineIcon>
);

export const EyeIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const EyeOffIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M2 12s3.6-7 10-7c1.8 0 3.4.6 4.7 1.4M22 12s-3.6 7-10 7c-1.8 0-3.4-.6-4.7-1.4" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </LineIcon>
);
