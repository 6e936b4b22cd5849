import { EmptyState, roleAtom } from '@canopy/shared-core';
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
