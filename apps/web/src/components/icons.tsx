/** Inline SVG icons: they render the same everywhere, with no emoji font needed. */
type IconProps = { size?: number };

const svg = (size: number, children: React.ReactNode) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const UserIcon = ({ size = 18 }: IconProps) =>
  svg(size, <><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" /></>);

export const LoginIcon = ({ size = 18 }: IconProps) =>
  svg(size, <><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" /><path d="M10 17l5-5-5-5" /><path d="M15 12H3" /></>);

export const ChatIcon = ({ size = 18 }: IconProps) =>
  svg(size, <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);

export const EyeIcon = ({ size = 18 }: IconProps) =>
  svg(size, <><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>);

export const EyeOffIcon = ({ size = 18 }: IconProps) =>
  svg(size, <><path d="M3 3l18 18" /><path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /></>);

export const MenuIcon = ({ size = 22 }: IconProps) => svg(size, <><path d="M3 6h18" /><path d="M3 12h18" /><path d="M3 18h18" /></>);

export const CloseIcon = ({ size = 22 }: IconProps) => svg(size, <><path d="M6 6l12 12" /><path d="M18 6L6 18" /></>);
