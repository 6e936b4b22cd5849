import { EmptyState, PageTitle, roleAtom } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

/** A part of the console only operators use: shown to them, and to other staff `why` not. */
export function OperatorsOnly({ why, children }: { why: string; children: ReactNode }) {
  const role = useAtomValue(roleAtom);
  return role === 'operator' ? (
    children
  ) : (
    <EmptyState title="Operators only">
      <p>{why}</p>
    </EmptyState>
  );
}

/** A console page only operators use: its title, then its parts (OperatorsOnly). */
export function OperatorsPage({
  title,
  why,
  maxWidth,
  children,
}: {
  title: string;
  why: string;
  /** A page of one narrow form keeps it readable on a wide screen. */
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <div css={[stack('lg'), { maxWidth }]}>
      <PageTitle>{title}</PageTitle>
      <OperatorsOnly why={why}>{children}</OperatorsOnly>
    </div>
  );
}
