import { color, font, radius, space } from '@canopy/shared-core';

// Form pieces shared by the sign-in, sign-up and account settings pages.
export const fieldStyle = {
  display: 'flex',
  flexDirection: 'column' as const,
  gap: space.xs,
  fontSize: font.size.sm,
  fontWeight: font.weight.medium,
  '& input': {
    // An input's intrinsic width (about 20 characters) must not push it out of its column.
    minWidth: 0,
    font: 'inherit',
    fontWeight: font.weight.regular,
    fontSize: font.size.md,
    padding: `${space.sm} ${space.md}`,
    minHeight: 44,
    borderRadius: radius.md,
    border: `1px solid ${color.border}`,
    background: color.bg,
    color: color.text,
  },
};

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" css={{ margin: 0, color: color.danger, fontSize: font.size.sm }}>
      {message}
    </p>
  );
}
